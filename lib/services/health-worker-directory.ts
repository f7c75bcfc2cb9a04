import { sql, type SQL } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { audit } from "@/lib/audit";
import { roleFilterCodes, roleLabel } from "@/lib/constants/health-worker-roles";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { healthWorkerSearchWords, healthWorkers } from "@/lib/db/schema";
import { ServiceError } from "@/lib/errors";
import { DIRECTORY_PAGE_SIZE, type DirectoryQuery } from "@/lib/validation/health-worker-public";

// The public health worker directory (GET /api/health-workers/public-search and
// /health-worker-directory) and the public profile (GET /api/health-workers/profile/{id} and
// /health-worker/{id}). Public data has its own queries here, which select the public columns by
// name: never an email, phone, date of birth, address, emergency contact or password hash (the
// profile's contact details only for a signed-in hospital administrator). Only active public
// profiles exist for these readers; anything else is not found.

export type DirectoryItem = {
  id: string;
  healthWorkerId: string;
  firstName: string;
  lastName: string;
  employmentStatus: string;
  role: string;
  roleLabel: string;
  specialization: string | null;
  experienceYears: number;
  nationality: string | null;
  languages: string[];
  skills: string[];
  licenseVerified: boolean;
};

export type DirectoryPage = { items: DirectoryItem[]; page: number; pageSize: number; offset: number; hasMore: boolean };

/**
 * How close a word of a search must be to a word of the dictionary (pg_trgm word similarity,
 * 0..1): 0.3, as the patient search (lib/services/patient-directory.ts) found for one wrong,
 * missing or doubled letter in a short word ("nruse" for "nurse" scores 0.33, "flebotomy" for
 * "phlebotomy" 0.7); a beginning of a word scores 1 ("rehab" for "rehabilitation"). Set per
 * transaction with `directorySearchSettings()`.
 */
export const DIRECTORY_MATCH_THRESHOLD = 0.3;
/** The dictionary words one search word may mean, closest first. */
export const WORDS_PER_SEARCH_WORD = 16;

/** Run in the same transaction before `directoryWordsSql` (the benchmark does too). */
export const directorySearchSettings = (): SQL =>
  sql`select set_config('pg_trgm.word_similarity_threshold', ${String(DIRECTORY_MATCH_THRESHOLD)}, true)`;

/**
 * Words of a search, split as the search words are (anything but a letter or digit separates
 * them, as pg_trgm does), lower case, at most five.
 */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  return search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 5);
}

// The partial indexes (search words, name order) cover exactly these rows: the condition is
// written as their predicate so that the planner can use them.
const PUBLIC_ROWS = sql`${healthWorkers.isPublicProfile} and ${healthWorkers.isActive}`;

const itemColumns = sql`${healthWorkers.id} as "id", ${healthWorkers.healthWorkerId} as "healthWorkerId",
  ${healthWorkers.firstName} as "firstName", ${healthWorkers.lastName} as "lastName",
  ${healthWorkers.employmentStatus} as "employmentStatus", ${healthWorkers.role} as "role",
  ${healthWorkers.specialization} as "specialization", ${healthWorkers.experienceYears} as "experienceYears",
  ${healthWorkers.nationality} as "nationality", ${healthWorkers.languages} as "languages",
  ${healthWorkers.skills} as "skills", (${healthWorkers.licenseVerifiedAt} is not null) as "licenseVerified"`;

/** The rows a page asks for: `limit`/`offset` when given (the list convention), else 20 a page. */
export function directoryWindow(query: Pick<DirectoryQuery, "page" | "limit" | "offset">) {
  const pageSize = query.limit ?? DIRECTORY_PAGE_SIZE;
  const offset = query.offset ?? (query.page - 1) * pageSize;
  return { pageSize, offset, page: query.offset === undefined ? query.page : Math.floor(offset / pageSize) + 1 };
}

/** For each word of a search: the dictionary words it may mean, and the closest of them. */
export type WordMatches = { words: string[]; best: string[] }[];

