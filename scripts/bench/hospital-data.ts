// One large hospital for the hospital analytics and reports benchmark (issue 17): `patients`
// patients registered over the last `months` months, `appointments` appointments over the same
// months (and a week ahead) across `departments` departments and `doctors` doctors, with a
// realistic status mix, the consultation start of completed visits, a bill per completed visit
// (the department's consultation fee and 0–2 services from the price list; open, partly paid, paid
// or void; one or two payments by cash, mobile money, card or insurance; a few voided payments),
// a rating for about half of the completed visits, and incident reports with their follow-up.
// A second, small hospital gets the same kinds of rows (and links to some of the first one's
// patients): the analytics of the first must never count them.
//
// Everything is set-based SQL (generate_series, INSERT … SELECT) in chunks, deterministic (the
// "random" choices are hashes of the row's number or id). A doctor's k-th appointment takes the
// k-th 20-minute slot counted back from a week ahead, so no doctor holds two at once; the patient
// of appointment i is 1 + (i · 7919) mod N, N the patients registered by then, so two appointments
// of the same slot never share a patient either. The secondary indexes and exclusion constraints
// of the big tables are dropped during the load and rebuilt from their own definitions after it,
// as scripts/bench/network-data.ts does: the result has exactly the schema of the migrations.
import { sql } from "drizzle-orm";

import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";

import { secondaryStructures } from "./scratch-db";
import { addDays, localDate, zonedInstant } from "@/lib/time";

export type HospitalScale = {
  /** 1, 2, …: HOSP-001, DEPT-001-01, DOC-001-01, patient numbers from `patientOffset + 1`. */
  number: number;
  name: string;
  patients: number;
  patientOffset: number;
  departments: number;
  doctors: number;
  appointments: number;
  incidents: number;
  months: number;
};

export const TIMEZONE = "Africa/Kampala";
const BIG_TABLES = ["patients", "patient_hospitals", "appointments", "bills", "bill_items", "bill_payments", "visit_ratings"];
const CHUNK = 100_000;
const SLOT_MINUTES = 20;
const FUTURE_DAYS = 7;
const n = (v: number) => sql.raw(String(Math.trunc(v)));
const text = (v: string) => sql.raw(`'${v.replace(/'/g, "''")}'`);
/** A deterministic draw in 0..999 from an id (text) and a salt. */
const draw = (idExpr: string, salt: string) => sql.raw(`(abs(hashtext(${idExpr} || '${salt}')) % 1000)`);

const DEPARTMENTS = [
  "General Medicine",
  "Paediatrics",
  "Obstetrics and Gynaecology",
  "Surgery",
  "Orthopaedics",
  "Cardiology",
  "Dermatology",
  "Ear, Nose and Throat",
  "Ophthalmology",
  "Dental",
];
const SERVICES: [string, string, number][] = [
  ["LAB-FBC", "Full blood count", 25_000],
  ["LAB-MAL", "Malaria test", 10_000],
  ["LAB-UA", "Urinalysis", 8_000],
  ["LAB-LFT", "Liver function tests", 45_000],
  ["XR-CHEST", "Chest X-ray", 60_000],
  ["US-ABD", "Abdominal ultrasound", 80_000],
  ["ECG", "Electrocardiogram", 40_000],
  ["DRESSING", "Wound dressing", 15_000],
  ["INJ", "Injection", 5_000],
  ["PHARM-A", "Dispensed medicines (short course)", 12_000],
  ["PHARM-B", "Dispensed medicines (long course)", 20_000],
  ["OBS-DAY", "Day observation", 100_000],
];

const pad3 = (v: number) => String(v).padStart(3, "0");

/** The hospital's id, HOSP-001. */
export const hospitalIdOf = (number: number) => `HOSP-${pad3(number)}`;
/** Its administrator's e-mail (the actor of the benchmark). */
export const adminEmailOf = (number: number) => `admin${number}@bench.example`;

