// Demo tasks of one hospital (the health worker portal's My Tasks, the doctor's Tasks card): the
// pharmacy tasks that the demo's confirmed diagnoses routed (one already dispensed), a task a
// doctor assigned to each employed worker with a department (the first one in progress), and one
// unassigned task of a department from the administrator. Deterministic: no PRNG.

import { and, asc, eq, inArray } from "drizzle-orm";

import type { DbOrTx } from "../client";
import { departments, diagnoses, doctors, healthWorkers, patients, tasks, type NewTask } from "../schema";
import { localAt } from "./demo-insert";

const HOUR = 3_600_000;

/** What a doctor asks of each role (unknown roles get the first). */
const BY_ROLE: Record<string, { title: string; taskType: string; priority: string; description: string }> = {
  nurse: { title: "Check vital signs every 4 hours", taskType: "vital_signs", priority: "high", description: "Report a systolic pressure above 160 or a temperature above 38.5 °C at once." },
  "lab-technician": { title: "Collect a blood sample for a full blood count", taskType: "sample_collection", priority: "medium", description: "Label with the health number; results to the requesting doctor." },
  pharmacist: { title: "Review the medication for interactions", taskType: "medication", priority: "medium", description: "The patient also takes an over-the-counter painkiller daily." },
  midwife: { title: "Weigh the newborn and support breastfeeding", taskType: "patient_care", priority: "medium", description: "Second day after delivery; record the weight." },
  radiographer: { title: "Chest X-ray, PA view", taskType: "imaging", priority: "high", description: "Cough for three weeks; rule out consolidation." },
};

export type DemoTaskContext = {
  hospitalId: string;
  timezone: string;
  now: Date;
  adminUserId: string;
  /** Adult patients of the hospital, in registration order. */
  patientIds: string[];
};

export async function insertDemoTasks(tx: DbOrTx, c: DemoTaskContext): Promise<number> {
  const doctorRows = await tx
    .select({ id: doctors.id, userId: doctors.userId, departmentId: doctors.departmentId })
    .from(doctors)
    .where(eq(doctors.hospitalId, c.hospitalId))
    .orderBy(asc(doctors.id));
  const workers = await tx
    .select({ id: healthWorkers.id, role: healthWorkers.role, departmentId: healthWorkers.departmentId })
    .from(healthWorkers)
    .where(and(eq(healthWorkers.hospitalId, c.hospitalId), eq(healthWorkers.employmentStatus, "employed")))
    .orderBy(asc(healthWorkers.workerNumber));
  const depts = await tx.select({ id: departments.id, name: departments.name }).from(departments).where(eq(departments.hospitalId, c.hospitalId));
  const pharmacy = depts.find((d) => d.name === "Pharmacy")?.id ?? null;
  const userOf = new Map(doctorRows.map((d) => [d.id, d.userId]));
  const due = localAt(c.now, c.timezone, 1, "17:00");
  const rows: NewTask[] = [];

  // The prescriptions of the confirmed diagnoses, routed to the Pharmacy as confirmDiagnosis does.
  const confirmed = await tx
    .select({
      id: diagnoses.id,
      doctorId: diagnoses.doctorId,
      patientId: diagnoses.patientId,
      finalDiagnosis: diagnoses.finalDiagnosis,
      prescription: diagnoses.prescription,
      treatmentPlan: diagnoses.treatmentPlan,
      confirmedAt: diagnoses.confirmedAt,
      firstName: patients.firstName,
      lastName: patients.lastName,
    })
    .from(diagnoses)
    .innerJoin(patients, eq(patients.id, diagnoses.patientId))
    .where(and(eq(diagnoses.hospitalId, c.hospitalId), eq(diagnoses.isConfirmed, true), inArray(diagnoses.prescriptionSentTo, ["pharmacy"])))
    .orderBy(asc(diagnoses.confirmedAt), asc(diagnoses.id));
  const pharmacist = workers.find((w) => w.departmentId === pharmacy);
  for (const [i, d] of confirmed.entries()) {
    const at = d.confirmedAt ?? c.now;
    const dispensed = i === 0 && pharmacist !== undefined;
    rows.push({
      hospitalId: c.hospitalId,
      departmentId: pharmacy,
      title: `Dispense prescription for ${d.firstName} ${d.lastName}`,
      description: [`Diagnosis: ${d.finalDiagnosis}`, `Prescription: ${d.prescription ?? ""}`, `Treatment plan: ${d.treatmentPlan ?? ""}`].join("\n"),
      taskType: "prescription",
      priority: "medium",
      status: dispensed ? "completed" : "pending",
      assignedToHealthWorkerId: dispensed ? pharmacist.id : null,
      assignedByDoctorId: d.doctorId,
      patientId: d.patientId,
      diagnosisId: d.id,
      completedAt: dispensed ? new Date(at.getTime() + HOUR) : null,
      notes: dispensed ? "Dispensed in full; counselled the patient on dosing." : null,
      createdBy: userOf.get(d.doctorId) ?? null,
      createdAt: at,
      updatedAt: dispensed ? new Date(at.getTime() + HOUR) : at,
    });
  }

  // One task from a doctor (of the worker's department when there is one) to each worker.
  const assignable = workers.filter((w) => w.departmentId !== null);
  for (const [i, w] of assignable.entries()) {
    const doctor = doctorRows.find((d) => d.departmentId === w.departmentId) ?? doctorRows[0];
    if (!doctor) break;
    const ask = BY_ROLE[w.role] ?? BY_ROLE.nurse;
    const created = new Date(c.now.getTime() - (i + 2) * HOUR);
    rows.push({
      hospitalId: c.hospitalId,
      departmentId: w.departmentId,
      ...ask,
      status: i === 0 ? "in_progress" : "pending",
      assignedToHealthWorkerId: w.id,
      assignedByDoctorId: doctor.id,
      patientId: c.patientIds[i % Math.max(c.patientIds.length, 1)] ?? null,
      dueDate: due,
      createdBy: doctor.userId,
      createdAt: created,
      updatedAt: created,
    });
  }

  // An unassigned task of the first worker's department, for any of its workers to take.
  if (assignable[0]) {
    const created = new Date(c.now.getTime() - HOUR);
    rows.push({
      hospitalId: c.hospitalId,
      departmentId: assignable[0].departmentId,
      title: "Restock the ward's emergency trolley",
      description: "Check the expiry dates of the adrenaline and the IV fluids.",
      taskType: "other",
      priority: "low",
      status: "pending",
      dueDate: due,
      createdBy: c.adminUserId,
      createdAt: created,
      updatedAt: created,
    });
  }
  if (rows.length > 0) await tx.insert(tasks).values(rows);
  return rows.length;
}
