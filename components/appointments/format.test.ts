import { appointmentDay, appointmentTime, appointmentWhen, durationLabel } from "./format";

describe("appointment display helpers", () => {
  const instant = "2026-11-23T06:30:00.000Z"; // 09:30 in Kampala (UTC+3)

  it("shows the instant in the hospital's zone, not the machine's", () => {
    expect(appointmentTime(instant, "Africa/Kampala")).toBe("09:30");
    expect(appointmentTime(instant, "UTC")).toBe("06:30");
    expect(appointmentDay("2026-11-23T22:30:00.000Z", "Africa/Kampala")).toBe("Tue, Nov 24, 2026");
  });

  it("joins day and time and labels durations", () => {
    expect(appointmentWhen(instant, "Africa/Kampala")).toBe("Mon, Nov 23, 2026 at 09:30");
    expect(durationLabel(45)).toBe("45 min");
  });
});
