// Appointments at scale: BENCH_HOSPITALS (20) hospitals, BENCH_DOCTORS (200) doctors and
// BENCH_APPOINTMENTS (500 000) appointments in a fresh PGlite DATA_DIR with the real migrations
// (both exclusion constraints included). The two reads a busy day repeats most are timed through
// the real service functions, exactly what the routes call:
//   - slot lookup: listSlots (GET /api/appointments/slots) for a doctor and a day;
//   - the doctor's pending list: listPendingAppointments (GET /api/doctor/appointments/pending).
// Each is timed twice: on one hospital alone (its share: 1/20 of the doctors, patients and
// appointments, so every doctor's diary is the same size) and on the whole network; the table gives
// p50/p95 of both and the ratio network/alone, which stays near 1 when the indexes carry the
// queries and grows with the table when they do not. EXPLAIN of each query
// is printed too. Run: `npm run bench:appointments` (about 3 minutes here; no build needed).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";

import type { StaffActor } from "@/lib/auth/actor-types";
import { openPglite, setDbHandle, type Db, type DbHandle } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { queryRows } from "@/lib/db/raw";
import { listSlots } from "@/lib/services/appointments";
import { listPendingAppointments } from "@/lib/services/doctor-portal";
import { ensureSettings } from "@/lib/services/settings";
import { addDays, localDate } from "@/lib/time";

const HOSPITALS = Number(process.env.BENCH_HOSPITALS ?? 20);
const DOCTORS = Number(process.env.BENCH_DOCTORS ?? 200);
const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 500_000);
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const TIMEZONE = "Africa/Kampala";
/** Slots per working day on the grid the form offers (09:00 … 17:30). */
const SLOTS_PER_DAY = 18;

type Fixture = { doctors: { id: string; userId: string; hospitalId: string }[]; admin: StaffActor; days: string[] };

/**
 * Hospitals, one department each, DOCTORS doctors (with users) spread over them, PATIENTS patients,
 * then `count` appointments: doctor d's k-th appointment takes the k-th 30-minute slot of the
 * working days around today (so none overlaps another of the doctor's), and its patient is
 * (d + DOCTORS * k) mod PATIENTS (so no patient holds two at one time). Past ones are completed,
 * cancelled or rejected; future ones scheduled (pending, one in four) or accepted.
 */
type Scale = { hospitals: number; doctors: number; patients: number; appointments: number };

