import { and, asc, eq } from "drizzle-orm";

import { POST as registerRoute } from "@/app/api/patients/route";
import { POST as verifyRoute } from "@/app/api/patients/verify/route";
import { getDb } from "@/lib/db/client";
import { appointments, auditLogs, departments, diagnoses, doctors, medicalRecords, users } from "@/lib/db/schema";

import { call } from "./http";

// Patient payloads of the three registration forms, and the rows around a patient (a doctor,
// appointments, diagnoses, medical records) that the reading endpoints list.

let n = 0;
const next = () => (n += 1);

/** A valid self-registration (wizard) payload, as the browser sends it. */
export function selfForm(overrides: Record<string, unknown> = {}) {
  const i = next();
  return {
    firstName: "Amina",
    lastName: `Nakato${i}`,
    middleName: "",
    dateOfBirth: "1990-04-12",
    gender: "Female",
    nationality: "Ugandan",
    countryOfOrigin: "Uganda",
    phone: "+256 772 410 233",
    email: `amina${i}@patients.example`,
    address: "Plot 4, Kira Road",
    city: "Kampala",
    state: "Central Region",
    emergencyContact: "Joseph Okot",
    emergencyPhone: "+256 701 555 020",
    emergencyRelationship: "Spouse",
    consentToTreatment: true,
    dataPrivacyConsent: true,
    bloodType: "O+",
    height: 165,
    weight: 62.5,
    hasInsurance: false,
    insurance: null,
    biometricConsent: false,
    ...overrides,
  };
}

/** A valid 'Register New Patient' dialog payload (the first staff form). */
export function dialogForm(overrides: Record<string, unknown> = {}) {
  const i = next();
  return {
    firstName: "Brian",
    lastName: `Mugisha${i}`,
    dateOfBirth: "1984-11-02",
    gender: "male",
    phone: "+256 782 000 111",
    email: "",
    address: "12 Jinja Road",
    city: "Kampala",
    state: "Central",
    countryOfOrigin: "Uganda",
    nationality: "Ugandan",
    emergencyContact: "Grace Mugisha",
    emergencyPhone: "+256 782 000 222",
    ...overrides,
  };
}

/** A valid hospital-side /register-patient payload (the second staff form: no city, state, nationality). */
export function pageForm(overrides: Record<string, unknown> = {}) {
  const i = next();
  return {
    firstName: "Grace",
    lastName: `Achieng${i}`,
    dateOfBirth: "1995-07-21",
    gender: "female",
    countryOfOrigin: "Kenya",
    phone: "+254 712 345 678",
    email: "grace@patients.example",
    address: "House 7, Ngong Road, Nairobi",
    emergencyContact: "Tom Achieng",
    emergencyPhone: "+254 712 000 999",
    ...overrides,
  };
}

export const registerCall = (body: unknown, options: { cookie?: string; ip?: string } = {}) =>
  call(registerRoute, "/api/patients", { body, ...options });

/**
 * Registers through POST /api/patients and returns the 201 body (throws otherwise). Staff
 * registrations confirm "not a duplicate" unless the body says otherwise: the forms above share
 * one date of birth and phone, and the duplicate rules have their own tests.
 */
export async function registered(body: unknown, options: { cookie?: string; ip?: string } = {}) {
  const staffBody = options.cookie && body && typeof body === "object" ? { confirmNotDuplicate: true, ...body } : body;
  const res = await registerCall(staffBody, options);
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; firstName: string; lastName: string; dateOfBirth: string } & Record<string, unknown>;
}

/** The portal cookie of POST /api/patients/verify. */
export async function portalCookie(healthNumber: string, dateOfBirth: string, ip = "10.90.0.1"): Promise<string> {
  const res = await call(verifyRoute, "/api/patients/verify", { body: { healthNumber, dateOfBirth }, ip });
  if (res.status !== 200 || !res.cookie) throw new Error(`verify failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.cookie;
}

/** The hospital's departments, oldest first. */
export async function departmentIds(hospitalId: string): Promise<string[]> {
  const rows = await getDb().select({ id: departments.id }).from(departments).where(eq(departments.hospitalId, hospitalId)).orderBy(asc(departments.id));
  return rows.map((r) => r.id);
}

/** A doctor of the hospital (user and doctor record inserted directly). */
export async function addDoctor(hospitalId: string, departmentId: string, name = { firstName: "Sarah", lastName: "Namubiru" }) {
  const i = next();
  const email = `doctor${i}@patients-test.example`;
  const [user] = await getDb()
    .insert(users)
    .values({ email, username: email, role: "doctor", hospitalId, departmentId, ...name })
    .returning({ id: users.id });
  const id = `DOC-${hospitalId.slice(5)}-${String(500 + i).padStart(3, "0")}`;
  await getDb()
    .insert(doctors)
    .values({ id, userId: user.id, hospitalId, departmentId, specialization: "General Medicine", licenseNumber: `LIC-${i}`, qualification: "MBChB" });
  return id;
}

type Visit = { hospitalId: string; departmentId: string; doctorId: string; patientId: string; at: Date; status?: string; reason?: string };

/** An appointment (completed by default, so that visits never collide in the doctor's diary). */
export async function addAppointment(v: Visit): Promise<string> {
  const [row] = await getDb()
    .insert(appointments)
    .values({
      hospitalId: v.hospitalId,
      departmentId: v.departmentId,
      doctorId: v.doctorId,
      patientId: v.patientId,
      appointmentDate: v.at,
      status: v.status ?? "completed",
      reason: v.reason ?? "Check-up visit",
    })
    .returning({ id: appointments.id });
  return row.id;
}

/** A diagnosis of an appointment and the medical record it writes. */
export async function addDiagnosisRecord(v: Visit & { appointmentId: string; diagnosis: string; title: string }) {
  const [diagnosis] = await getDb()
    .insert(diagnoses)
    .values({
      appointmentId: v.appointmentId,
      patientId: v.patientId,
      doctorId: v.doctorId,
      hospitalId: v.hospitalId,
      symptoms: "Fever and headache for three days",
      diagnosis: v.diagnosis,
      prescription: "Artemether-lumefantrine",
      treatmentPlan: "Rest and fluids, review in a week",
      isConfirmed: true,
      createdAt: v.at,
    })
    .returning({ id: diagnoses.id });
  const [record] = await getDb()
    .insert(medicalRecords)
    .values({
      patientId: v.patientId,
      hospitalId: v.hospitalId,
      doctorId: v.doctorId,
      diagnosisId: diagnosis.id,
      recordType: "diagnosis",
      title: v.title,
      recordDate: v.at,
    })
    .returning({ id: medicalRecords.id });
  return { diagnosisId: diagnosis.id, recordId: record.id };
}

/** Audit rows of one action about one patient. */
export function auditRows(action: string, patientId?: string) {
  return getDb()
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), patientId ? eq(auditLogs.entityId, patientId) : undefined))
    .orderBy(asc(auditLogs.id));
}
