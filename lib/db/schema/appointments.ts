import { sql } from "drizzle-orm";
import { boolean, check, date, foreignKey, index, integer, jsonb, numeric, pgTable, text, unique, uniqueIndex } from "drizzle-orm/pg-core";

import { inList, timestamps, tstz } from "./_shared";
import { APPOINTMENT_STATUSES, PRESCRIPTION_DESTINATIONS } from "./enums";
import { departments, hospitals } from "./hospitals";
import { patients } from "./patients";
import { doctors } from "./staff";
import { users } from "./users";

// NOTE: the no-overlap rules (one doctor, or one patient, two active appointments) are exclusion
// constraints written by hand in drizzle/0002_appointments_no_overlap.sql and
// drizzle/0007_appointments_patient_no_overlap.sql: drizzle-kit cannot express EXCLUDE.
export const appointments = pgTable(
  "appointments",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    hospitalId: text("hospital_id")
      .notNull()
      .references(() => hospitals.id, { onDelete: "restrict" }),
    departmentId: text("department_id").notNull(),
    doctorId: text("doctor_id").notNull(),
    patientId: text("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "restrict" }),
    appointmentDate: tstz("appointment_date").notNull(),
    duration: integer("duration").notNull().default(30),
    status: text("status").notNull().default("scheduled"),
    reason: text("reason"),
    notes: text("notes"),
    doctorResponse: text("doctor_response"),
    responseDate: tstz("response_date"),
    // When the doctor pressed 'Start Consultation' (issue 17): the first press counts. Waiting
    // time = this minus appointment_date (lib/clinical/waiting-time.ts).
    consultationStartedAt: tstz("consultation_started_at"),
    // Issue 18, unanswered requests (lib/services/unanswered-requests.ts): when a hospital
    // administrator reassigned the request to another doctor (the 24-hour rule then counts from
    // here, not from created_at), and when the request was flagged to the administrators as
    // unanswered (set once, by the statement that claims it; a reassignment clears it).
    reassignedAt: tstz("reassigned_at"),
    unansweredFlaggedAt: tstz("unanswered_flagged_at"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("appointments_hospital_date_idx").on(t.hospitalId, t.appointmentDate),
    // The target of composite keys (a bill's appointment is of the bill's hospital).
    unique("appointments_id_hospital_key").on(t.id, t.hospitalId),
    // Doctor and department belong to the appointment's hospital: composite keys, not trust.
    foreignKey({
      name: "appointments_doctor_fk",
      columns: [t.doctorId, t.hospitalId],
      foreignColumns: [doctors.id, doctors.hospitalId],
    }),
    foreignKey({
      name: "appointments_department_fk",
      columns: [t.departmentId, t.hospitalId],
      foreignColumns: [departments.id, departments.hospitalId],
    }),
    index("appointments_doctor_date_idx").on(t.doctorId, t.appointmentDate),
    // The doctor portal's pending and upcoming lists and the slot lookup read only active rows.
    index("appointments_doctor_active_idx")
      .on(t.doctorId, t.status, t.appointmentDate)
      .where(sql`${t.status} in ('scheduled', 'accepted')`),
    index("appointments_patient_date_idx").on(t.patientId, t.appointmentDate),
    index("appointments_department_date_idx").on(t.departmentId, t.appointmentDate),
    // The unanswered-requests job: pending requests not yet flagged, by when their doctor got them
    // and by their start (two partial indexes for the OR of its two rules; pending rows are few).
    index("appointments_unanswered_waiting_idx")
      .on(sql`coalesce(${t.reassignedAt}, ${t.createdAt})`)
      .where(sql`${t.status} = 'scheduled' and ${t.unansweredFlaggedAt} is null`),
    index("appointments_unanswered_start_idx")
      .on(t.appointmentDate)
      .where(sql`${t.status} = 'scheduled' and ${t.unansweredFlaggedAt} is null`),
    // The reminders job (every minute): accepted appointments starting in the next 25 hours.
    index("appointments_accepted_date_idx")
      .on(t.appointmentDate)
      .where(sql`${t.status} = 'accepted'`),
    // A hospital's pending requests by start (the administrators' unanswered list).
    index("appointments_hospital_pending_idx")
      .on(t.hospitalId, t.appointmentDate)
      .where(sql`${t.status} = 'scheduled'`),
    check("appointments_status_check", inList(t.status, APPOINTMENT_STATUSES)),
    check("appointments_duration_check", sql`${t.duration} between 5 and 480`),
    // A consultation starts only on an accepted appointment, which then ends completed, cancelled
    // or a no-show; never on one still awaiting the doctor's answer (a reschedule clears it).
    check(
      "appointments_consultation_started_check",
      sql`${t.consultationStartedAt} is null or ${t.status} in ('accepted', 'completed', 'cancelled', 'no_show')`,
    ),
    // The target of visit_ratings' composite key: a rating's copies are the appointment's own.
    unique("appointments_rating_ref_key").on(t.id, t.hospitalId, t.patientId, t.doctorId, t.departmentId),
  ],
);

export const diagnoses = pgTable(
  "diagnoses",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    appointmentId: text("appointment_id").references(() => appointments.id, { onDelete: "restrict" }),
    patientId: text("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "restrict" }),
    doctorId: text("doctor_id").notNull(),
    hospitalId: text("hospital_id")
      .notNull()
      .references(() => hospitals.id, { onDelete: "restrict" }),
    symptoms: text("symptoms").notNull(),
    diagnosis: text("diagnosis").notNull(),
    prescription: text("prescription"),
    treatmentPlan: text("treatment_plan"),
    aiAnalysis: jsonb("ai_analysis"),
    aiSuggestions: jsonb("ai_suggestions"),
    aiConfidence: numeric("ai_confidence", { precision: 5, scale: 2 }),
    doctorConfirmed: boolean("doctor_confirmed").notNull().default(false),
    isConfirmed: boolean("is_confirmed").notNull().default(false),
    finalDiagnosis: text("final_diagnosis"),
    prescriptionSentTo: text("prescription_sent_to"),
    followUpDate: date("follow_up_date", { mode: "string" }),
    confirmedAt: tstz("confirmed_at"),
    // The doctor saved a prescription naming a recorded allergy: what matched and why.
    allergyOverrideReason: text("allergy_override_reason"),
    allergyOverrideMatches: jsonb("allergy_override_matches"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("diagnoses_appointment_key").on(t.appointmentId),
    foreignKey({
      name: "diagnoses_doctor_fk",
      columns: [t.doctorId, t.hospitalId],
      foreignColumns: [doctors.id, doctors.hospitalId],
    }),
    index("diagnoses_hospital_idx").on(t.hospitalId, t.createdAt),
    index("diagnoses_doctor_idx").on(t.doctorId, t.createdAt),
    index("diagnoses_patient_idx").on(t.patientId, t.createdAt),
    // The reminders job (every minute): follow-up dates around today.
    index("diagnoses_follow_up_idx")
      .on(t.followUpDate)
      .where(sql`${t.followUpDate} is not null`),
    check(
      "diagnoses_prescription_sent_to_check",
      sql`${t.prescriptionSentTo} is null or ${inList(t.prescriptionSentTo, PRESCRIPTION_DESTINATIONS)}`,
    ),
    check(
      "diagnoses_allergy_override_check",
      sql`(${t.allergyOverrideReason} is null) = (${t.allergyOverrideMatches} is null) and (${t.allergyOverrideReason} is null or length(btrim(${t.allergyOverrideReason})) >= 5)`,
    ),
    check("diagnoses_ai_confidence_check", sql`${t.aiConfidence} is null or (${t.aiConfidence} >= 0 and ${t.aiConfidence} <= 100)`),
  ],
);

export type Appointment = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;
export type Diagnosis = typeof diagnoses.$inferSelect;
export type NewDiagnosis = typeof diagnoses.$inferInsert;