/** Hospital, administrator, departments, doctors and price list. */
async function staffAndPrices(db: Db, s: HospitalScale) {
  const h = hospitalIdOf(s.number);
  const hs = text(h);
  const code = pad3(s.number);
  await db.execute(sql`insert into hospitals (id, name, address, phone, email, license_number, country, state, city, timezone,
      subscription_status, paid_until, created_at, updated_at)
    values (${h}, ${s.name}, 'Plot 1, Hospital Road', ${`+25670000${code}`}, ${`info${s.number}@bench.example`}, ${`LIC-BENCH-${code}`},
      'Uganda', 'Central', 'Kampala', ${TIMEZONE}, 'enterprise', now() + interval '300 days', now() - interval '3 years', now())`);
  await db.execute(sql`insert into users (email, username, role, hospital_id, first_name, last_name, is_verified)
    values (${adminEmailOf(s.number)}, ${adminEmailOf(s.number)}, 'hospital_admin', ${h}, 'Hospital', ${`Admin ${s.number}`}, true)`);
  await db.execute(sql`insert into departments (id, hospital_id, name, is_active)
    select 'DEPT-' || ${code} || '-' || lpad(d::text, 2, '0'), ${hs}, (${sql.raw(`array[${DEPARTMENTS.map((d) => `'${d}'`).join(",")}]`)})[d], true
    from generate_series(1, ${n(s.departments)}) d`);
  // Doctor d works in department 1 + (d - 1) mod departments.
  await db.execute(sql`insert into users (email, username, role, hospital_id, first_name, last_name, is_verified)
    select 'doctor' || d || '.h' || ${n(s.number)} || '@bench.example', 'doctor' || d || '.h' || ${n(s.number)} || '@bench.example', 'doctor', ${hs},
      (array['Sarah','John','Grace','Peter','Ruth','Moses','Esther','David'])[1 + d % 8], 'Doctor' || d, true
    from generate_series(1, ${n(s.doctors)}) d`);
  await db.execute(sql`insert into doctors (id, user_id, hospital_id, department_id, specialization, license_number, qualification, experience, is_active)
    select 'DOC-' || ${code} || '-' || lpad(d::text, 2, '0'), u.id, ${hs}, 'DEPT-' || ${code} || '-' || lpad((1 + (d - 1) % ${n(s.departments)})::text, 2, '0'),
      'Medicine', 'LIC-DOC-' || ${code} || '-' || d, 'MBChB', d % 30, true
    from generate_series(1, ${n(s.doctors)}) d join users u on u.email = 'doctor' || d || '.h' || ${n(s.number)} || '@bench.example'`);
  // The price list: a consultation fee per department, and the services.
  await db.execute(sql`insert into price_list_items (hospital_id, kind, code, name, department_id, unit_amount)
    select ${hs}, 'consultation', 'CONS-' || lpad(d::text, 2, '0'), 'Consultation: ' || dep.name, dep.id, 20000 + 5000 * (d % 5)
    from generate_series(1, ${n(s.departments)}) d join departments dep on dep.id = 'DEPT-' || ${code} || '-' || lpad(d::text, 2, '0')`);
  await db.execute(sql`insert into price_list_items (hospital_id, kind, code, name, unit_amount)
    select ${hs}, 'service', v.code, v.name, v.amount
    from (values ${sql.join(
      SERVICES.map(([c, name, amount]) => sql`(${c}, ${name}, ${n(amount)})`),
      sql`, `,
    )}) as v(code, name, amount)`);
}

