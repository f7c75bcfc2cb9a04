import { route } from "@/lib/http";
import { exportAuditLogs } from "@/lib/services/admin-audit-logs";
import { auditLogFiltersSchema } from "@/lib/validation/admin-audit-logs";

// GET /api/admin/audit-logs/export: the same filters as a CSV download (audit-log-YYYY-MM-DD.csv,
// at most AUDIT_EXPORT_MAX_ROWS rows, newest first); audited.
export const GET = route({ roles: ["system_admin"], query: auditLogFiltersSchema }, async ({ actor, query }) => exportAuditLogs(actor, query));
