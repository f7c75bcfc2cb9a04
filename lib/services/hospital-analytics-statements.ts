import { sql, type SQL } from "drizzle-orm";

import { waitingMinutesSql } from "@/lib/clinical/waiting-time";
import { appointments, billPayments, bills, departments, doctors, healthWorkers, patientHospitals, users, visitRatings } from "@/lib/db/schema";

import type { AnalyticsPeriods, Period } from "./hospital-analytics-period";

// The statements of the hospital analytics (GET /api/analytics), one per part of the page, each an
// aggregate computed by the database (GROUP BY, FILTER), never rows loaded and counted here. Every
// statement names the hospital in each table it reads, and every table is reached through an index
// that starts with hospital_id: appointments_hospital_date_idx, bill_payments_hospital_received_idx
// (live payments only, as revenue reads them), bills_hospital_created_idx,
// patient_hospitals_hospital_idx (hospital_id, linked_at), visit_ratings by its primary key (the
// appointment), doctors_hospital_department_idx and health_workers_hospital_idx.

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const day = (date: string) => sql`${date}::date`;

/** The appointments of the hospital dated in [start, end), with their rating when there is one. */
const visitsOf = (hospitalId: string, p: { start: Date; end: Date }) => sql`${appointments} a
  left join ${visitRatings} vr on vr.appointment_id = a.id
  where a.hospital_id = ${hospitalId} and a.appointment_date >= ${at(p.start)} and a.appointment_date < ${at(p.end)}`;

/**
 * Waiting minutes of one visit (lib/clinical/waiting-time.ts: early starts count 0; never started:
 * null, left out of avg). NOTE: waitingMinutesSql alone gives 0, not null, for a visit never
 * started (greatest() ignores a null argument), which would pull every average down: the case
 * keeps it null.
 */
const wait = sql`case when a.consultation_started_at is null then null else ${waitingMinutesSql(sql`a.appointment_date`, sql`a.consultation_started_at`)} end`;

/** Live payments (voided ones never count) received in [start, end). */
const livePayments = (hospitalId: string, p: { start: Date; end: Date }) => sql`${billPayments} bp
  where bp.hospital_id = ${hospitalId} and bp.voided_at is null and bp.received_at >= ${at(p.start)} and bp.received_at < ${at(p.end)}`;

/** Bills opened in [start, end) that are not void. */
const liveBills = (hospitalId: string, p: { start: Date; end: Date }) => sql`${bills} b
  where b.hospital_id = ${hospitalId} and b.status <> 'void' and b.created_at >= ${at(p.start)} and b.created_at < ${at(p.end)}`;

/**
 * The summary of both periods in one statement: one row per period ("current", "previous").
 * totalPatients: patients linked to the hospital at the end of the period; newPatients: linked in
 * it; appointments by the date of the visit, every status counted, then per status; waiting time
 * and ratings of those appointments; revenue: live payments received in it; billed and outstanding:
 * the totals and balances of the non-void bills opened in it (a bill's total is the sum of its
 * items, kept under the bill's lock by lib/services/bills.ts).
 */
export function summaryStatement(hospitalId: string, p: AnalyticsPeriods): SQL {
  const row = (k: string, q: Period) => sql`(${k}, ${at(q.start)}, ${at(q.end)})`;
  return sql`with periods(k, s, e) as (values ${row("current", p.current)}, ${row("previous", p.previous)})
    select p.k,
      (select count(*) from ${patientHospitals} ph where ph.hospital_id = ${hospitalId} and ph.linked_at < p.e) as "totalPatients",
      (select count(*) from ${patientHospitals} ph where ph.hospital_id = ${hospitalId} and ph.linked_at >= p.s and ph.linked_at < p.e) as "newPatients",
      v.*,
      (select coalesce(sum(bp.amount), 0) from ${billPayments} bp
        where bp.hospital_id = ${hospitalId} and bp.voided_at is null and bp.received_at >= p.s and bp.received_at < p.e) as revenue,
      bl.billed, bl.outstanding
    from periods p
    cross join lateral (
      select count(*) as appointments,
        count(*) filter (where a.status = 'scheduled') as scheduled,
        count(*) filter (where a.status = 'accepted') as accepted,
        count(*) filter (where a.status = 'completed') as completed,
        count(*) filter (where a.status = 'cancelled') as cancelled,
        count(*) filter (where a.status = 'rejected') as rejected,
        count(*) filter (where a.status = 'no_show') as "noShow",
        avg(${wait}) as wait,
        count(vr.rating) as ratings,
        avg(vr.rating) as satisfaction
      from ${appointments} a left join ${visitRatings} vr on vr.appointment_id = a.id
      where a.hospital_id = ${hospitalId} and a.appointment_date >= p.s and a.appointment_date < p.e
    ) v
    cross join lateral (
      select coalesce(sum(b.total_amount), 0) as billed, coalesce(sum(b.total_amount - b.paid_amount), 0) as outstanding
      from ${bills} b where b.hospital_id = ${hospitalId} and b.status <> 'void' and b.created_at >= p.s and b.created_at < p.e
    ) bl`;
}

