import { daysLeft } from "@/lib/time";

/** The subscription badge text (specification section 4, "Subscription display"). */
export function subscriptionLabel(status: string, trialExpiresAt: Date | null, now = new Date()): string {
  if (status !== "trial") return status.toUpperCase();
  const days = daysLeft(trialExpiresAt, now);
  if (days <= 0) return "Trial expired";
  return `Trial: ${days} ${days === 1 ? "day" : "days"} left`;
}

export type SubscriptionFields = { subscriptionStatus: string; trialExpiresAt: Date | null; paidUntil: Date | null };

export const TRIAL_ENDED_MESSAGE = "Your hospital's free trial has ended. Please renew your subscription (Upgrade Now on the hospital dashboard) to make changes.";
export const PLAN_ENDED_MESSAGE = "Your hospital's subscription has ended. Please renew your subscription (Upgrade Now on the hospital dashboard) to make changes.";

/**
 * Why the hospital may no longer change anything, or null while its trial or paid period runs:
 * a trial past its end, a paid plan past `paidUntil` (none means open-ended), or `expired`.
 */
export function subscriptionEndedReason(h: SubscriptionFields, now = new Date()): string | null {
  if (h.subscriptionStatus === "trial") return daysLeft(h.trialExpiresAt, now) <= 0 ? TRIAL_ENDED_MESSAGE : null;
  if (h.subscriptionStatus === "expired") return PLAN_ENDED_MESSAGE;
  if (h.paidUntil && h.paidUntil.getTime() <= now.getTime()) return PLAN_ENDED_MESSAGE;
  return null;
}
