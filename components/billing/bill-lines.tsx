import { stackedBody, stackedCell, stackedHead, stackedRow, stackedRowHeader, stackedTable } from "@/components/ui/stacked-table";
import type { BillView } from "@/lib/services/bill-views";
import { cn } from "@/lib/utils";

import { billWhen, money, paymentMethodLabel } from "./format";
import { VoidDialog } from "./void-dialog";

// A bill's lines: its items, its payments (voided ones kept, struck through with their reason) and
// its totals. Server components; the Void buttons are the only client parts.

export function BillItemsTable({ bill }: { bill: BillView }) {
  if (!bill.items.length) return <p className="text-sm text-muted-foreground">No items on this bill yet.</p>;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Bill items">
      <table className={stackedTable.replace("md:min-w-[760px]", "md:min-w-[520px]")}>
        <caption className="sr-only">Items of the bill</caption>
        <thead className={stackedHead}>
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Item
            </th>
            <th scope="col" className="px-4 py-3 font-medium md:text-right">
              Quantity
            </th>
            <th scope="col" className="px-4 py-3 font-medium md:text-right">
              Unit price
            </th>
            <th scope="col" className="px-4 py-3 font-medium md:text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className={stackedBody}>
          {bill.items.map((item) => (
            <tr key={item.id} className={stackedRow}>
              <th scope="row" className={`${stackedRowHeader} font-normal`}>
                <span className="font-medium">{item.name}</span> <span className="font-mono text-xs text-muted-foreground">{item.code}</span>
              </th>
              <td data-label="Quantity" className={`${stackedCell()} tabular-nums md:text-right`}>
                {item.quantity}
              </td>
              <td data-label="Unit price" className={`${stackedCell()} tabular-nums md:text-right`}>
                {money(item.unitAmount, bill.currency)}
              </td>
              <td data-label="Amount" className={`${stackedCell()} tabular-nums md:text-right`}>
                {money(item.amount, bill.currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BillPaymentsTable({ bill, timeZone, canVoid = false }: { bill: BillView; timeZone: string; canVoid?: boolean }) {
  if (!bill.payments.length) return <p className="text-sm text-muted-foreground">No payments recorded yet.</p>;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Bill payments">
      <table className={stackedTable.replace("md:min-w-[760px]", "md:min-w-[640px]")}>
        <caption className="sr-only">Payments of the bill, oldest first</caption>
        <thead className={stackedHead}>
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              When
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Method
            </th>
            <th scope="col" className="px-4 py-3 font-medium md:text-right">
              Amount
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Reference
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Received by
            </th>
            {canVoid ? (
              <th scope="col" className="px-4 py-3 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className={stackedBody}>
          {bill.payments.map((payment) => {
            const amount = money(payment.amount, bill.currency);
            return (
              <tr key={payment.id} className={cn(stackedRow, payment.voided && "text-muted-foreground")} data-testid="bill-payment">
                <th scope="row" className={`${stackedRowHeader} font-normal`}>
                  <time dateTime={payment.receivedAt}>{billWhen(payment.receivedAt, timeZone)}</time>
                  {payment.voided ? (
                    <span className="mt-1 block text-xs">
                      <span className="font-medium text-destructive">Voided</span>
                      {payment.voidedAt ? (
                        <>
                          {" "}
                          on <time dateTime={payment.voidedAt}>{billWhen(payment.voidedAt, timeZone)}</time>
                        </>
                      ) : null}
                      {payment.voidReason ? <>: {payment.voidReason}</> : null}
                    </span>
                  ) : null}
                </th>
                <td data-label="Method" className={stackedCell()}>
                  {paymentMethodLabel(payment.method)}
                </td>
                <td data-label="Amount" className={cn(stackedCell(), "tabular-nums md:text-right", payment.voided && "line-through")}>
                  {amount}
                </td>
                <td data-label="Reference" className={`${stackedCell()} break-words`}>
                  {payment.reference ?? "None"}
                </td>
                <td data-label="Received by" className={stackedCell()}>
                  {payment.receivedByName ?? "Unknown"}
                </td>
                {canVoid ? (
                  <td data-label="Actions" className={stackedCell(true)}>
                    {payment.voided ? null : (
                      <VoidDialog
                        billId={bill.id}
                        paymentId={payment.id}
                        what={`The ${paymentMethodLabel(payment.method).toLowerCase()} payment of ${amount}`}
                        consequence="It stops counting towards the bill and the balance goes up by its amount. The payment and your reason stay on record."
                      />
                    )}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Total, paid and balance as a description list. */
export function BillTotals({ bill }: { bill: BillView }) {
  const rows: [string, number][] = [
    ["Total", bill.total],
    ["Paid", bill.paid],
    ["Balance", bill.balance],
  ];
  return (
    <dl className="grid gap-2 text-sm" data-testid="bill-totals">
      {rows.map(([label, amount]) => (
        <div key={label} className={cn("flex items-baseline justify-between gap-4", label === "Balance" && "border-t pt-2 text-base font-semibold")}>
          <dt>{label}</dt>
          <dd className="tabular-nums" data-testid={`bill-${label.toLowerCase()}`}>
            {money(amount, bill.currency)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
