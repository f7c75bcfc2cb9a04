import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import type { Actor } from "@/lib/auth/actor-types";
import { audit } from "@/lib/audit";
import { getDb } from "@/lib/db/client";
import { appointments, departments, diagnoses, doctors, hospitals, medicalRecords, users } from "@/lib/db/schema";

import { assertPatientAccess } from "./patient-access";

// A patient's appointments, medical records and diagnoses, newest first. Staff see their own
// hospital's rows only; the patient and system_admin see every hospital's (with its name).
// Dates and times are the hospital's local ones.

export type PatientAppointmentItem = {
  id: string;
  doctorName: string | null;
  department: string | null;
  /** YYYY-MM-DD and HH:MM in the hospital's time zone. */
  date: string;
  time: string;
  status: string;
  hospitalName: string;
  reason: string | null;
};

export type PatientMedicalRecordItem = {
  id: string;
  diagnosis: string | null;
  doctorName: string | null;
  date: string;
  recordType: string;
  title: string;
  hospitalName: string | null;
};

export type PatientDiagnosisItem = {
  id: string;
  date: string;
  diagnosis: string;
  prescription: string | null;
  treatmentPlan: string | null;
  doctorName: string | null;
  isConfirmed: boolean;
  followUpDate: string | null;
};

const MAX_LIMIT = 200;
const clampLimit = (limit: number) => Math.min(Math.max(Math.trunc(limit) || 1, 1), MAX_LIMIT);

const doctorName = sql<string | null>`case when ${users.id} is null then null
  else 'Dr. ' || concat_ws(' ', ${users.firstName}, ${users.lastName}) end`;

/** The local calendar day (or time) of an instant in the hospital's zone. */
const local = (instant: AnyPgColumn, format: "YYYY-MM-DD" | "HH24:MI") =>
  sql<string>`to_char(${instant} at time zone coalesce(${hospitals.timezone}, 'UTC'), ${sql.raw(`'${format}'`)})`;

const scoped = (column: AnyPgColumn, patientColumn: AnyPgColumn, patientId: string, scope: string | null): SQL | undefined =>
  and(eq(patientColumn, patientId), scope ? eq(column, scope) : undefined);

// GET /api/appointments/patient/{id}
export async function listPatientAppointments(actor: Actor, id: string, limit = 50): Promise<PatientAppointmentItem[]> {
  const { scopeHospitalId } = await assertPatientAccess(actor, id);
  const rows = await getDb()
    .select({
      id: appointments.id,
      doctorName,
      department: departments.name,
      date: local(appointments.appointmentDate, "YYYY-MM-DD"),
      time: local(appointments.appointmentDate, "HH24:MI"),
      status: appointments.status,
      hospitalName: hospitals.name,
      reason: appointments.reason,
    })
    .from(appointments)
    .innerJoin(hospitals, eq(hospitals.id, appointments.hospitalId))
    .leftJoin(departments, and(eq(departments.id, appointments.departmentId), eq(departments.hospitalId, appointments.hospitalId)))
    .leftJoin(doctors, and(eq(doctors.id, appointments.doctorId), eq(doctors.hospitalId, appointments.hospitalId)))
    .leftJoin(users, eq(users.id, doctors.userId))
    .where(scoped(appointments.hospitalId, appointments.patientId, id, scopeHospitalId))
    .orderBy(desc(appointments.appointmentDate), desc(appointments.id))
    .limit(clampLimit(limit));
  await audit(actor, { action: "patient.appointments.read", entity: "patient", entityId: id, details: { count: rows.length } });
  return rows;
}

// GET /api/medical-records/patient/{id}
export async function listPatientMedicalRecords(actor: Actor, id: string, limit = 50): Promise<PatientMedicalRecordItem[]> {
  const { scopeHospitalId } = await assertPatientAccess(actor, id);
  const rows = await getDb()
    .select({
      id: medicalRecords.id,
      diagnosis: sql<string | null>`coalesce(${diagnoses.finalDiagnosis}, ${diagnoses.diagnosis})`,
      doctorName,
      date: local(medicalRecords.recordDate, "YYYY-MM-DD"),
      recordType: medicalRecords.recordType,
      title: medicalRecords.title,
      hospitalName: hospitals.name,
    })
    .from(medicalRecords)
    .leftJoin(hospitals, eq(hospitals.id, medicalRecords.hospitalId))
    .leftJoin(diagnoses, eq(diagnoses.id, medicalRecords.diagnosisId))
    .leftJoin(doctors, and(eq(doctors.id, medicalRecords.doctorId), eq(doctors.hospitalId, medicalRecords.hospitalId)))
    .leftJoin(users, eq(users.id, doctors.userId))
    .where(scoped(medicalRecords.hospitalId, medicalRecords.patientId, id, scopeHospitalId))
    .orderBy(desc(medicalRecords.recordDate), desc(medicalRecords.id))
    .limit(clampLimit(limit));
  await audit(actor, { action: "patient.records.read", entity: "patient", entityId: id, details: { count: rows.length } });
  return rows;
}

// The staff detail page's diagnoses of the patient.
export async function listPatientDiagnoses(actor: Actor, id: string, limit = 50): Promise<PatientDiagnosisItem[]> {
  const { scopeHospitalId } = await assertPatientAccess(actor, id);
  const rows = await getDb()
    .select({
      id: diagnoses.id,
      date: local(diagnoses.createdAt, "YYYY-MM-DD"),
      diagnosis: sql<string>`coalesce(${diagnoses.finalDiagnosis}, ${diagnoses.diagnosis})`,
      prescription: diagnoses.prescription,
      treatmentPlan: diagnoses.treatmentPlan,
      doctorName,
      isConfirmed: diagnoses.isConfirmed,
      followUpDate: diagnoses.followUpDate,
    })
    .from(diagnoses)
    .innerJoin(hospitals, eq(hospitals.id, diagnoses.hospitalId))
    .leftJoin(doctors, and(eq(doctors.id, diagnoses.doctorId), eq(doctors.hospitalId, diagnoses.hospitalId)))
    .leftJoin(users, eq(users.id, doctors.userId))
    .where(scoped(diagnoses.hospitalId, diagnoses.patientId, id, scopeHospitalId))
    .orderBy(desc(diagnoses.createdAt), desc(diagnoses.id))
    .limit(clampLimit(limit));
  await audit(actor, { action: "patient.diagnoses.read", entity: "patient", entityId: id, details: { count: rows.length } });
  return rows;
}
