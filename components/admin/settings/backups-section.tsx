"use client";

import { DatabaseBackupIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { formatBytes, formatDateTime } from "@/components/admin/format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { stackedBody, stackedCell, stackedHead, stackedRow, stackedRowHeader, stackedTable } from "@/components/ui/stacked-table";
import { ApiError, apiRequest } from "@/lib/api-client";
import type { BackupView } from "@/lib/services/backups";

const STATUS: Record<BackupView["status"], { label: string; variant: "default" | "secondary" | "destructive" }> = {
  done: { label: "Done", variant: "default" },
  running: { label: "Running", variant: "secondary" },
  failed: { label: "Failed", variant: "destructive" },
};

/** The backups, newest first, and 'Back up now' (POST /api/admin/backups, answered when complete). */
export function BackupsSection({ backups, keep }: { backups: BackupView[]; keep: number }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  const backUpNow = async () => {
    setPending(true);
    try {
      const backup = await apiRequest<BackupView>("/api/admin/backups", { method: "POST", body: {} });
      toast.success("Backup Complete", { description: `${backup.fileName} (${formatBytes(backup.sizeBytes ?? 0)})` });
    } catch (failure) {
      const message = failure instanceof ApiError && failure.message ? failure.message : "Please try again.";
      // 409 (another backup runs) and 429 (one was just taken) take nothing; anything else failed.
      const notTaken = failure instanceof ApiError && (failure.status === 409 || failure.status === 429);
      toast.error(notTaken ? "Backup not taken" : "Backup failed", { description: message });
    } finally {
      setPending(false);
      router.refresh();
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">The newest {keep} completed backups are kept; older files are removed. The README gives the restore steps.</p>
        <Button type="button" onClick={() => void backUpNow()} disabled={pending} className="shrink-0">
          {pending ? <Spinner aria-hidden="true" /> : <DatabaseBackupIcon aria-hidden="true" />}
          {pending ? "Backing up…" : "Back up now"}
        </Button>
      </div>
      {backups.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">No backups yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className={stackedTable} aria-label="Backups">
            <thead className={stackedHead}>
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Time
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Trigger
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Size
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  File
                </th>
              </tr>
            </thead>
            <tbody className={stackedBody}>
              {backups.map((b) => (
                <tr key={b.id} className={stackedRow}>
                  <th scope="row" className={`${stackedRowHeader} font-medium`}>
                    <time dateTime={b.startedAt}>{formatDateTime(b.startedAt)}</time>
                  </th>
                  <td data-label="Status" className={stackedCell()}>
                    <Badge variant={STATUS[b.status].variant}>{STATUS[b.status].label}</Badge>
                  </td>
                  <td data-label="Trigger" className={stackedCell()}>
                    {b.trigger === "scheduled" ? "Daily" : b.createdByEmail ? `Manual (${b.createdByEmail})` : "Manual"}
                  </td>
                  <td data-label="Size" className={stackedCell()}>
                    {b.sizeBytes === null ? "—" : formatBytes(b.sizeBytes)}
                  </td>
                  <td data-label="File" className={`${stackedCell(true)} break-all`}>
                    {b.status === "failed" ? (
                      <span className="text-destructive">{b.error}</span>
                    ) : (
                      <>
                        <span className={b.prunedAt ? "text-muted-foreground line-through" : undefined}>{b.fileName}</span>
                        {b.prunedAt ? <span className="block text-xs text-muted-foreground">Removed {formatDateTime(b.prunedAt)} (older than the newest {keep})</span> : null}
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
