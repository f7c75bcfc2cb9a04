import { stackedBody, stackedCell, stackedHead, stackedRow, stackedRowHeader, stackedTable } from "@/components/ui/stacked-table";
import type { BillSummary } from "@/lib/services/bill-views";

import { BillStatusBadge } from "./badges";
import { billDay, billNumber, billPath, money } from "./format";

const HEADS = ["Bill", "Patient", "Opened", "Total", "Paid", "Balance", "Status"];

/** The bills of one page: a table from md, one card per bill on a phone. */
export function BillsTable({ rows, timeZone, hospitalId }: { rows: BillSummary[]; timeZone: string; hospitalId?: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border bg-card" tabIndex={0} role="region" aria-label="Bills">
      <table className={stackedTable}>
        <caption className="sr-only">Bills, newest first</caption>
        <thead className={stackedHead}>
          <tr>
            {HEADS.map((head) => (
              <th key={head} scope="col" className={`px-4 py-3 font-medium ${["Total", "Paid", "Balance"].includes(head) ? "md:text-right" : ""}`}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={stackedBody}>
          {rows.map((row) => (
            <tr key={row.id} className={stackedRow}>
              <th scope="row" className={stackedRowHeader}>
                <a href={billPath(row.id, hospitalId)} className="font-mono font-medium text-primary underline-offset-4 hover:underline">
                  {billNumber(row.id)}
                </a>
              </th>
              <td data-label="Patient" className={`${stackedCell()} break-words`}>
                <span className="font-medium">{row.patientName}</span>
                <span className="block font-mono text-xs text-muted-foreground">{row.patientId}</span>
              </td>
              <td data-label="Opened" className={stackedCell()}>
                <time dateTime={row.createdAt}>{billDay(row.createdAt, timeZone)}</time>
              </td>
              <td data-label="Total" className={`${stackedCell()} tabular-nums md:text-right`}>
                {money(row.total, row.currency)}
              </td>
              <td data-label="Paid" className={`${stackedCell()} tabular-nums md:text-right`}>
                {money(row.paid, row.currency)}
              </td>
              <td data-label="Balance" className={`${stackedCell()} font-medium tabular-nums md:text-right`}>
                {money(row.balance, row.currency)}
              </td>
              <td data-label="Status" className={stackedCell()}>
                <BillStatusBadge status={row.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
