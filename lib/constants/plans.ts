// Paid plans and their monthly prices: the product's price list, used for invoices.

export const PLAN_OPTIONS = [
  { plan: "basic", label: "Basic", monthlyPrice: 99, summary: "Up to 25 staff accounts, core patient and appointment management" },
  { plan: "premium", label: "Premium", monthlyPrice: 299, summary: "Up to 100 staff accounts, analytics and reports, AI diagnosis" },
  { plan: "enterprise", label: "Enterprise", monthlyPrice: 799, summary: "Unlimited staff, multi-site networks, priority support" },
] as const;

export type Plan = (typeof PLAN_OPTIONS)[number]["plan"];
export const PLAN_CURRENCY = "USD";
/** One invoice pays for one calendar month of the plan. */
export const PLAN_PERIOD_MONTHS = 1;

export function planPrice(plan: Plan): number {
  return PLAN_OPTIONS.find((p) => p.plan === plan)!.monthlyPrice;
}
