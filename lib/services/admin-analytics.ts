import { sql, type SQL } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { activityDaily, hospitals, payments, SUBSCRIPTION_STATUSES } from "@/lib/db/schema";

type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The months of the charts: the current UTC month and the 11 before it. */
export const ANALYTICS_MONTHS = 12;
/** "Most active": appointments in the last ACTIVE_DAYS days, the first ACTIVE_LIMIT hospitals. */
export const ACTIVE_DAYS = 30;
export const ACTIVE_LIMIT = 10;

export type MonthFigures = {
  /** `YYYY-MM`, a calendar month in UTC. */
  month: string;
  /** Hospitals whose registration (`hospitals.created_at`) falls in the month. */
  hospitals: number;
  /** Hospitals registered up to the end of the month (the network's size then). */
  hospitalsCumulative: number;
  /** Patients whose record was created in the month (`patients.created_at`; a patient is global). */
  patients: number;
  /** Appointments whose date (`appointment_date`, when the visit takes place) falls in the month. */
  appointments: number;
};

export type ActiveHospital = {
  hospitalId: string;
  name: string;
  city: string;
  country: string;
  /** Appointments dated in the last ACTIVE_DAYS UTC days, today included (whole days). */
  appointments: number;
  /** Patients linked to the hospital in the same days (registered there, or linked with consent). */
  newPatients: number;
};

export type NetworkAnalytics = {
  /** The first instant of the window (the first month's start, UTC) and now. */
  from: string;
  to: string;
  months: MonthFigures[];
  /** Hospitals per stored subscription status now (every status, zero included). */
  planMix: { status: SubscriptionStatus; hospitals: number }[];
  /**
   * Trial-to-paid conversion of the window's cohort: of the hospitals registered in the window
   * (`registered`; each starts on a trial), those with at least one invoice ever marked paid
   * (`payments.paid_at` is set; a later refund does not undo it) — `converted`. `rate` is
   * converted ÷ registered, between 0 and 1, null when nobody registered.
   */
  conversion: { registered: number; converted: number; rate: number | null };
  mostActive: ActiveHospital[];
  activeSince: string;
};

const monthStart = (at: Date, offset = 0) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
const instant = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const n = (v: string | number | null | undefined) => Number(v ?? 0);

type Window = { first: Date; current: Date; next: Date; activeSince: Date; now: Date };

function windowAt(now: Date): Window {
  return {
    first: monthStart(now, -(ANALYTICS_MONTHS - 1)),
    current: monthStart(now),
    next: monthStart(now, 1),
    // The first of the ACTIVE_DAYS UTC days that end with today.
    activeSince: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (ACTIVE_DAYS - 1))),
    now,
  };
}

/**
 * The statements of the page (exported for the EXPLAIN checks of the tests and the benchmark), run
 * side by side. Hospitals (tens of rows) are counted from their table. Patients and appointments
 * are counted from activity_daily (migration 0019): per UTC day, exact counts that triggers keep
 * beside the rows, so a month is a sum of about 30 rows (per hospital for appointments) instead of
 * a count of every appointment in it — at 2,000,000 appointments the direct count took 1.7 s
 * (scripts/bench/admin-panel.ts). generate_series gives the 12 months (an empty month is a row of
 * zeros), as UTC wall times, so a session time zone with summer time cannot shift a month's edge.
 */
