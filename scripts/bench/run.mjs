// Benchmarks of the production build (run `npm run build` first): cold start to the first
// answered request, then requests per second for POST /api/auth/login, GET /api/auth/user and the
// hospital administrator's GET /api/dashboard/stats and GET /api/departments
// with autocannon, each set beside a baseline on the same server (a static page, one bcrypt
// verification) so that the figures read as ratios rather than machine-bound timings.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import autocannon from "autocannon";
import bcrypt from "bcryptjs";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
const DEMO = { email: "admin@kampala-general.demo", password: "Demo@2026!" };

function start() {
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(PORT)], {
    env: { ...process.env, DATA_DIR: dataDir, DEMO_DATA: "true", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

async function timeToFirstAnswer() {
  const t0 = performance.now();
  const child = start();
  for (;;) {
    try {
      const res = await fetch(`${BASE}/api/auth/user`);
      if (res.status === 401) return { child, ms: performance.now() - t0 };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function stop(child) {
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
}

function cannon(opts) {
  return new Promise((resolve, reject) =>
    autocannon({ duration: SECONDS, connections: 8, ...opts }, (err, result) => (err ? reject(err) : resolve(result))),
  );
}

const fmt = (n) => n.toFixed(1);

const cold = await timeToFirstAnswer();
await stop(cold.child);
const warm = await timeToFirstAnswer();
const server = warm.child;

const login = await fetch(`${BASE}/api/auth/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(DEMO),
});
if (login.status !== 200) throw new Error(`demo sign-in failed: ${login.status}`);
const cookie = login.headers.get("set-cookie").split(";")[0];

const staticPage = await cannon({ url: `${BASE}/forbidden` });
const user = await cannon({ url: `${BASE}/api/auth/user`, headers: { cookie } });
const stats = await cannon({ url: `${BASE}/api/dashboard/stats`, headers: { cookie } });
const departments = await cannon({ url: `${BASE}/api/departments`, headers: { cookie } });
const loginRun = await cannon({
  url: `${BASE}/api/auth/login`,
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(DEMO),
  connections: 4,
});
await stop(server);
fs.rmSync(dataDir, { recursive: true, force: true });

// One bcrypt verification at cost 12 on this machine: the ceiling of sign-ins per core.
const hash = await bcrypt.hash(DEMO.password, 12);
const t0 = performance.now();
for (let i = 0; i < 5; i++) await bcrypt.compare(DEMO.password, hash);
const bcryptMs = (performance.now() - t0) / 5;

const nonOk = (r) => r.non2xx + r.errors;
const rows = [
  ["cold start (empty DATA_DIR: migrations, demo data) to first answer", `${fmt(cold.ms)} ms`, ""],
  ["warm start (migrated DATA_DIR) to first answer", `${fmt(warm.ms)} ms`, `cold/warm ${fmt(cold.ms / warm.ms)}x`],
  ["GET /forbidden (static page, baseline)", `${fmt(staticPage.requests.average)} req/s`, `non-2xx ${nonOk(staticPage)}`],
  ["GET /api/auth/user (cookie, DB re-read)", `${fmt(user.requests.average)} req/s`, `${fmt((100 * user.requests.average) / staticPage.requests.average)}% of baseline, p99 ${user.latency.p99} ms, non-2xx ${nonOk(user)}`],
  ["GET /api/dashboard/stats (four counters, one statement)", `${fmt(stats.requests.average)} req/s`, `${fmt((100 * stats.requests.average) / user.requests.average)}% of /api/auth/user, p99 ${stats.latency.p99} ms, non-2xx ${nonOk(stats)}`],
  ["GET /api/departments (head doctor and staff counts, one statement)", `${fmt(departments.requests.average)} req/s`, `${fmt((100 * departments.requests.average) / user.requests.average)}% of /api/auth/user, p99 ${departments.latency.p99} ms, non-2xx ${nonOk(departments)}`],
  ["POST /api/auth/login (bcrypt cost 12)", `${fmt(loginRun.requests.average)} req/s`, `${fmt(loginRun.requests.average / (1000 / bcryptMs))}x one core's bcrypt ceiling (${fmt(bcryptMs)} ms/verify), non-2xx ${nonOk(loginRun)}`],
];
console.log(`\n${os.cpus().length} cores, Node ${process.version}, ${SECONDS} s per run\n`);
console.log("| measurement | result | relative |\n|---|---|---|");
for (const r of rows) console.log(`| ${r.join(" | ")} |`);
