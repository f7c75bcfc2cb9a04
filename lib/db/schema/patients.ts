import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

import { COUNTRIES } from "../../constants/countries";
import { inList, timestamps, tstz } from "./_shared";
import { BLOOD_TYPES, GENDERS, MARITAL_STATUSES, REGISTRATION_SOURCES, RELATIONSHIPS, VERIFICATION_STATUSES } from "./enums";
import { diagnoses } from "./appointments";
import { hospitals } from "./hospitals";
import { doctors } from "./staff";
import { users } from "./users";

/** The phone's digits only. */
const DIGITS = `regexp_replace(phone, '[^0-9]', '', 'g')`;
const CALLING_CODE = `case country_of_origin ${COUNTRIES.map((c) => `when '${c.name.replace(/'/g, "''")}' then '${c.callingCode}'`).join(" ")} else '' end`;
/**
 * The phone as digits with the country code, kept by the database (a generated column): a number
 * written with `+` keeps its own code, `00` is the international prefix, and a national number
 * (one leading 0) takes the calling code of the patient's country. Search normalises the same
 * way (lib/services/phone.ts).
 */
const phoneDigitsExpression = sql.raw(
  `case when phone ~ '^[[:space:]]*[+]' then ${DIGITS}` +
    ` when ${DIGITS} ~ '^00' then substr(${DIGITS}, 3)` +
    ` when ${DIGITS} ~ '^0' then ${CALLING_CODE} || substr(${DIGITS}, 2)` +
    ` else ${DIGITS} end`,
);

