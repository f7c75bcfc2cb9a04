import { subscriptionLabel } from "./subscription";

describe("subscription badge", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  it("shows the days left on trial, or 'Trial expired' at 0 or below", () => {
    expect(subscriptionLabel("trial", new Date("2026-12-22T00:00:00Z"), now)).toBe("Trial: 30 days left");
    expect(subscriptionLabel("trial", new Date("2026-11-22T18:00:00Z"), now)).toBe("Trial: 1 day left");
    expect(subscriptionLabel("trial", new Date("2026-11-22T12:00:00Z"), now)).toBe("Trial expired");
    expect(subscriptionLabel("trial", null, now)).toBe("Trial expired");
  });
  it("upper-cases other statuses", () => {
    expect(subscriptionLabel("premium", null, now)).toBe("PREMIUM");
  });
});
