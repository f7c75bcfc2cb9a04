import { and, eq, ne } from "drizzle-orm";

import type { Actor, StaffActor } from "@/lib/auth/actor-types";
import { requiredTenantOf } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { findCountry } from "@/lib/constants/countries";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { nextHealthNumber } from "@/lib/db/ids";
import { hospitals, patientHospitals, patients, type NewPatient, type Patient } from "@/lib/db/schema";
import { notFound, pgConstraint, pgErrorCode, ServiceError } from "@/lib/errors";
import { decryptPhi, decryptPhiJson, encryptPhi, encryptPhiJson, nationalIdHash } from "@/lib/security/phi";
import { takeAttempt, type Limit } from "@/lib/security/rate-limit";
import { localDate } from "@/lib/time";
import type { InsuranceInfo, PatientInput } from "@/lib/validation/patient-fields";
import { selfRegistrationSchema } from "@/lib/validation/patient-registration";
import { parseStaffPatient, type UpdatePatientInput } from "@/lib/validation/patient-staff";

import { assertPatientAccess, requireClinical } from "./patient-access";
import { alreadyRegistered, duplicateDetails, findLikelyDuplicates, findSamePerson, lockRegistrationKeys, possibleDuplicate, type DuplicateProbe } from "./patient-duplicates";
import { loadPatientDetail, toPatientRecord, type PatientDetail, type PatientRecord } from "./patient-records";
import { assertHospitalWritable } from "./tenant-guard";

export const DUPLICATE_NATIONAL_ID = "A patient with this national ID is already registered";
export const TOO_MANY_REGISTRATIONS = "Too many registrations from this address. Please try again later.";

/** Successful self-registrations allowed per client address in an hour. */
export const SELF_REGISTRATION_LIMIT = { perIp: 30, windowSeconds: 60 * 60 } as const;

const duplicateNationalId = () => new ServiceError(409, DUPLICATE_NATIONAL_ID, { nationalId: DUPLICATE_NATIONAL_ID });
const isDuplicateNationalId = (error: unknown) => pgErrorCode(error) === "23505" && pgConstraint(error) === "patients_national_id_hash_key";

/** The answer of POST /api/patients: the portal's record plus where it came from. */
export type RegisteredPatient = PatientRecord & {
  registrationSource: string;
  isActive: boolean;
  nationality: string | null;
  countryOfOrigin: string;
};

export type RegistrationMode = "self" | "staff";

/**
 * Which form a registration body is held to (API.md "Field values"): clinical staff send a staff
 * form; anyone else (signed out, a patient, a health worker) the self-registration wizard. Staff
 * of other roles may not register patients (403). Throws ZodError for invalid input.
 */
export function parsePatientRegistration(actor: Actor, body: unknown): { input: PatientInput; mode: RegistrationMode } {
  if (actor.kind === "staff") {
    requireClinical(actor);
    return { input: parseStaffPatient(body), mode: "staff" };
  }
  return { input: selfRegistrationSchema.parse(body), mode: "self" };
}

/** The stored columns of a validated form; the sensitive identifiers encrypted. */
function patientColumns(input: PatientInput): Omit<NewPatient, "id"> {
  const { nationalId, passportNumber, insurance, biometric, ...plain } = input;
  return {
    ...plain,
    nationalIdEnc: encryptPhi(nationalId),
    nationalIdHash: nationalIdHash(nationalId),
    passportNumberEnc: encryptPhi(passportNumber),
    insuranceInfoEnc: encryptPhiJson(insurance),
    biometricDataEnc: encryptPhiJson(biometric),
  };
}

async function assertNationalIdFree(tx: DbOrTx, hash: string | null, exceptPatientId?: string): Promise<void> {
  if (!hash) return;
  const [taken] = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.nationalIdHash, hash), exceptPatientId ? ne(patients.id, exceptPatientId) : undefined))
    .limit(1);
  if (taken) throw duplicateNationalId();
}

/** The registering hospital's local year (health numbers carry it). */
async function hospitalYear(tx: DbOrTx, hospitalId: string): Promise<number> {
  const [hospital] = await tx.select({ timezone: hospitals.timezone }).from(hospitals).where(eq(hospitals.id, hospitalId)).limit(1);
  if (!hospital) throw notFound("Hospital");
  return Number(localDate(new Date(), hospital.timezone).slice(0, 4));
}