/** Patients registered over the span, oldest first: patient p (1-based) at now − span · (P − p + 1) / P. */
async function patientsOf(db: Db, s: HospitalScale, spanDays: number) {
  const hs = text(hospitalIdOf(s.number));
  const P = s.patients;
  const registered = sql.raw(`now() - ((${P} - p + 1)::float8 / ${P}) * ${spanDays} * interval '1 day'`);
  for (let from = 1; from <= P; from += CHUNK) {
    const to = Math.min(P, from + CHUNK - 1);
    await db.execute(sql`insert into patients (id, first_name, last_name, date_of_birth, gender, phone, address, city, country_of_origin,
        emergency_contact, emergency_phone, registration_source, consent_to_treatment, data_privacy_consent, created_at, updated_at)
      select 'UG-PAT-2026-' || lpad((${n(s.patientOffset)} + p)::text, 7, '0'),
        (array['Amina','Kato','Achieng','Okello','Nakato','Mugisha','Auma','Ssemanda','Atim','Byaruhanga'])[1 + p % 10],
        (array['Namubiru','Ochieng','Kyomuhendo','Tumusiime','Nalwanga','Opio','Akello','Wasswa'])[1 + (p / 10) % 8] || ' ' || p,
        date '1945-01-01' + ((p * 37) % 28000), case when p % 2 = 0 then 'female' else 'male' end,
        '+2567' || lpad(((${n(s.patientOffset)} + p) % 100000000)::text, 8, '0'), 'Plot ' || p, 'Kampala', 'Uganda', 'Next Of Kin', '+256711000000',
        'hospital', true, true, ${registered}, ${registered}
      from generate_series(${n(from)}, ${n(to)}) p`);
    await db.execute(sql`insert into patient_hospitals (patient_id, hospital_id, source, linked_at)
      select 'UG-PAT-2026-' || lpad((${n(s.patientOffset)} + p)::text, 7, '0'), ${hs}, 'registered', ${registered}
      from generate_series(${n(from)}, ${n(to)}) p`);
  }
}

/**
 * Appointments: appointment i is doctor i mod D's k-th (k = i div D) 20-minute slot from 07:00,
 * `slots` a day, days counted back from a week ahead. Past ones: 72 % completed, 10 % cancelled,
 * 6 % no-show, 6 % rejected, 4 % accepted and 2 % scheduled (never closed); future ones accepted,
 * scheduled or cancelled.
 */
