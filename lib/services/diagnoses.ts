import { and, asc, desc, eq, ilike, sql, type SQL } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { allergiesNamedIn } from "@/lib/clinical/allergies";
import { CONSULTATION_CLOSED_MESSAGE, consultationEarlyMessage, consultationState, consultationWindow } from "@/lib/clinical/consultation-window";
import { audit } from "@/lib/audit";
import type { PrescriptionDestination } from "@/lib/constants/appointments";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { appointments, departments, diagnoses, medicalRecords, patients, tasks } from "@/lib/db/schema";
import { notFound, pgConstraint, pgErrorCode, ServiceError } from "@/lib/errors";
import { appLink, deliverMail, queueMail } from "@/lib/mail";
import type { ConfirmDiagnosisInput, CreateDiagnosisInput } from "@/lib/validation/diagnosis";

import type { DiagnosisView } from "./appointment-types";
import { openConsultationBill } from "./bills";
import { appointmentNotFound, auditListRead, requireDoctor, type CurrentDoctor } from "./doctor-portal";
import { notify } from "./notifications";
import { assertHospitalWritable } from "./tenant-guard";

// Consultation and diagnosis (specification 000 section 5, API.md POST /api/doctor/diagnosis and
// PATCH /api/doctor/diagnosis/{id}/confirm). Doctor only, on the doctor's own appointments and
// diagnoses in their own hospital. Each write is one transaction: all of it or none of it.

export const CONFIRMED_MESSAGE = "Diagnosis confirmed and sent to the relevant departments";
const ACCEPTED_ONLY = "Only accepted appointments can be consulted";
const ALREADY_DIAGNOSED = "This appointment already has a diagnosis";
const ALREADY_CONFIRMED = "This diagnosis has already been confirmed";
const PATIENT_MISMATCH = "The patient does not match the appointment";
export const allergyWarningMessage = (allergies: string[]) =>
  `The prescription names a recorded allergy of the patient (${allergies.join(", ")}). Change it, or save it with your reason.`;

const view = {
  id: diagnoses.id,
  appointmentId: diagnoses.appointmentId,
  patientId: diagnoses.patientId,
  patientName: sql<string>`concat_ws(' ', ${patients.firstName}, ${patients.lastName})`,
  doctorId: diagnoses.doctorId,
  hospitalId: diagnoses.hospitalId,
  symptoms: diagnoses.symptoms,
  diagnosis: diagnoses.diagnosis,
  finalDiagnosis: diagnoses.finalDiagnosis,
  prescription: diagnoses.prescription,
  treatmentPlan: diagnoses.treatmentPlan,
  prescriptionSentTo: diagnoses.prescriptionSentTo,
  followUpDate: diagnoses.followUpDate,
  aiAnalysis: diagnoses.aiAnalysis,
  aiConfidence: diagnoses.aiConfidence,
  doctorConfirmed: diagnoses.doctorConfirmed,
  isConfirmed: diagnoses.isConfirmed,
  allergyOverrideReason: diagnoses.allergyOverrideReason,
  allergyOverrideMatches: diagnoses.allergyOverrideMatches,
  createdAt: diagnoses.createdAt,
};

/** The doctor's own diagnoses, newest first, with the patient's name; numeric(5,2) read as a number. */
async function selectDiagnosisViews(db: DbOrTx, where: SQL | undefined, limit: number): Promise<DiagnosisView[]> {
  const rows = await db
    .select(view)
    .from(diagnoses)
    .innerJoin(patients, eq(patients.id, diagnoses.patientId))
    .where(where)
    .orderBy(desc(diagnoses.createdAt), desc(diagnoses.id))
    .limit(limit);
  return rows.map(({ allergyOverrideReason, allergyOverrideMatches, ...r }) => ({
    ...r,
    allergyOverride: allergyOverrideReason ? { reason: allergyOverrideReason, allergies: (allergyOverrideMatches as string[] | null) ?? [] } : null,
    prescriptionSentTo: r.prescriptionSentTo as PrescriptionDestination | null,
    aiConfidence: r.aiConfidence === null ? null : Number(r.aiConfidence),
    createdAt: r.createdAt.toISOString(),
  }));
}

const ownDiagnoses = (doctor: CurrentDoctor) => and(eq(diagnoses.doctorId, doctor.id), eq(diagnoses.hospitalId, doctor.hospitalId));

