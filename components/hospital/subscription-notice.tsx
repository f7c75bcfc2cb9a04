import { AlertTriangle, Clock } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { PLAN_OPTIONS } from "@/lib/constants/plans";
import type { InvoiceView } from "@/lib/services/subscriptions";
import { subscriptionEndedReason } from "@/lib/subscription";
import { cn } from "@/lib/utils";

import { formatDate, formatMoney, trialEndingSoon } from "./format";
import { UpgradeNow } from "./upgrade-now";

export type SubscriptionNoticeHospital = {
  id: string;
  subscriptionStatus: string;
  trialExpiresAt: Date | string | null;
  paidUntil: Date | string | null;
  trialDaysLeft: number;
};

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

const INVOICE_BADGE: Record<string, "default" | "secondary" | "destructive" | "outline"> = {
  pending: "secondary",
  paid: "default",
  failed: "destructive",
  cancelled: "destructive",
  refunded: "outline",
};

function LatestInvoice({ invoice }: { invoice: InvoiceView }) {
  const plan = PLAN_OPTIONS.find((p) => p.plan === invoice.plan)?.label ?? invoice.plan;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="latest-invoice">
      <Badge variant={INVOICE_BADGE[invoice.status] ?? "outline"}>{invoice.status.toUpperCase()}</Badge>
      <span>
        Invoice {invoice.status}: {plan}, {formatMoney(invoice.amount, invoice.currency)}, created{" "}
        {formatDate(invoice.createdAt)}
      </span>
    </p>
  );
}

/**
 * The subscription banners (specification section 2, "Hospital dashboard"): 'Trial Ending Soon' at
 * 7 days or fewer, and a destructive banner once the trial or paid period has ended, when the server
 * refuses changes (402). Both offer "Upgrade Now" to the hospital administrator, which creates a real invoice.
 */
export function SubscriptionNotice({
  hospital,
  canUpgrade,
  invoices,
}: {
  hospital: SubscriptionNoticeHospital;
  canUpgrade: boolean;
  invoices: InvoiceView[];
}) {
  const endedReason = subscriptionEndedReason({
    subscriptionStatus: hospital.subscriptionStatus,
    trialExpiresAt: toDate(hospital.trialExpiresAt),
    paidUntil: toDate(hospital.paidUntil),
  });
  const endingSoon = !endedReason && trialEndingSoon(hospital.subscriptionStatus, hospital.trialDaysLeft);
  const latest = invoices[0];
  // A settled old invoice is noise; a pending one matters whether or not a banner shows.
  const showInvoice = latest && (endedReason || endingSoon || latest.status === "pending");
  if (!endedReason && !endingSoon && !showInvoice) return null;

  const days = hospital.trialDaysLeft;
  return (
    <section
      aria-labelledby={`subscription-notice-${hospital.id}`}
      className={cn(
        "space-y-3 rounded-lg border p-4",
        endedReason
          ? "border-destructive/50 bg-destructive/5 text-destructive"
          : endingSoon
            ? "border-amber-300 bg-amber-50 text-amber-900"
            : "bg-card",
      )}
    >
      {endedReason || endingSoon ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex gap-3">
            {endedReason ? (
              <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            ) : (
              <Clock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            )}
            <div className="space-y-1">
              <h2 id={`subscription-notice-${hospital.id}`} className="font-semibold">
                {endedReason
                  ? hospital.subscriptionStatus === "trial"
                    ? "Trial Expired"
                    : "Subscription Ended"
                  : "Trial Ending Soon"}
              </h2>
              <p className="text-sm">
                {endedReason
                  ? `${endedReason} Changes are blocked until the subscription is renewed.`
                  : `Your free trial ends in ${days} ${days === 1 ? "day" : "days"}. Upgrade to keep using every feature without interruption.`}
              </p>
            </div>
          </div>
          {canUpgrade ? (
            <div className="shrink-0">
              <UpgradeNow hospitalId={hospital.id} />
            </div>
          ) : null}
        </div>
      ) : (
        <h2 id={`subscription-notice-${hospital.id}`} className="sr-only">
          Subscription
        </h2>
      )}
      {showInvoice ? <LatestInvoice invoice={latest} /> : null}
    </section>
  );
}
