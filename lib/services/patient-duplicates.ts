import { sql } from "drizzle-orm";

import type { DbOrTx } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { patientHospitals, patients } from "@/lib/db/schema";
import { ServiceError } from "@/lib/errors";

import { PHONE_SEARCH_MIN_DIGITS, storedPhoneDigits } from "./phone";

// Duplicate patients (issue 13, API.md Patients): before a registration inserts, look for a likely
// copy of the person: the same date of birth and a similar name (either order), the same phone
// (digits with the country code), or the same national ID (its keyed hash).

/**
 * pg_trgm similarity of "first last" (or "last first") that makes a likely duplicate among people
 * born the same day. A typo scores well above it ("Brian Mugisha"/"Brain Mugisha" 0.56), and twins
 * who share only the surname stay below it ("Amina Nakato"/"Sarah Nakato" 0.37).
 */
export const DUPLICATE_NAME_SIMILARITY = 0.5;

export const POSSIBLE_DUPLICATE = "This patient may already be registered. Check the matching records before registering a new one.";
export const ALREADY_REGISTERED =
  "You are already registered. Sign in to the patient portal with your health number and date of birth; if you have lost your health number, ask the reception of a hospital that registered you.";

export type DuplicateProbe = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  phone: string;
  countryOfOrigin: string;
  nationalIdHash: string | null;
};

/** A candidate as the 409 shows it: the health number, the names and the date of birth. */
export type DuplicateCandidate = { id: string; firstName: string; lastName: string; dateOfBirth: string };
type FoundCandidate = DuplicateCandidate & { visible: boolean; sameNationalId: boolean };

const phoneKey = (probe: DuplicateProbe): string | null => {
  const digits = storedPhoneDigits(probe.phone, probe.countryOfOrigin);
  return digits.length >= PHONE_SEARCH_MIN_DIGITS ? digits : null;
};

/**
 * Serialises registrations that could duplicate each other, for the rest of the transaction: one
 * lock per date of birth, then one per phone (always in that order, so two never wait on each
 * other in a cycle). The check and the insert that follow it see every committed registration.
 */
export async function lockRegistrationKeys(tx: DbOrTx, probe: DuplicateProbe): Promise<void> {
  const keys = [`patient-register:dob:${probe.dateOfBirth}`];
  const phone = phoneKey(probe);
  if (phone) keys.push(`patient-register:phone:${phone}`);
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * Likely duplicates of the person being registered, with whether `hospitalId` may see each (linked
 * to it); every candidate is visible when `hospitalId` is null (system_admin). One statement: the
 * date-of-birth index narrows the name comparison, the phone and national ID use their indexes.
 */
export async function findLikelyDuplicates(tx: DbOrTx, probe: DuplicateProbe, hospitalId: string | null): Promise<FoundCandidate[]> {
  const name = `${probe.firstName} ${probe.lastName}`;
  const swapped = `${probe.lastName} ${probe.firstName}`;
  const fullName = sql`(${patients.firstName} || ' ' || ${patients.lastName})`;
  const phone = phoneKey(probe);
  const conditions = [
    sql`(${patients.dateOfBirth} = ${probe.dateOfBirth} and greatest(similarity(${fullName}, ${name}), similarity(${fullName}, ${swapped})) >= ${DUPLICATE_NAME_SIMILARITY})`,
  ];
  if (phone) conditions.push(sql`${patients.phoneDigits} = ${phone}`);
  if (probe.nationalIdHash) conditions.push(sql`${patients.nationalIdHash} = ${probe.nationalIdHash}`);
  const visible = hospitalId
    ? sql`exists (select 1 from ${patientHospitals} where ${patientHospitals.patientId} = ${patients.id} and ${patientHospitals.hospitalId} = ${hospitalId})`
    : sql`true`;
  return queryRows<FoundCandidate>(
    tx,
    sql`select ${patients.id} as "id", ${patients.firstName} as "firstName", ${patients.lastName} as "lastName",
        ${patients.dateOfBirth}::text as "dateOfBirth", ${visible} as "visible",
        coalesce(${patients.nationalIdHash} = ${probe.nationalIdHash}, false) as "sameNationalId"
      from ${patients}
      where ${sql.join(conditions, sql` or `)}
      order by ${patients.id}
      limit 50`,
  );
}

const normalName = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();
const storedName = (column: typeof patients.firstName | typeof patients.lastName) => sql`lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`;

/**
 * Self-registration: the health number of a patient with the same names (case and spacing aside),
 * date of birth and phone, or null. Such a person gets the portal's recovery path, not a second number.
 */
export async function findSamePerson(tx: DbOrTx, probe: DuplicateProbe): Promise<string | null> {
  const phone = phoneKey(probe);
  if (!phone) return null;
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select ${patients.id} as "id" from ${patients}
      where ${patients.dateOfBirth} = ${probe.dateOfBirth} and ${patients.phoneDigits} = ${phone}
        and ${storedName(patients.firstName)} = ${normalName(probe.firstName)}
        and ${storedName(patients.lastName)} = ${normalName(probe.lastName)}
      limit 1`,
  );
  return row?.id ?? null;
}

/** The staff 409: candidates the hospital may see, the others only counted. */
export function possibleDuplicate(found: FoundCandidate[]): ServiceError {
  const candidates = found.filter((c) => c.visible).map(({ id, firstName, lastName, dateOfBirth }) => ({ id, firstName, lastName, dateOfBirth }));
  return new ServiceError(409, POSSIBLE_DUPLICATE, undefined, undefined, {
    code: "possible_duplicate",
    candidates,
    otherCount: found.length - candidates.length,
  });
}

export const alreadyRegistered = () => new ServiceError(409, ALREADY_REGISTERED, undefined, undefined, { code: "already_registered" });

/** Whether an error is the staff duplicate 409 (its candidates are audited as shown). */
export function duplicateDetails(error: unknown): { candidates: DuplicateCandidate[]; otherCount: number } | null {
  if (!(error instanceof ServiceError) || error.extra?.code !== "possible_duplicate") return null;
  return { candidates: error.extra.candidates as DuplicateCandidate[], otherCount: error.extra.otherCount as number };
}