/** The stored percentage: the doctor's figure, else the top suggestion's fraction × 100. */
function confidenceOf(input: CreateDiagnosisInput): string | null {
  const percent = input.aiConfidence ?? (input.aiAnalysis?.topDiagnoses[0] ? input.aiAnalysis.topDiagnoses[0].confidence * 100 : undefined);
  return percent === undefined ? null : (Math.round(percent * 100) / 100).toFixed(2);
}

/** "T 38.5 °C, pulse 96/min, BP 120/80 mmHg, …": the vital signs as the record's text states them. */
function vitalsLine(v: CreateDiagnosisInput["vitals"]): string | null {
  if (!v) return null;
  const parts = [
    v.temperatureC !== undefined ? `temperature ${v.temperatureC} °C` : null,
    v.pulse !== undefined ? `pulse ${v.pulse}/min` : null,
    v.systolic !== undefined ? `blood pressure ${v.systolic}/${v.diastolic} mmHg` : null,
    v.respiratoryRate !== undefined ? `respiratory rate ${v.respiratoryRate}/min` : null,
    v.spo2 !== undefined ? `oxygen saturation ${v.spo2} %` : null,
    v.weightKg !== undefined ? `weight ${v.weightKg} kg` : null,
  ].filter(Boolean);
  return parts.length ? `Vital signs: ${parts.join(", ")}` : null;
}

/** The medical record's text: what was found and what was done. */
function recordContent(input: CreateDiagnosisInput): string {
  return [
    `Symptoms: ${input.symptoms}`,
    vitalsLine(input.vitals),
    input.examination ? `Examination: ${input.examination}` : null,
    `Diagnosis: ${input.diagnosis}`,
    `Prescription: ${input.prescription}`,
    `Treatment plan: ${input.treatmentPlan}`,
    input.followUpDate ? `Follow-up: ${input.followUpDate}` : null,
  ]
    .filter(Boolean)
    .join("\n");
}

// POST /api/doctor/diagnosis: the diagnosis, the appointment completed and the patient's medical
// record, in one transaction. The appointment row is locked first, so a second consultation of
// the same appointment waits and then finds it completed (409); the unique index is the backstop.
export async function createDiagnosis(actor: Actor, input: CreateDiagnosisInput, now = new Date()): Promise<DiagnosisView> {
  const doctor = await requireDoctor(actor);
  let id: string;
  try {
    id = await getDb().transaction(async (tx) => {
      await assertHospitalWritable(doctor.staff, doctor.hospitalId, tx);
      const [appointment] = await tx
        .select({
          id: appointments.id,
          patientId: appointments.patientId,
          departmentId: appointments.departmentId,
          status: appointments.status,
          appointmentDate: appointments.appointmentDate,
        })
        .from(appointments)
        .where(and(eq(appointments.id, input.appointmentId), eq(appointments.doctorId, doctor.id), eq(appointments.hospitalId, doctor.hospitalId)))
        .limit(1)
        .for("update");
      if (!appointment) throw appointmentNotFound();
      if (appointment.patientId !== input.patientId) throw new ServiceError(400, PATIENT_MISMATCH, { patientId: PATIENT_MISMATCH });
      if (appointment.status !== "accepted") throw new ServiceError(409, ACCEPTED_ONLY);
      const state = consultationState(appointment.appointmentDate, doctor.timezone, now);
      if (state === "early") throw new ServiceError(409, consultationEarlyMessage(consultationWindow(appointment.appointmentDate, doctor.timezone).opensAt, doctor.timezone));
      if (state === "closed") throw new ServiceError(409, CONSULTATION_CLOSED_MESSAGE);

      // The allergy list is read in the transaction that saves: a warning is decided on what is recorded now.
      const [patient] = await tx.select({ allergies: patients.allergies }).from(patients).where(eq(patients.id, appointment.patientId)).limit(1);
      const named = allergiesNamedIn(input.prescription, patient?.allergies);
      if (named.length && !input.allergyOverride) {
        throw new ServiceError(409, allergyWarningMessage(named), undefined, undefined, { code: "allergy_warning", allergies: named });
      }
      const override = named.length && input.allergyOverride ? { reason: input.allergyOverride.reason, allergies: named } : null;

      const [created] = await tx
        .insert(diagnoses)
        .values({
          appointmentId: appointment.id,
          patientId: appointment.patientId,
          doctorId: doctor.id,
          hospitalId: doctor.hospitalId,
          symptoms: input.symptoms,
          diagnosis: input.diagnosis,
          prescription: input.prescription,
          treatmentPlan: input.treatmentPlan,
          prescriptionSentTo: input.prescriptionSentTo ?? null,
          followUpDate: input.followUpDate ?? null,
          aiAnalysis: input.aiAnalysis ?? null,
          aiSuggestions: input.aiAnalysis ? input.aiAnalysis.treatmentSuggestions : null,
          aiConfidence: confidenceOf(input),
          allergyOverrideReason: override?.reason ?? null,
          allergyOverrideMatches: override?.allergies ?? null,
          createdAt: now,
        })
        .returning({ id: diagnoses.id });
      await tx.update(appointments).set({ status: "completed" }).where(eq(appointments.id, appointment.id));
      // The patient's bill opens with the department's consultation fee (issue 17), or not at all.
      const billId = await openConsultationBill(tx, doctor.staff, {
        hospitalId: doctor.hospitalId,
        appointmentId: appointment.id,
        patientId: appointment.patientId,
        departmentId: appointment.departmentId,
      });
      const [record] = await tx
        .insert(medicalRecords)
        .values({
          patientId: appointment.patientId,
          hospitalId: doctor.hospitalId,
          doctorId: doctor.id,
          diagnosisId: created.id,
          recordType: "diagnosis",
          title: input.diagnosis,
          content: recordContent(input),
          ...input.vitals,
          examination: input.examination ?? null,
          recordDate: now,
        })
        .returning({ id: medicalRecords.id });
      await audit(
        actor,
        {
          action: "diagnosis.create",
          entity: "diagnosis",
          entityId: created.id,
          hospitalId: doctor.hospitalId,
          details: {
            appointmentId: appointment.id,
            patientId: appointment.patientId,
            medicalRecordId: record.id,
            doctorId: doctor.id,
            billId,
            ...(override ? { allergyOverride: { allergies: override.allergies } } : {}),
          },
        },
        tx,
      );
      return created.id;
    });
  } catch (error) {
    if (pgErrorCode(error) === "23505" && pgConstraint(error) === "diagnoses_appointment_key") throw new ServiceError(409, ALREADY_DIAGNOSED);
    throw error;
  }
  const [created] = await selectDiagnosisViews(getDb(), eq(diagnoses.id, id), 1);
  return created;
}