async function appointmentsOf(db: Db, s: HospitalScale, spanDays: number) {
  const code = pad3(s.number);
  const D = s.doctors;
  const P = s.patients;
  const perDoctor = Math.ceil(s.appointments / D);
  const slots = Math.ceil(perDoctor / (spanDays + FUTURE_DAYS));
  const today = localDate(new Date(), TIMEZONE);
  // Local midnight a week ahead: day index 0.
  const base = zonedInstant(addDays(today, FUTURE_DAYS), "00:00", TIMEZONE).toISOString();
  for (let from = 0; from < s.appointments; from += CHUNK) {
    const to = Math.min(s.appointments, from + CHUNK) - 1;
    await db.execute(sql`insert into appointments (id, hospital_id, department_id, doctor_id, patient_id, appointment_date, duration, status,
        reason, doctor_response, response_date, consultation_started_at, created_at, updated_at)
      select y.id, ${hospitalIdOf(s.number)}, y.department_id, y.doctor_id, y.patient_id, y.at, ${n(SLOT_MINUTES)}, y.status, y.reason,
        case when y.status = 'rejected' then 'Fully booked that day, please choose another date' end,
        y.responded, y.started, y.created,
        greatest(y.created, least(now(), coalesce(y.started + interval '20 minutes', y.responded, y.created)))
      from (
        select x.*, d.department_id, d.id as doctor_id,
          'UG-PAT-2026-' || lpad((${n(s.patientOffset)} + 1 + (x.i::bigint * 7919) % (x.pool - case when x.pool % 7919 = 0 then 1 else 0 end))::text, 7, '0') as patient_id,
          case when x.status in ('accepted', 'completed', 'no_show', 'rejected') or (x.status = 'cancelled' and x.r2 < 500)
            then greatest(x.created, least(x.created + (5 + x.r3) * interval '1 minute', x.at - interval '1 minute', now())) end as responded,
          case when x.status = 'completed' and x.r4 >= 30
            then least(now(), x.at + (-10 + (x.r4 * x.r4) / 10000.0) * interval '1 minute') end as started
        from (
          select w.*,
            case when w.at >= now() then (case when w.r1 < 600 then 'accepted' when w.r1 < 900 then 'scheduled' else 'cancelled' end)
              else (case when w.r1 < 720 then 'completed' when w.r1 < 820 then 'cancelled' when w.r1 < 880 then 'no_show'
                when w.r1 < 940 then 'rejected' when w.r1 < 980 then 'accepted' else 'scheduled' end) end as status,
            least(w.at - ((1 + w.r2 % 14) * 1440 + w.r3) * interval '1 minute', now() - interval '10 minutes') as created,
            (array['Follow-up visit','Fever and headache','Routine check-up','Abdominal pain','Cough','Skin rash','Back pain','Antenatal visit'])[1 + w.r2 % 8] as reason,
            -- Patients registered by the visit's day (at least 1,000 of them).
            greatest(least(${n(P)}, 1000), floor(${n(P)} * (${n(spanDays)} - greatest(0, w.di - ${n(FUTURE_DAYS)}))::float8 / ${n(spanDays)})::int) as pool
          from (
            select v.i, v.doc, v.di, v.id, v.at,
              ${draw("v.id", "status")} as r1, ${draw("v.id", "lead")} as r2, ${draw("v.id", "answer")} as r3, ${draw("v.id", "wait")} as r4
            from (
              select i, i % ${n(D)} as doc, (i / ${n(D)}) / ${n(slots)} as di,
                'APT-' || ${code} || '-' || lpad(i::text, 7, '0') as id,
                ${base}::timestamptz - ((i / ${n(D)}) / ${n(slots)}) * interval '1 day' + interval '7 hours'
                  + ((i / ${n(D)}) % ${n(slots)}) * ${n(SLOT_MINUTES)} * interval '1 minute' as at
              from generate_series(${n(from)}, ${n(to)}) i
            ) v
          ) w
        ) x
        join (select row_number() over (order by id) - 1 as rn, id, department_id from doctors where hospital_id = ${hospitalIdOf(s.number)}) d on d.rn = x.doc
      ) y`);
  }
}

/**
 * A bill per completed visit, opened when the consultation ended, planned in a scratch table
 * (fee, services, status and payments) and then written as bills, items and payments. Status by
 * draw: 3 % void, 12 % open, 15 % partly paid (half), 50 % paid in one payment, 20 % in two.
 * About 9 % of bills also carry a voided payment (entered twice), which never counts.
 */
