import { sql, type SQL } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { EMERGENCY, type PublicDoctorsQuery } from "@/lib/validation/public-directory";

import { HORIZON_DAYS, nextFreeSlotCtes, takesBookingsSql, WINDOW_DAYS } from "./doctor-availability";

// The public doctor directory (issue 18; GET /api/public/doctors, /doctors when signed out, the
// hospital page). Public data has its own query here, which names its public columns: never a
// doctor's email, phone, licence number or user id. Only doctors a booking would accept are
// listed: the doctor and its user account active, its department active, its hospital active
// (a deactivated hospital is hidden from the public, issue 16).

export { MIN_BOOKING_LEAD_MINUTES } from "./doctor-availability";

export type PublicDoctor = {
  id: string;
  firstName: string;
  lastName: string;
  specialization: string;
  departmentId: string;
  departmentName: string;
  hospitalId: string;
  hospitalName: string;
  city: string;
  country: string;
  /** The hospital's IANA time zone: slots are shown in it. */
  timezone: string;
  experienceYears: number;
  qualification: string;
  languages: string[];
  bio: string | null;
  /**
   * The first slot a patient's booking would accept (DIRECTORY_SLOT_MINUTES long), ISO; null when
   * none within the horizon, or when the hospital takes no bookings (its subscription ended).
   */
  nextAvailable: string | null;
};

export type PublicDoctorPage = { items: PublicDoctor[]; limit: number; offset: number; hasMore: boolean };

/**
 * The doctors the directory lists, with their account, hospital and department (`d`, `u`, `h`,
 * `dep`), and the condition that lists them: the doctor, its account, its department and its
 * hospital active. One definition for the directory, its sitemap links and the slots endpoint.
 */
export const LISTED_DOCTORS_FROM = sql`doctors d
      join users u on u.id = d.user_id
      join hospitals h on h.id = d.hospital_id
      join departments dep on dep.id = d.department_id and dep.hospital_id = d.hospital_id`;
export const IS_LISTED = sql`d.is_active and u.is_active and h.is_active and dep.is_active`;

/** A department name holding the word "emergency", any case (a PostgreSQL regular expression). */
const EMERGENCY_DEPARTMENT = "\\memergency\\M";

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Words of a name search, lower case, a leading "Dr"/"Dr." dropped, at most five. */
export function nameWords(search: string | undefined): string[] {
  const words = (search ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length > 1 && /^dr\.?$/.test(words[0])) words.shift();
  else if (words.length === 1 && /^dr\.?$/.test(words[0])) return [];
  return words.slice(0, 5);
}

/**
 * The filters besides availability, on `doctors d`, `users u`, `hospitals h`, `departments dep`.
 * Emergency: the specialization Emergency Medicine, or a department whose name holds the word
 * "emergency" (an "Emergency Department", "Accident & Emergency").
 */
function doctorFilters(query: Pick<PublicDoctorsQuery, "specialization" | "hospitalId" | "city" | "country" | "search" | "language">): SQL[] {
  const filters: SQL[] = [IS_LISTED];
  if (query.specialization === EMERGENCY) filters.push(sql`(d.specialization = 'Emergency Medicine' or dep.name ~* ${EMERGENCY_DEPARTMENT})`);
  else if (query.specialization) filters.push(sql`lower(d.specialization) = lower(${query.specialization})`);
  if (query.hospitalId) filters.push(sql`d.hospital_id = ${query.hospitalId}`);
  if (query.city) filters.push(sql`lower(h.city) = lower(${query.city})`);
  if (query.country) filters.push(sql`lower(h.country) = lower(${query.country})`);
  for (const word of nameWords(query.search)) {
    const pattern = `%${likeEscape(word)}%`;
    filters.push(sql`(coalesce(u.first_name, '') ilike ${pattern} or coalesce(u.last_name, '') ilike ${pattern})`);
  }
  if (query.language) filters.push(sql`exists (select 1 from unnest(d.languages) as l(name) where lower(l.name) = lower(${query.language}))`);
  return filters;
}

