// The hospital administrator's analytics (GET /api/analytics) for a whole year, and a year's
// Appointment report as CSV and PDF (GET /api/reports/appointments), on PostgreSQL with one
// hospital of BENCH_PATIENTS (50,000) patients and BENCH_APPOINTMENTS (500,000) appointments over
// 13 months, with its bills, payments, ratings and incidents, beside a small second hospital whose
// rows must never count (scripts/bench/hospital-data.ts), in a scratch database on the server of
// BENCH_DATABASE_URL (or DATABASE_URL).
//
// Analytics, three sides, one call at a time, taking turns for BENCH_RUNS (50) rounds after 5
// warm-up rounds (so that the machine's changing load weighs on each side alike): the raw SQL
// (exactly what getHospitalAnalytics runs: the hospital's zone and currency, then the seven
// statements of lib/services/hospital-analytics-statements.ts side by side; each statement alone
// too, as a diagnosis), the service in this process, and the API of the production build started
// on the same database with a minted session. The table reports p50/p95 and the ratios to the SQL.
//
// The report: a raw baseline (COPY (select …) TO STDOUT of the same rows, joins and order), the
// report in a child process (downloadReport, wall time and the child's peak RSS, so that the
// figure is the report's and not this process's), and the API (wall time, time to the first byte,
// and the peak RSS of the server process, VmHWM, reset before each download).
//
// Run: `NEXT_DIST_DIR=.next-bench npx next build && NEXT_DIST_DIR=.next-bench BENCH_DATABASE_URL=postgres://… npm run bench:hospital`.
// BENCH_REUSE=1 keeps the generated database (bench_hospital) between runs; BENCH_SKIP_API=1 skips
// the server; BENCH_SKIP_PDF=1 skips the PDFs; BENCH_EXPLAIN=1 prints the plan of the slowest statement.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";

import { sql, type SQL } from "drizzle-orm";
import { Client } from "pg";

import type { StaffActor } from "@/lib/auth/actor-types";
import { encodeSession } from "@/lib/auth/session";
import { createSession } from "@/lib/auth/sessions-store";
import { currencyFor } from "@/lib/constants/countries";
import { openPostgres, setDbHandle, type Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { APPOINTMENT_STATUS_LABELS } from "@/lib/reports/labels";
import { downloadReport } from "@/lib/reports/service";
import { getHospitalAnalytics } from "@/lib/services/hospital-analytics";
import { resolvePeriods } from "@/lib/services/hospital-analytics-period";
import {
  departmentsStatement,
  doctorsStatement,
  financeByDepartmentStatement,
  financeByMethodStatement,
  financeByMonthStatement,
  seriesStatement,
  summaryStatement,
} from "@/lib/services/hospital-analytics-statements";
import { addDays, localDate } from "@/lib/time";

import { startServer, stopServer, summary, timeCalls, waitForServer } from "./harness";
import { dropDatabase, openBenchDatabase } from "./scratch-db";
import { adminEmailOf, generateHospitals, hospitalIdOf, TIMEZONE } from "./hospital-data";

const URL_BASE = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 50_000);
const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 500_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3317);
const DB_NAME = process.env.BENCH_REUSE === "1" ? "bench_hospital" : `bench_hospital_${process.pid}`;
const BUDGET_MS = 300;
const HOSPITAL = hospitalIdOf(1);

/** The large hospital's administrator, as the session would resolve them. */
async function hospitalAdmin(db: Db): Promise<StaffActor> {
  const email = adminEmailOf(1);
  const [user] = await queryRows<{ id: string; firstName: string; lastName: string }>(
    db,
    sql`select id, first_name as "firstName", last_name as "lastName" from users where email = ${email}`,
  );
  return { kind: "staff", userId: user.id, role: "hospital_admin", hospitalId: HOSPITAL, departmentId: null, email, firstName: user.firstName, lastName: user.lastName, ip: null, passwordChangeRequired: false } as StaffActor;
}

async function sessionCookie(actor: StaffActor): Promise<string> {
  const { id } = await createSession({ kind: "staff", principalId: actor.userId, lifetimeSeconds: 3600, ip: null, userAgent: "bench" });
  const token = await encodeSession({ sub: actor.userId, kind: "staff", sv: 0, role: "hospital_admin", sid: id }, 3600);
  return `next-auth.session-token=${token}`;
}

