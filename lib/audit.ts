import type { Actor } from "@/lib/auth/actor-types";
import { actorId } from "@/lib/auth/actor-types";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { auditLogs } from "@/lib/db/schema";

export type AuditEntry = {
  action: string;
  entity?: string;
  entityId?: string | null;
  hospitalId?: string | null;
  outcome?: "success" | "failure" | "denied";
  details?: Record<string, unknown>;
};

/**
 * Writes one audit record: actor, action, entity, hospital, time, IP. Pass the transaction
 * so that the record commits (or rolls back) with the change it describes.
 */
export async function audit(actor: Actor, entry: AuditEntry, tx: DbOrTx = getDb()): Promise<void> {
  await tx.insert(auditLogs).values({
    actorType: actor.kind,
    actorId: actorId(actor),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    hospitalId: entry.hospitalId ?? (actor.kind === "staff" || actor.kind === "health_worker" ? actor.hospitalId : null),
    ip: actor.ip,
    outcome: entry.outcome ?? "success",
    details: entry.details ?? null,
  });
}
