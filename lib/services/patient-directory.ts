import { sql, type SQL } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requiredTenantOf, tenantOf } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { HEALTH_NUMBER_PATTERN, PATIENT_SEARCH_MAX_RESULTS } from "@/lib/constants/patient";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { appointments, patientAliases, patientHospitals, patients } from "@/lib/db/schema";
import { patientSearchTermSchema, type ListPatientsQuery } from "@/lib/validation/patient-list";

import { requireClinical } from "./patient-access";
import { findPatientForConsent, type UnlinkedPatientMatch } from "./patient-links";
import { phoneSearchDigits } from "./phone";

// Patient Management's list (GET /api/patients) and the scheduling picker (GET
// /api/patients/search/{term}). Name search is fuzzy (pg_trgm word similarity, served by the GIN
// index on first_name || ' ' || last_name); health numbers match exactly (primary key) or by
// fragment (GIN index on id); a phone number in any form matches the digits with the country code
// by substring (GIN trigram index on phone_digits). Both are one statement each, whatever the filters.

export type PatientListItem = {
  id: string;
  firstName: string;
  lastName: string;
  middleName: string | null;
  email: string | null;
  phone: string;
  bloodType: string | null;
  isActive: boolean;
  dateOfBirth: string;
  gender: string;
  verificationStatus: string;
  registrationSource: string;
};

export type PatientSearchItem = { id: string; firstName: string; lastName: string; phone: string };
/** A linked patient with their phone, or an unlinked one with name and year of birth only. */
export type PatientSearchResult = (PatientSearchItem & { linked: true }) | UnlinkedPatientMatch;

export type PatientListFilter = Partial<Pick<ListPatientsQuery, "search" | "status" | "departmentId" | "limit" | "offset">>;

/**
 * How close each word of a name search must be to a word of the name (pg_trgm word_similarity,
 * 0..1). The default 0.6 misses a swapped letter ("Mugsiha" for "Mugisha" scores 0.38) and 0.35
 * still missed one changed vowel in a short name ("Neama" for "Neema", 0.33, found by the
 * benchmark); 0.3 keeps unrelated names out. Set per transaction with `patientSearchSettings()`.
 */
export const NAME_MATCH_THRESHOLD = 0.3;

/** Run in the same transaction before a searching `patientListSql` (the benchmark does too). */
export const patientSearchSettings = (): SQL =>
  sql`select set_config('pg_trgm.word_similarity_threshold', ${String(NAME_MATCH_THRESHOLD)}, true)`;

// Written exactly as the index expression so that the planner can use patients_name_trgm_idx.
const fullName = sql`(${patients.firstName} || ' ' || ${patients.lastName})`;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A health number or a fragment of one ("UG-PAT-2026-001", "2026-0"), or a phone number: it has digits; names do not. */
const isNumberTerm = (term: string) => /\d/.test(term) || /-PAT/i.test(term);

/**
 * The match condition of a search term and the ranking that puts the best match first.
 * A number: exact (primary key) or a fragment (GIN on id). A name: every word of the term close
 * to a word of the name (one GIN scan with a key per word, so "Amina Nakato" does not return
 * every Amina and every Nakato of the network to be rechecked).
 */
function termMatch(term: string): { where: SQL; rank: SQL; exact: SQL | null } {
  if (isNumberTerm(term)) {
    const number = term.toUpperCase();
    // A merged number finds the record it was merged into (patient_aliases, patient-merge.ts).
    const exact = sql`(${patients.id} = ${number} or ${patients.id} = (select ${patientAliases.patientId} from ${patientAliases} where ${patientAliases.aliasId} = ${number}))`;
    // A whole number matches itself only; a fragment needs a trigram, or the GIN index would be read
    // whole. A number can only start with its country code, so "UG-PAT-2026-0" is a prefix (fewer
    // trigram candidates, and a range of the primary key under the C collation).
    const partial = number.length >= 3 && !HEALTH_NUMBER_PATTERN.test(number);
    const pattern = /^[A-Z]{2}-PAT/.test(number) ? `${escapeLike(number)}%` : `%${escapeLike(number)}%`;
    const fragment = partial ? sql` or ${patients.id} like ${pattern}` : sql``;
    const phone = phoneSearchDigits(term);
    const byPhone = phone ? sql` or ${patients.phoneDigits} like ${`%${phone}%`}` : sql``;
    return { where: sql`(${exact}${fragment}${byPhone})`, rank: sql`(${exact}) desc, ${patients.id}`, exact };
  }
  // Words without a letter or digit have no trigrams, and a trigram-less key makes GIN read itself whole.
  const words = term.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).slice(0, 5);
  return {
    where: words.length ? sql`(${sql.join(words.map((word) => sql`${word} <% ${fullName}`), sql` and `)})` : sql`false`,
    rank: sql`word_similarity(${term}, ${fullName}) desc, ${patients.lastName}, ${patients.firstName}, ${patients.id}`,
    exact: null,
  };
}

