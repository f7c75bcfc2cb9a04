import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

import type { PGlite } from "@electric-sql/pglite";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";

import type { Actor, StaffActor } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { backupDir, databaseUrl } from "@/lib/config/env";
import { getDbHandle, type DbHandle, type DbOrTx } from "@/lib/db/client";
import { auditLogs, backups, users, type Backup } from "@/lib/db/schema";
import { ServiceError } from "@/lib/errors";
import type { PageQuery } from "@/lib/validation/list";

import { readSettings } from "./settings";

// Database backups (issue 16, item 7): a copy of the whole database into BACKUP_DIR, daily when
// the automatic backup setting is on and whenever the system administrator asks. The embedded
// PGlite is copied with its own dumpDataDir() (a gzip tarball of the data directory, taken while
// no statement or transaction runs); a PostgreSQL server with `pg_dump --format=custom`. Each
// backup first claims its slot (`daily:YYYY-MM-DD` or `manual:<id>`, unique) under an advisory
// lock that also sees any running backup: with several instances only one takes each backup, and
// only one backup runs at a time. The newest KEEP_BACKUPS completed files are kept; older files
// are removed and their rows marked pruned (the rows stay as the record).

export const KEEP_BACKUPS = 7;
export const BACKUP_RUNNING = "A backup is already running. Wait for it to finish, then try again.";
export const PG_DUMP_MISSING =
  "pg_dump was not found on the server's PATH. Install the PostgreSQL client tools (the server's major version or newer) on the application server to back up a PostgreSQL database.";
/** Seconds after a completed backup before 'Back up now' takes another (each copy holds the database for seconds). */
export const MANUAL_BACKUP_INTERVAL_SECONDS = 60;
export const backupTooSoon = (seconds: number) =>
  `A backup was completed less than a minute ago. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
export const BACKUP_INTERRUPTED = "The backup was interrupted (the server stopped before it finished).";
/** A running row older than this belongs to a process that died: it is marked failed. */
const STALE_AFTER_HOURS = 6;
/** The key of the advisory lock that serialises claims (any constant; distinct from the migration lock). */
const CLAIM_LOCK = sql`hashtext('hospital.backups.claim')`;

export type BackupView = {
  id: string;
  trigger: "scheduled" | "manual";
  status: "running" | "done" | "failed";
  fileName: string | null;
  sizeBytes: number | null;
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
  prunedAt: string | null;
  createdBy: string | null;
  createdByEmail: string | null;
};

type Row = Backup & { createdByEmail?: string | null };

const view = (row: Row): BackupView => ({
  id: row.id,
  trigger: row.trigger as BackupView["trigger"],
  status: row.status as BackupView["status"],
  fileName: row.fileName,
  sizeBytes: row.sizeBytes,
  error: row.error,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  prunedAt: row.prunedAt?.toISOString() ?? null,
  createdBy: row.createdBy,
  createdByEmail: row.createdByEmail ?? null,
});

/** The backups, newest first (indexed by started_at), paged. */
export async function listBackups(actor: Actor, page: PageQuery): Promise<BackupView[]> {
  requireStaff(actor, ["system_admin"]);
  const rows = await getDbHandle()
    .db.select({ backup: backups, email: users.email })
    .from(backups)
    .leftJoin(users, eq(users.id, backups.createdBy))
    .orderBy(desc(backups.startedAt), desc(backups.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => view({ ...r.backup, createdByEmail: r.email }));
}

/** `daily:YYYY-MM-DD` of the UTC day of `now`. */
export const dailySlot = (now: Date) => `daily:${now.toISOString().slice(0, 10)}`;

/** hospital-20261127T013347Z-1a2b3c4d.tar.gz (PGlite) or .dump (pg_dump custom format). */
export function backupFileName(id: string, startedAt: Date, kind: DbHandle["kind"]): string {
  const stamp = startedAt.toISOString().replace(/\.\d{3}Z$/, "Z").replace(/[-:]/g, "");
  return `hospital-${stamp}-${id.slice(0, 8)}${kind === "pglite" ? ".tar.gz" : ".dump"}`;
}

/**
 * Claims a slot in one serialised step: no claim while another backup runs, and a slot that is
 * already taken (by this or another instance) is not taken again. Null when nothing was claimed.
 */
async function claim(
  db: DbOrTx,
  values: { id: string; slot: string; trigger: "scheduled" | "manual"; createdBy: string | null; fileName: string; startedAt: Date },
): Promise<Backup | "running" | { retryAfter: number } | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`);
    const stale = await tx
      .update(backups)
      .set({ status: "failed", error: BACKUP_INTERRUPTED, finishedAt: new Date() })
      .where(and(eq(backups.status, "running"), lt(backups.startedAt, sql`now() - make_interval(hours => ${STALE_AFTER_HOURS})`)))
      .returning({ id: backups.id, fileName: backups.fileName });
    for (const s of stale) {
      if (s.fileName) await fs.rm(partialPath(s.fileName), { force: true });
      await tx.insert(auditLogs).values({ actorType: "system", action: "backup.interrupted", entity: "backup", entityId: s.id, outcome: "failure" });
    }
    const [running] = await tx.select({ id: backups.id }).from(backups).where(eq(backups.status, "running")).limit(1);
    if (running) return "running";
    if (values.trigger === "manual") {
      const [recent] = await tx
        .select({ finishedAt: backups.finishedAt })
        .from(backups)
        .where(and(eq(backups.status, "done"), gt(backups.finishedAt, sql`now() - make_interval(secs => ${MANUAL_BACKUP_INTERVAL_SECONDS})`)))
        .orderBy(desc(backups.finishedAt))
        .limit(1);
      if (recent?.finishedAt) {
        const wait = Math.ceil((recent.finishedAt.getTime() + MANUAL_BACKUP_INTERVAL_SECONDS * 1000 - Date.now()) / 1000);
        return { retryAfter: Math.min(MANUAL_BACKUP_INTERVAL_SECONDS, Math.max(1, wait)) };
      }
    }
    const [row] = await tx.insert(backups).values(values).onConflictDoNothing({ target: backups.slot }).returning();
    return row ?? null;
  });
}

