import { daysLeft } from "@/lib/time";

/** The subscription badge text (specification section 4, "Subscription display"). */
export function subscriptionLabel(status: string, trialExpiresAt: Date | null, now = new Date()): string {
  if (status !== "trial") return status.toUpperCase();
  const days = daysLeft(trialExpiresAt, now);
  if (days <= 0) return "Trial expired";
  return `Trial: ${days} ${days === 1 ? "day" : "days"} left`;
}
