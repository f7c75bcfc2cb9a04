import { sql } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { notFound } from "@/lib/errors";
import { publicDoctorsQuerySchema, type PublicHospitalsQuery } from "@/lib/validation/public-directory";

import { likeEscape, readPublicDoctors, type PublicDoctor } from "./public-directory";

// The public hospital network (issue 18; GET /api/hospitals, GET /api/public/hospitals/{id}, the
// directory's hospital cards and /hospitals/[hospitalId]). Active hospitals only; their public
// columns by name: never the licence number, the administrator, registration documents or the
// subscription's dates.

export type PublicHospital = {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  country: string;
  phone: string;
  email: string;
  website: string | null;
  timezone: string;
  servicesOffered: string[];
  /** Always true: a deactivated hospital is not public (kept for API.md's shape). */
  isActive: boolean;
  subscriptionStatus: string;
  /** Names of its active departments, alphabetical. */
  departments: string[];
  /** Its doctors the directory lists. */
  doctorCount: number;
};

export type PublicHospitalPage = { items: PublicHospital[]; limit: number; offset: number; hasMore: boolean };

export type PublicDepartment = { id: string; name: string; description: string | null; doctorCount: number };

export type PublicHospitalDetail = Omit<PublicHospital, "departments"> & {
  departments: PublicDepartment[];
  /** Its first doctors by next available slot; more through GET /api/public/doctors?hospitalId=. */
  doctors: PublicDoctor[];
  hasMoreDoctors: boolean;
};

/** Doctors shown on a hospital's page; the rest are paged through the doctor search. */
export const HOSPITAL_PAGE_DOCTORS = 50;

// A doctor the directory lists (public-directory.ts): active, of an active user and department.
const LISTED_DOCTOR = sql`d.is_active and exists (select 1 from users u where u.id = d.user_id and u.is_active)`;

const hospitalColumns = sql`h.id as "id", h.name as "name", h.address as "address", h.city as "city", h.state as "state",
  h.country as "country", h.phone as "phone", h.email as "email", h.website as "website", h.timezone as "timezone",
  h.services_offered as "servicesOffered", h.is_active as "isActive", h.subscription_status as "subscriptionStatus"`;

type HospitalRow = Omit<PublicHospital, "doctorCount"> & { doctorCount: number | string };

const toHospital = (row: HospitalRow): PublicHospital => ({
  id: row.id,
  name: row.name,
  address: row.address,
  city: row.city,
  state: row.state,
  country: row.country,
  phone: row.phone,
  email: row.email,
  website: row.website,
  timezone: row.timezone,
  servicesOffered: row.servicesOffered ?? [],
  isActive: row.isActive,
  subscriptionStatus: row.subscriptionStatus,
  departments: row.departments ?? [],
  doctorCount: Number(row.doctorCount),
});

/**
 * One page of active hospitals by name (hospitals_active_name_idx), a search within the name or the
 * city; the departments and doctor counts of the page's hospitals in two grouped subqueries.
 */
export async function readPublicHospitals(db: DbOrTx, query: PublicHospitalsQuery): Promise<PublicHospitalPage> {
  const pattern = query.search ? `%${likeEscape(query.search)}%` : null;
  const rows = await queryRows<HospitalRow>(
    db,
    sql`with page as (
        select h.* from hospitals h
        where h.is_active ${pattern ? sql`and (h.name ilike ${pattern} or h.city ilike ${pattern})` : sql``}
        order by h.name, h.id
        limit ${query.limit + 1}::int offset ${query.offset}::int
      ),
      dept as (
        select dep.hospital_id, array_agg(dep.name order by dep.name) as names
        from departments dep join page p on p.id = dep.hospital_id
        where dep.is_active
        group by dep.hospital_id
      ),
      docs as (
        select d.hospital_id, count(*) as n
        from doctors d
        join page p on p.id = d.hospital_id
        join departments dep on dep.id = d.department_id and dep.hospital_id = d.hospital_id and dep.is_active
        where ${LISTED_DOCTOR}
        group by d.hospital_id
      )
      select ${hospitalColumns}, coalesce(dept.names, '{}') as "departments", coalesce(docs.n, 0) as "doctorCount"
      from page h
      left join dept on dept.hospital_id = h.id
      left join docs on docs.hospital_id = h.id
      order by h.name, h.id`,
  );
  return { items: rows.slice(0, query.limit).map(toHospital), limit: query.limit, offset: query.offset, hasMore: rows.length > query.limit };
}

// GET /api/hospitals: anyone; active hospitals, public fields, the same answer for every caller.
export async function listPublicHospitals(_actor: Actor, query: PublicHospitalsQuery): Promise<PublicHospitalPage> {
  return readPublicHospitals(getDb(), query);
}

// GET /api/public/hospitals/{hospitalId} and /hospitals/[hospitalId]: anyone; 404 for an unknown
// or deactivated hospital alike.
export async function getPublicHospital(_actor: Actor, hospitalId: string, now = new Date()): Promise<PublicHospitalDetail> {
  const db = getDb();
  const id = hospitalId.trim();
  if (!id || id.length > 100) throw notFound("Hospital");
  const [hospital] = await queryRows<Omit<HospitalRow, "departments" | "doctorCount">>(
    db,
    sql`select ${hospitalColumns} from hospitals h where h.id = ${id} and h.is_active limit 1`,
  );
  if (!hospital) throw notFound("Hospital");
  const departments = await queryRows<Omit<PublicDepartment, "doctorCount"> & { doctorCount: number | string }>(
    db,
    sql`select dep.id as "id", dep.name as "name", dep.description as "description",
        (select count(*) from doctors d where d.hospital_id = dep.hospital_id and d.department_id = dep.id and ${LISTED_DOCTOR}) as "doctorCount"
      from departments dep
      where dep.hospital_id = ${id} and dep.is_active
      order by dep.name, dep.id`,
  );
  const doctors = await readPublicDoctors(db, publicDoctorsQuerySchema.parse({ hospitalId: id, limit: HOSPITAL_PAGE_DOCTORS }), now);
  const doctorCount = departments.reduce((sum, d) => sum + Number(d.doctorCount), 0);
  return {
    ...toHospital({ ...hospital, departments: [], doctorCount }),
    departments: departments.map((d) => ({ ...d, doctorCount: Number(d.doctorCount) })),
    doctors: doctors.items,
    hasMoreDoctors: doctors.hasMore,
  };
}

/** Active hospitals for the sitemap: at most `limit`, by name (hospitals_active_name_idx). */
export async function listPublicHospitalLinks(limit: number, db: DbOrTx = getDb()): Promise<{ id: string; updatedAt: Date }[]> {
  const rows = await queryRows<{ id: string; updatedAt: Date | string }>(
    db,
    sql`select h.id as "id", h.updated_at as "updatedAt" from hospitals h where h.is_active order by h.name, h.id limit ${limit}::int`,
  );
  return rows.map((r) => ({ id: r.id, updatedAt: new Date(r.updatedAt) }));
}
