import type { Metadata } from "next";
import { DownloadIcon } from "lucide-react";

import { AdminPager, readPage } from "@/components/admin/admin-pager";
import { AuditLogFilters, type AuditLogAddress } from "@/components/admin/audit-log/audit-log-filters";
import { AuditLogTable } from "@/components/admin/audit-log/audit-log-table";
import { Button } from "@/components/ui/button";
import { requireSystemAdminPage } from "@/lib/auth/page-gates";
import { ServiceError } from "@/lib/errors";
import { logError } from "@/lib/log";
import { listAuditLogs, type AuditLogView } from "@/lib/services/admin-audit-logs";
import { listAllHospitals } from "@/lib/services/hospitals";
import { listAuditLogsQuerySchema } from "@/lib/validation/admin-audit-logs";
import { PageAlert } from "@/components/ui/page-alert";

export const metadata: Metadata = { title: "Audit Log" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const PAGE_SIZE = 50;
const FIELDS = ["actor", "action", "hospitalId", "entity", "entityId", "from", "to"] as const;

// /admin/audit-log: the network's audit trail, newest first, filtered by actor, action (exact or
// prefix), hospital, record and dates from the address (a GET form), paged, with the CSV of the
// current filter. Reading it is itself audited (admin.audit_log.read).
export default async function AdminAuditLogPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await requireSystemAdminPage();
  const params = await searchParams;
  const page = readPage(params.page);
  const address = Object.fromEntries(FIELDS.map((f) => [f, typeof params[f] === "string" ? (params[f] as string).trim() : ""])) as AuditLogAddress;
  const filters = Object.fromEntries(Object.entries(address).filter(([, v]) => v));
  const query = new URLSearchParams(filters);

  // One more row than the page tells whether there is a next page (the service does not count).
  const parsed = listAuditLogsQuerySchema.safeParse({ ...filters, limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE });
  let rows: AuditLogView[] = [];
  let error: string | null = parsed.success ? null : parsed.error.issues.map((i) => i.message).join(". ");
  const hospitals = await listAllHospitals(actor).catch((failure: unknown) => {
    logError("[page] /admin/audit-log: loading the hospitals", failure);
    return [];
  });
  if (parsed.success) {
    try {
      rows = await listAuditLogs(actor, parsed.data);
    } catch (failure) {
      if (!(failure instanceof ServiceError)) logError("[page] /admin/audit-log: loading", failure);
      error = failure instanceof ServiceError ? failure.message : "The audit log could not be loaded. Please try again.";
    }
  }
  const shown = rows.slice(0, PAGE_SIZE);
  const exportHref = `/api/admin/audit-logs/export${query.size ? `?${query}` : ""}`;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Audit Log</h1>
          <p className="text-muted-foreground">Who did what, where and when across the network, newest first</p>
        </div>
        {parsed.success ? (
          <Button asChild variant="outline">
            <a href={exportHref} download>
              <DownloadIcon aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        ) : null}
      </div>
      <AuditLogFilters value={address} hospitals={hospitals.map((h) => ({ id: h.id, name: h.name }))} />
      {error ? (
        <PageAlert>{error}</PageAlert>
      ) : (
        <>
          <AuditLogTable rows={shown} hospitalNames={new Map(hospitals.map((h) => [h.id, h.name]))} filtered={query.size > 0} />
          <AdminPager
            path="/admin/audit-log"
            query={query}
            page={page}
            count={shown.length}
            pageSize={PAGE_SIZE}
            hasNext={rows.length > PAGE_SIZE}
            noun="records"
            label="Pages of audit records"
          />
        </>
      )}
    </div>
  );
}
