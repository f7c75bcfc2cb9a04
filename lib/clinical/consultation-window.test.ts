import { consultationState, consultationWindow } from "./consultation-window";

// The window in zones other than the demo's Kampala (UTC+3): west of UTC, and across a change of
// clocks, where a local day is 23 or 25 hours long.

describe("consultationWindow", () => {
  it("opens 2 hours before a 10:00 start in New York (UTC−5 in winter) and closes at the local midnight", () => {
    const start = new Date("2026-12-02T15:00:00Z"); // 10:00 EST
    const { opensAt, closesAt } = consultationWindow(start, "America/New_York");
    expect(opensAt.toISOString()).toBe("2026-12-02T13:00:00.000Z");
    expect(closesAt.toISOString()).toBe("2026-12-03T05:00:00.000Z");
  });

  it("never opens on the evening before: a 00:30 start opens at its own local midnight", () => {
    const start = new Date("2026-12-02T05:30:00Z"); // 00:30 EST
    expect(consultationWindow(start, "America/New_York").opensAt.toISOString()).toBe("2026-12-02T05:00:00.000Z");
    expect(consultationState(start, "America/New_York", new Date("2026-12-02T04:59:59Z"))).toBe("early");
    expect(consultationState(start, "America/New_York", new Date("2026-12-02T05:00:00Z"))).toBe("open");
  });

  it("follows the local day across a change of clocks (London, 25 October 2026: 25 hours)", () => {
    const start = new Date("2026-10-25T21:00:00Z"); // 21:00 GMT, the day began at 23:00Z the evening before (BST)
    const { opensAt, closesAt } = consultationWindow(start, "Europe/London");
    expect(opensAt.toISOString()).toBe("2026-10-25T19:00:00.000Z");
    expect(closesAt.toISOString()).toBe("2026-10-26T00:00:00.000Z");
    expect(consultationState(start, "Europe/London", new Date("2026-10-25T23:59:59Z"))).toBe("open");
    expect(consultationState(start, "Europe/London", new Date("2026-10-26T00:00:00Z"))).toBe("closed");
  });

  it("is early two days ahead, open at the start, closed the next day", () => {
    const start = new Date("2026-11-26T07:00:00Z"); // 10:00 Kampala
    expect(consultationState(start, "Africa/Kampala", new Date("2026-11-24T07:00:00Z"))).toBe("early");
    expect(consultationState(start, "Africa/Kampala", start)).toBe("open");
    expect(consultationState(start, "Africa/Kampala", new Date("2026-11-26T21:00:00Z"))).toBe("closed");
  });
});