const listColumns = sql`${patients.id} as "id", ${patients.firstName} as "firstName", ${patients.lastName} as "lastName",
  ${patients.middleName} as "middleName", ${patients.email} as "email", ${patients.phone} as "phone",
  ${patients.bloodType} as "bloodType", ${patients.isActive} as "isActive", ${patients.dateOfBirth}::text as "dateOfBirth",
  ${patients.gender} as "gender", ${patients.verificationStatus} as "verificationStatus",
  ${patients.registrationSource} as "registrationSource"`;

/**
 * The one statement behind GET /api/patients: the hospital's linked patients, filtered, best
 * match first when searching (the exact number before fragments; the closest name first),
 * otherwise the most recently linked first. Exported so that the benchmark runs the very same
 * SQL (after `patientSearchSettings()` in the same transaction when searching by name).
 */
export function patientListSql(hospitalId: string, query: PatientListFilter): SQL {
  const filters: SQL[] = [sql`${patientHospitals.hospitalId} = ${hospitalId}`];
  if (query.status) filters.push(sql`${patients.isActive} = ${query.status === "active"}`);
  if (query.departmentId) {
    filters.push(sql`exists (select 1 from ${appointments} where ${appointments.patientId} = ${patients.id}
      and ${appointments.hospitalId} = ${hospitalId} and ${appointments.departmentId} = ${query.departmentId})`);
  }
  const match = query.search ? termMatch(query.search) : null;
  if (match) filters.push(match.where);
  const order = match ? match.rank : sql`${patientHospitals.linkedAt} desc, ${patients.id}`;
  return sql`select ${listColumns}
    from ${patientHospitals} join ${patients} on ${patients.id} = ${patientHospitals.patientId}
    where ${sql.join(filters, sql` and `)}
    order by ${order}
    limit ${query.limit ?? 50} offset ${query.offset ?? 0}`;
}

async function inSearchTransaction<T>(search: boolean, run: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return getDb().transaction(async (tx) => {
    if (search) await tx.execute(patientSearchSettings());
    return run(tx);
  });
}

// GET /api/patients: clinical staff; only patients linked to the hospital (system_admin names one).
export async function listPatients(actor: Actor, query: PatientListFilter & { hospitalId?: string }): Promise<PatientListItem[]> {
  const staff = requireClinical(actor);
  const hospitalId = requiredTenantOf(staff, query.hospitalId);
  const fuzzy = Boolean(query.search) && !isNumberTerm(query.search ?? "");
  return inSearchTransaction(fuzzy, async (tx) => {
    const rows = await queryRows<PatientListItem>(tx, patientListSql(hospitalId, query));
    // Never the search term: it is usually a name.
    const details = { count: rows.length, searching: Boolean(query.search), status: query.status ?? null, departmentId: query.departmentId ?? null };
    await audit(staff, { action: "patient.list", entity: "patient", hospitalId, details }, tx);
    return rows;
  });
}

// GET /api/patients/search/{term}: the scheduling picker. The hospital's linked patients by name
// or number; a patient not linked to it only by the exact health number and the date of birth
// (`dateOfBirth`), answered with name and year of birth alone, to be linked with consent.
export async function searchPatients(actor: Actor, term: string, dateOfBirth?: string): Promise<PatientSearchResult[]> {
  const staff = requireClinical(actor);
  const search = patientSearchTermSchema.parse(term);
  const hospitalId = staff.role === "system_admin" ? null : tenantOf(staff);
  const match = termMatch(search);
  const linked = hospitalId
    ? sql`exists (select 1 from ${patientHospitals}
        where ${patientHospitals.patientId} = ${patients.id} and ${patientHospitals.hospitalId} = ${hospitalId})`
    : sql`true`;
  const rows = await inSearchTransaction(!match.exact, async (tx) => {
    const found = await queryRows<PatientSearchItem>(
      tx,
      sql`select ${patients.id} as "id", ${patients.firstName} as "firstName", ${patients.lastName} as "lastName", ${patients.phone} as "phone"
        from ${patients}
        where ${patients.isActive} and ${match.where} and ${linked}
        order by ${match.rank}
        limit ${PATIENT_SEARCH_MAX_RESULTS}`,
    );
    await audit(staff, { action: "patient.search", entity: "patient", details: { count: found.length } }, tx);
    return found.map((row) => ({ ...row, linked: true as const }));
  });
  const wholeNumber = HEALTH_NUMBER_PATTERN.test(search.toUpperCase());
  if (!hospitalId || !dateOfBirth || !wholeNumber || rows.length > 0) return rows;
  const unlinked = await findPatientForConsent(staff, hospitalId, search, dateOfBirth);
  return unlinked ? [unlinked] : [];
}
