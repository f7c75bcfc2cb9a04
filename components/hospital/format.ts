// Display helpers of the hospital dashboard, pure and safe in server and client components.

/** "USD 299.00": the currency code first, as invoices show it. */
export function formatMoney(amount: number, currency: string): string {
  return `${currency} ${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A date in a fixed locale and zone so server and browser render the same text. */
export function formatDate(value: string | Date, timeZone = "UTC"): string {
  return new Date(value).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone });
}

/** The 'Trial Ending Soon' banner shows at this many days left or fewer (specification section 9). */
export const TRIAL_WARNING_DAYS = 7;

export function trialEndingSoon(subscriptionStatus: string, trialDaysLeft: number): boolean {
  return subscriptionStatus === "trial" && trialDaysLeft > 0 && trialDaysLeft <= TRIAL_WARNING_DAYS;
}