async function billsOf(db: Db, s: HospitalScale) {
  const h = hospitalIdOf(s.number);
  await db.execute(sql`drop table if exists bench_bill_plan`);
  await db.execute(sql`create unlogged table bench_bill_plan as
    with svc as (select row_number() over (order by code) - 1 as rn, id, code, name, unit_amount from price_list_items where hospital_id = ${h} and kind = 'service'),
    nsvc as (select count(*) as n from svc),
    base as (
      select a.id as appointment_id, a.patient_id, a.department_id, u.id as doctor_user_id,
        least(now(), coalesce(a.consultation_started_at, a.appointment_date) + interval '20 minutes') as created,
        fee.id as fee_id, fee.code as fee_code, fee.name as fee_name, fee.unit_amount as fee,
        ${draw("a.id", "services")} as rs, ${draw("a.id", "bill")} as rb, ${draw("a.id", "pay")} as rp, ${draw("a.id", "method1")} as m1, ${draw("a.id", "method2")} as m2
      from appointments a
      join doctors doc on doc.id = a.doctor_id
      join users u on u.id = doc.user_id
      join price_list_items fee on fee.hospital_id = a.hospital_id and fee.kind = 'consultation' and fee.department_id = a.department_id
      where a.hospital_id = ${h} and a.status = 'completed'
    )
    select b.*, s1.id as s1_id, s1.code as s1_code, s1.name as s1_name, s1.unit_amount as s1_unit, 1 + b.rp % 2 as s1_qty,
      s2.id as s2_id, s2.code as s2_code, s2.name as s2_name, s2.unit_amount as s2_unit,
      b.fee + case when b.rs >= 450 then s1.unit_amount * (1 + b.rp % 2) else 0 end + case when b.rs >= 850 then s2.unit_amount else 0 end as total,
      case when b.rb < 30 then 'void' when b.rb < 150 then 'open' when b.rb < 300 then 'partly_paid' else 'paid' end as status
    from base b
    cross join nsvc
    join svc s1 on s1.rn = b.rs % nsvc.n
    join svc s2 on s2.rn = (b.rs / 7 + 1) % nsvc.n`);
  await db.execute(sql`alter table bench_bill_plan add column pay1 bigint, add column pay2 bigint, add column pay1_at timestamptz, add column pay2_at timestamptz,
    add column voided_pay boolean`);
  await db.execute(sql`update bench_bill_plan set
    pay1 = case status when 'partly_paid' then total / 2 when 'paid' then case when rb < 800 then total else total / 2 end end,
    pay2 = case when status = 'paid' and rb >= 800 then total - total / 2 end,
    pay1_at = least(now(), created + (rp % 120) * interval '1 minute'),
    pay2_at = least(now(), created + (1 + rp % 30) * interval '1 day'),
    voided_pay = status <> 'void' and rp % 100 < 9`);
  const [admin] = await queryRows<{ id: string }>(db, sql`select id from users where email = ${adminEmailOf(s.number)}`);
  await db.execute(sql`insert into bills (id, hospital_id, patient_id, appointment_id, department_id, status, currency, total_amount, paid_amount,
      created_by, voided_at, voided_by, void_reason, created_at, updated_at)
    select 'BILL-' || substr(appointment_id, 5), ${h}, patient_id, appointment_id, department_id, status, 'UGX', total, coalesce(pay1, 0) + coalesce(pay2, 0),
      doctor_user_id,
      case when status = 'void' then least(now(), created + interval '1 hour') end,
      case when status = 'void' then ${admin.id} end,
      case when status = 'void' then 'Raised in error for this visit' end,
      created, greatest(created, coalesce(case when pay2 is not null then pay2_at end, pay1_at, created))
    from bench_bill_plan`);
  await db.execute(sql`insert into bill_items (id, bill_id, hospital_id, price_list_item_id, code, description, quantity, unit_amount, amount, added_by, created_at)
    select 'BI-' || substr(appointment_id, 5) || '-1', 'BILL-' || substr(appointment_id, 5), ${h}, fee_id, fee_code, fee_name, 1, fee, fee, doctor_user_id, created
    from bench_bill_plan
    union all
    select 'BI-' || substr(appointment_id, 5) || '-2', 'BILL-' || substr(appointment_id, 5), ${h}, s1_id, s1_code, s1_name, s1_qty, s1_unit, s1_unit * s1_qty, doctor_user_id, created
    from bench_bill_plan where rs >= 450
    union all
    select 'BI-' || substr(appointment_id, 5) || '-3', 'BILL-' || substr(appointment_id, 5), ${h}, s2_id, s2_code, s2_name, 1, s2_unit, s2_unit, doctor_user_id, created
    from bench_bill_plan where rs >= 850`);
  const method = (m: string) =>
    sql.raw(`case when ${m} < 350 then 'cash' when ${m} < 700 then 'mobile_money' when ${m} < 800 then 'card' else 'insurance' end`);
  const reference = (m: string, suffix: string) =>
    sql.raw(`case when ${m} < 350 then null else upper(substr(md5(appointment_id || '${suffix}'), 1, 10)) end`);
  await db.execute(sql`insert into bill_payments (id, bill_id, hospital_id, method, amount, reference, received_by, received_at, voided_at, voided_by, void_reason)
    select 'PAY-' || substr(appointment_id, 5) || '-1', 'BILL-' || substr(appointment_id, 5), ${h}, ${method("m1")}, pay1, ${reference("m1", "1")}, ${admin.id}, pay1_at,
      null::timestamptz, null, null
    from bench_bill_plan where pay1 is not null
    union all
    select 'PAY-' || substr(appointment_id, 5) || '-2', 'BILL-' || substr(appointment_id, 5), ${h}, ${method("m2")}, pay2, ${reference("m2", "2")}, ${admin.id}, pay2_at,
      null, null, null
    from bench_bill_plan where pay2 is not null
    union all
    select 'PAY-' || substr(appointment_id, 5) || '-V', 'BILL-' || substr(appointment_id, 5), ${h}, ${method("m2")}, greatest(1, total / 2), ${reference("m2", "V")},
      ${admin.id}, pay1_at, least(now(), pay1_at + interval '2 hours'), ${admin.id}, 'Entered twice by mistake'
    from bench_bill_plan where voided_pay`);
  await db.execute(sql`drop table bench_bill_plan`);
}

