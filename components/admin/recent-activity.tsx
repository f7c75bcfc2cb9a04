import { formatDateTime, humanize } from "@/components/admin/format";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { stackedBody, stackedCell, stackedHead, stackedRow, stackedRowHeader, stackedTable } from "@/components/ui/stacked-table";
import type { ActivityItem } from "@/lib/services/admin-stats";

/** The newest audit records of the network (never their details, which can name people). */
export function RecentActivity({ items }: { items: ActivityItem[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Recent activity</h2>
        </CardTitle>
        <CardDescription>The newest entries of the audit log, across every hospital</CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">No activity has been recorded yet.</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border">
            <table className={stackedTable} aria-label="Recent activity">
              <thead className={stackedHead}>
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">Action</th>
                  <th scope="col" className="px-4 py-3 font-medium">Time</th>
                  <th scope="col" className="px-4 py-3 font-medium">Actor</th>
                  <th scope="col" className="px-4 py-3 font-medium">Hospital</th>
                  <th scope="col" className="px-4 py-3 font-medium">Outcome</th>
                </tr>
              </thead>
              <tbody className={stackedBody}>
                {items.map((item) => (
                  <tr key={item.id} className={stackedRow} data-testid="admin-activity-row">
                    <th scope="row" className={`${stackedRowHeader} font-medium`}>
                      <span className="font-mono text-xs break-all">{item.action}</span>
                      {item.entity ? (
                        <span className="block text-xs font-normal text-muted-foreground break-all">
                          {item.entity}
                          {item.entityId ? ` ${item.entityId}` : ""}
                        </span>
                      ) : null}
                    </th>
                    <td data-label="Time" className={stackedCell()}>
                      <time dateTime={item.at}>{formatDateTime(item.at)}</time>
                    </td>
                    <td data-label="Actor" className={stackedCell()}>
                      {humanize(item.actorType)}
                      {item.actorId ? <span className="block font-mono text-xs break-all text-muted-foreground">{item.actorId}</span> : null}
                    </td>
                    <td data-label="Hospital" className={stackedCell()}>
                      {item.hospitalId ? (
                        <a
                          href={`/admin/hospitals?search=${encodeURIComponent(item.hospitalId)}`}
                          className="font-mono text-xs text-primary underline-offset-4 hover:underline"
                        >
                          {item.hospitalId}
                        </a>
                      ) : (
                        <span className="text-muted-foreground">None</span>
                      )}
                    </td>
                    <td data-label="Outcome" className={stackedCell()}>
                      <Badge variant={item.outcome === "success" ? "secondary" : "outline"}>{humanize(item.outcome)}</Badge>
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
