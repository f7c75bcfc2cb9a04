// The system administrator's Overview (GET /api/admin/stats) and network analytics
// (GET /api/admin/analytics) at national scale on PostgreSQL: BENCH_HOSPITALS (50) hospitals,
// BENCH_PATIENTS (1,000,000) patients, BENCH_APPOINTMENTS (2,000,000) appointments and
// BENCH_AUDIT (1,000,000) audit rows over 13 months (scripts/bench/network-data.ts), in a scratch
// database on the server of BENCH_DATABASE_URL (or DATABASE_URL). Three sides, each RUNS calls one
// at a time after a warm-up: the raw SQL of the figures (the analytics statements exactly as the
// service runs them, side by side; for the Overview its dominant statement, the network's account
// counts), the service functions in this process, and the API of the production build (`npm run
// build` first) started on the same database. The table reports p50/p95 and the ratios to the SQL.
// Run: `npm run build && BENCH_DATABASE_URL=postgres://… npm run bench:admin`.
// BENCH_REUSE=1 keeps the generated database (bench_admin_network) between runs.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";

import type { StaffActor } from "@/lib/auth/actor-types";
import { encodeSession } from "@/lib/auth/session";
import { createSession } from "@/lib/auth/sessions-store";
import { type Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { analyticsStatements, getNetworkAnalytics } from "@/lib/services/admin-analytics";
import { getAdminStats } from "@/lib/services/admin-stats";
import { encryptPhi } from "@/lib/security/phi";

import { startServer, stopServer, summary, timeCalls, waitForServer } from "./harness";
import { dropDatabase, openBenchDatabase } from "./scratch-db";
import { generateNetwork } from "./network-data";

const URL_BASE = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const HOSPITALS = Number(process.env.BENCH_HOSPITALS ?? 50);
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 1_000_000);
const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 2_000_000);
const AUDIT = Number(process.env.BENCH_AUDIT ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 3302);
const DB_NAME = process.env.BENCH_REUSE === "1" ? "bench_admin_network" : `bench_admin_${process.pid}`;
const BUDGET_MS = 300;

/** The network's system administrator, enrolled in two-factor as the rule requires. */
async function systemAdmin(db: Db): Promise<StaffActor> {
  const email = "sysadmin@network.example";
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (email, username, role, first_name, last_name, is_verified, totp_secret_enc, totp_enabled_at)
      values (${email}, ${email}, 'system_admin', 'Network', 'Admin', true, ${encryptPhi("JBSWY3DPEHPK3PXP")}, now())
      on conflict do nothing returning id`,
  );
  const [user] = row ? [row] : await queryRows<{ id: string }>(db, sql`select id from users where email = ${email}`);
  return { kind: "staff", userId: user.id, role: "system_admin", hospitalId: null, departmentId: null, email, firstName: "Network", lastName: "Admin", ip: null, passwordChangeRequired: false } as StaffActor;
}

async function sessionCookie(actor: StaffActor): Promise<string> {
  const { id } = await createSession({ kind: "staff", principalId: actor.userId, lifetimeSeconds: 3600, ip: null, userAgent: "bench" });
  const token = await encodeSession({ sub: actor.userId, kind: "staff", sv: 0, role: "system_admin", sid: id }, 3600);
  return `next-auth.session-token=${token}`;
}

const fmt = (v: number) => v.toFixed(1);

async function main() {
  // A kept database (BENCH_REUSE) gets the migrations added since it was generated.
  const { handle, url, fresh } = await openBenchDatabase(URL_BASE, DB_NAME);
  let server: ChildProcess | undefined;
  try {
    const db = handle.db;
    if (fresh) {
      const t0 = performance.now();
      await generateNetwork(db, { hospitals: HOSPITALS, doctorsPerHospital: 10, patients: PATIENTS, appointments: APPOINTMENTS, auditRows: AUDIT, months: 13 }, (l) => console.log(`  ${l}`));
      console.log(`generated in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    }
    const sizes = await queryRows<{ patients: string; appointments: string; hospitals: string; audit: string }>(
      db,
      sql`select (select count(*) from patients) as patients, (select count(*) from appointments) as appointments,
        (select count(*) from hospitals) as hospitals, (select count(*) from audit_logs) as audit`,
    );
    console.log("data:", sizes[0]);
    const actor = await systemAdmin(db);

    const q = analyticsStatements(new Date());
    const analyticsSql = () => Promise.all(Object.values(q).map((s) => queryRows(db, s)));
    // The Overview's figures as the service computes them, and the count they replace.
    const statsSql = () =>
      queryRows(db, sql`select (select count(*) from users) as staff, (select count(*) from health_workers) as workers,
        (select coalesce(sum(n), 0) from activity_daily where metric = 'patients') as patients`);
    const countPatients = () => queryRows(db, sql`select count(*) from patients`);

    const warm = async (fn: () => Promise<unknown>) => {
      for (let i = 0; i < 5; i++) await fn();
      return summary(await timeCalls(fn, { concurrency: 1, runs: RUNS }));
    };
    const rows: Row[] = [];
    const sqlStats = await warm(statsSql);
    const sqlAnalytics = await warm(analyticsSql);
    rows.push({ what: "SQL: count(*) of patients (what the daily counts replace)", ...(await warm(countPatients)) });
    rows.push({ what: "SQL: Overview's account counts", ...sqlStats });
    rows.push({ what: "SQL: analytics statements (side by side)", ...sqlAnalytics });
    rows.push({ what: "service: getAdminStats", ...(await warm(() => getAdminStats(actor))), sql95: sqlStats.p95 });
    rows.push({ what: "service: getNetworkAnalytics", ...(await warm(() => getNetworkAnalytics(actor))), sql95: sqlAnalytics.p95 });

    if (process.env.BENCH_SKIP_API === "1") return report(rows);
    const cookie = await sessionCookie(actor);
    server = startServer(PORT, fs.mkdtempSync(path.join(os.tmpdir(), "bench-admin-")), { DATABASE_URL: url });
    await waitForServer(`http://127.0.0.1:${PORT}`, server);
    const api = (path: string) => async () => {
      const res = await fetch(`http://127.0.0.1:${PORT}${path}`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    rows.push({ what: "API: GET /api/admin/stats", ...(await warm(api("/api/admin/stats"))), sql95: sqlStats.p95 });
    rows.push({ what: "API: GET /api/admin/analytics", ...(await warm(api("/api/admin/analytics"))), sql95: sqlAnalytics.p95 });

    report(rows);
  } finally {
    if (server) await stopServer(server);
    await handle.close();
    await dropDatabase(URL_BASE!, DB_NAME);
  }
}

type Row = { what: string; p50: number; p95: number; sql95?: number };

function report(rows: Row[]) {
    console.log(`\n${RUNS} calls each, one at a time, after 5 warm-up calls (ms)`);
    console.log("| what | p50 | p95 | p95 / SQL p95 | within 300 ms |");
    console.log("|---|---:|---:|---:|---|");
    for (const r of rows) {
      const ratio = r.sql95 ? `${(r.p95 / r.sql95).toFixed(2)}×` : "";
      const within = r.what.startsWith("SQL") ? "" : r.p95 <= BUDGET_MS ? "yes" : "NO";
      console.log(`| ${r.what} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${ratio} | ${within} |`);
    }
    const over = rows.filter((r) => !r.what.startsWith("SQL") && r.p95 > BUDGET_MS);
    if (over.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