/** The year asked for: the last 365 local days of the hospital, today included. */
function lastYear(now = new Date()) {
  const to = localDate(now, TIMEZONE);
  return { from: addDays(to, -364), to };
}

/**
 * What getHospitalAnalytics runs, run directly: the hospital's zone and currency (the service's
 * one-row select, reproduced because it is not exported), then the seven statements side by side.
 */
function analyticsStatements(db: Db, query: { from: string; to: string }) {
  const context = async () => {
    const [row] = await queryRows<{ timezone: string; country: string; chosen: string | null }>(
      db,
      sql`select h.timezone, h.country, bs.currency as chosen from hospitals h left join billing_settings bs on bs.hospital_id = h.id where h.id = ${HOSPITAL} limit 1`,
    );
    return { timezone: row.timezone, currency: currencyFor(row.country, row.chosen) };
  };
  const statements = (timezone: string): Record<string, SQL> => {
    const periods = resolvePeriods(query, timezone);
    return {
      summary: summaryStatement(HOSPITAL, periods),
      departments: departmentsStatement(HOSPITAL, periods.current),
      doctors: doctorsStatement(HOSPITAL, periods.current),
      series: seriesStatement(HOSPITAL, periods),
      financeByDepartment: financeByDepartmentStatement(HOSPITAL, periods.current),
      financeByMethod: financeByMethodStatement(HOSPITAL, periods.current),
      financeByMonth: financeByMonthStatement(HOSPITAL, periods.current, timezone),
    };
  };
  const all = async () => {
    const { timezone } = await context();
    return Promise.all(Object.values(statements(timezone)).map((s) => queryRows(db, s)));
  };
  return { all, statements: statements(TIMEZONE) };
}

/** The Appointment report's rows as one statement (its joins, columns and order), for COPY. */
function appointmentRowsSql(from: string, to: string): string {
  const periods = resolvePeriods({ from, to }, TIMEZONE);
  const labels = Object.entries(APPOINTMENT_STATUS_LABELS)
    .map(([k, v]) => `when '${k}' then '${v}'`)
    .join(" ");
  return `select to_char(a.appointment_date at time zone '${TIMEZONE}', 'YYYY-MM-DD HH24:MI') as "Date and time",
      concat_ws(' ', p.first_name, p.last_name) as "Patient", a.patient_id as "Health number",
      coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.email) as "Doctor", d.name as "Department",
      case a.status ${labels} else a.status end as "Status",
      round((greatest(0, extract(epoch from (a.consultation_started_at - a.appointment_date))) / 60)::numeric, 1) as "Waiting minutes"
    from appointments a
    join patients p on p.id = a.patient_id
    join doctors doc on doc.id = a.doctor_id
    join users u on u.id = doc.user_id
    join departments d on d.id = a.department_id and d.hospital_id = a.hospital_id
    where a.hospital_id = '${HOSPITAL}' and a.appointment_date >= '${periods.current.start.toISOString()}' and a.appointment_date < '${periods.current.end.toISOString()}'
    order by a.appointment_date, a.id`;
}

/** COPY … TO STDOUT through pg's protocol (no extra package): milliseconds, bytes and lines. */
async function copyOut(url: string, statement: string): Promise<{ ms: number; bytes: number; lines: number }> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    let bytes = 0;
    let lines = 0;
    const t0 = performance.now();
    await new Promise<void>((resolve, reject) => {
      // A pg "submittable": the client hands it the connection and the messages of the COPY.
      const copy = {
        submit: (connection: { query(text: string): void }) => connection.query(`copy (${statement}) to stdout with (format csv, header)`),
        handleCopyData: (msg: { chunk: Buffer }) => {
          bytes += msg.chunk.length;
          for (const b of msg.chunk) if (b === 10) lines++;
        },
        handleCommandComplete: () => {},
        handleReadyForQuery: () => resolve(),
        handleError: (error: Error) => reject(error),
      };
      client.query(copy as never);
    });
    return { ms: performance.now() - t0, bytes, lines };
  } finally {
    await client.end();
  }
}

