import { averageWaitingMinutes, roundMinutes, waitingMinutes } from "./waiting-time";

// Waiting time = consultation start − booked start; an early start is no wait at all (0), and a
// consultation never started has no waiting time (null), left out of the average.

const at = (iso: string) => new Date(iso);

describe("waitingMinutes", () => {
  it("is the minutes from the booked start to the start of the consultation", () => {
    expect(waitingMinutes(at("2026-11-27T09:00:00Z"), at("2026-11-27T09:25:00Z"))).toBe(25);
    expect(waitingMinutes(at("2026-11-27T09:00:00Z"), at("2026-11-27T09:00:30Z"))).toBe(0.5);
  });

  it("is 0 for a consultation begun on time or before the booked start (never negative)", () => {
    expect(waitingMinutes(at("2026-11-27T09:00:00Z"), at("2026-11-27T09:00:00Z"))).toBe(0);
    expect(waitingMinutes(at("2026-11-27T09:00:00Z"), at("2026-11-27T08:15:00Z"))).toBe(0);
  });

  it("is null when the consultation never began", () => {
    expect(waitingMinutes(at("2026-11-27T09:00:00Z"), null)).toBeNull();
  });

  it("does not depend on the time zone: instants are compared, across a change of clocks too", () => {
    // 01:30 EST to 03:10 EDT on the day New York moves its clocks forward: 40 minutes really passed.
    expect(waitingMinutes(at("2026-03-08T06:30:00Z"), at("2026-03-08T07:10:00Z"))).toBe(40);
  });
});

describe("averageWaitingMinutes", () => {
  const booked = at("2026-11-27T09:00:00Z");

  it("averages the started consultations only, early ones as 0, to one decimal", () => {
    const visits = [
      { appointmentDate: booked, consultationStartedAt: at("2026-11-27T09:10:00Z") }, // 10
      { appointmentDate: booked, consultationStartedAt: at("2026-11-27T08:30:00Z") }, // early: 0
      { appointmentDate: booked, consultationStartedAt: at("2026-11-27T09:20:20Z") }, // 20.333…
      { appointmentDate: booked, consultationStartedAt: null }, // never started: left out
    ];
    expect(averageWaitingMinutes(visits)).toBe(10.1);
  });

  it("is null when no consultation began (no data is not a wait of 0)", () => {
    expect(averageWaitingMinutes([])).toBeNull();
    expect(averageWaitingMinutes([{ appointmentDate: booked, consultationStartedAt: null }])).toBeNull();
  });

  it("rounds half up to one decimal", () => {
    expect(roundMinutes(12.25)).toBe(12.3);
    expect(roundMinutes(12.24)).toBe(12.2);
    expect(roundMinutes(0)).toBe(0);
  });
});