const textArray = (values: string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

/**
 * Step 1 of a search: for each word of the search, the dictionary words within the trigram
 * threshold (GIN trigram index of a few thousand words), at most WORDS_PER_SEARCH_WORD, closest
 * first (word similarity, which lets a beginning match a whole word, then the similarity of the
 * whole words, which prefers "faith" to "family" for "faath"), the closest marked. Run after
 * `directorySearchSettings()`.
 */
export function directoryWordsSql(words: string[]): SQL {
  return sql`select q.i::int as "i", c.word as "word", (c.closeness = 1) as "best"
    from unnest(${textArray(words)}) with ordinality as q(w, i)
    cross join lateral (
      select d.word, rank() over (order by word_similarity(q.w, d.word) desc, similarity(q.w, d.word) desc) as closeness
      from ${healthWorkerSearchWords} d
      where q.w <% d.word
      order by closeness, d.word
      limit ${WORDS_PER_SEARCH_WORD}
    ) c
    order by 1, 3 desc, 2`;
}

/** The rows of step 1 as matches per search word; null when a word means nothing (no result then). */
export function toWordMatches(count: number, rows: { i: number; word: string; best: boolean }[]): WordMatches | null {
  const matches: WordMatches = Array.from({ length: count }, () => ({ words: [], best: [] }));
  for (const row of rows) {
    const match = matches[Number(row.i) - 1];
    match.words.push(row.word);
    if (row.best) match.best.push(row.word);
  }
  return matches.every((m) => m.words.length > 0) ? matches : null;
}

/** The filters of the directory (besides the search), as conditions on the active public profiles. */
function filterConditions(query: DirectoryQuery): SQL[] {
  const filters: SQL[] = [PUBLIC_ROWS];
  if (query.role) {
    const codes = roleFilterCodes(query.role);
    filters.push(sql`${healthWorkers.role} in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`);
  }
  if (query.language) {
    filters.push(sql`exists (select 1 from unnest(${healthWorkers.languages}) as l(name) where lower(l.name) = ${query.language.toLowerCase()})`);
  }
  if (query.available) filters.push(sql`${healthWorkers.employmentStatus} <> 'employed'`);
  if (query.minExperience !== undefined) filters.push(sql`${healthWorkers.experienceYears} >= ${query.minExperience}`);
  return filters;
}

/** Rows holding, for every word of the search, one of `pick(match)` (the GIN index on the search words). */
const holdingWords = (matches: WordMatches, pick: (m: WordMatches[number]) => string[]) =>
  sql.join(
    matches.map((m) => sql`${healthWorkers.searchWords} && ${textArray(pick(m))}`),
    sql` and `,
  );

// Without a search the directory reads by name (the partial name index); search results, within a
// tier of closeness, newest first (the partial recency index): no word of a search correlates with
// that order, whereas a surname's rows sit together in name order, so that walking the name index
// for them, as the planner would for a word it thinks common, reads half the table.
const BY_NAME = sql`${healthWorkers.lastName}, ${healthWorkers.firstName}, ${healthWorkers.id}`;
const NEWEST_FIRST = sql`${healthWorkers.createdAt} desc nulls last, ${healthWorkers.id} desc nulls last`;

/**
 * Step 2, a statement of the directory: active public profiles, filtered, by name; or, holding the
 * given words, newest first. `limit` rows from `offset`. The planner sees the words, so it reads
 * rare ones through the GIN index on the search words and walks the recency index for common ones,
 * stopping at the page. `fenced`: every matching row is read (through the GIN index) and then
 * sorted, never the index walked: for the words a search may mean besides the closest, which are
 * read only when the closest are few, and whose number the planner overestimates (it would walk
 * the index past most of the table). Exported so that the benchmark runs the very same SQL.
 */
export function directorySql(query: DirectoryQuery, words: SQL | null, limit: number, offset = 0, fenced = false): SQL {
  const conditions = filterConditions(query);
  if (words) conditions.push(words);
  const where = sql.join(conditions, sql` and `);
  if (fenced) {
    // NOTE: `offset 0` keeps the planner from pushing the order and the limit into the subquery.
    return sql`select * from (select ${itemColumns}, ${healthWorkers.createdAt} as "createdAt" from ${healthWorkers} where ${where} offset 0) as matching
      order by "createdAt" desc, "id" desc
      limit ${limit} offset ${offset}`;
  }
  return sql`select ${itemColumns} from ${healthWorkers}
    where ${where}
    order by ${words ? NEWEST_FIRST : BY_NAME}
    limit ${limit} offset ${offset}`;
}

type ItemRow = Omit<DirectoryItem, "roleLabel">;

const toItem = (row: ItemRow): DirectoryItem => ({
  id: row.id,
  healthWorkerId: row.healthWorkerId,
  firstName: row.firstName,
  lastName: row.lastName,
  employmentStatus: row.employmentStatus,
  role: row.role,
  roleLabel: roleLabel(row.role),
  specialization: row.specialization,
  experienceYears: Number(row.experienceYears),
  nationality: row.nationality,
  languages: row.languages ?? [],
  skills: row.skills ?? [],
  licenseVerified: Boolean(row.licenseVerified),
});

/**
 * The rows of one page and one more (to tell whether another follows), by the directory's order:
 * without a search, by name; with one, the rows holding the closest word for every word of the
 * search first, then those holding any word it may mean, each newest first. The closest rows are
 * read first; the others only when the closest do not fill the page (then the matching rows,
 * less the closest ones already read). Statements: the dictionary lookup when searching, then
 * one or two selects. The pg_trgm threshold must be set (`directorySearchSettings()`).
 */
export async function runDirectoryQuery(db: DbOrTx, query: DirectoryQuery): Promise<ItemRow[]> {
  const { pageSize, offset } = directoryWindow(query);
  if (!query.search) return queryRows<ItemRow>(db, directorySql(query, null, pageSize + 1, offset));
  const words = searchWords(query.search);
  if (words.length === 0) return [];
  const matches = toWordMatches(words.length, await queryRows<{ i: number; word: string; best: boolean }>(db, directoryWordsSql(words)));
  if (!matches) return [];
  const take = offset + pageSize + 1;
  const closest = await queryRows<ItemRow>(db, directorySql(query, holdingWords(matches, (m) => m.best), take));
  const onlyClosest = matches.every((m) => m.words.length === m.best.length);
  let rows = closest;
  if (closest.length < take && !onlyClosest) {
    const seen = new Set(closest.map((r) => r.id));
    const any = await queryRows<ItemRow>(db, directorySql(query, holdingWords(matches, (m) => m.words), take + closest.length, 0, true));
    rows = [...closest, ...any.filter((r) => !seen.has(r.id))];
  }
  return rows.slice(offset, take);
}

// GET /api/health-workers/public-search and the directory page: anyone; public profiles only.
export async function searchDirectory(_actor: Actor, query: DirectoryQuery, db: DbOrTx = getDb()): Promise<DirectoryPage> {
  const { pageSize, offset, page } = directoryWindow(query);
  const rows = await db.transaction(async (tx) => {
    if (query.search) await tx.execute(directorySearchSettings());
    return runDirectoryQuery(tx, query);
  });
  return { items: rows.slice(0, pageSize).map(toItem), page, pageSize, offset, hasMore: rows.length > pageSize };
}

// ---- the public profile ---------------------------------------------------------------------

export const PROFILE_NOT_FOUND = {
  title: "Profile Not Found",
  description: "The health worker profile you're looking for doesn't exist or has been removed.",
} as const;

export type PublicProfile = DirectoryItem & {
  qualifications: string | null;
  licenseNumber: string | null;
  licenseVerifiedAt: string | null;
  /** Whole years, computed from the date of birth, which is never answered; null without one. */
  age: number | null;
  isPublicProfile: true;
  createdAt: string;
  updatedAt: string;
  /** Contact details: only for a signed-in hospital administrator (and system_admin), absent otherwise. */
  email?: string;
  phone?: string;
};

/** Hospital administrators reach workers by contact details; visitors through an employment request. */
export const seesContactDetails = (actor: Actor) => actor.kind === "staff" && (actor.role === "hospital_admin" || actor.role === "system_admin");

const notFoundProfile = () => new ServiceError(404, `${PROFILE_NOT_FOUND.title}: ${PROFILE_NOT_FOUND.description}`);

type ProfileRow = ItemRow & {
  qualifications: string | null;
  licenseNumber: string | null;
  licenseVerifiedAt: string | null;
  age: number | null;
  createdAt: string;
  updatedAt: string;
  email: string;
  phone: string;
};

/**
 * GET /api/health-workers/profile/{id} and /health-worker/{id}: an active public profile by its
 * HW- number (any case) or record id; 404 for an unknown, private or inactive one alike. The age is
 * computed in the database; the date of birth never leaves it.
 */
export async function getPublicProfile(actor: Actor, healthWorkerId: string, db: DbOrTx = getDb()): Promise<PublicProfile> {
  const key = healthWorkerId.trim();
  if (!key || key.length > 100) throw notFoundProfile();
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`select ${itemColumns}, ${healthWorkers.qualifications} as "qualifications",
        ${healthWorkers.licenseNumber} as "licenseNumber",
        to_char(${healthWorkers.licenseVerifiedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "licenseVerifiedAt",
        extract(year from age(current_date, ${healthWorkers.dateOfBirth}))::int as "age",
        to_char(${healthWorkers.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
        to_char(${healthWorkers.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "updatedAt",
        ${healthWorkers.email} as "email", ${healthWorkers.phone} as "phone"
      from ${healthWorkers}
      where ${PUBLIC_ROWS} and (${healthWorkers.healthWorkerId} = ${key.toUpperCase()} or ${healthWorkers.id} = ${key})
      limit 1`,
  );
  if (!row) throw notFoundProfile();
  const { email, phone, qualifications, licenseNumber, licenseVerifiedAt, age, createdAt, updatedAt, ...item } = row;
  const profile: PublicProfile = {
    ...toItem(item),
    qualifications,
    licenseNumber,
    licenseVerifiedAt,
    age: age === null ? null : Number(age),
    isPublicProfile: true,
    createdAt,
    updatedAt,
  };
  if (!seesContactDetails(actor)) return profile;
  // Who looked up which worker's contact details.
  await audit(actor, { action: "health_worker.contact_view", entity: "health_worker", entityId: row.id }, db);
  return { ...profile, email, phone };
}

/** Active public profiles for the sitemap, at most `limit`, in the order of the partial name index. */
export async function listPublicProfileLinks(limit: number, db: DbOrTx = getDb()): Promise<{ healthWorkerId: string; updatedAt: Date }[]> {
  return db
    .select({ healthWorkerId: healthWorkers.healthWorkerId, updatedAt: healthWorkers.updatedAt })
    .from(healthWorkers)
    .where(PUBLIC_ROWS)
    .orderBy(healthWorkers.lastName, healthWorkers.firstName, healthWorkers.id)
    .limit(limit);
}
