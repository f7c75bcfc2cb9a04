// A national network for the benchmarks at scale: `hospitals` hospitals (one department and
// `doctorsPerHospital` doctors each), `patients` patients linked to one hospital each and
// registered over the last `months` months, `appointments` appointments over the same months
// (a doctor's k-th appointment takes the k-th 30-minute slot, so none overlaps another of the
// doctor's or of the patient's), invoices for the hospitals' plans and `auditRows` audit records.
// Everything is set-based SQL (generate_series) in chunks. The secondary indexes
// and exclusion constraints of the big tables are dropped during the load and rebuilt after it,
// from their own definitions (pg_get_indexdef / pg_get_constraintdef), as a bulk load does: the
// result has exactly the schema of the migrations.
import { sql } from "drizzle-orm";

import type { Db } from "@/lib/db/client";

import { secondaryStructures } from "./scratch-db";

export type NetworkScale = {
  hospitals: number;
  doctorsPerHospital: number;
  patients: number;
  appointments: number;
  auditRows: number;
  months: number;
};

const BIG_TABLES = ["patients", "patient_hospitals", "appointments", "audit_logs"];
const CHUNK = 200_000;
const n = (v: number) => sql.raw(String(Math.trunc(v)));
const hospitalId = (expr: string) => sql.raw(`'HOSP-' || lpad((${expr})::text, 3, '0')`);