const requestedHospital = (body: unknown): string | undefined => {
  const value = body && typeof body === "object" ? (body as Record<string, unknown>).hospitalId : undefined;
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
};

/** Staff who checked the candidates of a likely duplicate send this to register anyway. */
const confirmedNotDuplicate = (body: unknown) =>
  Boolean(body && typeof body === "object" && (body as Record<string, unknown>).confirmNotDuplicate === true);

type DuplicateCheck = { shown: string[]; otherCount: number } | null;

/**
 * The duplicate rules, under the registration's locks: a self-registration of the same person is
 * refused with the recovery path; staff see likely duplicates (409) unless they confirmed. A
 * national ID held by a patient the hospital cannot see stays the plain 409 on that field.
 */
async function checkDuplicates(tx: DbOrTx, probe: DuplicateProbe, staff: StaffActor | null, hospitalId: string | null, confirmed: boolean): Promise<DuplicateCheck> {
  await lockRegistrationKeys(tx, probe);
  if (!staff) {
    if (await findSamePerson(tx, probe)) throw alreadyRegistered();
    return null;
  }
  const found = await findLikelyDuplicates(tx, probe, staff.role === "system_admin" ? null : hospitalId);
  if (found.some((c) => c.sameNationalId && !c.visible)) throw duplicateNationalId();
  if (found.length === 0) return null;
  if (!confirmed) throw possibleDuplicate(found);
  return { shown: found.filter((c) => c.visible).map((c) => c.id), otherCount: found.filter((c) => !c.visible).length };
}

const registrationLimits = (ip: string | null): Limit[] =>
  ip ? [{ key: `patient-register:ip:${ip}`, max: SELF_REGISTRATION_LIMIT.perIp, windowSeconds: SELF_REGISTRATION_LIMIT.windowSeconds }] : [];

function toRegisteredPatient(row: Patient): RegisteredPatient {
  return {
    ...toPatientRecord(row, { totalAppointments: 0, totalMedicalRecords: 0 }),
    registrationSource: row.registrationSource,
    isActive: row.isActive,
    nationality: row.nationality,
    countryOfOrigin: row.countryOfOrigin,
  };
}

// POST /api/patients: the health number from the counters table in the registering transaction
// (a client-sent id is ignored); staff registrations are linked to the staff member's hospital.
export async function registerPatient(actor: Actor, body: unknown): Promise<RegisteredPatient> {
  const { input, mode } = parsePatientRegistration(actor, body);
  const staff = mode === "staff" ? (actor as StaffActor) : null;
  const hospitalId = staff ? requiredTenantOf(staff, requestedHospital(body)) : null;
  const limits = staff ? [] : registrationLimits(actor.ip);
  const country = findCountry(input.countryOfOrigin);
  if (!country) throw new ServiceError(400, "Country of origin is required", { countryOfOrigin: "Country of origin is required" });
  const columns = patientColumns(input);

  try {
    return await getDb().transaction(async (tx) => {
      // The slot is taken first and held by this transaction: a refused or failed registration rolls it back.
      await takeAttempt(limits, TOO_MANY_REGISTRATIONS, tx);
      if (staff && hospitalId) await assertHospitalWritable(staff, hospitalId, tx);
      const probe = { ...input, nationalIdHash: columns.nationalIdHash ?? null };
      const duplicates = await checkDuplicates(tx, probe, staff, hospitalId, confirmedNotDuplicate(body));
      await assertNationalIdFree(tx, columns.nationalIdHash ?? null);
      const year = hospitalId ? await hospitalYear(tx, hospitalId) : new Date().getUTCFullYear();
      const id = await nextHealthNumber(tx, country.code, year);
      const registrationSource = staff ? "hospital" : "self";
      const [row] = await tx
        .insert(patients)
        .values({ ...columns, id, registrationSource, verificationStatus: "pending", isActive: true })
        .returning();
      if (hospitalId) await tx.insert(patientHospitals).values({ patientId: id, hospitalId, source: "registered" });
      await audit(
        actor,
        {
          action: "patient.register",
          entity: "patient",
          entityId: id,
          hospitalId,
          // "Register anyway": which likely duplicates the staff member was shown and set aside.
          details: duplicates ? { registrationSource, confirmedNotDuplicate: true, shownCandidates: duplicates.shown, otherCount: duplicates.otherCount } : { registrationSource },
        },
        tx,
      );
      return toRegisteredPatient(row);
    });
  } catch (error) {
    // Two registrations racing with one national ID: the unique index decides, the loser gets 409.
    if (isDuplicateNationalId(error)) throw duplicateNationalId();
    const shown = staff ? duplicateDetails(error) : null;
    if (staff && shown) {
      // The candidates' names and dates of birth were read out to staff: that read is audited.
      const details = { reason: "possible_duplicate", shownCandidates: shown.candidates.map((c) => c.id), otherCount: shown.otherCount };
      await audit(staff, { action: "patient.register", entity: "patient", hospitalId, outcome: "denied", details });
    }
    throw error;
  }
}