export function analyticsStatements(now: Date) {
  const { first, current, next, activeSince } = windowAt(now);
  const wall = (d: Date) => sql`${d.toISOString().slice(0, 19)}::timestamp`;
  const day = (d: Date) => sql`${d.toISOString().slice(0, 10)}::date`;
  const months = sql`with months as (
          select to_char(m, 'YYYY-MM') as month, m as starts, m + interval '1 month' as ends
          from generate_series(${wall(first)}, ${wall(current)}, interval '1 month') as m
        )`;
  const daily = (metric: string) => sql`${months}
        select months.month, (select coalesce(sum(d.n), 0) from ${activityDaily} d
          where d.metric = ${metric} and d.day >= months.starts::date and d.day < months.ends::date) as n
        from months order by months.starts`;
  return {
    hospitalSeries: sql`${months}
        select months.month, (select count(*) from ${hospitals} h
          where h.created_at >= months.starts at time zone 'UTC' and h.created_at < months.ends at time zone 'UTC') as n
        from months order by months.starts`,
    patientSeries: daily("patients"),
    appointmentSeries: daily("appointments"),
    before: sql`select count(*) as n from ${hospitals} where created_at < ${instant(first)}`,
    // 50 hospitals: one pass over them.
    planMix: sql`select subscription_status as status, count(*) as n from ${hospitals} group by subscription_status`,
    cohort: sql`select count(*) as registered,
          count(*) filter (where exists (select 1 from ${payments} p where p.hospital_id = h.id and p.paid_at is not null)) as converted
        from ${hospitals} h where h.created_at >= ${instant(first)} and h.created_at < ${instant(next)}`,
    // Appointments dated in the last ACTIVE_DAYS UTC days (today included, whole days) per hospital:
    // the ten with the most (ties by ID), then the patients linked to each in the same days.
    active: sql`with top as (
          select d.hospital_id, sum(d.n) as appointments from ${activityDaily} d
          where d.metric = 'appointments' and d.day >= ${day(activeSince)} and d.day <= ${day(now)}
          group by d.hospital_id having sum(d.n) > 0
          order by sum(d.n) desc, d.hospital_id limit ${ACTIVE_LIMIT}
        )
        select top.hospital_id as "hospitalId", h.name, h.city, h.country, top.appointments,
          (select coalesce(sum(l.n), 0) from ${activityDaily} l
            where l.metric = 'patient_links' and l.hospital_id = top.hospital_id and l.day >= ${day(activeSince)} and l.day <= ${day(now)}) as "newPatients"
        from top join ${hospitals} h on h.id = top.hospital_id
        order by top.appointments desc, top.hospital_id`,
  };
}

type Count = string | number;

// GET /api/admin/analytics: the network's figures, each a count computed by the database in seven
// statements run side by side (see analyticsStatements), whatever the number of hospitals.
export async function getNetworkAnalytics(actor: Actor, now = new Date()): Promise<NetworkAnalytics> {
  requireStaff(actor, ["system_admin"]);
  const db = getDb();
  const { first, activeSince } = windowAt(now);
  const q = analyticsStatements(now);
  const monthly = (statement: SQL) => queryRows<{ month: string; n: Count }>(db, statement);
  const [hospitalSeries, patientSeries, appointmentSeries, [before], mix, [cohort], active] = await Promise.all([
    monthly(q.hospitalSeries),
    monthly(q.patientSeries),
    monthly(q.appointmentSeries),
    queryRows<{ n: Count }>(db, q.before),
    queryRows<{ status: string; n: Count }>(db, q.planMix),
    queryRows<{ registered: Count; converted: Count }>(db, q.cohort),
    queryRows<{ hospitalId: string; name: string; city: string; country: string; appointments: Count; newPatients: Count }>(db, q.active),
  ]);

  let cumulative = n(before?.n);
  const months = hospitalSeries.map((r, i) => {
    cumulative += n(r.n);
    return { month: r.month, hospitals: n(r.n), hospitalsCumulative: cumulative, patients: n(patientSeries[i]?.n), appointments: n(appointmentSeries[i]?.n) };
  });
  const byStatus = new Map(mix.map((r) => [r.status, n(r.n)]));
  const registered = n(cohort?.registered);
  const converted = n(cohort?.converted);
  return {
    from: first.toISOString(),
    to: now.toISOString(),
    months,
    planMix: SUBSCRIPTION_STATUSES.map((status) => ({ status, hospitals: byStatus.get(status) ?? 0 })),
    conversion: { registered, converted, rate: registered ? converted / registered : null },
    mostActive: active.map((r) => ({
      hospitalId: r.hospitalId,
      name: r.name,
      city: r.city,
      country: r.country,
      appointments: n(r.appointments),
      newPatients: n(r.newPatients),
    })),
    activeSince: activeSince.toISOString(),
  };
}