/** About half of the completed visits rated, mostly 4 and 5, a third with a comment. */
async function ratingsOf(db: Db, s: HospitalScale) {
  await db.execute(sql`insert into visit_ratings (appointment_id, hospital_id, patient_id, doctor_id, department_id, rating, comment, created_at)
    select a.id, a.hospital_id, a.patient_id, a.doctor_id, a.department_id,
      case when r.q < 50 then 1 when r.q < 120 then 2 when r.q < 250 then 3 when r.q < 550 then 4 else 5 end,
      case when r.c % 3 = 0 then (array['Kind staff, short wait','Waited too long at the desk','The doctor explained everything clearly','Clean and organised'])[1 + r.c % 4] end,
      least(now(), coalesce(a.consultation_started_at, a.appointment_date) + (1 + r.c % 72) * interval '1 hour')
    from appointments a,
      lateral (select ${draw("a.id", "rated")} as p, ${draw("a.id", "rating")} as q, ${draw("a.id", "comment")} as c) r
    where a.hospital_id = ${hospitalIdOf(s.number)} and a.status = 'completed' and r.p < 500`);
}

/** Incident reports over the span, older ones further along reported → under review → action taken → closed, each step recorded. */
async function incidentsOf(db: Db, s: HospitalScale, spanDays: number) {
  const h = hospitalIdOf(s.number);
  const code = pad3(s.number);
  await db.execute(sql`insert into incident_reports (id, hospital_id, reported_by, occurred_at, place, category, harm_level, description, people_involved,
      patient_id, immediate_action, status, closed_at, created_at, updated_at)
    select x.id, ${h}, x.reporter, x.occurred, (array['Ward A','Outpatient clinic','Laboratory','Pharmacy','Theatre'])[1 + x.r % 5],
      (array['medication','fall','infection','procedure','equipment','diagnosis','communication','other'])[1 + x.r % 8],
      case when x.q < 400 then 'near_miss' when x.q < 750 then 'no_harm' when x.q < 930 then 'harm' when x.q < 990 then 'severe_harm' else 'death' end,
      'Incident ' || x.k || ': what happened, as the reporter saw it.', case when x.r % 2 = 0 then 'Nurse on duty' end,
      case when x.q % 10 < 6 then 'UG-PAT-2026-' || lpad((${n(s.patientOffset)} + 1 + (x.k * 131) % ${n(s.patients)})::text, 7, '0') end,
      case when x.r % 3 = 0 then 'Patient reviewed by the doctor on call' end,
      x.status, case when x.status = 'closed' then least(now(), x.created + interval '3 days') end, x.created,
      least(now(), x.created + x.steps * interval '1 day')
    from (
      select 'INC-' || ${code} || '-' || lpad(k::text, 5, '0') as id, k, r.r, r.q,
        now() - (${n(spanDays)} * (1 - k::float8 / ${n(s.incidents)}) + 1) * interval '1 day' as occurred,
        least(now(), now() - (${n(spanDays)} * (1 - k::float8 / ${n(s.incidents)}) + 1) * interval '1 day' + (r.r % 48) * interval '1 hour') as created,
        u.id as reporter,
        case when k::float8 / ${n(s.incidents)} < 0.8 then 3 else r.r % 3 end as steps,
        (array['reported','under_review','action_taken','closed'])[1 + case when k::float8 / ${n(s.incidents)} < 0.8 then 3 else r.r % 3 end] as status
      from generate_series(1, ${n(s.incidents)}) k
        cross join lateral (select abs(hashtext(k::text || ${`inc${code}`})) % 1000 as r, abs(hashtext(k::text || ${`harm${code}`})) % 1000 as q) r
        join (select row_number() over (order by email) - 1 as rn, id from users where hospital_id = ${h}) u on u.rn = r.r % ${n(s.doctors + 1)}
    ) x`);
  await db.execute(sql`insert into incident_status_changes (incident_id, hospital_id, from_status, to_status, note, changed_by, created_at)
    select i.id, i.hospital_id, (array[null,'reported','under_review','action_taken'])[st], (array['reported','under_review','action_taken','closed'])[st],
      case when st = 4 then 'Reviewed with the team; procedure updated.' end,
      case when st = 1 then i.reported_by else (select id from users where email = ${adminEmailOf(s.number)}) end,
      least(now(), i.created_at + (st - 1) * interval '1 day')
    from incident_reports i, generate_series(1, 4) st
    where i.hospital_id = ${h} and st <= array_position(array['reported','under_review','action_taken','closed'], i.status)`);
}

