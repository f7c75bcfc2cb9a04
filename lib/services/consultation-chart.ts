import { and, desc, eq, isNotNull, or, sql } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { allergyEntries } from "@/lib/clinical/allergies";
import { consultationState, consultationWindow, type ConsultationState } from "@/lib/clinical/consultation-window";
import { audit } from "@/lib/audit";
import { getDb } from "@/lib/db/client";
import { appointments, diagnoses, medicalRecords, patients } from "@/lib/db/schema";
import { localDate } from "@/lib/time";

import { appointmentNotFound, requireDoctor } from "./doctor-portal";

// The compact chart beside the consultation form (issue 13): who the patient is, what they react
// to and take, and what was found before, so that nothing is prescribed blind. The doctor's own
// appointment only; the reads are this hospital's rows, as on the patient record; audited.

export type ChartVitals = {
  date: string;
  temperatureC: number | null;
  pulse: number | null;
  systolic: number | null;
  diastolic: number | null;
  respiratoryRate: number | null;
  spo2: number | null;
  weightKg: number | null;
};

export type ConsultationChart = {
  patientId: string;
  name: string;
  /** Whole years on the hospital's local today. */
  age: number;
  gender: string;
  bloodType: string | null;
  allergies: string[];
  currentMedications: string | null;
  chronicConditions: string | null;
  heightCm: number | null;
  weightKg: number | null;
  lastDiagnoses: { id: string; date: string; diagnosis: string; prescription: string | null }[];
  lastVitals: ChartVitals | null;
  consultation: { state: ConsultationState; opensAt: string; closesAt: string };
};

const LAST_DIAGNOSES = 5;

/** Whole years between a YYYY-MM-DD birth date and a YYYY-MM-DD day. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number);
  const [y, m, d] = day.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

// GET /api/doctor/appointments/{id}/chart
export async function getConsultationChart(actor: Actor, appointmentId: string, now = new Date()): Promise<ConsultationChart> {
  const doctor = await requireDoctor(actor);
  const db = getDb();
  const [row] = await db
    .select({
      appointmentDate: appointments.appointmentDate,
      patientId: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      dateOfBirth: patients.dateOfBirth,
      gender: patients.gender,
      bloodType: patients.bloodType,
      allergies: patients.allergies,
      currentMedications: patients.currentMedications,
      chronicConditions: patients.chronicConditions,
      height: patients.height,
      weight: patients.weight,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(and(eq(appointments.id, appointmentId), eq(appointments.doctorId, doctor.id), eq(appointments.hospitalId, doctor.hospitalId)))
    .limit(1);
  if (!row) throw appointmentNotFound();

  const [lastDiagnoses, [vitals]] = await Promise.all([
    db
      .select({ id: diagnoses.id, createdAt: diagnoses.createdAt, diagnosis: diagnoses.diagnosis, finalDiagnosis: diagnoses.finalDiagnosis, prescription: diagnoses.prescription })
      .from(diagnoses)
      .where(and(eq(diagnoses.patientId, row.patientId), eq(diagnoses.hospitalId, doctor.hospitalId)))
      .orderBy(desc(diagnoses.createdAt), desc(diagnoses.id))
      .limit(LAST_DIAGNOSES),
    db
      .select({
        recordDate: medicalRecords.recordDate,
        temperatureC: medicalRecords.temperatureC,
        pulse: medicalRecords.pulse,
        systolic: medicalRecords.systolic,
        diastolic: medicalRecords.diastolic,
        respiratoryRate: medicalRecords.respiratoryRate,
        spo2: medicalRecords.spo2,
        weightKg: medicalRecords.weightKg,
      })
      .from(medicalRecords)
      .where(
        and(
          eq(medicalRecords.patientId, row.patientId),
          eq(medicalRecords.hospitalId, doctor.hospitalId),
          or(
            isNotNull(medicalRecords.temperatureC),
            isNotNull(medicalRecords.pulse),
            isNotNull(medicalRecords.systolic),
            isNotNull(medicalRecords.respiratoryRate),
            isNotNull(medicalRecords.spo2),
            isNotNull(medicalRecords.weightKg),
          ),
        ),
      )
      .orderBy(desc(medicalRecords.recordDate), sql`${medicalRecords.id} desc`)
      .limit(1),
  ]);

  await audit(actor, {
    action: "patient.chart.read",
    entity: "patient",
    entityId: row.patientId,
    hospitalId: doctor.hospitalId,
    details: { appointmentId },
  });

  const window = consultationWindow(row.appointmentDate, doctor.timezone);
  return {
    patientId: row.patientId,
    name: `${row.firstName} ${row.lastName}`,
    age: ageOn(row.dateOfBirth, localDate(now, doctor.timezone)),
    gender: row.gender,
    bloodType: row.bloodType,
    allergies: allergyEntries(row.allergies),
    currentMedications: row.currentMedications,
    chronicConditions: row.chronicConditions,
    heightCm: row.height,
    weightKg: row.weight,
    lastDiagnoses: lastDiagnoses.map((d) => ({
      id: d.id,
      date: localDate(d.createdAt, doctor.timezone),
      diagnosis: d.finalDiagnosis ?? d.diagnosis,
      prescription: d.prescription,
    })),
    lastVitals: vitals
      ? {
          date: localDate(vitals.recordDate, doctor.timezone),
          temperatureC: vitals.temperatureC,
          pulse: vitals.pulse,
          systolic: vitals.systolic,
          diastolic: vitals.diastolic,
          respiratoryRate: vitals.respiratoryRate,
          spo2: vitals.spo2,
          weightKg: vitals.weightKg,
        }
      : null,
    consultation: {
      state: consultationState(row.appointmentDate, doctor.timezone, now),
      opensAt: window.opensAt.toISOString(),
      closesAt: window.closesAt.toISOString(),
    },
  };
}