// Patients are global: `id` is the health number (UG-PAT-2026-001). Sensitive identifiers are
// stored encrypted (`*_enc`, AES-256-GCM); `national_id_hash` is a keyed hash for duplicate checks.
export const patients = pgTable(
  "patients",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    nationalIdEnc: text("national_id_enc"),
    nationalIdHash: text("national_id_hash"),
    passportNumberEnc: text("passport_number_enc"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    middleName: text("middle_name"),
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    gender: text("gender").notNull(),
    phone: text("phone").notNull(),
    phoneDigits: text("phone_digits").generatedAlwaysAs(phoneDigitsExpression),
    email: text("email"),
    address: text("address").notNull(),
    city: text("city"),
    state: text("state"),
    postalCode: text("postal_code"),
    countryOfOrigin: text("country_of_origin").notNull(),
    nationality: text("nationality"),
    emergencyContact: text("emergency_contact").notNull(),
    emergencyPhone: text("emergency_phone").notNull(),
    emergencyRelationship: text("emergency_relationship"),
    bloodType: text("blood_type"),
    allergies: text("allergies"),
    medicalHistory: text("medical_history"),
    currentMedications: text("current_medications"),
    chronicConditions: text("chronic_conditions"),
    insuranceInfoEnc: text("insurance_info_enc"),
    biometricDataEnc: text("biometric_data_enc"),
    height: numeric("height", { precision: 5, scale: 1, mode: "number" }),
    weight: numeric("weight", { precision: 5, scale: 1, mode: "number" }),
    maritalStatus: text("marital_status"),
    occupation: text("occupation"),
    languagePreference: text("language_preference"),
    religiousAffiliation: text("religious_affiliation"),
    nextOfKin: text("next_of_kin"),
    nextOfKinPhone: text("next_of_kin_phone"),
    consentToTreatment: boolean("consent_to_treatment").notNull().default(false),
    dataPrivacyConsent: boolean("data_privacy_consent").notNull().default(false),
    biometricConsent: boolean("biometric_consent").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    registrationSource: text("registration_source").notNull().default("self"),
    verificationStatus: text("verification_status").notNull().default("pending"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("patients_national_id_hash_key").on(t.nationalIdHash),
    // fastupdate off: searches outnumber registrations, and without autovacuum (PGlite) the
    // pending list would grow unmerged and be read by every search.
    index("patients_name_trgm_idx")
      .using("gin", sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    // Phone search: any form of a number (0701…, +256 701…, a tail of digits) as a substring of the digits.
    index("patients_phone_digits_trgm_idx").using("gin", sql`${t.phoneDigits} gin_trgm_ops`).with({ fastupdate: false }),
    // Duplicate detection: the same date of birth first, then a similar name.
    index("patients_date_of_birth_idx").on(t.dateOfBirth),
    index("patients_id_trgm_idx").using("gin", sql`${t.id} gin_trgm_ops`).with({ fastupdate: false }),
    check("patients_gender_check", inList(t.gender, GENDERS)),
    check("patients_blood_type_check", sql`${t.bloodType} is null or ${inList(t.bloodType, BLOOD_TYPES)}`),
    check("patients_marital_status_check", sql`${t.maritalStatus} is null or ${inList(t.maritalStatus, MARITAL_STATUSES)}`),
    check(
      "patients_emergency_relationship_check",
      sql`${t.emergencyRelationship} is null or ${inList(t.emergencyRelationship, RELATIONSHIPS)}`,
    ),
    check("patients_registration_source_check", inList(t.registrationSource, REGISTRATION_SOURCES)),
    check("patients_verification_status_check", inList(t.verificationStatus, VERIFICATION_STATUSES)),
    check("patients_height_check", sql`${t.height} is null or (${t.height} > 0 and ${t.height} < 300)`),
    check("patients_weight_check", sql`${t.weight} is null or (${t.weight} > 0 and ${t.weight} < 700)`),
    check("patients_id_format_check", sql`${t.id} ~ '^[A-Z]{2}-PAT-[0-9]{4}-[0-9]{3,}$'`),
  ],
);

// Which hospitals see a patient: registered there, linked with the patient's consent (health
// number and date of birth at the desk, or a code from the portal), or booked there before
// booking stopped creating links (those links stay).
export const patientHospitals = pgTable(
  "patient_hospitals",
  {
    patientId: text("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    hospitalId: text("hospital_id")
      .notNull()
      .references(() => hospitals.id, { onDelete: "cascade" }),
    source: text("source").notNull().default("registered"),
    linkedAt: tstz("linked_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.patientId, t.hospitalId] }),
    index("patient_hospitals_hospital_idx").on(t.hospitalId, t.linkedAt),
    check("patient_hospitals_source_check", inList(t.source, ["registered", "booked", "consent"])),
  ],
);

// A short-lived code the patient shows from the portal so that one hospital can link them.
// Only a keyed hash of the code is stored; a code links once (`used_at`) and expires.
export const patientConsentCodes = pgTable(
  "patient_consent_codes",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    patientId: text("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    expiresAt: tstz("expires_at").notNull(),
    usedAt: tstz("used_at"),
    usedByHospitalId: text("used_by_hospital_id").references(() => hospitals.id, { onDelete: "set null" }),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("patient_consent_codes_patient_idx").on(t.patientId, t.createdAt.desc()),
    check("patient_consent_codes_expiry_check", sql`${t.expiresAt} > ${t.createdAt}`),
    check("patient_consent_codes_used_check", sql`${t.usedAt} is not null or ${t.usedByHospitalId} is null`),
  ],
);

export const medicalRecords = pgTable(
  "medical_records",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    patientId: text("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "restrict" }),
    hospitalId: text("hospital_id").references(() => hospitals.id, { onDelete: "restrict" }),
    doctorId: text("doctor_id"),
    diagnosisId: text("diagnosis_id").references((): AnyPgColumn => diagnoses.id, { onDelete: "restrict" }),
    recordType: text("record_type").notNull(),
    title: text("title").notNull(),
    content: text("content"),
    attachments: jsonb("attachments"),
    // Vital signs and examination findings of a consultation (all optional).
    temperatureC: numeric("temperature_c", { precision: 4, scale: 1, mode: "number" }),
    pulse: integer("pulse"),
    systolic: integer("systolic"),
    diastolic: integer("diastolic"),
    respiratoryRate: integer("respiratory_rate"),
    spo2: integer("spo2"),
    weightKg: numeric("weight_kg", { precision: 5, scale: 1, mode: "number" }),
    examination: text("examination"),
    recordDate: tstz("record_date").notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: "medical_records_doctor_fk",
      columns: [t.doctorId, t.hospitalId],
      foreignColumns: [doctors.id, doctors.hospitalId],
    }),
    check("medical_records_doctor_hospital_check", sql`${t.doctorId} is null or ${t.hospitalId} is not null`),
    check("medical_records_temperature_check", sql`${t.temperatureC} is null or ${t.temperatureC} between 25 and 45`),
    check("medical_records_pulse_check", sql`${t.pulse} is null or ${t.pulse} between 20 and 250`),
    check("medical_records_systolic_check", sql`${t.systolic} is null or ${t.systolic} between 50 and 300`),
    check("medical_records_diastolic_check", sql`${t.diastolic} is null or ${t.diastolic} between 20 and 200`),
    check("medical_records_blood_pressure_check", sql`(${t.systolic} is null) = (${t.diastolic} is null) and (${t.systolic} is null or ${t.systolic} > ${t.diastolic})`),
    check("medical_records_respiratory_rate_check", sql`${t.respiratoryRate} is null or ${t.respiratoryRate} between 4 and 80`),
    check("medical_records_spo2_check", sql`${t.spo2} is null or ${t.spo2} between 50 and 100`),
    check("medical_records_weight_check", sql`${t.weightKg} is null or (${t.weightKg} > 0 and ${t.weightKg} < 700)`),
    index("medical_records_patient_date_idx").on(t.patientId, t.recordDate.desc()),
    index("medical_records_hospital_idx").on(t.hospitalId, t.recordDate.desc()),
  ],
);

// A health number merged into another record of the same person: it resolves to `patientId`.
// Merging moves everything of the duplicate and deletes its row, so an alias is never a patient.
export const patientAliases = pgTable(
  "patient_aliases",
  {
    aliasId: text("alias_id").primaryKey(),
    patientId: text("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    hospitalId: text("hospital_id").references(() => hospitals.id, { onDelete: "set null" }),
    mergedBy: text("merged_by").references(() => users.id, { onDelete: "set null" }),
    mergedAt: tstz("merged_at").notNull().defaultNow(),
  },
  (t) => [
    index("patient_aliases_patient_idx").on(t.patientId),
    check("patient_aliases_not_self_check", sql`${t.aliasId} <> ${t.patientId}`),
    check("patient_aliases_id_format_check", sql`${t.aliasId} ~ '^[A-Z]{2}-PAT-[0-9]{4}-[0-9]{3,}$'`),
  ],
);

export type Patient = typeof patients.$inferSelect;
export type NewPatient = typeof patients.$inferInsert;
export type PatientHospital = typeof patientHospitals.$inferSelect;
export type PatientConsentCode = typeof patientConsentCodes.$inferSelect;
export type MedicalRecord = typeof medicalRecords.$inferSelect;
export type NewMedicalRecord = typeof medicalRecords.$inferInsert;
