import { and, asc, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import type { Actor, StaffActor } from "@/lib/auth/actor-types";
import { requireStaff, requiredTenantOf, tenantOf } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { hospitals, incidentReports, incidentStatusChanges, patientHospitals, patients, SEVERE_HARM_LEVELS, users } from "@/lib/db/schema";
import { notFound, pgConstraint, pgErrorCode, ServiceError } from "@/lib/errors";
import { dayBounds } from "@/lib/time";
import {
  INCIDENT_CATEGORY_OPTIONS,
  INCIDENT_HARM_OPTIONS,
  labelOf,
  OCCURRED_AT,
  type ListIncidentsQuery,
  type ReportIncidentInput,
} from "@/lib/validation/incident";

import { hospitalAdminRecipients, notify } from "./notifications";
import { resolvePatientId } from "./patient-merge";
import { assertHospitalWritable } from "./tenant-guard";

// Patient-safety incidents (issue 17): any staff member of a hospital (its administrators and
// doctors; system_admin names the hospital) reports one; the administrators list and read the
// hospital's incidents and follow them up (incident-follow-up.ts); a doctor sees their own reports.
// Severe harm and death notify every active administrator of the hospital in the transaction of the report.
// NOTE: health workers (a separate principal with their own portal) do not report here yet.

export const REPORTERS = ["hospital_admin", "doctor", "system_admin"] as const;
export const FOLLOWERS = ["hospital_admin", "system_admin"] as const;

export type IncidentView = {
  id: string;
  hospitalId: string;
  occurredAt: string;
  place: string;
  category: string;
  harmLevel: string;
  description: string;
  peopleInvolved: string | null;
  patientId: string | null;
  patientName: string | null;
  immediateAction: string | null;
  status: string;
  reportedBy: string;
  reportedByName: string | null;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type IncidentStatusChangeView = {
  id: string;
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  changedBy: string;
  changedByName: string | null;
  createdAt: string;
};

export type IncidentDetail = IncidentView & { history: IncidentStatusChangeView[] };

const reporter = alias(users, "incident_reporter");
const changer = alias(users, "incident_changer");
const fullName = (first: unknown, last: unknown) => sql<string | null>`nullif(concat_ws(' ', ${first}, ${last}), '')`;

const columns = {
  id: incidentReports.id,
  hospitalId: incidentReports.hospitalId,
  occurredAt: incidentReports.occurredAt,
  place: incidentReports.place,
  category: incidentReports.category,
  harmLevel: incidentReports.harmLevel,
  description: incidentReports.description,
  peopleInvolved: incidentReports.peopleInvolved,
  patientId: incidentReports.patientId,
  patientName: fullName(patients.firstName, patients.lastName),
  immediateAction: incidentReports.immediateAction,
  status: incidentReports.status,
  reportedBy: incidentReports.reportedBy,
  reportedByName: fullName(reporter.firstName, reporter.lastName),
  closedAt: incidentReports.closedAt,
  createdAt: incidentReports.createdAt,
  updatedAt: incidentReports.updatedAt,
};

type Row = Omit<IncidentView, "occurredAt" | "closedAt" | "createdAt" | "updatedAt"> & {
  occurredAt: Date;
  closedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

const toView = (r: Row): IncidentView => ({
  ...r,
  occurredAt: r.occurredAt.toISOString(),
  closedAt: r.closedAt ? r.closedAt.toISOString() : null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The incidents matching `where`, newest first, with the reporter's and the patient's names in one query. */
async function selectIncidents(db: DbOrTx, where: SQL | undefined, page: { limit: number; offset: number }): Promise<IncidentView[]> {
  const rows = await db
    .select(columns)
    .from(incidentReports)
    .leftJoin(patients, eq(patients.id, incidentReports.patientId))
    .leftJoin(reporter, eq(reporter.id, incidentReports.reportedBy))
    .where(where)
    .orderBy(desc(incidentReports.occurredAt), desc(incidentReports.id))
    .limit(page.limit)
    .offset(page.offset);
  return (rows as Row[]).map(toView);
}

export const incidentNotFound = () => notFound("Incident");
const patientNotFound = () => new ServiceError(404, "Patient not found", { patientId: "Patient not found" });

async function hospitalTimezone(db: DbOrTx, hospitalId: string): Promise<string> {
  const [hospital] = await db.select({ timezone: hospitals.timezone }).from(hospitals).where(eq(hospitals.id, hospitalId)).limit(1);
  if (!hospital) throw notFound("Hospital");
  return hospital.timezone;
}

/** The patient named by a report: a health number (or a merged record's alias) linked to the hospital. */
async function linkedPatient(tx: DbOrTx, hospitalId: string, patientId: string | undefined): Promise<string | null> {
  if (!patientId) return null;
  const resolved = await resolvePatientId(patientId, tx);
  const [link] = await tx
    .select({ patientId: patientHospitals.patientId })
    .from(patientHospitals)
    .where(and(eq(patientHospitals.patientId, resolved), eq(patientHospitals.hospitalId, hospitalId)))
    .limit(1);
  if (!link) throw patientNotFound();
  return link.patientId;
}

const FUTURE_SKEW_MS = 5 * 60_000;
const FUTURE = "The incident cannot be in the future";
const future = () => new ServiceError(400, FUTURE, { occurredAt: FUTURE });
const EARLIEST = Date.UTC(2000, 0, 1);

function severeNotice(staff: StaffActor, incident: { id: string; harmLevel: string; category: string; place: string }) {
  const who = [staff.firstName, staff.lastName].filter(Boolean).join(" ") || staff.email;
  const what = incident.harmLevel === "death" ? "Death" : "Severe harm";
  return {
    title: `${what} incident reported`,
    message: `${labelOf(INCIDENT_CATEGORY_OPTIONS, incident.category)} at ${incident.place}, reported by ${who}. Review it on the Incidents page.`,
    type: "incident_severe",
    relatedId: incident.id,
  };
}

// POST /api/incidents: 201 the incident (status reported) of the actor's hospital; a patient must be
// linked to it (404 otherwise); severe harm and death notify every active administrator at once.
export async function reportIncident(actor: Actor, input: ReportIncidentInput, now = new Date()): Promise<IncidentView> {
  const staff = requireStaff(actor, REPORTERS);
  const hospitalId = requiredTenantOf(staff, input.hospitalId);
  const at = input.occurredAt.getTime();
  if (at > now.getTime() + FUTURE_SKEW_MS) throw future();
  if (at < EARLIEST) throw new ServiceError(400, OCCURRED_AT, { occurredAt: OCCURRED_AT });
  try {
    return await getDb().transaction(async (tx) => {
      await assertHospitalWritable(staff, hospitalId, tx);
      const patientId = await linkedPatient(tx, hospitalId, input.patientId);
      const [row] = await tx
        .insert(incidentReports)
        .values({
          hospitalId,
          reportedBy: staff.userId,
          occurredAt: input.occurredAt,
          place: input.place,
          category: input.category,
          harmLevel: input.harmLevel,
          description: input.description,
          peopleInvolved: input.peopleInvolved ?? null,
          patientId,
          immediateAction: input.immediateAction ?? null,
          status: "reported",
        })
        .returning({ id: incidentReports.id });
      await tx.insert(incidentStatusChanges).values({ incidentId: row.id, hospitalId, fromStatus: null, toStatus: "reported", changedBy: staff.userId });
      const severe = (SEVERE_HARM_LEVELS as readonly string[]).includes(input.harmLevel);
      let notified = 0;
      if (severe) {
        const admins = await hospitalAdminRecipients(tx, hospitalId);
        const notice = severeNotice(staff, { id: row.id, harmLevel: input.harmLevel, category: input.category, place: input.place });
        await notify(tx, admins.map((to) => ({ to, notice })));
        notified = admins.length;
      }
      await audit(
        staff,
        {
          action: "incident.report",
          entity: "incident",
          entityId: row.id,
          hospitalId,
          details: { category: input.category, harmLevel: input.harmLevel, patientId, ...(severe ? { severe: true, administratorsNotified: notified } : {}) },
        },
        tx,
      );
      const [view] = await selectIncidents(tx, eq(incidentReports.id, row.id), { limit: 1, offset: 0 });
      return view;
    });
  } catch (error) {
    // The patient's link went away between the check and the insert (a merge): as if never linked.
    if (pgErrorCode(error) === "23503" && pgConstraint(error) === "incident_reports_patient_fk") throw patientNotFound();
    // The database's clock decides "not in the future" too (its check against created_at).
    if (pgErrorCode(error) === "23514" && pgConstraint(error) === "incident_reports_occurred_check") throw future();
    throw error;
  }
}

/** Which incidents the actor may see: the administrators all of the hospital's, a doctor their own. */
function visibleTo(staff: StaffActor, hospitalId: string | null): SQL | undefined {
  return and(
    hospitalId ? eq(incidentReports.hospitalId, hospitalId) : undefined,
    staff.role === "doctor" ? eq(incidentReports.reportedBy, staff.userId) : undefined,
  );
}

// GET /api/incidents: newest first (by when it happened); status, harmLevel, category and local days from..to.
export async function listIncidents(actor: Actor, query: ListIncidentsQuery): Promise<IncidentView[]> {
  const staff = requireStaff(actor, REPORTERS);
  const hospitalId = requiredTenantOf(staff, query.hospitalId);
  const timezone = await hospitalTimezone(getDb(), hospitalId);
  const where = and(
    visibleTo(staff, hospitalId),
    query.status ? eq(incidentReports.status, query.status) : undefined,
    query.harmLevel ? eq(incidentReports.harmLevel, query.harmLevel) : undefined,
    query.category ? eq(incidentReports.category, query.category) : undefined,
    query.from ? gte(incidentReports.occurredAt, dayBounds(query.from, timezone).start) : undefined,
    query.to ? lt(incidentReports.occurredAt, dayBounds(query.to, timezone).end) : undefined,
  );
  return selectIncidents(getDb(), where, { limit: query.limit, offset: query.offset });
}

/**
 * One incident the actor may see (404 otherwise, another hospital's too): its hospital's
 * administrators, the doctor who reported it, or system_admin (any hospital).
 */
export async function findVisibleIncident(staff: StaffActor, id: string, db: DbOrTx = getDb()): Promise<IncidentView> {
  const hospitalId = staff.role === "system_admin" ? null : tenantOf(staff);
  const [incident] = await selectIncidents(db, and(eq(incidentReports.id, id), visibleTo(staff, hospitalId)), { limit: 1, offset: 0 });
  if (!incident) throw incidentNotFound();
  return incident;
}

/** The follow-up of one incident, oldest step first. */
export async function incidentHistory(db: DbOrTx, incidentId: string): Promise<IncidentStatusChangeView[]> {
  const rows = await db
    .select({
      id: incidentStatusChanges.id,
      fromStatus: incidentStatusChanges.fromStatus,
      toStatus: incidentStatusChanges.toStatus,
      note: incidentStatusChanges.note,
      changedBy: incidentStatusChanges.changedBy,
      changedByName: fullName(changer.firstName, changer.lastName),
      createdAt: incidentStatusChanges.createdAt,
    })
    .from(incidentStatusChanges)
    .leftJoin(changer, eq(changer.id, incidentStatusChanges.changedBy))
    .where(eq(incidentStatusChanges.incidentId, incidentId))
    .orderBy(asc(incidentStatusChanges.createdAt), asc(incidentStatusChanges.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

// GET /api/incidents/{id}: the incident and its follow-up.
export async function getIncident(actor: Actor, id: string): Promise<IncidentDetail> {
  const staff = requireStaff(actor, REPORTERS);
  const incident = await findVisibleIncident(staff, id);
  return { ...incident, history: await incidentHistory(getDb(), incident.id) };
}

/** Labels of a view's category and harm level, for pages and notices. */
export const incidentLabels = (v: Pick<IncidentView, "category" | "harmLevel">) => ({
  category: labelOf(INCIDENT_CATEGORY_OPTIONS, v.category),
  harmLevel: labelOf(INCIDENT_HARM_OPTIONS, v.harmLevel),
});
