import { addDays, dayBounds, daysLeft, localDate, zonedInstant } from "./time";

describe("time zone arithmetic", () => {
  it("gives the local calendar date of an instant", () => {
    const at = new Date("2026-11-22T22:30:00Z");
    expect(localDate(at, "Africa/Kampala")).toBe("2026-11-23"); // UTC+3
    expect(localDate(at, "America/New_York")).toBe("2026-11-22");
  });

  it("turns local wall-clock time into the right instant, across DST", () => {
    expect(zonedInstant("2026-11-22", "09:00", "Africa/Nairobi").toISOString()).toBe("2026-11-22T06:00:00.000Z");
    expect(zonedInstant("2026-07-01", "09:00", "Europe/London").toISOString()).toBe("2026-07-01T08:00:00.000Z");
    expect(zonedInstant("2026-12-01", "09:00", "Europe/London").toISOString()).toBe("2026-12-01T09:00:00.000Z");
  });

  it("bounds a local day and adds calendar days over month ends", () => {
    const { start, end } = dayBounds("2026-03-29", "Europe/London"); // a 23-hour day
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("counts days left as the ceiling, 0 when missing", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(daysLeft(new Date("2026-11-22T13:00:00Z"), now)).toBe(1);
    expect(daysLeft(new Date("2026-11-29T12:00:00Z"), now)).toBe(7);
    expect(daysLeft(new Date("2026-11-21T12:00:00Z"), now)).toBe(-1);
    expect(daysLeft(null, now)).toBe(0);
  });
});
