import { formatCount, formatDateTime } from "@/components/admin/format";
import { LEVEL_LABELS, LEVEL_STYLES } from "@/components/banners/banner-styles";
import { Badge } from "@/components/ui/badge";
import { stackedBody, stackedCell, stackedHead, stackedRow, stackedRowHeader, stackedTable } from "@/components/ui/stacked-table";
import type { AnnouncementView } from "@/lib/services/announcements";
import { cn } from "@/lib/utils";

import { EndAnnouncementButton } from "./end-announcement-button";

const summaryOf = (message: string) => (message.length > 60 ? `${message.slice(0, 57).trimEnd()}...` : message);

/** How a stopped announcement ended: early (by an administrator) or at its end time. */
function endedText(a: AnnouncementView): string {
  if (a.endedAt) return `Ended early ${formatDateTime(a.endedAt)}`;
  return a.endsAt ? `Ended ${formatDateTime(a.endsAt)}` : "Ended";
}

/** The past and running announcements, newest first, with level, times, status and 'End now'. */
export function AnnouncementsTable({ items, emptyMessage }: { items: AnnouncementView[]; emptyMessage: string }) {
  if (items.length === 0) {
    return <p className="rounded-lg border border-dashed bg-card p-6 text-center text-muted-foreground">{emptyMessage}</p>;
  }
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className={stackedTable} aria-label="Announcements">
        <thead className={stackedHead}>
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Message</th>
            <th scope="col" className="px-4 py-3 font-medium">Level</th>
            <th scope="col" className="px-4 py-3 font-medium">Created</th>
            <th scope="col" className="px-4 py-3 font-medium">Ends</th>
            <th scope="col" className="px-4 py-3 font-medium">Status</th>
            <th scope="col" className="px-4 py-3 font-medium">Actions</th>
          </tr>
        </thead>
        <tbody className={stackedBody}>
          {items.map((a) => (
            <tr key={a.id} className={stackedRow} data-testid="announcement-row">
              <th scope="row" className={cn(stackedRowHeader, "max-w-md font-normal")}>
                <span className="line-clamp-4 break-words whitespace-pre-line">{a.message}</span>
                <span className="mt-1 block text-xs text-muted-foreground">
                  {a.createdByName ? `By ${a.createdByName}` : "By a former administrator"} · dismissed by {formatCount(a.dismissals)}
                </span>
              </th>
              <td data-label="Level" className={stackedCell()}>
                <span className={cn("inline-flex rounded-md border px-2 py-0.5 text-xs font-medium", LEVEL_STYLES[a.level])}>{LEVEL_LABELS[a.level]}</span>
              </td>
              <td data-label="Created" className={stackedCell()}>
                <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
              </td>
              <td data-label="Ends" className={stackedCell()}>
                {a.endsAt ? <time dateTime={a.endsAt}>{formatDateTime(a.endsAt)}</time> : <span className="text-muted-foreground">When ended</span>}
              </td>
              <td data-label="Status" className={stackedCell()}>
                {a.running ? (
                  <Badge>Running</Badge>
                ) : (
                  <span className="grid gap-1">
                    <Badge variant="outline">Ended</Badge>
                    <span className="text-xs text-muted-foreground">{endedText(a)}</span>
                  </span>
                )}
              </td>
              <td data-label="Actions" className={stackedCell(true)}>
                {a.running ? <EndAnnouncementButton id={a.id} summary={summaryOf(a.message)} /> : <span className="text-muted-foreground">None</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
