"use client";

import { ReceiptText } from "lucide-react";

import { BillStatusBadge } from "@/components/billing/badges";
import { billDay, billNumber, money, paymentMethodLabel, PORTAL_BILLS_PAGE, type PortalBillsPage } from "@/components/billing/format";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { apiRequest } from "@/lib/api-client";
import type { BillView } from "@/lib/services/bill-views";
import { cn } from "@/lib/utils";

import { LoadMore, useLoadMore } from "./load-more";

/**
 * The patient's bills at every hospital, newest first, with their items' total, payments, balance
 * and status; each opens its printable receipt. Older bills load on request (GET
 * /api/bills/patient/{id}, which answers the portal patient their own bills only).
 */
export function MyBillsCard({ patientId, initial }: { patientId: string; initial: PortalBillsPage }) {
  const { items: bills, hasMore, loading, error, loadMore } = useLoadMore(
    { items: initial.bills, hasMore: initial.hasMore },
    async (offset) => {
      // One more than a page tells whether there are older bills still.
      const page = await apiRequest<BillView[]>(`/api/bills/patient/${encodeURIComponent(patientId)}?limit=${PORTAL_BILLS_PAGE + 1}&offset=${offset}`);
      return { items: page.slice(0, PORTAL_BILLS_PAGE), hasMore: page.length > PORTAL_BILLS_PAGE };
    },
    (bill) => bill.id,
    "Older bills could not be loaded. Please try again.",
  );

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ReceiptText aria-hidden="true" className="size-5 text-primary" />
          <h2 id="my-bills-heading">My Bills</h2>
        </CardTitle>
        <CardDescription>Your bills at every hospital, newest first, with the payments received. Open a receipt to print it or save it as a PDF.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {bills.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No bills yet</p>
        ) : (
          <ul className="divide-y" aria-labelledby="my-bills-heading">
            {bills.map((bill) => (
              <li key={bill.id} className="grid gap-3 py-4 first:pt-0 last:pb-0 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-mono font-medium">{billNumber(bill.id)}</span>
                    <BillStatusBadge status={bill.status} />
                  </p>
                  <p className="text-sm">{billDay(bill.createdAt)}</p>
                  <p className="text-xs text-muted-foreground">
                    {bill.hospitalName}
                    {bill.departmentName ? ` · ${bill.departmentName}` : ""}
                  </p>
                  <a
                    href={`/my-bills/${encodeURIComponent(bill.id)}/receipt`}
                    className="inline-flex text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    Receipt<span className="sr-only"> of bill {billNumber(bill.id)}</span>
                  </a>
                </div>
                <div className="min-w-0 space-y-2 text-sm">
                  <dl className="grid grid-cols-3 gap-2">
                    <Amount label="Total" value={money(bill.total, bill.currency)} />
                    <Amount label="Paid" value={money(bill.paid, bill.currency)} />
                    <Amount label="Balance" value={money(bill.balance, bill.currency)} strong />
                  </dl>
                  {bill.payments.length ? (
                    <ul className="space-y-1" aria-label={`Payments of bill ${billNumber(bill.id)}`}>
                      {bill.payments.map((p) => (
                        <li key={p.id} className={cn("flex flex-wrap justify-between gap-2", p.voided && "text-muted-foreground")}>
                          <span>
                            {billDay(p.receivedAt)} · {paymentMethodLabel(p.method)}
                            {p.voided ? " · voided" : ""}
                          </span>
                          <span className={cn("tabular-nums", p.voided && "line-through")}>{money(p.amount, bill.currency)}</span>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-muted-foreground">No payments yet</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        <LoadMore hasMore={hasMore} loading={loading} error={error} onLoad={() => void loadMore()} label="Show older bills" />
      </CardContent>
    </Card>
  );
}

function Amount({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn("tabular-nums break-words", strong && "font-semibold")}>{value}</dd>
    </div>
  );
}
