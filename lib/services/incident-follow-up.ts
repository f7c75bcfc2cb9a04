import { and, eq, sql } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { getDb } from "@/lib/db/client";
import { incidentReports, incidentStatusChanges } from "@/lib/db/schema";
import { pgErrorCode, ServiceError } from "@/lib/errors";
import {
  INCIDENT_STATUS_LABELS,
  NEXT_INCIDENT_STATUS,
  type ChangeIncidentStatusInput,
  type IncidentStatus,
} from "@/lib/validation/incident";

import { findVisibleIncident, FOLLOWERS, incidentHistory, incidentNotFound, type IncidentDetail } from "./incidents";
import { assertHospitalWritable } from "./tenant-guard";

// The administrators' follow-up of an incident: reported → under_review → action_taken → closed,
// one step at a time, each with an optional note (required to close). One conditional UPDATE
// decides the move: a second administrator making the same move meanwhile finds the status
// changed and gets 409, and nothing of theirs is written.

/** The status a move to `to` starts from. */
const PREVIOUS = Object.fromEntries(
  Object.entries(NEXT_INCIDENT_STATUS)
    .filter(([, next]) => next !== null)
    .map(([from, next]) => [next, from]),
) as Partial<Record<IncidentStatus, IncidentStatus>>;

const label = (status: string) => INCIDENT_STATUS_LABELS[status as IncidentStatus] ?? status;

export function wrongMoveMessage(current: string, to: string): string {
  const next = NEXT_INCIDENT_STATUS[current as IncidentStatus];
  if (!next) return `The incident is already closed; it cannot move to ${label(to).toLowerCase()}`;
  return `The incident is ${label(current).toLowerCase()}; it can only move to ${label(next).toLowerCase()}`;
}

// POST /api/incidents/{id}/status: { status, note }; 200 the incident with its follow-up; 409 for a
// move that is not the next step (or was just made by someone else); another hospital's is 404.
export async function changeIncidentStatus(actor: Actor, id: string, input: ChangeIncidentStatusInput): Promise<IncidentDetail> {
  const staff = requireStaff(actor, FOLLOWERS);
  const to = input.status as IncidentStatus;
  const from = PREVIOUS[to];
  if (!from) throw new ServiceError(400, "Status must be under_review, action_taken or closed", { status: "Status must be under_review, action_taken or closed" });
  try {
    return await getDb().transaction(async (tx) => {
      const incident = await findVisibleIncident(staff, id, tx);
      const hospitalId = incident.hospitalId;
      await assertHospitalWritable(staff, hospitalId, tx);
      const [moved] = await tx
        .update(incidentReports)
        .set({ status: to, closedAt: to === "closed" ? sql`now()` : null, updatedAt: sql`now()` })
        .where(and(eq(incidentReports.id, incident.id), eq(incidentReports.hospitalId, hospitalId), eq(incidentReports.status, from)))
        .returning({ id: incidentReports.id });
      if (!moved) {
        // Read again: the status may have changed since the incident was read above.
        const [now] = await tx.select({ status: incidentReports.status }).from(incidentReports).where(eq(incidentReports.id, incident.id));
        if (!now) throw incidentNotFound();
        throw new ServiceError(409, wrongMoveMessage(now.status, to), undefined, undefined, { status: now.status });
      }
      await tx.insert(incidentStatusChanges).values({ incidentId: incident.id, hospitalId, fromStatus: from, toStatus: to, note: input.note ?? null, changedBy: staff.userId });
      await audit(
        staff,
        { action: "incident.status", entity: "incident", entityId: incident.id, hospitalId, details: { from, to, note: input.note !== undefined } },
        tx,
      );
      const updated = await findVisibleIncident(staff, incident.id, tx);
      return { ...updated, history: await incidentHistory(tx, incident.id) };
    });
  } catch (error) {
    // The history's unique step: the same move committed by someone else (a backstop of the UPDATE).
    if (pgErrorCode(error) === "23505") throw new ServiceError(409, wrongMoveMessage(to, to));
    throw error;
  }
}
