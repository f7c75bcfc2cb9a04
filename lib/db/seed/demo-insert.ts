// Inserts of the demo data set, one multi-row statement per table and hospital.
// IDs come from the counters (lib/db/ids.ts); everything else from the specs and the PRNG.

import { inArray, sql } from "drizzle-orm";

import { PRESET_DEPARTMENTS } from "@/lib/constants/hospital";
import { addDays, localDate, zonedInstant } from "@/lib/time";

import type { DbOrTx } from "../client";
import { nextDepartmentId, nextDoctorId, nextHealthNumber, nextHealthWorkerId, nextWorkerNumber } from "../ids";
import {
  appointments,
  departments,
  diagnoses,
  doctors,
  healthWorkers,
  medicalRecords,
  patientHospitals,
  patients,
  users,
  type NewAppointment,
  type NewDepartment,
  type NewDiagnosis,
  type NewDoctor,
  type NewHealthWorker,
  type NewMedicalRecord,
  type NewPatient,
  type NewUser,
} from "../schema";
import type { DepartmentName, HospitalSpec, WorkerSpec } from "./demo-data";
import { mobileNumber, type PatientDraft } from "./demo-patients";
import type { PlannedAppointment, ScheduleDoctor } from "./demo-schedule";
import type { Rng } from "./prng";

const HOUR = 3_600_000;

/** "Jean Claude" → "jean-claude": the local part of a demo mail address. */
export const slug = (name: string) => name.trim().toLowerCase().replace(/\s+/g, "-");

export async function insertDepartments(tx: DbOrTx, spec: HospitalSpec, hospitalId: string, since: Date): Promise<Map<DepartmentName, string>> {
  const ids = new Map<DepartmentName, string>();
  const rows: NewDepartment[] = [];
  for (const name of spec.departments) {
    const id = await nextDepartmentId(tx, hospitalId);
    ids.set(name, id);
    const description = PRESET_DEPARTMENTS.find((d) => d.name === name)?.description ?? null;
    rows.push({ id, hospitalId, name, description, isActive: true, createdAt: since, updatedAt: since });
  }
  await tx.insert(departments).values(rows);
  return ids;
}

export type SeededStaff = { adminUserId: string; adminEmail: string; doctors: (ScheduleDoctor & { email: string; name: string; specialization: string })[] };

/**
 * The hospital admin and the doctors (user accounts, doctor rows, department heads). Doctors'
 * phones come from their own PRNG stream (`phones`), so that adding them left every other
 * generated value of the demo data as it was.
 */
export async function insertStaff(
  tx: DbOrTx,
  rng: Rng,
  spec: HospitalSpec,
  hospitalId: string,
  departmentIds: Map<DepartmentName, string>,
  passwordHash: string,
  since: Date,
  phones: Rng,
): Promise<SeededStaff> {
  const adminEmail = `admin@${spec.domain}`;
  const doctorEmails = spec.doctors.map((d) => `dr.${slug(d.firstName)}.${slug(d.lastName)}@${spec.domain}`);
  const base = { passwordHash, hospitalId, isActive: true, isVerified: true, createdAt: since, updatedAt: since } as const;
  const userRows: NewUser[] = [
    { ...base, email: adminEmail, username: adminEmail, role: "hospital_admin", ...spec.admin },
    ...spec.doctors.map((d, i): NewUser => ({
      ...base,
      email: doctorEmails[i],
      username: doctorEmails[i],
      role: "doctor",
      firstName: d.firstName,
      lastName: d.lastName,
      departmentId: departmentIds.get(d.department),
    })),
  ];
  const inserted = await tx.insert(users).values(userRows).returning({ id: users.id, email: users.email });
  const userIdOf = new Map(inserted.map((u) => [u.email, u.id]));

  const doctorRows: NewDoctor[] = [];
  const seeded: SeededStaff["doctors"] = [];
  for (const [i, d] of spec.doctors.entries()) {
    const id = await nextDoctorId(tx, hospitalId);
    const departmentId = departmentIds.get(d.department);
    if (!departmentId) throw new Error(`demo data: ${spec.name} has no ${d.department}`);
    doctorRows.push({
      id,
      userId: userIdOf.get(doctorEmails[i])!,
      hospitalId,
      departmentId,
      specialization: d.specialization,
      phone: mobileNumber(phones, spec),
      licenseNumber: `${spec.doctorLicensePrefix}/${rng.int(10_000, 99_999)}`,
      experience: d.experience,
      qualification: d.qualification,
      isActive: true,
      createdAt: since,
      updatedAt: since,
    });
    seeded.push({ id, departmentId, department: d.department, email: doctorEmails[i], name: `Dr. ${d.firstName} ${d.lastName}`, specialization: d.specialization });
  }
  await tx.insert(doctors).values(doctorRows);

  // Heads of department: one statement; the composite key keeps them in this hospital.
  const heads = spec.doctors.flatMap((d, i) => (d.head ? [{ departmentId: seeded[i].departmentId, doctorId: seeded[i].id }] : []));
  if (heads.length > 0) {
    const cases = sql.join(heads.map((h) => sql`when ${h.departmentId} then ${h.doctorId}`), sql` `);
    await tx
      .update(departments)
      .set({ headDoctorId: sql`case ${departments.id} ${cases} end` })
      .where(inArray(departments.id, heads.map((h) => h.departmentId)));
  }
  return { adminUserId: userIdOf.get(adminEmail)!, adminEmail, doctors: seeded };
}