export async function generateNetwork(db: Db, scale: NetworkScale, log: (line: string) => void = () => {}): Promise<void> {
  const { hospitals: H, doctorsPerHospital: DPH, patients: P, appointments: A, auditRows: L, months: M } = scale;
  const D = H * DPH;
  const rebuild = await secondaryStructures(db, BIG_TABLES);
  for (const r of rebuild) await db.execute(sql.raw(r.drop));
  await db.execute(sql`select setseed(0.42)`);
  const t0 = performance.now();
  const lap = (what: string) => log(`${what}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // Hospitals registered across the window; a third paying (basic, premium, enterprise), two on trial, the rest expired.
  await db.execute(sql`insert into hospitals (id, name, address, phone, email, license_number, country, state, city, timezone,
      subscription_status, trial_expires_at, paid_until, created_at, updated_at)
    select ${hospitalId("h")}, 'Network Hospital ' || h, 'Plot ' || h, '+256700000' || lpad(h::text, 3, '0'),
      'h' || h || '@network.example', 'LIC-NET-' || h, 'Uganda', 'Central', (array['Kampala','Gulu','Mbarara','Jinja','Mbale'])[1 + h % 5],
      'Africa/Kampala', s.status,
      case when s.status = 'trial' then now() + interval '20 days' end,
      case when s.status in ('basic','premium','enterprise') then now() + interval '200 days' end,
      now() - (${n(M)} * 30 - h * 3 % (${n(M)} * 30)) * interval '1 day', now()
    from generate_series(1, ${n(H)}) h,
      lateral (select (array['basic','premium','enterprise','trial','trial','expired'])[1 + h % 6] as status) s`);
  await db.execute(sql`insert into departments (id, hospital_id, name, is_active)
    select 'DEPT-' || lpad(h::text, 3, '0') || '-001', ${hospitalId("h")}, 'General Medicine', true from generate_series(1, ${n(H)}) h`);
  await db.execute(sql`insert into users (email, username, role, hospital_id, first_name, last_name, is_verified)
    select 'doctor' || d || '@network.example', 'doctor' || d || '@network.example', 'doctor', ${hospitalId(`1 + (d - 1) % ${H}`)}, 'Doc', 'Tor' || d, true
    from generate_series(1, ${n(D)}) d
    union all
    select 'admin' || h || '@network.example', 'admin' || h || '@network.example', 'hospital_admin', ${hospitalId("h")}, 'Admin', 'Of' || h, true
    from generate_series(1, ${n(H)}) h`);
  await db.execute(sql`insert into doctors (id, user_id, hospital_id, department_id, specialization, license_number, qualification, is_active)
    select 'DOC-NET-' || lpad(d::text, 5, '0'), u.id, u.hospital_id, 'DEPT-' || substr(u.hospital_id, 6) || '-001',
      'Internal Medicine', 'LIC-DOC-' || d, 'MBChB', true
    from generate_series(1, ${n(D)}) d join users u on u.email = 'doctor' || d || '@network.example'`);
  // Invoices: each paying hospital paid one per month since it registered (a plan per period).
  await db.execute(sql`insert into payments (hospital_id, plan, amount, currency, status, period_start, period_end, paid_at, created_at, updated_at)
    select h.id, h.subscription_status, case h.subscription_status when 'basic' then 99 when 'premium' then 299 else 999 end, 'USD', 'paid',
      m, m + interval '1 month', m + interval '1 day', m, m
    from hospitals h, generate_series(date_trunc('month', h.created_at), now(), interval '1 month') m
    where h.subscription_status in ('basic','premium','enterprise')`);
  lap("hospitals, doctors and invoices");

  for (let from = 1; from <= P; from += CHUNK) {
    const to = Math.min(P, from + CHUNK - 1);
    await db.execute(sql`insert into patients (id, first_name, last_name, date_of_birth, gender, phone, address, city, country_of_origin,
        emergency_contact, emergency_phone, registration_source, consent_to_treatment, data_privacy_consent, created_at, updated_at)
      select 'UG-PAT-2026-' || lpad(p::text, 7, '0'), (array['Amina','Kato','Achieng','Okello','Nakato','Mugisha'])[1 + p % 6],
        'Patient' || p, date '1950-01-01' + (p % 25000), case when p % 2 = 0 then 'female' else 'male' end,
        '+2567' || lpad((p % 100000000)::text, 8, '0'), 'Plot ' || p, 'Kampala', 'Uganda', 'Next Of Kin', '+256711000000', 'hospital', true, true,
        now() - (p::float8 / ${n(P)}) * ${n(M)} * interval '30 days', now()
      from generate_series(${n(from)}, ${n(to)}) p`);
    await db.execute(sql`insert into patient_hospitals (patient_id, hospital_id, source, linked_at)
      select 'UG-PAT-2026-' || lpad(p::text, 7, '0'), ${hospitalId(`1 + p % ${H}`)}, 'registered', now() - (p::float8 / ${n(P)}) * ${n(M)} * interval '30 days'
      from generate_series(${n(from)}, ${n(to)}) p`);
  }
  await db.execute(sql`insert into counters (key, value) values ('patient:UG:2026', ${n(P)}) on conflict (key) do update set value = excluded.value`);
  lap("patients");

  // Appointment i: doctor i mod D, its k = i div D -th slot counted back from now (16 slots a day);
  // the patient is one of the doctor's hospital's patients, never two at once (distinct k per doctor).
  const perDoctor = Math.ceil(A / D);
  const days = Math.ceil(perDoctor / 16);
  const stepDays = Math.max(1, Math.floor((M * 30) / Math.max(days, 1)));
  for (let from = 0; from < A; from += CHUNK) {
    const to = Math.min(A, from + CHUNK) - 1;
    await db.execute(sql`insert into appointments (hospital_id, department_id, doctor_id, patient_id, appointment_date, duration, status, reason, created_at, updated_at)
      select d.hospital_id, d.department_id, d.id,
        'UG-PAT-2026-' || lpad((1 + ((x.k * ${n(D)} + x.doc) % ${n(P)}))::text, 7, '0'),
        x.at, 30,
        case when x.at < now() then (array['completed','completed','completed','cancelled','no_show'])[1 + x.k % 5] else 'accepted' end,
        'Network visit', x.at - interval '3 days', x.at - interval '3 days'
      from (select i % ${n(D)} as doc, i / ${n(D)} as k,
              date_trunc('day', now()) - ((i / ${n(D)}) / 16) * ${n(stepDays)} * interval '1 day' + interval '6 hours'
                + ((i / ${n(D)}) % 16) * interval '30 minutes' as at
            from generate_series(${n(from)}, ${n(to)}) i) x
      join (select row_number() over (order by id) - 1 as rn, id, hospital_id, department_id from doctors where id like 'DOC-NET-%') d on d.rn = x.doc`);
  }
  lap("appointments");

  for (let from = 1; from <= L; from += CHUNK) {
    const to = Math.min(L, from + CHUNK - 1);
    await db.execute(sql`insert into audit_logs (actor_type, actor_id, action, entity, entity_id, hospital_id, ip, outcome, created_at)
      select 'staff', null, (array['patient.read','appointment.create','diagnosis.create','auth.login','patient.update'])[1 + l % 5],
        'patient', 'UG-PAT-2026-' || lpad((1 + l % ${n(P)})::text, 7, '0'), ${hospitalId(`1 + l % ${H}`)}, '10.0.0.1', 'success',
        now() - (l::float8 / ${n(L)}) * ${n(M)} * interval '30 days'
      from generate_series(${n(from)}, ${n(to)}) l`);
  }
  lap("audit rows");

  for (const r of rebuild) await db.execute(sql.raw(r.create));
  if (rebuild.length) lap(`${rebuild.length} indexes and constraints rebuilt`);
  await db.execute(sql`analyze`);
  lap("analyze");
}