/** One hospital's rows; the caller drops and rebuilds the secondary structures around all of them. */
async function generateOne(db: Db, s: HospitalScale, log: (line: string) => void, t0: number) {
  const lap = (what: string) => log(`${hospitalIdOf(s.number)} ${what}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const spanDays = Math.round(s.months * 30.4);
  await staffAndPrices(db, s);
  await patientsOf(db, s, spanDays);
  lap(`${s.patients} patients`);
  await appointmentsOf(db, s, spanDays);
  lap(`${s.appointments} appointments`);
  await billsOf(db, s);
  lap("bills, items and payments");
  await ratingsOf(db, s);
  await incidentsOf(db, s, spanDays);
  lap("ratings and incidents");
}

/** The large hospital (HOSP-001), the small one (HOSP-002) and links of 300 of the first's patients to the second. */
export async function generateHospitals(db: Db, main: HospitalScale, other: HospitalScale, log: (line: string) => void = () => {}): Promise<void> {
  const rebuild = await secondaryStructures(db, BIG_TABLES);
  for (const r of rebuild) await db.execute(sql.raw(r.drop));
  const t0 = performance.now();
  await generateOne(db, main, log, t0);
  await generateOne(db, other, log, t0);
  await db.execute(sql`insert into patient_hospitals (patient_id, hospital_id, source, linked_at)
    select 'UG-PAT-2026-' || lpad((${n(main.patientOffset)} + p)::text, 7, '0'), ${hospitalIdOf(other.number)}, 'consent', now() - p * interval '1 day'
    from generate_series(1, ${n(Math.min(300, main.patients))}) p`);
  await db.execute(sql`insert into counters (key, value) values ('patient:UG:2026', ${n(Math.max(main.patientOffset + main.patients, other.patientOffset + other.patients))})
    on conflict (key) do update set value = excluded.value`);
  for (const r of rebuild) await db.execute(sql.raw(r.create));
  if (rebuild.length) log(`${rebuild.length} indexes and constraints rebuilt: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await db.execute(sql`vacuum analyze`);
  log(`vacuum analyze: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
