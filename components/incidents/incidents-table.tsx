import { stackedBody, stackedCell, stackedHead, stackedRow, stackedRowHeader, stackedTable } from "@/components/ui/stacked-table";
import type { IncidentView } from "@/lib/services/incidents";

import { HarmBadge, StatusBadge } from "./badges";
import { categoryLabel, incidentPath, incidentWhen } from "./format";

/** The incidents of one page: a table from md, one card per incident on a phone. */
export function IncidentsTable({ rows, timeZone, hospitalId }: { rows: IncidentView[]; timeZone: string; hospitalId?: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className={stackedTable}>
        <caption className="sr-only">Incident reports, newest first</caption>
        <thead className={stackedHead}>
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              When
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Category
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Place
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Harm
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Reported by
            </th>
          </tr>
        </thead>
        <tbody className={stackedBody}>
          {rows.map((row) => (
            <tr key={row.id} className={stackedRow}>
              <th scope="row" className={stackedRowHeader}>
                <a href={incidentPath(row.id, hospitalId)} className="font-medium text-primary underline-offset-4 hover:underline">
                  {incidentWhen(row.occurredAt, timeZone)}
                </a>
              </th>
              <td data-label="Category" className={stackedCell()}>
                {categoryLabel(row.category)}
              </td>
              <td data-label="Place" className={`${stackedCell()} break-words`}>
                {row.place}
              </td>
              <td data-label="Harm" className={stackedCell()}>
                <HarmBadge level={row.harmLevel} />
              </td>
              <td data-label="Status" className={stackedCell()}>
                <StatusBadge status={row.status} />
              </td>
              <td data-label="Reported by" className={stackedCell()}>
                {row.reportedByName ?? "Unknown"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
