import { Badge } from "@/components/ui/badge";
import { stackedBody, stackedCell, stackedHead, stackedRow, stackedRowHeader, stackedTable } from "@/components/ui/stacked-table";
import type { AuditLogView } from "@/lib/services/admin-audit-logs";

import { formatDateTime, humanize } from "../format";

/** One page of audit records, newest first: time, actor, action, record, hospital, outcome, IP. */
export function AuditLogTable({ rows, hospitalNames, filtered }: { rows: AuditLogView[]; hospitalNames: Map<string, string>; filtered: boolean }) {
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">
        {filtered ? "No audit record matches these filters." : "No audit record yet."}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className={stackedTable}>
        <caption className="sr-only">Audit records, newest first</caption>
        <thead className={stackedHead}>
          <tr>
            {["Time", "Actor", "Action", "Record", "Hospital", "Outcome", "IP"].map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={stackedBody}>
          {rows.map((r) => (
            <tr key={r.id} className={stackedRow}>
              <th scope="row" className={`${stackedRowHeader} font-normal whitespace-nowrap`}>
                <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
              </th>
              <td data-label="Actor" className={stackedCell()}>
                <span className="block">{humanize(r.actorType)}</span>
                {r.actorId ? <span className="block font-mono text-xs break-all text-muted-foreground">{r.actorId}</span> : null}
              </td>
              <td data-label="Action" className={`${stackedCell()} font-mono text-xs break-all`}>
                {r.action}
              </td>
              <td data-label="Record" className={stackedCell()}>
                {r.entity ? <span className="block">{humanize(r.entity)}</span> : "—"}
                {r.entityId ? <span className="block font-mono text-xs break-all text-muted-foreground">{r.entityId}</span> : null}
              </td>
              <td data-label="Hospital" className={stackedCell()}>
                {r.hospitalId ? (
                  <>
                    {hospitalNames.get(r.hospitalId) ? <span className="block">{hospitalNames.get(r.hospitalId)}</span> : null}
                    <span className="block font-mono text-xs text-muted-foreground">{r.hospitalId}</span>
                  </>
                ) : (
                  "—"
                )}
              </td>
              <td data-label="Outcome" className={stackedCell()}>
                <Badge variant={r.outcome === "success" ? "secondary" : "destructive"}>{humanize(r.outcome)}</Badge>
              </td>
              <td data-label="IP" className={`${stackedCell()} font-mono text-xs`}>
                {r.ip ?? "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