/** Columns an edit may set: to the value sent, or to null for an optional field sent blank. */
const PLAIN_FIELDS = [
  "firstName", "lastName", "middleName", "dateOfBirth", "gender", "phone", "email", "address", "city", "state",
  "countryOfOrigin", "nationality", "emergencyContact", "emergencyPhone", "emergencyRelationship", "bloodType",
  "allergies", "medicalHistory", "currentMedications", "chronicConditions", "height", "weight", "maritalStatus",
  "occupation", "languagePreference", "postalCode", "nextOfKin", "nextOfKinPhone", "religiousAffiliation",
  "isActive", "verificationStatus",
] as const satisfies readonly (keyof UpdatePatientInput & keyof Patient)[];

type Changes = Partial<Omit<NewPatient, "id">>;

/** What the edit changes, by column, and the changed field names for the audit (never values). */
function patientChanges(current: Patient, input: UpdatePatientInput): { changes: Changes; fields: string[] } {
  const changes: Record<string, unknown> = {};
  const fields: string[] = [];
  for (const key of PLAIN_FIELDS) {
    const value = input[key];
    if (value !== undefined && value !== current[key]) {
      changes[key] = value;
      fields.push(key);
    }
  }
  const nationalId = input.nationalId;
  if (nationalId !== undefined && nationalIdHash(nationalId) !== current.nationalIdHash) {
    changes.nationalIdEnc = encryptPhi(nationalId);
    changes.nationalIdHash = nationalIdHash(nationalId);
    fields.push("nationalId");
  }
  const passport = input.passportNumber;
  if (passport !== undefined && passport !== decryptPhi(current.passportNumberEnc)) {
    changes.passportNumberEnc = encryptPhi(passport);
    fields.push("passportNumber");
  }
  // Insurance is stored encrypted as one JSON value; compared part by part so a re-send is no change.
  const parts = (i: InsuranceInfo | null | undefined) => JSON.stringify(i ? [i.provider ?? null, i.policyNumber ?? null, i.groupId ?? null] : null);
  if (input.insurance !== undefined && parts(input.insurance) !== parts(decryptPhiJson<InsuranceInfo>(current.insuranceInfoEnc))) {
    changes.insuranceInfoEnc = encryptPhiJson(input.insurance);
    fields.push("insurance");
  }
  return { changes: changes as Changes, fields };
}

// PATCH /api/patients/{id}: clinical staff of a linked hospital; 402 once its subscription has
// ended; a changed national ID is re-encrypted and re-hashed (409 when another patient has it).
export async function updatePatient(actor: Actor, id: string, input: UpdatePatientInput): Promise<PatientDetail> {
  const staff = requireClinical(actor);
  try {
    return await getDb().transaction(async (tx) => {
      const { scopeHospitalId } = await assertPatientAccess(staff, id, tx);
      if (scopeHospitalId) await assertHospitalWritable(staff, scopeHospitalId, tx);
      const [current] = await tx.select().from(patients).where(eq(patients.id, id)).for("update");
      const { changes, fields } = patientChanges(current, input);
      if (fields.length > 0) {
        if (changes.nationalIdHash) await assertNationalIdFree(tx, changes.nationalIdHash, id);
        await tx.update(patients).set(changes).where(eq(patients.id, id));
        await audit(staff, { action: "patient.update", entity: "patient", entityId: id, details: { fields } }, tx);
      }
      return loadPatientDetail(tx, id, scopeHospitalId);
    });
  } catch (error) {
    if (isDuplicateNationalId(error)) throw duplicateNationalId();
    throw error;
  }
}
