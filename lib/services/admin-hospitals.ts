import { count, desc, ilike, inArray, or, sql, type SQL } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { getDb } from "@/lib/db/client";
import { appointments, healthWorkers, hospitals, patientHospitals, users } from "@/lib/db/schema";
import { subscriptionEndedReason, subscriptionLabel } from "@/lib/subscription";
import { daysLeft } from "@/lib/time";
import type { AdminHospitalsQuery } from "@/lib/validation/admin-hospitals";

/** One row of the administrator's hospital list. */
export type AdminHospitalRow = {
  id: string;
  name: string;
  city: string;
  state: string;
  country: string;
  isActive: boolean;
  subscriptionStatus: string;
  /** The badge text of lib/subscription.ts ("Trial: 12 days left", "PREMIUM"). */
  subscriptionLabel: string;
  /** Whole days of the trial left (0 once it has ended); null when not on trial. */
  trialDaysLeft: number | null;
  trialExpiresAt: string | null;
  /** The end of the paid period; null on trial or for a plan set without an invoice (open-ended). */
  paidUntil: string | null;
  /** The trial or paid period has ended (the hospital can read but no longer change anything). */
  subscriptionEnded: boolean;
  createdAt: string;
  /** Staff accounts (users) of the hospital, administrators and doctors alike. */
  staff: number;
  /** Health workers employed by the hospital (a worker has a hospital only while employed there). */
  healthWorkers: number;
  /** Patients linked to the hospital (patient_hospitals), as its Patient Management lists them. */
  patients: number;
  /** Appointments of the hospital, any status. */
  appointments: number;
};

export type AdminHospitalPage = { rows: AdminHospitalRow[]; total: number };

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Name, hospital ID or city containing the term, in any case. */
function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(ilike(hospitals.name, pattern), ilike(hospitals.id, pattern), ilike(hospitals.city, pattern));
}

type Counted = { hospitalId: string | null; n: number };
const byHospital = (rows: Counted[]) => new Map(rows.map((r) => [r.hospitalId, Number(r.n)]));

// GET /api/admin/hospitals: every hospital of the network (system_admin), newest first, paged; the
// counts come from one grouped query per table restricted to the page's hospitals (never per row).
export async function listAdminHospitals(actor: Actor, query: AdminHospitalsQuery, now = new Date()): Promise<AdminHospitalPage> {
  requireStaff(actor, ["system_admin"]);
  const db = getDb();
  const where = searchFilter(query.search);
  const [page, [{ total }]] = await Promise.all([
    db
      .select({
        id: hospitals.id,
        name: hospitals.name,
        city: hospitals.city,
        state: hospitals.state,
        country: hospitals.country,
        isActive: hospitals.isActive,
        subscriptionStatus: hospitals.subscriptionStatus,
        trialExpiresAt: hospitals.trialExpiresAt,
        paidUntil: hospitals.paidUntil,
        createdAt: hospitals.createdAt,
      })
      .from(hospitals)
      .where(where)
      // A search that is a whole hospital ID lists that hospital first (HOSP-100 also matches HOSP-1000).
      .orderBy(...(query.search ? [desc(sql`${hospitals.id} = ${query.search.toUpperCase()}`)] : []), desc(hospitals.createdAt), desc(hospitals.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(hospitals).where(where),
  ]);
  if (page.length === 0) return { rows: [], total: Number(total) };

  const ids = page.map((h) => h.id);
  const [staff, workers, linked, booked] = await Promise.all([
    db.select({ hospitalId: users.hospitalId, n: count() }).from(users).where(inArray(users.hospitalId, ids)).groupBy(users.hospitalId),
    db
      .select({ hospitalId: healthWorkers.hospitalId, n: count() })
      .from(healthWorkers)
      .where(inArray(healthWorkers.hospitalId, ids))
      .groupBy(healthWorkers.hospitalId),
    db
      .select({ hospitalId: patientHospitals.hospitalId, n: count() })
      .from(patientHospitals)
      .where(inArray(patientHospitals.hospitalId, ids))
      .groupBy(patientHospitals.hospitalId),
    db
      .select({ hospitalId: appointments.hospitalId, n: count() })
      .from(appointments)
      .where(inArray(appointments.hospitalId, ids))
      .groupBy(appointments.hospitalId),
  ]);
  const [staffOf, workersOf, patientsOf, appointmentsOf] = [staff, workers, linked, booked].map(byHospital);

  const rows = page.map((h): AdminHospitalRow => {
    const onTrial = h.subscriptionStatus === "trial";
    return {
      id: h.id,
      name: h.name,
      city: h.city,
      state: h.state,
      country: h.country,
      isActive: h.isActive,
      subscriptionStatus: h.subscriptionStatus,
      subscriptionLabel: subscriptionLabel(h.subscriptionStatus, h.trialExpiresAt, now),
      trialDaysLeft: onTrial ? Math.max(0, daysLeft(h.trialExpiresAt, now)) : null,
      trialExpiresAt: h.trialExpiresAt?.toISOString() ?? null,
      paidUntil: onTrial ? null : (h.paidUntil?.toISOString() ?? null),
      subscriptionEnded: subscriptionEndedReason(h, now) !== null,
      createdAt: h.createdAt.toISOString(),
      staff: staffOf.get(h.id) ?? 0,
      healthWorkers: workersOf.get(h.id) ?? 0,
      patients: patientsOf.get(h.id) ?? 0,
      appointments: appointmentsOf.get(h.id) ?? 0,
    };
  });
  return { rows, total: Number(total) };
}
