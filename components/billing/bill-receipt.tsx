import { Download } from "lucide-react";

import { PrintButton } from "@/components/shell/print-button";
import { Button } from "@/components/ui/button";
import type { Receipt } from "@/lib/services/bill-payments";
import { cn } from "@/lib/utils";

import { BillStatusBadge } from "./badges";
import { billNumber, billWhen, money, paymentMethodLabel } from "./format";

export const RECEIPT_ELEMENT_ID = "bill-receipt";

/**
 * The printable receipt of a whole bill, the same for the patient (portal) and the hospital's staff:
 * the hospital, the bill's number, the patient, the items, the payments (voided ones marked) and the
 * balance. Print prints only the receipt (the shell and the controls stay off the paper); the PDF
 * comes from GET /api/bills/{id}/receipt/pdf, which checks the same access.
 */
export function BillReceipt({ receipt, timeZone, pdfHref }: { receipt: Receipt; timeZone: string; pdfHref: string }) {
  const { hospital, bill } = receipt;
  const place = [hospital.address, hospital.city, hospital.country].filter(Boolean).join(", ");
  const contact = [hospital.phone, hospital.email].filter(Boolean).join(" · ");
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2 print:hidden">
        <PrintButton target={RECEIPT_ELEMENT_ID} what="receipt" />
        <Button asChild variant="outline" size="sm">
          <a href={pdfHref} download>
            <Download aria-hidden="true" />
            Download PDF
          </a>
        </Button>
      </div>
      <article id={RECEIPT_ELEMENT_ID} aria-labelledby="receipt-title" className="space-y-6 rounded-lg border bg-card p-6 text-card-foreground print:border-0 print:p-0">
        <header className="flex flex-col gap-4 border-b pb-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1">
            <p className="text-lg font-bold break-words">{hospital.name}</p>
            {place ? <p className="text-sm text-muted-foreground break-words">{place}</p> : null}
            {contact ? <p className="text-sm text-muted-foreground break-words">{contact}</p> : null}
          </div>
          <div className="space-y-1 sm:text-right">
            <h1 id="receipt-title" className="text-2xl font-bold tracking-tight">
              Receipt
            </h1>
            <p className="text-sm">
              Bill <span className="font-mono font-medium" data-testid="receipt-bill-number">{billNumber(bill.id)}</span>
            </p>
            <BillStatusBadge status={bill.status} />
          </div>
        </header>

        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-xs font-medium text-muted-foreground uppercase">Patient</dt>
            <dd className="mt-1 break-words">
              {bill.patientName} <span className="block font-mono text-xs text-muted-foreground">{bill.patientId}</span>
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-muted-foreground uppercase">Bill opened</dt>
            <dd className="mt-1">
              <time dateTime={bill.createdAt}>{billWhen(bill.createdAt, timeZone)}</time>
              {bill.departmentName ? <span className="block text-muted-foreground">{bill.departmentName}</span> : null}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-muted-foreground uppercase">Issued</dt>
            <dd className="mt-1">
              <time dateTime={receipt.issuedAt}>{billWhen(receipt.issuedAt, timeZone)}</time>
              <span className="block text-muted-foreground">Times in {timeZone}</span>
            </dd>
          </div>
        </dl>

        <section aria-labelledby="receipt-items" className="space-y-2">
          <h2 id="receipt-items" className="font-semibold">
            Items
          </h2>
          {bill.items.length ? (
            <table className="w-full text-left text-sm">
              <thead className="border-b text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pr-2 font-medium">
                    Item
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-medium">
                    Qty
                  </th>
                  <th scope="col" className="py-2 pl-2 text-right font-medium">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {bill.items.map((item) => (
                  <tr key={item.id} className="border-b last:border-0">
                    <td className="py-2 pr-2 break-words">
                      {item.name}
                      {item.quantity > 1 ? <span className="block text-xs text-muted-foreground">{money(item.unitAmount, bill.currency)} each</span> : null}
                    </td>
                    <td className="px-2 py-2 text-right tabular-nums">{item.quantity}</td>
                    <td className="py-2 pl-2 text-right tabular-nums">{money(item.amount, bill.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-sm text-muted-foreground">No items.</p>
          )}
        </section>

        <section aria-labelledby="receipt-payments" className="space-y-2">
          <h2 id="receipt-payments" className="font-semibold">
            Payments
          </h2>
          {bill.payments.length ? (
            <ul className="divide-y text-sm">
              {bill.payments.map((p) => (
                <li key={p.id} className={cn("flex flex-wrap items-baseline justify-between gap-2 py-2", p.voided && "text-muted-foreground")}>
                  <span className="min-w-0 break-words">
                    <time dateTime={p.receivedAt}>{billWhen(p.receivedAt, timeZone)}</time> · {paymentMethodLabel(p.method)}
                    {p.reference ? <> · Ref. {p.reference}</> : null}
                    {p.voided ? <span className="block text-xs">Voided{p.voidReason ? `: ${p.voidReason}` : ""}</span> : null}
                  </span>
                  <span className={cn("tabular-nums", p.voided && "line-through")}>{money(p.amount, bill.currency)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No payments yet.</p>
          )}
        </section>

        <dl className="ml-auto grid max-w-xs gap-2 text-sm" data-testid="receipt-totals">
          <div className="flex justify-between gap-4">
            <dt>Total</dt>
            <dd className="tabular-nums">{money(bill.total, bill.currency)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>Paid</dt>
            <dd className="tabular-nums">{money(bill.paid, bill.currency)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
            <dt>Balance</dt>
            <dd className="tabular-nums">{money(bill.balance, bill.currency)}</dd>
          </div>
        </dl>
        {bill.status === "void" ? <p className="text-sm font-medium text-destructive">This bill is void{bill.voidReason ? `: ${bill.voidReason}` : ""}.</p> : null}
      </article>
    </div>
  );
}
