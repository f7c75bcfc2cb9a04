import { randomInt } from "node:crypto";

import { and, eq, gt, isNull, sql } from "drizzle-orm";

import type { Actor, StaffActor } from "@/lib/auth/actor-types";
import { requiredTenantOf } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { hospitals, patientConsentCodes, patientHospitals, patients } from "@/lib/db/schema";
import { forbidden, notSignedIn } from "@/lib/errors";
import { consentCodeHash } from "@/lib/security/phi";
import { giveBack, takeAttempt, type Limit } from "@/lib/security/rate-limit";
import type { LinkPatientInput } from "@/lib/validation/patient-link";

import { notify } from "./notifications";
import { patientNotFound, requireClinical } from "./patient-access";
import { assertHospitalWritable } from "./tenant-guard";

// A hospital sees a patient only with the patient's consent (ARCHITECTURE.md "Tenancy and
// privacy"): health numbers are sequential, so a number alone must reveal nothing. Staff prove
// consent with the exact number and the date of birth the patient gives at the desk, or with a
// short-lived code the patient shows from the portal; only that creates a link, and the link is
// audited and announced to the patient.

export const CONSENT_CODE_MINUTES = 15;
export const CONSENT_CODE_LENGTH = 6;
// No 0/O or 1/I: the code is read aloud and typed from a phone screen.
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const WINDOW_SECONDS = 15 * 60;
const TOO_MANY = "Too many attempts to find this patient. Please wait before trying again.";

/** Failed proofs allowed per health number and per staff user in 15 minutes (a date of birth is guessable). */
export const LINK_LIMITS = { perHealthNumber: 5, perUser: 20 } as const;
/** Consent codes a patient may create per hour. */
export const CONSENT_CODES_PER_HOUR = 10;

export type UnlinkedPatientMatch = { id: string; firstName: string; lastName: string; birthYear: number; linked: false };
export type PatientLink = { patientId: string; hospitalId: string; source: string; linkedAt: string; alreadyLinked: boolean };

const normalNumber = (healthNumber: string) => healthNumber.trim().toUpperCase();

function proofLimits(healthNumber: string, staff: StaffActor): Limit[] {
  return [
    { key: `patient-link:number:${healthNumber}`, max: LINK_LIMITS.perHealthNumber, windowSeconds: WINDOW_SECONDS },
    { key: `patient-link:user:${staff.userId}`, max: LINK_LIMITS.perUser, windowSeconds: WINDOW_SECONDS },
  ];
}

const isLinked = (patientId: string, hospitalId: string) =>
  sql<boolean>`exists (select 1 from ${patientHospitals} where ${patientHospitals.patientId} = ${patientId} and ${patientHospitals.hospitalId} = ${hospitalId})`;

/**
 * The scheduling picker's lookup of a patient not yet linked to the hospital: the exact health
 * number and date of birth of an active patient answer the name and year of birth (what confirms
 * identity at the desk), nothing else. A miss counts against the number and the staff user.
 */
export async function findPatientForConsent(
  staff: StaffActor,
  hospitalId: string,
  healthNumber: string,
  dateOfBirth: string,
): Promise<UnlinkedPatientMatch | null> {
  const number = normalNumber(healthNumber);
  // The slot is taken before the date is compared (one atomic count); a match gives it back.
  const attempt = await takeAttempt(proofLimits(number, staff), TOO_MANY);
  const [row] = await getDb()
    .select({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName, dateOfBirth: patients.dateOfBirth, linked: isLinked(number, hospitalId) })
    .from(patients)
    .where(and(eq(patients.id, number), eq(patients.isActive, true)))
    .limit(1);
  if (row?.linked) {
    await giveBack(attempt);
    return null; // found among the hospital's own patients already
  }
  if (!row || row.dateOfBirth !== dateOfBirth) {
    await audit(staff, { action: "patient.consent_lookup", entity: "patient", hospitalId, outcome: "failure", details: { reason: "no_match" } });
    return null;
  }
  await giveBack(attempt);
  return { id: row.id, firstName: row.firstName, lastName: row.lastName, birthYear: Number(row.dateOfBirth.slice(0, 4)), linked: false };
}