const partialPath = (fileName: string) => path.join(backupDir(), `.${fileName}.partial`);

/** The live PGlite instance behind the Drizzle database. */
const pgliteOf = (handle: DbHandle) => (handle.db as unknown as { $client: PGlite }).$client;

/**
 * Writes the PGlite data directory as a gzip tarball. The dump waits for any open transaction
 * (every statement of PGlite goes through that same lock), so the copy is a consistent state.
 */
async function dumpPglite(client: PGlite, file: string): Promise<void> {
  // Best effort: a checkpoint writes the buffers out, so that loading the copy replays little WAL.
  await client.exec("CHECKPOINT").catch(() => undefined);
  const blob = await client._runExclusiveTransaction(() => client.dumpDataDir("gzip"));
  await pipeline(Readable.fromWeb(blob.stream() as unknown as WebReadableStream), createWriteStream(file, { mode: 0o600 }));
}

/** The connection of a postgres:// URL as libpq's PG* variables (never on a command line). */
export function pgEnvironment(url: string): Record<string, string> {
  // `postgres://user@/db?host=/run/postgresql` (a socket, no host name) is valid for libpq, not for URL.
  const noHost = /^postgres(ql)?:\/\/[^/?#]*@\//.test(url);
  const u = new URL(noHost ? url.replace("@/", "@no-host.invalid/") : url);
  const env: Record<string, string> = {};
  const set = (name: string, value: string | null | undefined) => {
    if (value) env[name] = value;
  };
  if (!noHost) set("PGHOST", decodeURIComponent(u.hostname.replace(/^\[(.*)\]$/, "$1")));
  set("PGPORT", u.port);
  set("PGUSER", decodeURIComponent(u.username));
  set("PGPASSWORD", decodeURIComponent(u.password));
  set("PGDATABASE", decodeURIComponent(u.pathname.replace(/^\//, "")));
  const params: Record<string, string> = {
    host: "PGHOST",
    port: "PGPORT",
    user: "PGUSER",
    password: "PGPASSWORD",
    dbname: "PGDATABASE",
    sslmode: "PGSSLMODE",
    sslrootcert: "PGSSLROOTCERT",
    sslcert: "PGSSLCERT",
    sslkey: "PGSSLKEY",
    application_name: "PGAPPNAME",
    options: "PGOPTIONS",
    connect_timeout: "PGCONNECT_TIMEOUT",
  };
  for (const [key, value] of u.searchParams) if (params[key]) set(params[key], value);
  return env;
}

/** Runs `pg_dump --format=custom` into `file`; the error names the cause, never the password. */
export async function runPgDump(url: string, file: string): Promise<void> {
  const connection = pgEnvironment(url);
  const env: NodeJS.ProcessEnv = { ...process.env, ...connection };
  delete env.DATABASE_URL;
  const stderr: Buffer[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn("pg_dump", ["--format=custom", "--no-owner", "--file", file], { env, stdio: ["ignore", "ignore", "pipe"], shell: false });
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.reduce((n, b) => n + b.length, 0) < 16_384) stderr.push(chunk);
    });
    child.on("error", (error: NodeJS.ErrnoException) => reject(error.code === "ENOENT" ? new Error(PG_DUMP_MISSING) : error));
    child.on("close", (exitCode) => resolve(exitCode));
  });
  if (code !== 0) {
    let detail = Buffer.concat(stderr).toString("utf8").trim().split("\n").slice(-3).join(" ").slice(0, 500);
    if (connection.PGPASSWORD) detail = detail.split(connection.PGPASSWORD).join("***");
    throw new Error(`pg_dump failed (exit code ${code})${detail ? `: ${detail}` : ""}`);
  }
}

