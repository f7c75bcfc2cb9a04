import { route } from "@/lib/http";
import { listAuditLogs } from "@/lib/services/admin-audit-logs";
import { listAuditLogsQuerySchema } from "@/lib/validation/admin-audit-logs";

// GET /api/admin/audit-logs: `actor?, action?` (exact, or a prefix: `auth.`), `hospitalId?, entity?,
// entityId?, from?, to?`, paged, newest first; the read is itself audited.
export const GET = route({ roles: ["system_admin"], query: listAuditLogsQuerySchema }, async ({ actor, query }) => listAuditLogs(actor, query));