/** Marks an unused, unexpired code of the patient used by the hospital; false when there is none. */
async function useConsentCode(tx: DbOrTx, patientId: string, code: string, hospitalId: string): Promise<boolean> {
  const used = await tx
    .update(patientConsentCodes)
    .set({ usedAt: sql`now()`, usedByHospitalId: hospitalId })
    .where(
      and(
        eq(patientConsentCodes.patientId, patientId),
        eq(patientConsentCodes.codeHash, consentCodeHash(patientId, code)),
        isNull(patientConsentCodes.usedAt),
        gt(patientConsentCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: patientConsentCodes.id });
  return used.length > 0;
}

type LinkOutcome = { link: PatientLink } | { failed: true };

// POST /api/patients/{id}/link: the patient's consent (date of birth or portal code) links them to
// the actor's hospital. An unknown number, a wrong date and a wrong or used code are alike 404.
export async function linkPatient(actor: Actor, patientId: string, input: LinkPatientInput & { hospitalId?: string }): Promise<PatientLink> {
  const staff = requireClinical(actor);
  const hospitalId = requiredTenantOf(staff, input.hospitalId);
  const number = normalNumber(patientId);
  const method = input.consentCode ? "consent_code" : "date_of_birth";
  // The slot is taken before the proof is checked (one atomic count); a link gives it back.
  const attempt = await takeAttempt(proofLimits(number, staff), TOO_MANY);

  const outcome = await getDb().transaction(async (tx): Promise<LinkOutcome> => {
    await assertHospitalWritable(staff, hospitalId, tx);
    const [patient] = await tx
      .select({ id: patients.id, dateOfBirth: patients.dateOfBirth })
      .from(patients)
      .where(and(eq(patients.id, number), eq(patients.isActive, true)))
      .limit(1);
    const proven = patient
      ? input.consentCode
        ? await useConsentCode(tx, patient.id, input.consentCode, hospitalId)
        : patient.dateOfBirth === input.dateOfBirth
      : false;
    if (!patient || !proven) return { failed: true };

    const inserted = await tx
      .insert(patientHospitals)
      .values({ patientId: patient.id, hospitalId, source: "consent" })
      .onConflictDoNothing()
      .returning({ source: patientHospitals.source, linkedAt: patientHospitals.linkedAt });
    const [existing] = inserted.length
      ? inserted
      : await tx
          .select({ source: patientHospitals.source, linkedAt: patientHospitals.linkedAt })
          .from(patientHospitals)
          .where(and(eq(patientHospitals.patientId, patient.id), eq(patientHospitals.hospitalId, hospitalId)));
    const alreadyLinked = inserted.length === 0;
    if (!alreadyLinked) {
      const [hospital] = await tx.select({ name: hospitals.name }).from(hospitals).where(eq(hospitals.id, hospitalId));
      await notify(tx, [
        {
          to: { patientId: patient.id },
          notice: {
            title: "A hospital can now see your record",
            message: `${hospital?.name ?? "A hospital"} linked your health record with your consent. It sees your details and its own appointments and records of you.`,
            type: "privacy",
          },
        },
      ]);
    }
    await audit(staff, { action: "patient.link", entity: "patient", entityId: patient.id, hospitalId, details: { method, alreadyLinked } }, tx);
    return { link: { patientId: patient.id, hospitalId, source: existing.source, linkedAt: existing.linkedAt.toISOString(), alreadyLinked } };
  });

  if ("failed" in outcome) {
    await audit(staff, { action: "patient.link", entity: "patient", hospitalId, outcome: "failure", details: { method, reason: "no_match" } });
    throw patientNotFound();
  }
  await giveBack(attempt);
  return outcome.link;
}

function newCode(): string {
  let code = "";
  for (let i = 0; i < CONSENT_CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

// POST /api/portal/consent-code: a six-character code, valid 15 minutes, that lets one hospital
// link the signed-in patient. Only its keyed hash is stored.
export async function createConsentCode(actor: Actor): Promise<{ code: string; expiresAt: string }> {
  if (actor.kind === "anonymous") throw notSignedIn();
  if (actor.kind !== "patient") throw forbidden();
  const limits: Limit[] = [{ key: `consent-code:patient:${actor.patientId}`, max: CONSENT_CODES_PER_HOUR, windowSeconds: 3600 }];
  await takeAttempt(limits, "You have created many codes in the last hour. Please use the latest one or wait.");
  const code = newCode();
  const [row] = await getDb()
    .insert(patientConsentCodes)
    .values({
      patientId: actor.patientId,
      codeHash: consentCodeHash(actor.patientId, code),
      expiresAt: sql`now() + make_interval(mins => ${CONSENT_CODE_MINUTES})`,
    })
    .returning({ id: patientConsentCodes.id, expiresAt: patientConsentCodes.expiresAt });
  await audit(actor, { action: "patient.consent_code", entity: "patient", entityId: actor.patientId, details: { codeId: row.id } });
  return { code, expiresAt: row.expiresAt.toISOString() };
}
