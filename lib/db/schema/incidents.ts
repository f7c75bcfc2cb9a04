import { sql } from "drizzle-orm";
import { check, foreignKey, index, pgTable, text, unique, uniqueIndex } from "drizzle-orm/pg-core";

import { inList, timestamps, tstz } from "./_shared";
import { INCIDENT_CATEGORIES, INCIDENT_HARM_LEVELS, INCIDENT_LIMITS, INCIDENT_STATUSES } from "./incident-enums";
import { hospitals } from "./hospitals";
import { patientHospitals } from "./patients";
import { users } from "./users";

// Patient-safety incident reports (issue 17, data item 2): a staff member of a hospital reports
// one; the hospital administrator follows it reported → under_review → action_taken → closed, one
// row of incident_status_changes per step (the report itself is the first, from null).

export * from "./incident-enums";

const L = INCIDENT_LIMITS;

export const incidentReports = pgTable(
  "incident_reports",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    hospitalId: text("hospital_id")
      .notNull()
      .references(() => hospitals.id, { onDelete: "restrict" }),
    reportedBy: text("reported_by")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    occurredAt: tstz("occurred_at").notNull(),
    place: text("place").notNull(),
    category: text("category").notNull(),
    harmLevel: text("harm_level").notNull(),
    description: text("description").notNull(),
    peopleInvolved: text("people_involved"),
    // A patient of this hospital: the composite key below names a link of patient_hospitals.
    patientId: text("patient_id"),
    immediateAction: text("immediate_action"),
    status: text("status").notNull().default("reported"),
    closedAt: tstz("closed_at"),
    ...timestamps,
  },
  (t) => [
    unique("incident_reports_id_hospital_key").on(t.id, t.hospitalId),
    // The patient must be linked to the incident's hospital (MATCH SIMPLE: no patient, no check).
    // NOTE: a merge of two patient records moves these rows (lib/services/patient-merge.ts) after
    // linking the kept record and before unlinking the duplicate.
    foreignKey({
      name: "incident_reports_patient_fk",
      columns: [t.patientId, t.hospitalId],
      foreignColumns: [patientHospitals.patientId, patientHospitals.hospitalId],
    }).onDelete("restrict"),
    // The lists: the hospital's, newest first, filtered by status or harm level; a doctor's own.
    index("incident_reports_hospital_occurred_idx").on(t.hospitalId, t.occurredAt),
    index("incident_reports_hospital_status_idx").on(t.hospitalId, t.status, t.occurredAt),
    index("incident_reports_hospital_harm_idx").on(t.hospitalId, t.harmLevel, t.occurredAt),
    index("incident_reports_reporter_idx").on(t.reportedBy, t.occurredAt),
    index("incident_reports_patient_idx").on(t.patientId).where(sql`${t.patientId} is not null`),
    check("incident_reports_category_check", inList(t.category, INCIDENT_CATEGORIES)),
    check("incident_reports_harm_level_check", inList(t.harmLevel, INCIDENT_HARM_LEVELS)),
    check("incident_reports_status_check", inList(t.status, INCIDENT_STATUSES)),
    check("incident_reports_closed_check", sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
    // Reported after it happened (a few minutes of clock skew allowed).
    check("incident_reports_occurred_check", sql`${t.occurredAt} <= ${t.createdAt} + interval '5 minutes'`),
    check("incident_reports_place_check", sql`char_length(btrim(${t.place})) between ${sql.raw(`${L.place.min} and ${L.place.max}`)}`),
    check(
      "incident_reports_description_check",
      sql`char_length(btrim(${t.description})) between ${sql.raw(`${L.description.min} and ${L.description.max}`)}`,
    ),
    check("incident_reports_people_check", sql`${t.peopleInvolved} is null or char_length(${t.peopleInvolved}) <= ${sql.raw(String(L.peopleInvolved))}`),
    check(
      "incident_reports_action_check",
      sql`${t.immediateAction} is null or char_length(${t.immediateAction}) <= ${sql.raw(String(L.immediateAction))}`,
    ),
  ],
);

/** The follow-up: who moved the incident from which status to which, when, and why. */
export const incidentStatusChanges = pgTable(
  "incident_status_changes",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    incidentId: text("incident_id").notNull(),
    hospitalId: text("hospital_id").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    note: text("note"),
    changedBy: text("changed_by")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "incident_status_changes_incident_fk",
      columns: [t.incidentId, t.hospitalId],
      foreignColumns: [incidentReports.id, incidentReports.hospitalId],
    }).onDelete("cascade"),
    // The flow is one-way: each status is reached once per incident (also the history's index).
    uniqueIndex("incident_status_changes_incident_status_key").on(t.incidentId, t.toStatus),
    check(
      "incident_status_changes_step_check",
      sql`(${t.fromStatus} is null and ${t.toStatus} = 'reported')
        or (${t.fromStatus} = 'reported' and ${t.toStatus} = 'under_review')
        or (${t.fromStatus} = 'under_review' and ${t.toStatus} = 'action_taken')
        or (${t.fromStatus} = 'action_taken' and ${t.toStatus} = 'closed')`,
    ),
    check("incident_status_changes_note_check", sql`${t.note} is null or char_length(${t.note}) <= ${sql.raw(String(L.note))}`),
    check("incident_status_changes_close_note_check", sql`${t.toStatus} <> 'closed' or char_length(btrim(coalesce(${t.note}, ''))) > 0`),
  ],
);

export type IncidentReport = typeof incidentReports.$inferSelect;
export type IncidentStatusChange = typeof incidentStatusChanges.$inferSelect;