/**
 * The statement of one page of the directory (`limit` rows from `offset`), ordered by the next
 * available slot (none last), then last and first name. With an availability filter the grid
 * covers that window and doctors without a free slot in it are left out; without one it covers
 * HORIZON_DAYS. Exported so that the benchmark runs the very same SQL.
 */
export function publicDoctorsSql(query: PublicDoctorsQuery, now: Date, limit: number, offset: number): SQL {
  const days = query.availability ? WINDOW_DAYS[query.availability] : HORIZON_DAYS;
  return sql`with matching as (
      select d.id, d.hospital_id, h.timezone, ${takesBookingsSql(now)} as takes_bookings,
        coalesce(u.first_name, '') as first_name, coalesce(u.last_name, '') as last_name,
        d.specialization, d.department_id, dep.name as department_name, h.name as hospital_name, h.city, h.country,
        d.experience, d.qualification, d.languages, d.bio
      from ${LISTED_DOCTORS_FROM}
      where ${sql.join(doctorFilters(query), sql` and `)}
    ),
    ${nextFreeSlotCtes(days, now)}
    select m.id as "id", m.first_name as "firstName", m.last_name as "lastName", m.specialization as "specialization",
      m.department_id as "departmentId", m.department_name as "departmentName", m.hospital_id as "hospitalId",
      m.hospital_name as "hospitalName", m.city as "city", m.country as "country", m.timezone as "timezone",
      m.experience as "experienceYears", m.qualification as "qualification", m.languages as "languages", m.bio as "bio",
      f.next_available as "nextAvailable"
    from matching m
    left join next_free f on f.doctor_id = m.id
    ${query.availability ? sql`where f.next_available is not null` : sql``}
    order by f.next_available nulls last, m.last_name, m.first_name, m.id
    limit ${limit}::int offset ${offset}::int`;
}

type DoctorRow = Omit<PublicDoctor, "nextAvailable"> & { nextAvailable: Date | string | null };

const toPublicDoctor = (row: DoctorRow): PublicDoctor => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  specialization: row.specialization,
  departmentId: row.departmentId,
  departmentName: row.departmentName,
  hospitalId: row.hospitalId,
  hospitalName: row.hospitalName,
  city: row.city,
  country: row.country,
  timezone: row.timezone,
  experienceYears: Number(row.experienceYears),
  qualification: row.qualification,
  languages: row.languages ?? [],
  bio: row.bio,
  nextAvailable: row.nextAvailable === null ? null : new Date(row.nextAvailable).toISOString(),
});

/** One page of doctors by the directory's order, and whether another follows (one row more is read). */
export async function readPublicDoctors(db: DbOrTx, query: PublicDoctorsQuery, now: Date): Promise<PublicDoctorPage> {
  const rows = await queryRows<DoctorRow>(db, publicDoctorsSql(query, now, query.limit + 1, query.offset));
  return { items: rows.slice(0, query.limit).map(toPublicDoctor), limit: query.limit, offset: query.offset, hasMore: rows.length > query.limit };
}

// GET /api/public/doctors and /doctors: anyone; the same answer for every caller.
export async function searchPublicDoctors(_actor: Actor, query: PublicDoctorsQuery, now = new Date()): Promise<PublicDoctorPage> {
  return readPublicDoctors(getDb(), query, now);
}

/** Doctors listed by the directory, for the sitemap: at most `limit`, by hospital and id. */
export async function listPublicDoctorLinks(limit: number, db: DbOrTx = getDb()): Promise<{ id: string; hospitalId: string; updatedAt: Date }[]> {
  const rows = await queryRows<{ id: string; hospitalId: string; updatedAt: Date | string }>(
    db,
    sql`select d.id as "id", d.hospital_id as "hospitalId", d.updated_at as "updatedAt"
      from ${LISTED_DOCTORS_FROM}
      where ${IS_LISTED}
      order by d.hospital_id, d.id
      limit ${limit}::int`,
  );
  return rows.map((r) => ({ ...r, updatedAt: new Date(r.updatedAt) }));
}