/** The URL of the server this process uses (the pool's, which is DATABASE_URL's in production). */
function serverUrl(handle: DbHandle): string | undefined {
  return (handle.pool?.options as { connectionString?: string } | undefined)?.connectionString ?? databaseUrl();
}

/** Removes the files of completed backups beyond the newest KEEP_BACKUPS; returns their names. */
export async function pruneBackups(db: DbOrTx = getDbHandle().db): Promise<string[]> {
  const old = await db
    .select({ id: backups.id, fileName: backups.fileName })
    .from(backups)
    .where(and(eq(backups.status, "done"), isNull(backups.prunedAt)))
    .orderBy(desc(backups.finishedAt), desc(backups.startedAt))
    .offset(KEEP_BACKUPS);
  const removed: string[] = [];
  for (const row of old) {
    if (row.fileName) await fs.rm(path.join(backupDir(), row.fileName), { force: true });
    const [pruned] = await db
      .update(backups)
      .set({ prunedAt: new Date() })
      .where(and(eq(backups.id, row.id), isNull(backups.prunedAt)))
      .returning({ id: backups.id });
    if (pruned && row.fileName) removed.push(row.fileName);
  }
  return removed;
}

type Initiator = { actor: StaffActor } | { system: true };

/** Takes the claimed backup, records its outcome and size, prunes, and writes the audit row. */
async function execute(handle: DbHandle, row: Backup, by: Initiator): Promise<BackupView> {
  const fileName = row.fileName!;
  let outcome: { status: "done"; sizeBytes: number } | { status: "failed"; error: string };
  try {
    await fs.mkdir(backupDir(), { recursive: true, mode: 0o700 });
    const partial = partialPath(fileName);
    try {
      if (handle.kind === "pglite") {
        await dumpPglite(pgliteOf(handle), partial);
      } else {
        const url = serverUrl(handle);
        if (!url) throw new Error("DATABASE_URL is not set");
        // Created first so that pg_dump's file is never readable by others, whatever the umask.
        await (await fs.open(partial, "w", 0o600)).close();
        await runPgDump(url, partial);
      }
      await fs.chmod(partial, 0o600);
      const { size } = await fs.stat(partial);
      await fs.rename(partial, path.join(backupDir(), fileName));
      outcome = { status: "done", sizeBytes: size };
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
  } catch (error) {
    outcome = { status: "failed", error: error instanceof Error ? error.message : String(error) };
  }
  const db = handle.db;
  const finished = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(backups)
      .set(
        outcome.status === "done"
          ? { status: "done", sizeBytes: outcome.sizeBytes, finishedAt: new Date() }
          : { status: "failed", error: outcome.error, fileName: null, finishedAt: new Date() },
      )
      .where(and(eq(backups.id, row.id), eq(backups.status, "running")))
      .returning();
    return updated ?? (await tx.select().from(backups).where(eq(backups.id, row.id)))[0];
  });
  const pruned = finished.status === "done" ? await pruneBackups(db) : [];
  const entry = {
    action: "backup.create",
    entity: "backup",
    entityId: row.id,
    outcome: finished.status === "done" ? ("success" as const) : ("failure" as const),
    details: {
      trigger: row.trigger,
      method: handle.kind === "pglite" ? "pglite_data_dir" : "pg_dump",
      fileName: finished.fileName,
      sizeBytes: finished.sizeBytes,
      error: finished.error,
      pruned,
    },
  };
  if ("actor" in by) await audit(by.actor, entry, db);
  else await db.insert(auditLogs).values({ actorType: "system", ...entry, hospitalId: null });
  if (finished.status === "failed") console.warn(`[backup] ${row.slot} failed: ${finished.error}`);
  const email = "actor" in by ? by.actor.email : null;
  return view({ ...finished, createdByEmail: email });
}

