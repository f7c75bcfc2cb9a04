import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";

import { GET as listRoute, POST as postRoute } from "@/app/api/admin/backups/route";
import { getDb, getDbHandle, setDbHandle } from "@/lib/db/client";
import { registerJobs } from "@/lib/jobs";
import { runJob } from "@/lib/jobs/scheduler";
import { auditLogs, backups, counters, settings, users } from "@/lib/db/schema";
import { auditOf, clinic, type Clinic } from "@/test/doctor";
import { call } from "@/test/http";
import { portalCookie } from "@/test/patients";
import { staffUser } from "@/test/staff";
import { addTestWorker } from "@/test/workers";

import {
  BACKUP_INTERRUPTED,
  BACKUP_RUNNING,
  backupTooSoon,
  dailySlot,
  KEEP_BACKUPS,
  PG_DUMP_MISSING,
  pgEnvironment,
  runDailyBackupJob,
  runPgDump,
  takeScheduledBackup,
} from "./backups";

// Issue 16, item 7 (automatic backup): a copy of the database into BACKUP_DIR, daily when the
// setting is on and on demand ('Back up now'); the newest 7 kept; one instance per backup.

let a: Clinic;
let root: { email: string; cookie: string; id: string };
let others: Record<string, string>;
let dir: string;
const kind = () => getDbHandle().kind;

const list = (cookie: string | undefined, query = "") => call(listRoute, `/api/admin/backups${query}`, { cookie });
const post = (cookie: string | undefined, body: unknown = {}) => call(postRoute, "/api/admin/backups", { method: "POST", body, cookie });
const files = () => fs.readdirSync(dir).sort();
const rowOf = async (id: string) => (await getDb().select().from(backups).where(eq(backups.id, id)))[0];
/** A minute and more passes for the backups taken so far ('Back up now' waits a minute after one). */
const minutePasses = () =>
  getDb()
    .update(backups)
    .set({ startedAt: sql`${backups.startedAt} - interval '2 minutes'`, finishedAt: sql`${backups.finishedAt} - interval '2 minutes'` })
    .where(isNotNull(backups.finishedAt));
const setAutoBackup = (on: boolean) => getDb().update(settings).set({ autoBackup: on }).where(eq(settings.id, 1));

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "hospital-backups-"));
  process.env.BACKUP_DIR = dir;
  a = await clinic({ patientCount: 1 });
  const s = await staffUser("system_admin", null);
  const [me] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, s.email));
  root = { ...s, id: me.id };
  // A system administrator always has two-factor sign-in (issue 16, item 7).
  await getDb().update(users).set({ totpSecretEnc: "enc", totpEnabledAt: new Date() }).where(eq(users.id, me.id));
  const worker = await addTestWorker(a.hospitalId, a.general);
  others = {
    "hospital admin": a.adminCookie,
    doctor: a.doctors[0].cookie,
    "staff user": (await staffUser("user", null)).cookie,
    "health worker": worker.cookie,
    "portal patient": await portalCookie(a.patients[0].id, "1990-04-12", "10.162.250.1"),
  };
});

