import { and, desc, eq, gte, like, lt, lte, sql, type SQL } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { csvFilename, csvResponse, toCsv, type CsvValue } from "@/lib/csv";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { auditLogs, type AuditLog } from "@/lib/db/schema";
import { actionMatch, type AuditLogFilters, type ListAuditLogsQuery } from "@/lib/validation/admin-audit-logs";

/** One audit record as the administrator reads it. */
export type AuditLogView = {
  id: number;
  createdAt: string;
  actorType: string;
  actorId: string | null;
  action: string;
  entity: string | null;
  entityId: string | null;
  hospitalId: string | null;
  ip: string | null;
  outcome: string;
  details: unknown;
};

const toView = (r: AuditLog): AuditLogView => ({
  id: r.id,
  createdAt: r.createdAt.toISOString(),
  actorType: r.actorType,
  actorId: r.actorId,
  action: r.action,
  entity: r.entity,
  entityId: r.entityId,
  hospitalId: r.hospitalId,
  ip: r.ip,
  outcome: r.outcome,
  details: r.details ?? null,
});

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

// Each filter is served by an index of audit_logs (lib/db/schema/system.ts): actor, action (exact or
// prefix, text_pattern_ops), hospital, entity, or the creation time alone.
function filtersWhere(f: AuditLogFilters): SQL | undefined {
  const action = f.action ? actionMatch(f.action) : undefined;
  return and(
    f.actor ? eq(auditLogs.actorId, f.actor) : undefined,
    action && "exact" in action ? eq(auditLogs.action, action.exact) : undefined,
    action && "prefix" in action ? like(auditLogs.action, `${escapeLike(action.prefix)}%`) : undefined,
    f.hospitalId ? eq(auditLogs.hospitalId, f.hospitalId) : undefined,
    f.entity ? eq(auditLogs.entity, f.entity) : undefined,
    f.entityId ? eq(auditLogs.entityId, f.entityId) : undefined,
    f.from ? gte(auditLogs.createdAt, f.from.at) : undefined,
    f.to ? (f.to.exclusive ? lt(auditLogs.createdAt, f.to.at) : lte(auditLogs.createdAt, f.to.at)) : undefined,
  );
}

/** The query of one page, newest first (exported for the EXPLAIN checks of the tests). */
export function auditLogPageQuery(filters: AuditLogFilters, limit: number, offset = 0, db: DbOrTx = getDb()) {
  return db
    .select()
    .from(auditLogs)
    .where(filtersWhere(filters))
    // NULLS LAST as the indexes are built (drizzle's `.desc()`), or no index could give the order.
    .orderBy(sql`${auditLogs.createdAt} desc nulls last`, desc(auditLogs.id))
    .limit(limit)
    .offset(offset);
}

/** The filters as they are recorded in the reader's own audit row. */
function recordedFilters(f: AuditLogFilters) {
  return {
    actor: f.actor,
    action: f.action,
    hospitalId: f.hospitalId,
    entity: f.entity,
    entityId: f.entityId,
    from: f.from?.at.toISOString(),
    to: f.to ? `${f.to.exclusive ? "<" : "<="} ${f.to.at.toISOString()}` : undefined,
  };
}

// GET /api/admin/audit-logs: the network's audit trail (system_admin), filtered, paged, newest
// first. Reading it is itself audited, so "who looked" is answerable too.
export async function listAuditLogs(actor: Actor, query: ListAuditLogsQuery): Promise<AuditLogView[]> {
  const staff = requireStaff(actor, ["system_admin"]);
  const rows = await auditLogPageQuery(query, query.limit, query.offset);
  await audit(staff, {
    action: "admin.audit_log.read",
    entity: "audit_log",
    details: { filters: recordedFilters(query), limit: query.limit, offset: query.offset, returned: rows.length },
  });
  return rows.map(toView);
}

/** The most rows one CSV export holds; beyond it the answer says so (`X-Export-Truncated: true`). */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

const CSV_HEADER = ["id", "createdAt", "actorType", "actorId", "action", "entity", "entityId", "hospitalId", "ip", "outcome", "details"];

// GET /api/admin/audit-logs/export: the same filters as a CSV download of the newest
// AUDIT_EXPORT_MAX_ROWS records; audited as a read.
export async function exportAuditLogs(actor: Actor, filters: AuditLogFilters, now = new Date()): Promise<Response> {
  const staff = requireStaff(actor, ["system_admin"]);
  const rows = await auditLogPageQuery(filters, AUDIT_EXPORT_MAX_ROWS + 1);
  const truncated = rows.length > AUDIT_EXPORT_MAX_ROWS;
  const kept = rows.slice(0, AUDIT_EXPORT_MAX_ROWS);
  await audit(staff, {
    action: "admin.audit_log.export",
    entity: "audit_log",
    details: { filters: recordedFilters(filters), rows: kept.length, truncated },
  });
  const lines = kept.map((r) => [r.id, r.createdAt, r.actorType, r.actorId, r.action, r.entity, r.entityId, r.hospitalId, r.ip, r.outcome, r.details as CsvValue]);
  return csvResponse(csvFilename("audit-log", now), toCsv(CSV_HEADER, lines), { "x-export-truncated": String(truncated) });
}
