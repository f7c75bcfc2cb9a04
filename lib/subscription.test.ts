import { PLAN_ENDED_MESSAGE, subscriptionEndedReason, subscriptionLabel, TRIAL_ENDED_MESSAGE } from "./subscription";

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

describe("subscription end", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const at = (iso: string) => new Date(iso);
  it("ends a trial at its expiry, a paid plan at paidUntil, and an expired status at once", () => {
    expect(subscriptionEndedReason({ subscriptionStatus: "trial", trialExpiresAt: at("2026-11-23T00:00:00Z"), paidUntil: null }, now)).toBeNull();
    expect(subscriptionEndedReason({ subscriptionStatus: "trial", trialExpiresAt: at("2026-11-22T12:00:00Z"), paidUntil: null }, now)).toBe(TRIAL_ENDED_MESSAGE);
    expect(subscriptionEndedReason({ subscriptionStatus: "basic", trialExpiresAt: null, paidUntil: at("2026-12-01T00:00:00Z") }, now)).toBeNull();
    expect(subscriptionEndedReason({ subscriptionStatus: "basic", trialExpiresAt: null, paidUntil: null }, now)).toBeNull();
    expect(subscriptionEndedReason({ subscriptionStatus: "premium", trialExpiresAt: null, paidUntil: at("2026-11-01T00:00:00Z") }, now)).toBe(PLAN_ENDED_MESSAGE);
    expect(subscriptionEndedReason({ subscriptionStatus: "expired", trialExpiresAt: null, paidUntil: null }, now)).toBe(PLAN_ENDED_MESSAGE);
  });
});