afterAll(() => {
  delete process.env.BACKUP_DIR;
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("access", () => {
  it("answers 401 signed out and 403 to every principal but a system administrator, taking no backup", async () => {
    for (const [name, send] of [
      ["GET /api/admin/backups", (cookie?: string) => list(cookie)],
      ["POST /api/admin/backups", (cookie?: string) => post(cookie)],
    ] as const) {
      expect([name, "signed out", (await send(undefined)).status]).toEqual([name, "signed out", 401]);
      for (const [who, cookie] of Object.entries(others)) expect([name, who, (await send(cookie)).status]).toEqual([name, who, 403]);
    }
    expect(await getDb().$count(backups)).toBe(0);
    expect(files()).toEqual([]);
  });

  it("refuses a bad page or body with 400 and takes nothing", async () => {
    expect((await list(root.cookie, "?limit=0")).body.message).toBe("limit must be a number from 1 to 200");
    expect((await list(root.cookie, "?offset=-1")).status).toBe(400);
    const notObject = await post(root.cookie, [1]);
    expect([notObject.status, notObject.body.message]).toEqual([400, "The body must be a JSON object"]);
    const malformed = await call(postRoute, "/api/admin/backups", { method: "POST", rawBody: "{", cookie: root.cookie, headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
    expect(await getDb().$count(backups)).toBe(0);
  });
});

describe("POST /api/admin/backups", () => {
  it("takes a backup now: a complete file whose size is recorded, listed first, audited; the copy holds the data", async () => {
    const marker = `backup-marker-${randomUUID()}`;
    await getDb().insert(counters).values({ key: marker, value: 4242 });
    const res = await post(root.cookie);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ trigger: "manual", status: "done", error: null, createdBy: root.id, createdByEmail: root.email, prunedAt: null });
    const fileName: string = res.body.fileName;
    expect(fileName).toMatch(kind() === "pglite" ? /^hospital-\d{8}T\d{6}Z-[0-9a-f]{8}\.tar\.gz$/ : /^hospital-\d{8}T\d{6}Z-[0-9a-f]{8}\.dump$/);
    // Renamed when complete: the file alone, no partial left behind; readable by the owner only.
    expect(files()).toEqual([fileName]);
    const file = path.join(dir, fileName);
    const stat = fs.statSync(file);
    expect(stat.mode & 0o077).toBe(0);
    expect(stat.size).toBeGreaterThan(1000);
    expect(res.body.sizeBytes).toBe(stat.size);
    const row = await rowOf(res.body.id);
    expect(row).toMatchObject({ slot: `manual:${res.body.id}`, status: "done", sizeBytes: stat.size, fileName });
    expect(row.finishedAt!.getTime()).toBeGreaterThanOrEqual(row.startedAt.getTime());

    const [entry] = await auditOf("backup.create", res.body.id);
    expect(entry).toMatchObject({ actorType: "staff", actorId: root.id, outcome: "success", entity: "backup" });
    expect(entry.details).toMatchObject({ trigger: "manual", fileName, sizeBytes: stat.size });

    const listed = await list(root.cookie);
    expect(listed.status).toBe(200);
    expect(listed.body[0]).toEqual(res.body);

    if (kind() === "pglite") {
      // The tarball loads into a new PGlite, which finds the row written before the backup.
      const copy = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(file)]), extensions: { btree_gist, pg_trgm } });
      try {
        const found = await copy.query<{ value: number }>("select value from counters where key = $1", [marker]);
        expect(found.rows).toEqual([{ value: 4242 }]);
      } finally {
        await copy.close();
      }
    } else {
      // pg_restore reads the archive and finds the table's data in it.
      const toc = spawnSync("pg_restore", ["--list", file], { encoding: "utf8" });
      expect(toc.status).toBe(0);
      expect(toc.stdout).toMatch(/TABLE DATA public counters/);
    }
  });

  it("answers 429 within a minute of a completed backup, with the seconds to wait", async () => {
    const count = await getDb().$count(backups);
    const res = await post(root.cookie);
    expect(res.status).toBe(429);
    const wait = Number(res.headers.get("retry-after"));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(res.body.message).toBe(backupTooSoon(wait));
    expect(await getDb().$count(backups)).toBe(count);
  });

  it("answers 409 while another backup runs; a running row left by a stopped server is marked failed after hours", async () => {
    await minutePasses();
    const before = files();
    const [running] = await getDb()
      .insert(backups)
      .values({ slot: `manual:${randomUUID()}`, trigger: "manual", status: "running", fileName: "hospital-stale.tar.gz" })
      .returning();
    const refused = await post(root.cookie);
    expect([refused.status, refused.body.message]).toEqual([409, BACKUP_RUNNING]);
    expect(files()).toEqual(before);
    expect(await getDb().$count(backups, eq(backups.status, "running"))).toBe(1);

    await getDb().update(backups).set({ startedAt: new Date(Date.now() - 7 * 3600_000) }).where(eq(backups.id, running.id));
    const taken = await post(root.cookie);
    expect([taken.status, taken.body.status]).toEqual([201, "done"]);
    expect(await rowOf(running.id)).toMatchObject({ status: "failed", error: BACKUP_INTERRUPTED, finishedAt: expect.any(Date) });
    expect(await auditOf("backup.interrupted", running.id)).toMatchObject([{ actorType: "system", outcome: "failure" }]);
  });

  it("takes one of two simultaneous requests and answers 409 to the other", async () => {
    await minutePasses();
    const count = await getDb().$count(backups);
    const answers = await Promise.all([post(root.cookie), post(root.cookie)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await getDb().$count(backups)).toBe(count + 1);
  });

  it("records a failed backup when pg_dump is missing beside a PostgreSQL server, and answers 422 with the reason", async () => {
    const real = getDbHandle();
    const savedPath = process.env.PATH;
    const savedUrl = process.env.DATABASE_URL;
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "no-pg-dump-"));
    const before = files();
    await minutePasses();
    try {
      // On the embedded database, the same database seen as a PostgreSQL server (DATABASE_URL).
      if (real.kind === "pglite") {
        setDbHandle({ ...real, kind: "postgres" });
        process.env.DATABASE_URL = "postgres://backup:Not-Logged-9@127.0.0.1:1/hospital";
      }
      process.env.PATH = empty;
      const res = await post(root.cookie);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(`The backup failed: ${PG_DUMP_MISSING}`);
      expect(res.body.backup).toMatchObject({ status: "failed", error: PG_DUMP_MISSING, fileName: null, sizeBytes: null });
      expect(await rowOf(res.body.backup.id)).toMatchObject({ status: "failed", error: PG_DUMP_MISSING, finishedAt: expect.any(Date) });
      const [entry] = await auditOf("backup.create", res.body.backup.id);
      expect(entry).toMatchObject({ actorId: root.id, outcome: "failure" });
      expect(files()).toEqual(before);
    } finally {
      process.env.PATH = savedPath;
      if (savedUrl === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = savedUrl;
      setDbHandle(real);
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe("pg_dump", () => {
  it("receives the connection as PG* variables, never as an argument", () => {
    expect(pgEnvironment("postgres://app%40x:p%3Ass@db.example:6543/hospital?sslmode=require&application_name=web")).toEqual({
      PGHOST: "db.example",
      PGPORT: "6543",
      PGUSER: "app@x",
      PGPASSWORD: "p:ss",
      PGDATABASE: "hospital",
      PGSSLMODE: "require",
      PGAPPNAME: "web",
    });
    expect(pgEnvironment("postgresql://u@/db?host=/var/run/postgresql")).toEqual({ PGUSER: "u", PGDATABASE: "db", PGHOST: "/var/run/postgresql" });
  });

  const hasPgDump = spawnSync("pg_dump", ["--version"]).status === 0;
  (hasPgDump ? it : it.skip)("reports pg_dump's own failure without the password", async () => {
    const target = path.join(dir, ".refused.partial");
    const error = await runPgDump("postgres://backup:Secret-Word-77@127.0.0.1:1/hospital?connect_timeout=3", target).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^pg_dump failed \(exit code 1\): .*127\.0\.0\.1/);
    expect((error as Error).message).not.toContain("Secret-Word-77");
    fs.rmSync(target, { force: true });
  });
});

describe("the daily backup", () => {
  it("does nothing while automatic backup is off, and takes the day's backup once it is on", async () => {
    await setAutoBackup(false);
    const day = new Date("2031-03-04T02:00:00Z");
    const before = files();
    expect(await runDailyBackupJob(day)).toBeNull();
    expect(await getDb().$count(backups, eq(backups.slot, dailySlot(day)))).toBe(0);
    expect(files()).toEqual(before);

    await setAutoBackup(true);
    const taken = await runDailyBackupJob(day);
    expect(taken).toMatchObject({ trigger: "scheduled", status: "done", createdBy: null });
    expect(await rowOf(taken!.id)).toMatchObject({ slot: "daily:2031-03-04" });
    expect(fs.statSync(path.join(dir, taken!.fileName!)).size).toBe(taken!.sizeBytes);
    const [entry] = await auditOf("backup.create", taken!.id);
    expect(entry).toMatchObject({ actorType: "system", actorId: null, outcome: "success" });
    // Later runs of the same day find the slot taken.
    expect(await runDailyBackupJob(new Date("2031-03-04T23:59:00Z"))).toBeNull();
    await setAutoBackup(false);
  });

  it("is the server scheduler's daily-backup job, which reads the setting at each run", async () => {
    registerJobs();
    const today = dailySlot(new Date());
    const before = files();
    await setAutoBackup(false);
    await runJob("daily-backup");
    expect(await getDb().$count(backups, eq(backups.slot, today))).toBe(0);
    expect(files()).toEqual(before);
    await setAutoBackup(true);
    await runJob("daily-backup");
    const [row] = await getDb().select().from(backups).where(eq(backups.slot, today));
    expect(row).toMatchObject({ trigger: "scheduled", status: "done" });
    expect(fs.existsSync(path.join(dir, row.fileName!))).toBe(true);
    await setAutoBackup(false);
  });

  it("takes one backup when two instances run the same day's slot at once", async () => {
    const day = new Date("2031-03-05T00:15:00Z");
    const count = files().length;
    const results = await Promise.all([takeScheduledBackup(day), takeScheduledBackup(day)]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await getDb().$count(backups, eq(backups.slot, "daily:2031-03-05"))).toBe(1);
    expect(files().length).toBe(Math.min(count + 1, KEEP_BACKUPS));
  });
});

describe("retention", () => {
  it("keeps the newest 7 completed backups: older files are removed and their rows marked pruned", async () => {
    // Older completed backups on disk (the earlier tests' backups are newer than these).
    const old: string[] = [];
    for (let i = 0; i < 4; i++) {
      const fileName = `hospital-2020010${i + 1}T000000Z-0000000${i}.tar.gz`;
      fs.writeFileSync(path.join(dir, fileName), `old backup ${i}`, { mode: 0o600 });
      const at = new Date(Date.UTC(2020, 0, i + 1));
      const [row] = await getDb()
        .insert(backups)
        .values({ slot: `daily:2020-01-0${i + 1}`, trigger: "scheduled", status: "done", fileName, sizeBytes: 12, startedAt: at, finishedAt: at })
        .returning();
      old.push(row.id);
    }
    for (let i = 0; i < 3; i++) {
      await minutePasses();
      expect((await post(root.cookie)).status).toBe(201);
    }

    const done = await getDb().select().from(backups).where(eq(backups.status, "done")).orderBy(desc(backups.finishedAt));
    expect(done.length).toBeGreaterThan(KEEP_BACKUPS);
    const kept = done.filter((r) => r.prunedAt === null);
    const pruned = done.filter((r) => r.prunedAt !== null);
    expect(kept.map((r) => r.id)).toEqual(done.slice(0, KEEP_BACKUPS).map((r) => r.id));
    expect(pruned.map((r) => r.id)).toEqual(done.slice(KEEP_BACKUPS).map((r) => r.id));
    // Every old hand-made backup is among the pruned, its file gone; every kept file is there.
    expect(pruned.map((r) => r.id)).toEqual(expect.arrayContaining(old));
    expect(files()).toEqual(kept.map((r) => r.fileName).sort());
    // The pruning is in the audit record of the backup that caused it.
    const pruning = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "backup.create"), eq(auditLogs.outcome, "success")))
      .orderBy(desc(auditLogs.id));
    const named = pruning.flatMap((e) => (e.details as { pruned: string[] }).pruned);
    expect(named.sort()).toEqual(pruned.map((r) => r.fileName).sort());
    expect(await getDb().$count(backups, and(eq(backups.status, "done"), isNull(backups.prunedAt)))).toBe(KEEP_BACKUPS);
  });
});
