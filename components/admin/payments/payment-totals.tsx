import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { PaymentSummary } from "@/lib/services/admin-payments";

import { formatMoney, formatMonth } from "./payment-format";

/** Collected this month and last month, and outstanding, per currency (GET /api/admin/payments/summary). */
export function PaymentTotals({ summary }: { summary: PaymentSummary }) {
  if (summary.currencies.length === 0) {
    return (
      <p className="rounded-lg border bg-card p-4 text-sm text-muted-foreground">
        Nothing collected in {formatMonth(summary.lastMonth)} or {formatMonth(summary.thisMonth)}, and no invoice is outstanding.
      </p>
    );
  }
  return (
    <section aria-labelledby="payment-totals-heading" className="space-y-3">
      <h2 id="payment-totals-heading" className="sr-only">
        Totals
      </h2>
      {summary.currencies.map((t) => (
        <div key={t.currency} className="grid gap-3 sm:grid-cols-3">
          <Figure
            title={`Collected in ${formatMonth(summary.thisMonth)}`}
            value={formatMoney(t.collectedThisMonth, t.currency)}
            note={`${t.paidThisMonth} paid invoice${t.paidThisMonth === 1 ? "" : "s"} · ${t.currency}`}
          />
          <Figure
            title={`Collected in ${formatMonth(summary.lastMonth)}`}
            value={formatMoney(t.collectedLastMonth, t.currency)}
            note={`${t.paidLastMonth} paid invoice${t.paidLastMonth === 1 ? "" : "s"} · ${t.currency}`}
          />
          <Figure
            title="Outstanding"
            value={formatMoney(t.outstanding, t.currency)}
            note={`${t.pending} pending invoice${t.pending === 1 ? "" : "s"} · ${t.currency}`}
          />
        </div>
      ))}
    </section>
  );
}

function Figure({ title, value, note }: { title: string; value: string; note: string }) {
  return (
    <Card className="gap-2 py-4">
      <CardHeader className="px-4">
        <CardDescription>{title}</CardDescription>
        <CardTitle className="text-2xl tabular-nums">{value}</CardTitle>
      </CardHeader>
      <CardContent className="px-4 text-xs text-muted-foreground">{note}</CardContent>
    </Card>
  );
}