/**
 * POST /api/admin/backups: a backup now, taken before the answer. 409 while another backup runs,
 * 429 within MANUAL_BACKUP_INTERVAL_SECONDS of a completed one; a failed backup is recorded (row
 * and audit) and returned with status `failed`.
 */
export async function takeManualBackup(actor: Actor): Promise<BackupView> {
  const admin = requireStaff(actor, ["system_admin"]);
  const handle = getDbHandle();
  const id = randomUUID();
  const startedAt = new Date();
  const claimed = await claim(handle.db, {
    id,
    slot: `manual:${id}`,
    trigger: "manual",
    createdBy: admin.userId,
    fileName: backupFileName(id, startedAt, handle.kind),
    startedAt,
  });
  if (claimed === "running" || claimed === null) throw new ServiceError(409, BACKUP_RUNNING);
  if ("retryAfter" in claimed) throw new ServiceError(429, backupTooSoon(claimed.retryAfter), undefined, { "retry-after": String(claimed.retryAfter) });
  return execute(handle, claimed, { actor: admin });
}

/**
 * The daily backup of `now`'s UTC day, by whichever instance claims its slot first; null when the
 * slot is already taken or another backup is running (the next run tries again).
 */
export async function takeScheduledBackup(now = new Date()): Promise<BackupView | null> {
  const handle = getDbHandle();
  const slot = dailySlot(now);
  const [taken] = await handle.db.select({ id: backups.id }).from(backups).where(eq(backups.slot, slot)).limit(1);
  if (taken) return null;
  const id = randomUUID();
  const startedAt = new Date();
  const claimed = await claim(handle.db, { id, slot, trigger: "scheduled", createdBy: null, fileName: backupFileName(id, startedAt, handle.kind), startedAt });
  if (claimed === "running" || claimed === null || "retryAfter" in claimed) return null;
  return execute(handle, claimed, { system: true });
}

/** The scheduler's job: the day's backup when automatic backup is on (read at each run). */
export async function runDailyBackupJob(now = new Date()): Promise<BackupView | null> {
  const { autoBackup } = await readSettings(getDbHandle().db);
  if (!autoBackup) return null;
  return takeScheduledBackup(now);
}
