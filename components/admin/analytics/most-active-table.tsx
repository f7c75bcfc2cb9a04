import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { stackedBody, stackedCell, stackedHead, stackedRow, stackedRowHeader, stackedTable } from "@/components/ui/stacked-table";
import type { ActiveHospital } from "@/lib/services/admin-analytics";

import { formatCount } from "../format";

/** The most active hospitals of the last 30 days: appointments, and patients newly linked to them. */
export function MostActiveTable({ rows, days }: { rows: ActiveHospital[]; days: number }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h2>Most active hospitals</h2>
        </CardTitle>
        <CardDescription>
          The {rows.length > 1 ? `${rows.length} hospitals` : "hospitals"} with the most appointments dated in the last {days} UTC days (today included); new patients are those registered at or linked to the hospital in the same days
        </CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No appointment in the last {days} days.</p>
        ) : (
          // Focusable: a table that scrolls sideways on a phone must scroll from the keyboard too.
          <div className="overflow-x-auto rounded-lg border" tabIndex={0} role="region" aria-label={`Most active hospitals of the last ${days} days`}>
            <table className={stackedTable}>
              <caption className="sr-only">Most active hospitals of the last {days} days</caption>
              <thead className={stackedHead}>
                <tr>
                  {["Hospital", "Location", "Appointments", "New patients"].map((h) => (
                    <th key={h} scope="col" className="px-4 py-3 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className={stackedBody}>
                {rows.map((h) => (
                  <tr key={h.hospitalId} className={stackedRow}>
                    <th scope="row" className={stackedRowHeader}>
                      <span className="block font-medium">{h.name}</span>
                      <span className="block font-mono text-xs font-normal text-muted-foreground">{h.hospitalId}</span>
                    </th>
                    <td data-label="Location" className={stackedCell()}>
                      {h.city}, {h.country}
                    </td>
                    <td data-label="Appointments" className={`${stackedCell()} tabular-nums`}>
                      {formatCount(h.appointments)}
                    </td>
                    <td data-label="New patients" className={`${stackedCell()} tabular-nums`}>
                      {formatCount(h.newPatients)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
