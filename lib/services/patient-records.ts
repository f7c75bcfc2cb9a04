import { and, asc, eq, sql } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { audit } from "@/lib/audit";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { appointments, hospitals, medicalRecords, patientHospitals, patients, type Patient } from "@/lib/db/schema";
import { decryptPhi, decryptPhiJson } from "@/lib/security/phi";
import type { InsuranceInfo } from "@/lib/validation/patient-fields";

import { assertPatientAccess, patientNotFound, requireClinical } from "./patient-access";

export { listPatientAppointments, listPatientDiagnoses, listPatientMedicalRecords } from "./patient-history";
export type { PatientAppointmentItem, PatientDiagnosisItem, PatientMedicalRecordItem } from "./patient-history";

/** The patient record as the portal reads it (public specification section 3), with the overview counts. */
export type PatientRecord = {
  id: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  bloodType: string | null;
  verificationStatus: string;
  phone: string;
  email: string | null;
  address: string;
  city: string | null;
  state: string | null;
  height: number | null;
  weight: number | null;
  allergies: string | null;
  chronicConditions: string | null;
  currentMedications: string | null;
  createdAt: string;
  emergencyContact: string;
  emergencyRelationship: string | null;
  emergencyPhone: string;
  /** Appointments and medical records the reader may see (staff: their hospital's only). */
  totalAppointments: number;
  totalMedicalRecords: number;
};

/** Everything staff see and edit, the sensitive identifiers decrypted. */
export type PatientDetail = PatientRecord & {
  nationality: string | null;
  countryOfOrigin: string;
  nationalId: string | null;
  passportNumber: string | null;
  postalCode: string | null;
  languagePreference: string | null;
  maritalStatus: string | null;
  occupation: string | null;
  religiousAffiliation: string | null;
  nextOfKin: string | null;
  nextOfKinPhone: string | null;
  medicalHistory: string | null;
  insurance: InsuranceInfo | null;
  biometricConsent: boolean;
  consentToTreatment: boolean;
  dataPrivacyConsent: boolean;
  isActive: boolean;
  registrationSource: string;
  /** The hospitals the patient is linked to: for staff only their own. */
  linkedHospitals: { id: string; name: string }[];
};

type Counts = { totalAppointments: number; totalMedicalRecords: number };

export function toPatientRecord(p: Patient, counts: Counts): PatientRecord {
  return {
    id: p.id,
    firstName: p.firstName,
    middleName: p.middleName,
    lastName: p.lastName,
    dateOfBirth: p.dateOfBirth,
    gender: p.gender,
    bloodType: p.bloodType,
    verificationStatus: p.verificationStatus,
    phone: p.phone,
    email: p.email,
    address: p.address,
    city: p.city,
    state: p.state,
    height: p.height,
    weight: p.weight,
    allergies: p.allergies,
    chronicConditions: p.chronicConditions,
    currentMedications: p.currentMedications,
    createdAt: p.createdAt.toISOString(),
    emergencyContact: p.emergencyContact,
    emergencyRelationship: p.emergencyRelationship,
    emergencyPhone: p.emergencyPhone,
    totalAppointments: counts.totalAppointments,
    totalMedicalRecords: counts.totalMedicalRecords,
  };
}

/** Rows of `table` about the patient that `scope` may see, counted in SQL. */
const countOf = (table: typeof appointments | typeof medicalRecords, scope: string | null) =>
  // NOTE: written with an alias and qualified names: drizzle leaves columns unqualified in a
  // single-table select, and "patient_id" = "id" would then compare the subquery's own columns.
  sql<number>`(select count(*) from ${table} t where t.patient_id = ${patients}.id${scope ? sql` and t.hospital_id = ${scope}` : sql``})::int`;

/** The patient row and the counts of what `scope` sees, in one statement. */
async function loadPatient(db: DbOrTx, id: string, scope: string | null): Promise<{ row: Patient; counts: Counts }> {
  const [found] = await db
    .select({ row: patients, totalAppointments: countOf(appointments, scope), totalMedicalRecords: countOf(medicalRecords, scope) })
    .from(patients)
    .where(eq(patients.id, id))
    .limit(1);
  if (!found) throw patientNotFound();
  const { row, totalAppointments, totalMedicalRecords } = found;
  return { row, counts: { totalAppointments: Number(totalAppointments), totalMedicalRecords: Number(totalMedicalRecords) } };
}

/** The detail of a patient for staff: decrypts the identifiers (the only place that does). */
export async function loadPatientDetail(db: DbOrTx, id: string, scope: string | null): Promise<PatientDetail> {
  const { row: p, counts } = await loadPatient(db, id, scope);
  const linkedHospitals = await db
    .select({ id: hospitals.id, name: hospitals.name })
    .from(patientHospitals)
    .innerJoin(hospitals, eq(hospitals.id, patientHospitals.hospitalId))
    .where(and(eq(patientHospitals.patientId, id), scope ? eq(patientHospitals.hospitalId, scope) : undefined))
    .orderBy(asc(hospitals.name));
  return {
    ...toPatientRecord(p, counts),
    nationality: p.nationality,
    countryOfOrigin: p.countryOfOrigin,
    nationalId: decryptPhi(p.nationalIdEnc),
    passportNumber: decryptPhi(p.passportNumberEnc),
    postalCode: p.postalCode,
    languagePreference: p.languagePreference,
    maritalStatus: p.maritalStatus,
    occupation: p.occupation,
    religiousAffiliation: p.religiousAffiliation,
    nextOfKin: p.nextOfKin,
    nextOfKinPhone: p.nextOfKinPhone,
    medicalHistory: p.medicalHistory,
    insurance: decryptPhiJson<InsuranceInfo>(p.insuranceInfoEnc),
    biometricConsent: p.biometricConsent,
    consentToTreatment: p.consentToTreatment,
    dataPrivacyConsent: p.dataPrivacyConsent,
    isActive: p.isActive,
    registrationSource: p.registrationSource,
    linkedHospitals,
  };
}

// GET /api/patients/{id}: the portal's record, for the patient themself or staff of a linked hospital.
export async function getPatientRecord(actor: Actor, id: string): Promise<PatientRecord> {
  const { scopeHospitalId } = await assertPatientAccess(actor, id);
  const { row, counts } = await loadPatient(getDb(), id, scopeHospitalId);
  await audit(actor, { action: "patient.read", entity: "patient", entityId: id, details: { view: "record" } });
  return toPatientRecord(row, counts);
}

// The staff detail and edit pages: clinical staff of a linked hospital (system_admin: any patient).
export async function getPatientDetail(actor: Actor, id: string): Promise<PatientDetail> {
  const staff = requireClinical(actor);
  const { scopeHospitalId } = await assertPatientAccess(staff, id);
  const detail = await loadPatientDetail(getDb(), id, scopeHospitalId);
  await audit(staff, { action: "patient.read", entity: "patient", entityId: id, details: { view: "detail" } });
  return detail;
}