/** Peak resident memory (VmHWM, MiB) of a process, and its reset (writing 5 to clear_refs). */
const procStatus = (pid: number, field: "VmHWM" | "VmRSS") => {
  const m = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return m ? Number(m[1]) / 1024 : NaN;
};
const resetPeak = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");

/** The server process and its descendants (next start may run the server in a child). */
function processTree(pid: number): number[] {
  const out = [pid];
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
    for (const c of children ? children.split(" ") : []) out.push(...processTree(Number(c)));
  }
  return out;
}

/** Lines of a CSV, or pages of a PDF (its page objects), read as the body streams. */
type ReportFigures = { ms: number; firstByteMs?: number; bytes: number; lines: number; peakMiB: number; beforeMiB: number; probeP50?: number; probeMax?: number };

/** Reads a response body to its end: time to the first byte, bytes, and lines (CSV) or pages (PDF). */
async function readBody(res: Response, t0: number, pdf: boolean) {
  let firstByteMs: number | undefined;
  let bytes = 0;
  let lines = 0;
  let pages = 0;
  let tail = "";
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByteMs ??= performance.now() - t0;
    bytes += value.length;
    if (pdf) {
      // "/Type /Page" but not "/Type /Pages"; the tail keeps a match split between chunks.
      const text = tail + Buffer.from(value).toString("latin1");
      pages += text.match(/\/Type \/Page(?!s)/g)?.length ?? 0;
      tail = text.slice(-16).replace(/.*\/Type \/Page(?!s)/s, "");
    } else for (const b of value) if (b === 10) lines++;
  }
  return { ms: performance.now() - t0, firstByteMs, bytes, lines: pdf ? pages : lines };
}

/**
 * While `during` runs, GET /api/auth/user (a 401 without a database query of note) every 250 ms,
 * each latency into `latencies`: how long other requests wait while the server builds a report.
 */
async function probeDuring<T>(base: string, during: Promise<T>, latencies: number[]): Promise<T> {
  let done = false;
  const loop = (async () => {
    while (!done) {
      const t = performance.now();
      try {
        await (await fetch(`${base}/api/auth/user`)).arrayBuffer();
        latencies.push(performance.now() - t);
      } catch {
        return; // the server is gone
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  try {
    return await during;
  } finally {
    done = true;
    await loop;
  }
}

/** The server tree's VmHWM (MiB), NaN when none is readable (a process gone or a zombie). */
const treePeak = (pids: number[]) => {
  const values = pids.map((p) => (fs.existsSync(`/proc/${p}/status`) ? procStatus(p, "VmHWM") : NaN)).filter((v) => !Number.isNaN(v));
  return values.length ? Math.max(...values) : NaN;
};

/** One download through the API; the server tree's peak RSS is reset first and read after. */
async function apiReport(base: string, cookie: string, serverPid: number, query: string): Promise<ReportFigures> {
  const pids = processTree(serverPid);
  const before = Math.max(...pids.map((p) => procStatus(p, "VmRSS")));
  for (const p of pids) resetPeak(p);
  // The peak as it grows, kept in case the server does not survive the download.
  let seen = before;
  const t0 = performance.now();
  const sampler = setInterval(() => {
    const peak = treePeak(pids);
    if (!Number.isNaN(peak)) seen = Math.max(seen, peak);
  }, 250);
  const latencies: number[] = [];
  const probe = () => {
    const sorted = [...latencies].sort((a, b) => a - b);
    return { probeP50: sorted[Math.floor(sorted.length / 2)] ?? NaN, probeMax: sorted[sorted.length - 1] ?? NaN };
  };
  try {
    const result = await probeDuring(base, download(base, cookie, query), latencies);
    return { ...result, peakMiB: treePeak(pids), beforeMiB: before, ...probe() };
  } catch (error) {
    const after = ((performance.now() - t0) / 1000).toFixed(0);
    const { probeP50, probeMax } = probe();
    throw new Error(
      `${error instanceof Error ? error.message : error} after ${after} s; server peak RSS ≥ ${seen.toFixed(0)} MiB (from ${before.toFixed(0)}); ` +
        `other requests meanwhile p50 ${fmt(probeP50)} ms, max ${fmt(probeMax)} ms`,
    );
  } finally {
    clearInterval(sampler);
  }
}

async function download(base: string, cookie: string, query: string) {
  const t0 = performance.now();
  // node:http rather than fetch: undici gives up after 300 s without response headers, and a PDF
  // is sent only once it is whole.
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => http.get(`${base}/api/reports/appointments?${query}`, { headers: { cookie } }, resolve).on("error", reject));
  if (res.statusCode !== 200) throw new Error(`report: ${res.statusCode}`);
  return readBody(new Response(Readable.toWeb(res) as ReadableStream<Uint8Array>), t0, query.includes("format=pdf"));
}

/** The report in a child process (this script with --report-child): its own peak RSS. */
function childReport(url: string, format: "csv" | "pdf", from: string, to: string): Promise<ReportFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1], "--report-child", url, format, from, to], {
      env: process.env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("exit", (code, signal) =>
      code === 0 ? resolve(JSON.parse(out.trim().split("\n").pop()!)) : reject(new Error(`the report's process exited with ${code ?? signal}`)),
    );
  });
}