export type SeededWorker = { workerNumber: string; name: string; role: string; hospitalId: string | null };

/** Health workers of one hospital, or (hospital null) public registrants with no employer. */
export async function insertWorkers(
  tx: DbOrTx,
  rng: Rng,
  specs: readonly WorkerSpec[],
  employer: { spec: HospitalSpec; hospitalId: string; departmentIds: Map<DepartmentName, string> } | null,
  year: number,
  passwordHash: string,
  since: Date,
): Promise<SeededWorker[]> {
  const rows: NewHealthWorker[] = [];
  for (const w of specs) {
    const plan = employer?.spec ?? w.home;
    if (!plan) throw new Error(`demo data: no phone country for ${w.firstName} ${w.lastName}`);
    const domain = employer?.spec.domain ?? "workers.demo";
    rows.push({
      healthWorkerId: await nextHealthWorkerId(tx, year),
      workerNumber: await nextWorkerNumber(tx),
      hospitalId: employer?.hospitalId ?? null,
      departmentId: employer && w.department ? employer.departmentIds.get(w.department) : null,
      firstName: w.firstName,
      lastName: w.lastName,
      role: w.role,
      specialization: w.specialization ?? null,
      qualifications: w.qualifications,
      employmentType: w.employmentType ?? null,
      shift: w.shift ?? null,
      dateOfBirth: w.dateOfBirth,
      experienceYears: w.experienceYears,
      nationality: w.nationality,
      address: w.address,
      skills: w.skills,
      languages: w.languages,
      emergencyRelationship: w.emergencyRelationship,
      isPublicProfile: w.isPublicProfile,
      passwordHash,
      email: `${slug(w.firstName)}.${slug(w.lastName)}@${domain}`,
      phone: mobileNumber(rng, plan),
      licenseNumber: `${plan.countryCode}/${w.role.slice(0, 3).toUpperCase()}/${rng.int(10_000, 99_999)}`,
      emergencyContact: mobileNumber(rng, plan),
      employmentStatus: employer ? "employed" : "unemployed",
      isActive: true,
      createdAt: since,
      updatedAt: since,
    });
  }
  await tx.insert(healthWorkers).values(rows);
  return rows.map((r) => ({ workerNumber: r.workerNumber, name: `${r.firstName} ${r.lastName}`, role: r.role, hospitalId: r.hospitalId ?? null }));
}

export type SeededPatient = { id: string; isChild: boolean; name: string };

/** Patients registered at a hospital, with their health numbers and their link to it. */
export async function insertPatients(tx: DbOrTx, drafts: readonly PatientDraft[], hospitalId: string, year: number): Promise<SeededPatient[]> {
  const rows: NewPatient[] = [];
  const seeded: SeededPatient[] = [];
  for (const { countryCode, isChild, ...fields } of drafts) {
    const id = await nextHealthNumber(tx, countryCode, year);
    rows.push({ id, ...fields });
    seeded.push({ id, isChild, name: `${fields.firstName} ${fields.lastName}` });
  }
  await tx.insert(patients).values(rows);
  await tx
    .insert(patientHospitals)
    .values(rows.map((p) => ({ patientId: p.id, hospitalId, source: "registered", linkedAt: p.createdAt ?? undefined })));
  return seeded;
}