/**
 * Every department of the hospital (inactive ones too when they have appointments in the period):
 * appointments, completed, mean wait and rating of the period's appointments, and the staff now
 * (active doctors with an active account and active health workers, as the departments page counts).
 */
export function departmentsStatement(hospitalId: string, p: Period): SQL {
  return sql`with v as (
      select a.department_id, count(*) as appointments, count(*) filter (where a.status = 'completed') as completed,
        avg(${wait}) as wait, count(vr.rating) as ratings, avg(vr.rating) as rating
      from ${visitsOf(hospitalId, p)}
      group by a.department_id
    )
    select d.id as "departmentId", d.name, d.is_active as "isActive",
      coalesce(v.appointments, 0) as appointments, coalesce(v.completed, 0) as completed, v.wait, coalesce(v.ratings, 0) as ratings, v.rating,
      ((select count(*) from ${doctors} doc join ${users} u on u.id = doc.user_id
          where doc.hospital_id = d.hospital_id and doc.department_id = d.id and doc.is_active and u.is_active)
        + (select count(*) from ${healthWorkers} hw
          where hw.hospital_id = d.hospital_id and hw.department_id = d.id and hw.is_active)) as "staffCount"
    from ${departments} d left join v on v.department_id = d.id
    where d.hospital_id = ${hospitalId} and (d.is_active or v.department_id is not null)
    order by lower(d.name), d.id`;
}

/**
 * The doctors of the hospital (active ones, and any other with appointments in the period): the
 * period's appointments, completed ones, answers to requests (response_date is set when the doctor
 * accepts or rejects; a reschedule clears it), the share accepted, the mean minutes from the request
 * (created_at) to the answer, and the ratings.
 */
export function doctorsStatement(hospitalId: string, p: Period): SQL {
  return sql`with v as (
      select a.doctor_id, count(*) as appointments, count(*) filter (where a.status = 'completed') as completed,
        count(*) filter (where a.response_date is not null) as responded,
        count(*) filter (where a.response_date is not null and a.status <> 'rejected') as accepted,
        avg(greatest(0, extract(epoch from (a.response_date - a.created_at)) / 60.0)) filter (where a.response_date is not null) as response,
        count(vr.rating) as ratings, avg(vr.rating) as rating
      from ${visitsOf(hospitalId, p)}
      group by a.doctor_id
    )
    select doc.id as "doctorId", u.first_name as "firstName", u.last_name as "lastName", doc.department_id as "departmentId",
      dep.name as "departmentName", (doc.is_active and u.is_active) as "isActive",
      coalesce(v.appointments, 0) as appointments, coalesce(v.completed, 0) as completed, coalesce(v.responded, 0) as responded,
      coalesce(v.accepted, 0) as accepted, v.response, coalesce(v.ratings, 0) as ratings, v.rating
    from ${doctors} doc
    join ${users} u on u.id = doc.user_id
    left join ${departments} dep on dep.id = doc.department_id and dep.hospital_id = doc.hospital_id
    left join v on v.doctor_id = doc.id
    where doc.hospital_id = ${hospitalId} and ((doc.is_active and u.is_active) or v.doctor_id is not null)
    order by coalesce(v.appointments, 0) desc, lower(u.last_name), lower(u.first_name), doc.id`;
}

/**
 * The series: one row per bucket (a local day, or 7 local days from `from`), zeros included. An
 * event's bucket is its local calendar day in the hospital's zone, minus `from`, divided by the step.
 */