/** The hospital's active department whose name matches, the best (shortest) name first; null when none. */
async function departmentLike(tx: DbOrTx, hospitalId: string, pattern: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.hospitalId, hospitalId), eq(departments.isActive, true), ilike(departments.name, pattern)))
    .orderBy(sql`length(${departments.name})`, asc(departments.id))
    .limit(1);
  return row?.id ?? null;
}

const DESTINATION_LABELS: Record<PrescriptionDestination, string> = {
  pharmacy: "the hospital pharmacy",
  lab: "the laboratory",
  patient: "the patient",
  "external-pharmacy": "the patient for an external pharmacy",
};

// PATCH /api/doctor/diagnosis/{id}/confirm: confirms once (the conditional UPDATE … WHERE not
// confirmed decides races) and routes the prescription: a task for the pharmacy or laboratory
// department, or a notification carrying the prescription to the patient.
export async function confirmDiagnosis(actor: Actor, id: string, input: ConfirmDiagnosisInput, now = new Date()) {
  const doctor = await requireDoctor(actor);
  const mailIds = await getDb().transaction(async (tx) => {
    await assertHospitalWritable(doctor.staff, doctor.hospitalId, tx);
    const [row] = await tx
      .update(diagnoses)
      .set({
        isConfirmed: true,
        doctorConfirmed: true,
        confirmedAt: now,
        finalDiagnosis: input.finalDiagnosis ?? sql`coalesce(${diagnoses.finalDiagnosis}, ${diagnoses.diagnosis})`,
        prescriptionSentTo: input.prescriptionSentTo ?? sql`${diagnoses.prescriptionSentTo}`,
      })
      .where(and(eq(diagnoses.id, id), ownDiagnoses(doctor), eq(diagnoses.isConfirmed, false)))
      .returning({
        id: diagnoses.id,
        patientId: diagnoses.patientId,
        finalDiagnosis: diagnoses.finalDiagnosis,
        prescription: diagnoses.prescription,
        treatmentPlan: diagnoses.treatmentPlan,
        prescriptionSentTo: diagnoses.prescriptionSentTo,
      });
    if (!row) {
      const [existing] = await tx.select({ id: diagnoses.id }).from(diagnoses).where(and(eq(diagnoses.id, id), ownDiagnoses(doctor))).limit(1);
      if (!existing) throw notFound("Diagnosis");
      throw new ServiceError(409, ALREADY_CONFIRMED);
    }

    const destination = row.prescriptionSentTo as PrescriptionDestination | null;
    const [patient] = await tx
      .select({ firstName: patients.firstName, lastName: patients.lastName, email: patients.email })
      .from(patients)
      .where(eq(patients.id, row.patientId))
      .limit(1);
    const patientName = `${patient.firstName} ${patient.lastName}`;
    const doctorName = `Dr. ${doctor.firstName} ${doctor.lastName}`.trim();
    const prescription = row.prescription ?? "";

    let taskId: string | null = null;
    if (destination === "pharmacy" || destination === "lab") {
      const pharmacy = destination === "pharmacy";
      const [task] = await tx
        .insert(tasks)
        .values({
          hospitalId: doctor.hospitalId,
          departmentId: await departmentLike(tx, doctor.hospitalId, pharmacy ? "%pharmac%" : "%lab%"),
          title: pharmacy ? `Dispense prescription for ${patientName}` : `Laboratory request for ${patientName}`,
          description: [
            `Diagnosis: ${row.finalDiagnosis}`,
            `Prescription: ${prescription}`,
            `Treatment plan: ${row.treatmentPlan ?? ""}`,
          ].join("\n"),
          taskType: pharmacy ? "prescription" : "lab_request",
          priority: "medium",
          assignedByDoctorId: doctor.id,
          createdBy: doctor.userId,
          patientId: row.patientId,
          diagnosisId: row.id,
        })
        .returning({ id: tasks.id });
      taskId = task.id;
    }

    const toPatient = { patientId: row.patientId };
    await notify(tx, [
      {
        to: toPatient,
        notice: {
          title: "Diagnosis Confirmed",
          message: `${doctorName} confirmed your diagnosis: ${row.finalDiagnosis}.`,
          type: "diagnosis_confirmed",
          relatedId: row.id,
        },
      },
      {
        to: destination === "patient" || destination === "external-pharmacy" ? toPatient : null,
        notice: {
          title: "Your Prescription",
          message:
            destination === "external-pharmacy"
              ? `Prescription from ${doctorName}, to take to a pharmacy of your choice: ${prescription}`
              : `Prescription from ${doctorName}: ${prescription}`,
          type: "prescription",
          relatedId: row.id,
        },
      },
      {
        to: { userId: doctor.userId },
        notice: {
          title: "Diagnosis Confirmed",
          message: destination
            ? `The diagnosis of ${patientName} is confirmed; the prescription was sent to ${DESTINATION_LABELS[destination]}.`
            : `The diagnosis of ${patientName} is confirmed.`,
          type: "diagnosis_confirmed",
          relatedId: row.id,
        },
      },
    ]);
    // The mail only points to the portal: a prescription does not travel by email.
    const mails = patient.email
      ? [
          await queueMail(tx, {
            to: patient.email,
            subject: "Your diagnosis has been confirmed",
            text: [
              `Hello ${patientName},`,
              "",
              `${doctorName} at ${doctor.hospitalName} has confirmed your diagnosis${destination ? ` and sent your prescription to ${DESTINATION_LABELS[destination]}` : ""}.`,
              `Sign in to the patient portal to read it: ${appLink("/patient-portal")}`,
            ].join("\n"),
          }),
        ]
      : [];
    await audit(
      actor,
      {
        action: "diagnosis.confirm",
        entity: "diagnosis",
        entityId: row.id,
        hospitalId: doctor.hospitalId,
        details: { patientId: row.patientId, prescriptionSentTo: destination, taskId, mailIds: mails },
      },
      tx,
    );
    return mails;
  });
  await deliverMail(mailIds);
  const [diagnosis] = await selectDiagnosisViews(getDb(), eq(diagnoses.id, id), 1);
  return { message: CONFIRMED_MESSAGE, diagnosis };
}

// The doctor portal's recent diagnoses (with the Confirm action), newest first.
export async function listDoctorDiagnoses(actor: Actor, limit = 10): Promise<DiagnosisView[]> {
  const doctor = await requireDoctor(actor);
  const rows = await selectDiagnosisViews(getDb(), ownDiagnoses(doctor), Math.min(Math.max(Math.trunc(limit) || 1, 1), 100));
  await auditListRead(actor, doctor, "doctor.diagnoses.read", rows.length);
  return rows;
}