/** In the child: downloadReport as the route calls it, the body read to its end. */
async function reportChild([url, format, from, to]: string[]) {
  const handle = openPostgres(url, 4);
  setDbHandle(handle);
  try {
    const actor = await hospitalAdmin(handle.db);
    const beforeMiB = process.memoryUsage().rss / 1024 / 1024;
    const t0 = performance.now();
    const res = await downloadReport(actor, "appointments", { from, to, format: format as "csv" | "pdf" });
    const body = await readBody(res, t0, format === "pdf");
    // maxRSS is in kilobytes (Linux): the child's lifetime peak, module loading included.
    console.log(JSON.stringify({ ...body, peakMiB: process.resourceUsage().maxRSS / 1024, beforeMiB }));
  } finally {
    await handle.close();
  }
}

const fmt = (v: number) => v.toFixed(1);
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

type Row = { what: string; p50: number; p95: number; sql95?: number };

async function main() {
  // A kept database (BENCH_REUSE) gets the migrations added since it was generated.
  const { handle, url, fresh } = await openBenchDatabase(URL_BASE, DB_NAME);
  let server: ChildProcess | undefined;
  try {
    const db = handle.db;
    if (fresh) {
      const t0 = performance.now();
      await generateHospitals(
        db,
        { number: 1, name: "Bench General Hospital", patients: PATIENTS, patientOffset: 0, departments: 10, doctors: 60, appointments: APPOINTMENTS, incidents: 400, months: 13 },
        { number: 2, name: "Other Small Hospital", patients: 600, patientOffset: 1_000_000, departments: 2, doctors: 4, appointments: 6_000, incidents: 20, months: 13 },
        (l) => console.log(`  ${l}`),
      );
      console.log(`generated in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    }
    const [sizes] = await queryRows<Record<string, string>>(
      db,
      sql`select (select count(*) from patient_hospitals where hospital_id = ${HOSPITAL}) as patients,
        (select count(*) from appointments where hospital_id = ${HOSPITAL}) as appointments,
        (select count(*) from bills where hospital_id = ${HOSPITAL}) as bills, (select count(*) from bill_items where hospital_id = ${HOSPITAL}) as "billItems",
        (select count(*) from bill_payments where hospital_id = ${HOSPITAL}) as payments, (select count(*) from visit_ratings where hospital_id = ${HOSPITAL}) as ratings,
        (select count(*) from incident_reports where hospital_id = ${HOSPITAL}) as incidents, (select count(*) from appointments where hospital_id <> ${HOSPITAL}) as "otherAppointments"`,
    );
    console.log(`data of ${HOSPITAL}:`, sizes);
    const actor = await hospitalAdmin(db);
    const year = lastYear();
    console.log(`period: ${year.from} to ${year.to} (${TIMEZONE}); load average ${loadavg()}`);

    const { all: analyticsSql, statements } = analyticsStatements(db, year);
    const query = new URLSearchParams({ from: year.from, to: year.to });
    let base = "";
    let cookie = "";
    if (process.env.BENCH_SKIP_API !== "1") {
      cookie = await sessionCookie(actor);
      server = startServer(PORT, fs.mkdtempSync(path.join(os.tmpdir(), "bench-hospital-")), { DATABASE_URL: url });
      base = `http://127.0.0.1:${PORT}`;
      await waitForServer(base, server);
    }
    const api = async () => {
      const res = await fetch(`${base}/api/analytics?${query}`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`/api/analytics: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    // The sides take turns (SQL, service, API, SQL, …) so that the machine's changing load weighs
    // on each alike; 5 warm-up rounds first.
    const sides: [string, () => Promise<unknown>][] = [
      ["SQL: the analytics statements (context, then 7 side by side)", analyticsSql],
      ["service: getHospitalAnalytics (a year)", () => getHospitalAnalytics(actor, year)],
      ...(server ? [["API: GET /api/analytics (a year)", api] as [string, () => Promise<unknown>]] : []),
    ];
    const latencies = sides.map(() => [] as number[]);
    const t0 = performance.now();
    for (let round = -5; round < RUNS; round++) {
      for (const [i, [, fn]] of sides.entries()) {
        const t = performance.now();
        await fn();
        if (round >= 0) latencies[i].push(performance.now() - t);
      }
    }
    const seconds = (performance.now() - t0) / 1000;
    const measured = sides.map(([what], i) => ({ what, ...summary({ latencies: latencies[i], seconds, failures: 0 }) }));
    const sqlAll = measured[0];
    const rows: Row[] = measured.map((m, i) => (i === 0 ? m : { ...m, sql95: sqlAll.p95 }));
    console.log(`analytics measured; load average ${loadavg()}`);

    // Each statement alone (at most 20 calls after 3: a diagnosis of where the time goes, not the figure).
    const few = Math.min(RUNS, 20);
    const warmFew = async (fn: () => Promise<unknown>) => {
      for (let i = 0; i < 3; i++) await fn();
      return summary(await timeCalls(fn, { concurrency: 1, runs: few }));
    };
    const each: (Row & { name: string })[] = [];
    for (const [name, statement] of Object.entries(statements)) {
      each.push({ name, what: `SQL: ${name} alone (${few} calls)`, ...(await warmFew(() => queryRows(db, statement))) });
    }
    rows.splice(1, 0, ...each);

    if (process.env.BENCH_EXPLAIN === "1") {
      const { name } = each.reduce((a, b) => (b.p95 > a.p95 ? b : a));
      const plan = await queryRows<{ "QUERY PLAN": string }>(db, sql`explain (analyze, buffers) ${statements[name]}`);
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of the slowest statement, ${name}:\n${plan.map((p) => p["QUERY PLAN"]).join("\n")}\n`);
    }

    // The report: the raw baseline, the report in a child process, then through the API.
    // A PDF holds at most PDF_MAX_ROWS (5,000) rows: three days of this hospital's appointments fit.
    const days3 = { from: addDays(year.to, -2), to: year.to };
    const reports: ReportLine[] = [];
    // A failed download (a crash, a timeout) is a figure too: it is reported, not thrown.
    const measure = async (what: string, peakOf: string, run: () => Promise<ReportFigures>) => {
      try {
        reports.push({ what, peakOf, r: await run() });
      } catch (error) {
        reports.push({ what, peakOf, error: String(error instanceof Error ? error.message : error).slice(0, 300) });
      }
    };
    const copy = await copyOut(url, appointmentRowsSql(year.from, year.to));
    reports.push({ what: "SQL: COPY (select …) TO STDOUT, CSV, a year", r: { ...copy, peakMiB: NaN, beforeMiB: NaN }, peakOf: "" });
    await measure("in-process: downloadReport CSV, a year", "child maxRSS", () => childReport(url, "csv", year.from, year.to));
    if (process.env.BENCH_SKIP_PDF !== "1") {
      await measure("in-process: downloadReport PDF, 3 days", "child maxRSS", () => childReport(url, "pdf", days3.from, days3.to));
      if (process.env.BENCH_PDF_YEAR_IN_PROCESS === "1") {
        await measure("in-process: downloadReport PDF, a year", "child maxRSS", () => childReport(url, "pdf", year.from, year.to));
      }
    }
    console.log(`report measured in-process; load average ${loadavg()}`);

    if (server) {
      const pid = server.pid!;
      // One warm-up download (the route's modules, the pool), then the measured ones.
      await apiReport(base, cookie, pid, `${new URLSearchParams({ from: year.to, to: year.to, format: "csv" })}`);
      await measure("API: GET /api/reports/appointments CSV, a year", "server VmHWM", () => apiReport(base, cookie, pid, `${query}&format=csv`));
      if (process.env.BENCH_SKIP_PDF !== "1") {
        await measure("API: GET /api/reports/appointments PDF, 3 days", "server VmHWM", () =>
          apiReport(base, cookie, pid, `${new URLSearchParams({ from: days3.from, to: days3.to, format: "pdf" })}`),
        );
        // Past the cap: answered 422 at once (recorded as a failed download with its time).
        await measure("API: GET /api/reports/appointments PDF, a year", "server VmHWM", () => apiReport(base, cookie, pid, `${query}&format=pdf`));
        if (server.exitCode !== null || server.signalCode !== null) console.log(`the server exited during the PDF: ${server.exitCode ?? server.signalCode}`);
      }
      console.log(`report API measured; load average ${loadavg()}`);
    }
    report(rows, reports, Number(sizes.appointments));
  } finally {
    if (server) await stopServer(server);
    await handle.close();
    await dropDatabase(URL_BASE!, DB_NAME);
  }
}

type ReportLine = { what: string; peakOf: string; r?: ReportFigures; error?: string };

function report(rows: Row[], reports: ReportLine[], appointments: number) {
  console.log(`\nGET /api/analytics for a year, ${appointments.toLocaleString("en")} appointments: ${RUNS} calls each (unless said), one at a time, after 5 warm-up rounds, the sides taking turns (ms)`);
  console.log("| what | p50 | p95 | p95 / SQL p95 | within 300 ms |");
  console.log("|---|---:|---:|---:|---|");
  for (const r of rows) {
    const ratio = r.sql95 ? `${(r.p95 / r.sql95).toFixed(2)}×` : "";
    const within = r.what.startsWith("SQL") ? "" : r.p95 <= BUDGET_MS ? "yes" : "NO";
    console.log(`| ${r.what} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${ratio} | ${within} |`);
  }
  const copy = reports[0]?.r;
  console.log(`\nA year's Appointment report, one download each (the API after one small warm-up download)`);
  console.log("| what | time (s) | first byte (ms) | × COPY | CSV lines / PDF pages | MB | peak RSS (MiB) | RSS before (MiB) | other requests meanwhile p50 / max (ms) |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const { what, r, peakOf, error } of reports) {
    if (!r) {
      console.log(`| ${what} | failed: ${error} | | | | | | | |`);
      continue;
    }
    const probe = r.probeP50 === undefined ? "" : `${fmt(r.probeP50)} / ${fmt(r.probeMax ?? NaN)}`;
    const ratio = copy && r !== copy && what.includes("CSV") ? `${(r.ms / copy.ms).toFixed(1)}×` : "";
    const peak = Number.isNaN(r.peakMiB) ? "" : `${r.peakMiB.toFixed(0)} (${peakOf})`;
    const before = Number.isNaN(r.beforeMiB) ? "" : r.beforeMiB.toFixed(0);
    console.log(`| ${what} | ${(r.ms / 1000).toFixed(2)} | ${r.firstByteMs === undefined ? "" : r.firstByteMs.toFixed(0)} | ${ratio} | ${r.lines} | ${(r.bytes / 1e6).toFixed(2)} | ${peak} | ${before} | ${probe} |`);
  }
  console.log(`\nload average ${loadavg()} (${os.cpus().length} CPUs)`);
  if (rows.some((r) => !r.what.startsWith("SQL") && r.p95 > BUDGET_MS)) process.exitCode = 1;
}

const entry = process.argv[2] === "--report-child" ? reportChild(process.argv.slice(3)) : main();
entry.catch((error) => {
  console.error(error);
  process.exit(1);
});
