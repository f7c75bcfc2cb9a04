import { Badge } from "@/components/ui/badge";
import { stackedBody, stackedCell, stackedHead, stackedRow, stackedRowHeader, stackedTable } from "@/components/ui/stacked-table";
import type { AdminPaymentView } from "@/lib/services/admin-payments";

import { humanize } from "../format";
import { PaymentActions } from "./payment-actions";
import { formatDay, formatMoney, type PaymentAction } from "./payment-format";

export type PaymentRow = AdminPaymentView & { actions: PaymentAction[] };

const STATUS_VARIANT: Record<string, "default" | "secondary" | "destructive" | "outline"> = {
  paid: "default",
  pending: "secondary",
  failed: "destructive",
  refunded: "outline",
  cancelled: "outline",
};

/** The invoices of one page: hospital, plan, amount, period, status, dates and the allowed actions. */
export function PaymentsTable({ rows, filtered }: { rows: PaymentRow[]; filtered: boolean }) {
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">
        {filtered ? "No invoice has this status." : "No invoice yet: hospitals create one with Upgrade Now."}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className={stackedTable}>
        <caption className="sr-only">Invoices, newest first</caption>
        <thead className={stackedHead}>
          <tr>
            {["Hospital", "Plan", "Amount", "Period", "Status", "Created", "Paid", "Actions"].map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={stackedBody}>
          {rows.map((p) => (
            <tr key={p.id} className={stackedRow}>
              <th scope="row" className={stackedRowHeader}>
                <span className="block font-medium">{p.hospitalName}</span>
                <span className="block font-mono text-xs font-normal text-muted-foreground">{p.hospitalId}</span>
              </th>
              <td data-label="Plan" className={stackedCell()}>
                {humanize(p.plan)}
              </td>
              <td data-label="Amount" className={`${stackedCell()} tabular-nums`}>
                {formatMoney(p.amount, p.currency)} <span className="text-xs text-muted-foreground">{p.currency}</span>
              </td>
              <td data-label="Period" className={stackedCell()}>
                {formatDay(p.periodStart)} – {formatDay(p.periodEnd)}
              </td>
              <td data-label="Status" className={stackedCell()}>
                <Badge variant={STATUS_VARIANT[p.status] ?? "outline"}>{humanize(p.status)}</Badge>
              </td>
              <td data-label="Created" className={stackedCell()}>
                {formatDay(p.createdAt)}
              </td>
              <td data-label="Paid" className={stackedCell()}>
                {formatDay(p.paidAt)}
              </td>
              <td data-label="Actions" className={stackedCell(true)}>
                <PaymentActions paymentId={p.id} description={`${p.hospitalName}, ${p.plan} plan`} actions={p.actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
