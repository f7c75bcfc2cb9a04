import { formatMoney, trialEndingSoon } from "./format";

describe("hospital dashboard display rules", () => {
  it("shows 'Trial Ending Soon' only on trial with 1 to 7 days left", () => {
    expect(trialEndingSoon("trial", 8)).toBe(false);
    expect(trialEndingSoon("trial", 7)).toBe(true);
    expect(trialEndingSoon("trial", 1)).toBe(true);
    // At 0 the trial has ended: the 'Subscription Ended' notice replaces the banner.
    expect(trialEndingSoon("trial", 0)).toBe(false);
    expect(trialEndingSoon("premium", 3)).toBe(false);
  });
  it("writes invoice amounts with the currency code and two decimals", () => {
    expect(formatMoney(299, "USD")).toBe("USD 299.00");
    expect(formatMoney(1234.5, "USD")).toBe("USD 1,234.50");
  });
});