export function seriesStatement(hospitalId: string, p: AnalyticsPeriods): SQL {
  const { current, step, timezone } = p;
  const bucket = (column: SQL) => sql`(((${column} at time zone ${timezone})::date - ${day(current.from)}) / ${step}::int)`;
  return sql`with buckets as (
      select i / ${step}::int as b, ${day(current.from)} + i as first
      from generate_series(0, ${current.days - 1}::int, ${step}::int) as i
    ),
    v as (
      select ${bucket(sql`a.appointment_date`)} as b, count(*) as appointments, count(*) filter (where a.status = 'completed') as completed
      from ${appointments} a
      where a.hospital_id = ${hospitalId} and a.appointment_date >= ${at(current.start)} and a.appointment_date < ${at(current.end)}
      group by 1
    ),
    np as (
      select ${bucket(sql`ph.linked_at`)} as b, count(*) as n
      from ${patientHospitals} ph
      where ph.hospital_id = ${hospitalId} and ph.linked_at >= ${at(current.start)} and ph.linked_at < ${at(current.end)}
      group by 1
    ),
    rv as (select ${bucket(sql`bp.received_at`)} as b, sum(bp.amount) as n from ${livePayments(hospitalId, current)} group by 1)
    select to_char(buckets.first, 'YYYY-MM-DD') as date, coalesce(v.appointments, 0) as appointments, coalesce(v.completed, 0) as completed,
      coalesce(np.n, 0) as "newPatients", coalesce(rv.n, 0) as revenue
    from buckets left join v on v.b = buckets.b left join np on np.b = buckets.b left join rv on rv.b = buckets.b
    order by buckets.b`;
}

/** Revenue (live payments of the period, by the department of their bill), billed and outstanding (bills opened in it), per department; null: bills without one. */
export function financeByDepartmentStatement(hospitalId: string, p: Period): SQL {
  return sql`with rv as (
      select b.department_id, sum(bp.amount) as revenue
      from ${billPayments} bp join ${bills} b on b.id = bp.bill_id and b.hospital_id = bp.hospital_id
      where bp.hospital_id = ${hospitalId} and bp.voided_at is null and bp.received_at >= ${at(p.start)} and bp.received_at < ${at(p.end)}
      group by 1
    ),
    bl as (
      select b.department_id, sum(b.total_amount) as billed, sum(b.total_amount - b.paid_amount) as outstanding
      from ${liveBills(hospitalId, p)}
      group by 1
    )
    select f."departmentId", d.name, f.revenue, f.billed, f.outstanding
    from (
      select coalesce(rv.department_id, bl.department_id) as "departmentId",
        coalesce(rv.revenue, 0) as revenue, coalesce(bl.billed, 0) as billed, coalesce(bl.outstanding, 0) as outstanding
      from rv full join bl on coalesce(rv.department_id, '') = coalesce(bl.department_id, '')
    ) f
    left join ${departments} d on d.id = f."departmentId" and d.hospital_id = ${hospitalId}`;
}

/** Live payments of the period per method: how many and how much. */
export function financeByMethodStatement(hospitalId: string, p: Period): SQL {
  return sql`select bp.method, count(*) as payments, sum(bp.amount) as amount from ${livePayments(hospitalId, p)} group by bp.method`;
}

/** Revenue, billed and outstanding per local calendar month of the period. */
export function financeByMonthStatement(hospitalId: string, p: Period, timezone: string): SQL {
  const month = (column: SQL) => sql`to_char(${column} at time zone ${timezone}, 'YYYY-MM')`;
  return sql`with rv as (select ${month(sql`bp.received_at`)} as month, sum(bp.amount) as revenue from ${livePayments(hospitalId, p)} group by 1),
    bl as (select ${month(sql`b.created_at`)} as month, sum(b.total_amount) as billed, sum(b.total_amount - b.paid_amount) as outstanding from ${liveBills(hospitalId, p)} group by 1)
    select coalesce(rv.month, bl.month) as month, coalesce(rv.revenue, 0) as revenue, coalesce(bl.billed, 0) as billed, coalesce(bl.outstanding, 0) as outstanding
    from rv full join bl on rv.month = bl.month
    order by 1`;
}
