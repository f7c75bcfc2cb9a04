// Tenant-scoped queries at scale: the dashboard counters and the department list of ONE hospital,
// timed while the database holds only that hospital and again with many equally large hospitals
// beside it. With the (hospital_id, …) indexes the ratio stays near 1: a hospital's pages cost
// what its own data costs, not what the whole network holds. Run: `npm run bench:queries`.
import { sql } from "drizzle-orm";

import { anonymous, type StaffActor } from "@/lib/auth/actor-types";
import { openPglite, setDbHandle, type Db } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { getDashboardStats } from "@/lib/services/dashboard";
import { listDepartments } from "@/lib/services/departments";
import { ensureSettings } from "@/lib/services/settings";

const NEIGHBOURS = Number(process.env.BENCH_NEIGHBOURS ?? 30);
const SIZE = { departments: 12, doctors: 60, workers: 60, patients: 3000, appointmentsPerDoctor: 60 };
const RUNS = 200;

/** One hospital with SIZE rows of each kind, generated in SQL (fast; bypasses the services). */
async function addHospital(db: Db, n: number) {
  const h = `HOSP-${String(n).padStart(3, "0")}`;
  const num = String(n).padStart(3, "0");
  await db.execute(sql`insert into hospitals (id, name, address, phone, email, license_number, country, state, city, timezone, subscription_status, trial_expires_at)
    values (${h}, ${"Bench " + n}, 'Road 1', '+256700000000', ${"h" + n + "@bench.example"}, 'LIC', 'Uganda', 'Central', 'Kampala', 'Africa/Kampala', 'trial', now() + interval '30 days')`);
  await db.execute(sql`insert into departments (id, hospital_id, name, description)
    select 'DEPT-' || ${num} || '-' || lpad(i::text, 3, '0'), ${h}, 'Department ' || i, 'Description of department ' || i
    from generate_series(1, ${SIZE.departments}) i`);
  await db.execute(sql`insert into users (id, email, username, role, hospital_id, first_name, last_name)
    select ${h} || '-u' || i, 'd' || i || '@' || ${"h" + n} || '.bench', 'd' || i || '@' || ${"h" + n} || '.bench', 'doctor', ${h}, 'Doc', 'Tor' || i
    from generate_series(1, ${SIZE.doctors}) i`);
  await db.execute(sql`insert into doctors (id, user_id, hospital_id, department_id, specialization, license_number, qualification)
    select 'DOC-' || ${num} || '-' || lpad(i::text, 3, '0'), ${h} || '-u' || i, ${h}, 'DEPT-' || ${num} || '-' || lpad((1 + i % ${SIZE.departments})::text, 3, '0'), 'Cardiology', 'LIC-' || i, 'MBChB and more'
    from generate_series(1, ${SIZE.doctors}) i`);
  await db.execute(sql`insert into health_workers (health_worker_id, worker_number, password_hash, first_name, last_name, email, phone, role, hospital_id, department_id, employment_status)
    select 'HW-' || ${n} || '-' || i, 'WN-' || lpad((${n} * 1000 + i)::text, 6, '0'), 'x', 'Work', 'Er' || i, 'w' || i || '@' || ${"h" + n} || '.bench', '0700000000', 'nurse', ${h},
      'DEPT-' || ${num} || '-' || lpad((1 + i % ${SIZE.departments})::text, 3, '0'), 'employed'
    from generate_series(1, ${SIZE.workers}) i`);
  await db.execute(sql`insert into patients (id, first_name, last_name, date_of_birth, gender, phone, address, country_of_origin, emergency_contact, emergency_phone)
    select 'UG-PAT-' || (1000 + ${n}) || '-' || lpad(i::text, 4, '0'), 'Pat', 'Ient' || i, '1990-01-01', 'female', '0700000000', 'Road', 'Uganda', 'Kin', '0700000001'
    from generate_series(1, ${SIZE.patients}) i`);
  await db.execute(sql`insert into patient_hospitals (patient_id, hospital_id)
    select 'UG-PAT-' || (1000 + ${n}) || '-' || lpad(i::text, 4, '0'), ${h} from generate_series(1, ${SIZE.patients}) i`);
  // Each doctor: consecutive half-hour slots from 30 days ago onwards (no overlap for the constraint).
  await db.execute(sql`insert into appointments (hospital_id, department_id, doctor_id, patient_id, appointment_date, duration, status)
    select ${h}, d.department_id, d.id, 'UG-PAT-' || (1000 + ${n}) || '-' || lpad((1 + (s * ${SIZE.doctors} + d.k) % ${SIZE.patients})::text, 4, '0'),
      date_trunc('day', now()) - interval '30 days' + s * interval '12 hours', 30,
      case when s % 5 = 0 then 'completed' when s % 7 = 0 then 'cancelled' else 'scheduled' end
    from (select id, department_id, row_number() over (order by id) as k from doctors where hospital_id = ${h}) d,
      generate_series(0, ${SIZE.appointmentsPerDoctor - 1}) s`);
}

async function time(fn: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { p50: samples[Math.floor(RUNS / 2)], p95: samples[Math.floor(RUNS * 0.95)] };
}

async function main() {
  const handle = openPglite("memory://");
  setDbHandle(handle);
  await runMigrations(handle);
  await ensureSettings(handle.db);
  await addHospital(handle.db, 1);

  const admin: StaffActor = { ...anonymous(null), kind: "staff", userId: "bench", role: "hospital_admin", hospitalId: "HOSP-001", departmentId: null, email: "bench@bench.example", firstName: null, lastName: null };
  const stats = () => getDashboardStats(admin);
  const departments = () => listDepartments(admin, { search: undefined, hospitalId: undefined });

  await handle.db.execute(sql`analyze`);
  const alone = { stats: await time(stats), departments: await time(departments) };
  for (let n = 2; n <= NEIGHBOURS + 1; n++) await addHospital(handle.db, n);
  await handle.db.execute(sql`analyze`);
  const crowded = { stats: await time(stats), departments: await time(departments) };

  const rows = await handle.db.execute(sql`select (select count(*) from appointments) as a, (select count(*) from patients) as p`);
  const counts = (rows as unknown as { rows: { a: number; p: number }[] }).rows[0];
  const f = (n: number) => n.toFixed(2);
  console.log(`\nOne hospital: ${SIZE.patients} patients, ${SIZE.doctors * SIZE.appointmentsPerDoctor} appointments, ${SIZE.departments} departments.`);
  console.log(`Then ${NEIGHBOURS} more of the same size: ${counts.p} patients, ${counts.a} appointments in total. ${RUNS} runs each (PGlite in memory).\n`);
  console.log("| query (one hospital) | alone p50 / p95 | among neighbours p50 / p95 | p50 ratio |\n|---|---|---|---|");
  for (const key of ["stats", "departments"] as const) {
    const a = alone[key];
    const c = crowded[key];
    const label = key === "stats" ? "getDashboardStats (GET /api/dashboard/stats)" : "listDepartments (GET /api/departments)";
    console.log(`| ${label} | ${f(a.p50)} / ${f(a.p95)} ms | ${f(c.p50)} / ${f(c.p95)} ms | ${f(c.p50 / a.p50)}x |`);
  }
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