/** The week's appointments, and a confirmed diagnosis with its medical record for a few completed ones. */
export async function insertAppointments(
  tx: DbOrTx,
  rng: Rng,
  planned: readonly PlannedAppointment[],
  context: { hospitalId: string; timezone: string; createdBy: string; now: Date; diagnosed: number },
): Promise<{ appointments: number; diagnoses: number }> {
  const { hospitalId, timezone, createdBy, now } = context;
  const rows: NewAppointment[] = planned.map((a) => {
    const createdAt = new Date(Math.min(a.appointmentDate.getTime(), now.getTime()) - rng.int(37, 160) * HOUR);
    return {
      hospitalId,
      departmentId: a.departmentId,
      doctorId: a.doctorId,
      patientId: a.patientId,
      appointmentDate: a.appointmentDate,
      duration: a.duration,
      status: a.status,
      reason: a.reason,
      notes: a.notes,
      doctorResponse: a.doctorResponse,
      responseDate: a.responseDate,
      createdBy,
      createdAt,
      updatedAt: a.responseDate ?? createdAt,
    };
  });
  if (rows.length === 0) return { appointments: 0, diagnoses: 0 };
  const inserted = await tx
    .insert(appointments)
    .values(rows)
    .returning({ id: appointments.id, doctorId: appointments.doctorId, at: appointments.appointmentDate });
  const key = (doctorId: string, at: Date) => `${doctorId}|${at.toISOString()}`;
  const idOf = new Map(inserted.map((a) => [key(a.doctorId, a.at), a.id]));

  const completed = planned.filter((a) => a.status === "completed" && a.appointmentDate.getTime() < now.getTime());
  const chosen = rng.sample(completed, context.diagnosed);
  if (chosen.length === 0) return { appointments: rows.length, diagnoses: 0 };
  const end = (a: PlannedAppointment) => new Date(a.appointmentDate.getTime() + a.duration * 60_000);
  const diagnosisRows: NewDiagnosis[] = chosen.map((a) => ({
    appointmentId: idOf.get(key(a.doctorId, a.appointmentDate))!,
    patientId: a.patientId,
    doctorId: a.doctorId,
    hospitalId,
    symptoms: a.clinicalCase.symptoms,
    diagnosis: a.clinicalCase.diagnosis,
    prescription: a.clinicalCase.prescription,
    treatmentPlan: a.clinicalCase.treatmentPlan,
    doctorConfirmed: true,
    isConfirmed: true,
    finalDiagnosis: a.clinicalCase.diagnosis,
    prescriptionSentTo: "pharmacy",
    followUpDate: addDays(localDate(a.appointmentDate, timezone), 14),
    confirmedAt: end(a),
    createdAt: end(a),
    updatedAt: end(a),
  }));
  const diagnosed = await tx.insert(diagnoses).values(diagnosisRows).returning({ id: diagnoses.id, appointmentId: diagnoses.appointmentId });
  const diagnosisOf = new Map(diagnosed.map((d) => [d.appointmentId, d.id]));
  const recordRows: NewMedicalRecord[] = chosen.map((a, i) => {
    const c = a.clinicalCase;
    return {
      patientId: a.patientId,
      hospitalId,
      doctorId: a.doctorId,
      diagnosisId: diagnosisOf.get(diagnosisRows[i].appointmentId!) ?? null,
      recordType: "diagnosis",
      title: c.diagnosis,
      content: `Reason: ${c.reason}\nSymptoms: ${c.symptoms}\nDiagnosis: ${c.diagnosis}\nPrescription: ${c.prescription}\nPlan: ${c.treatmentPlan}`,
      recordDate: a.appointmentDate,
      createdAt: end(a),
      updatedAt: end(a),
    };
  });
  await tx.insert(medicalRecords).values(recordRows);
  return { appointments: rows.length, diagnoses: chosen.length };
}

/** The instant of local time `time` (HH:MM) on the day `days` after today in `timeZone`. */
export const localAt = (now: Date, timeZone: string, days: number, time = "00:00") =>
  zonedInstant(addDays(localDate(now, timeZone), days), time, timeZone);