async function generate(db: Db, scale: Scale): Promise<Fixture> {
  const { hospitals: HOSPITALS, doctors: DOCTORS, patients: PATIENTS, appointments: count } = scale;
  await db.execute(sql`insert into hospitals (id, name, address, phone, email, license_number, country, state, city, timezone, subscription_status, trial_expires_at)
    select 'HOSP-' || lpad(h::text, 3, '0'), 'Bench Hospital ' || h, 'Plot ' || h, '+256700000' || lpad(h::text, 3, '0'),
      'h' || h || '@bench.example', 'LIC-' || h, 'Uganda', 'Central', 'Kampala', ${TIMEZONE}, 'trial', now() + interval '30 days'
    from generate_series(1, ${HOSPITALS}) h`);
  await db.execute(sql`insert into departments (id, hospital_id, name, is_active)
    select 'DEPT-' || lpad(h::text, 3, '0') || '-001', 'HOSP-' || lpad(h::text, 3, '0'), 'General Medicine', true
    from generate_series(1, ${HOSPITALS}) h`);
  await db.execute(sql`insert into users (email, username, role, hospital_id, first_name, last_name, is_verified)
    select 'doctor' || d || '@bench.example', 'doctor' || d || '@bench.example', 'doctor',
      'HOSP-' || lpad((1 + (d - 1) % ${HOSPITALS})::text, 3, '0'), 'Doc', 'Tor' || d, true
    from generate_series(1, ${DOCTORS}) d`);
  await db.execute(sql`insert into doctors (id, user_id, hospital_id, department_id, specialization, license_number, qualification, is_active)
    select 'DOC-' || lpad((1 + (d - 1) % ${HOSPITALS})::text, 3, '0') || '-' || lpad(d::text, 3, '0'), u.id,
      'HOSP-' || lpad((1 + (d - 1) % ${HOSPITALS})::text, 3, '0'), 'DEPT-' || lpad((1 + (d - 1) % ${HOSPITALS})::text, 3, '0') || '-001',
      'Internal Medicine', 'LIC-DOC-' || d, 'MBChB, MMed Internal Medicine', true
    from generate_series(1, ${DOCTORS}) d join users u on u.email = 'doctor' || d || '@bench.example'`);
  await db.execute(sql`insert into patients (id, first_name, last_name, date_of_birth, gender, phone, address, city, country_of_origin,
      emergency_contact, emergency_phone, registration_source, consent_to_treatment, data_privacy_consent)
    select 'UG-PAT-2026-' || lpad(p::text, 6, '0'), 'Patient', 'Number' || p, date '1980-01-01' + (p % 9000), 'female',
      '+256700' || lpad(p::text, 6, '0'), 'Plot ' || p, 'Kampala', 'Uganda', 'Next Of Kin', '+256711000000', 'hospital', true, true
    from generate_series(1, ${PATIENTS}) p`);

  // Working days from a year back: per doctor `perDoctor` slots, half before today, half after.
  const perDoctor = Math.ceil(count / DOCTORS);
  const today = localDate(new Date(), TIMEZONE);
  const dayCount = Math.ceil(perDoctor / SLOTS_PER_DAY) + 2;
  const days: string[] = [];
  for (let offset = -Math.floor(dayCount / 2); days.length < dayCount; offset++) {
    const day = addDays(today, offset);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day);
  }
  await db.execute(sql`create temp table bench_days as select ordinality - 1 as n, day::date as day
    from unnest(${sql.raw(`array[${days.map((d) => `'${d}'`).join(",")}]::text[]`)}) with ordinality as t(day)`);
  const CHUNK = 50_000;
  for (let from = 0; from < count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK) - 1;
    // Whole numbers inlined: typed parameters would leave PostgreSQL guessing inside the arithmetic.
    const [doctorsN, patientsN, perDay, first, last] = [DOCTORS, PATIENTS, SLOTS_PER_DAY, from, to].map((n) => sql.raw(String(Math.trunc(n))));
    await db.execute(sql`insert into appointments (hospital_id, department_id, doctor_id, patient_id, appointment_date, duration, status, reason)
      select d.hospital_id, d.department_id, d.id,
        'UG-PAT-2026-' || lpad((1 + (d.n + ${doctorsN} * a.k) % ${patientsN})::text, 6, '0'),
        a.at, 30,
        case when a.at < now() then (array['completed','completed','completed','cancelled','rejected'])[1 + (a.k % 5)::int]
             when a.k % 4 = 0 then 'scheduled' else 'accepted' end,
        'Bench visit ' || a.i
      from (select i, i % ${doctorsN} as doc, i / ${doctorsN} as k,
              (bd.day + time '09:00' + ((i / ${doctorsN}) % ${perDay}) * interval '30 minutes') at time zone '${sql.raw(TIMEZONE)}' as at
            from generate_series(${first}, ${last}) i
            join bench_days bd on bd.n = (i / ${doctorsN}) / ${perDay}) a
      join (select row_number() over (order by id) - 1 as n, id, hospital_id, department_id from doctors) d on d.n = a.doc`);
  }
  await db.execute(sql`drop table bench_days`);
  await db.execute(sql`analyze`);

  const doctors = await queryRows<{ id: string; userId: string; hospitalId: string }>(
    db,
    sql`select id, user_id as "userId", hospital_id as "hospitalId" from doctors order by id`,
  );
  const [adminUser] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (email, username, role, hospital_id, first_name, last_name, is_verified)
      values ('admin@bench.example', 'admin@bench.example', 'hospital_admin', 'HOSP-001', 'Bench', 'Admin', true) returning id`,
  );
  const admin: StaffActor = { kind: "staff", userId: adminUser.id, role: "hospital_admin", hospitalId: "HOSP-001", departmentId: null, email: "admin@bench.example", firstName: "Bench", lastName: "Admin", ip: null };
  return { doctors, admin, days };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function time(runs: number, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await fn(i); // warm-up: plans cached, pages in memory
  const latencies: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn(i);
    latencies.push(performance.now() - t);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

async function measure(scale: Scale) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-appointments-"));
  let handle: DbHandle | undefined;
  try {
    handle = openPglite(path.join(dataDir, "pglite"));
    await runMigrations(handle);
    await ensureSettings(handle.db);
    setDbHandle(handle);
    const t0 = performance.now();
    const fx = await generate(handle.db, scale);
    const [{ n }] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from appointments`);
    console.log(`  ${n.toLocaleString("en-US")} appointments generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    // HOSP-001's doctors, over the days that hold appointments (past, today, future).
    const own = fx.doctors.filter((d) => d.hospitalId === "HOSP-001");
    const middle = Math.floor(fx.days.length / 2);
    const days = fx.days.slice(Math.max(0, middle - 5), middle + 5);
    const slots = await time(RUNS, (i) => listSlots(fx.admin, { doctorId: own[i % own.length].id, date: days[i % days.length] }));
    const pending = await time(RUNS, (i) => {
      const d = fx.doctors[i % fx.doctors.length];
      const actor: StaffActor = { kind: "staff", userId: d.userId, role: "doctor", hospitalId: d.hospitalId, departmentId: null, email: "", firstName: "Doc", lastName: "Tor", ip: null };
      return listPendingAppointments(actor);
    });
    const sample = own[0];
    const [pendingCount] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from appointments where doctor_id = ${sample.id} and status = 'scheduled'`,
    );
    const plan = async (statement: ReturnType<typeof sql>) =>
      (await queryRows<{ "QUERY PLAN": string }>(handle!.db, sql`explain ${statement}`)).map((r) => `      ${r["QUERY PLAN"]}`).join("\n");
    const midDay = days[Math.floor(days.length / 2)];
    const explain = {
      // listSlots' second query (the first reads one doctor by primary key) for a day in the middle.
      slots: await plan(sql`select appointment_date, duration from appointments where doctor_id = ${sample.id}
        and status in ('scheduled', 'accepted') and appointment_date >= ${midDay}::date - interval '8 hours'
        and appointment_date < ${midDay}::date + interval '18 hours'`),
      pending: await plan(sql`select id from appointments where doctor_id = ${sample.id} and status = 'scheduled' order by appointment_date limit 200`),
    };
    return { count: n, slots, pending, pendingPerDoctor: pendingCount.n, explain };
  } finally {
    setDbHandle(undefined);
    await handle?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const network: Scale = { hospitals: HOSPITALS, doctors: DOCTORS, patients: PATIENTS, appointments: APPOINTMENTS };
  const share = (n: number) => Math.max(1, Math.round(n / HOSPITALS));
  const alone: Scale = { hospitals: 1, doctors: share(DOCTORS), patients: share(PATIENTS), appointments: share(APPOINTMENTS) };
  console.log(`Appointments benchmark, ${RUNS} timed calls each`);
  console.log(`One hospital alone (${alone.doctors} doctors, ${alone.appointments.toLocaleString("en-US")} appointments):`);
  const small = await measure(alone);
  console.log(`The network (${HOSPITALS} hospitals, ${DOCTORS} doctors, ${PATIENTS.toLocaleString("en-US")} patients):`);
  const large = await measure(network);
  const row = (name: string, a: { p50: number; p95: number }, b: { p50: number; p95: number }) =>
    `| ${name} | ${a.p50.toFixed(2)} | ${a.p95.toFixed(2)} | ${b.p50.toFixed(2)} | ${b.p95.toFixed(2)} | ${(b.p95 / a.p95).toFixed(2)} |`;
  console.log("");
  console.log(`| call | p50 ms (${small.count.toLocaleString("en-US")}) | p95 ms | p50 ms (${large.count.toLocaleString("en-US")}) | p95 ms | p95 ratio network/alone |`);
  console.log("|---|---|---|---|---|---|");
  console.log(row("slot lookup (listSlots)", small.slots, large.slots));
  console.log(row(`doctor's pending list (listPendingAppointments, ${large.pendingPerDoctor} pending per doctor)`, small.pending, large.pending));
  console.log("\nPlans on the large data set:");
  console.log(`  slot lookup:\n${large.explain.slots}`);
  console.log(`  pending list:\n${large.explain.pending}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
