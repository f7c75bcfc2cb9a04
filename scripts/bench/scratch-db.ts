// The benchmarks' scratch databases on a PostgreSQL server, and the bulk-load helper of their data
// generators: shared by admin-panel.ts / network-data.ts and hospital-analytics.ts / hospital-data.ts.
import { sql } from "drizzle-orm";
import { Client } from "pg";

import { openPostgres, setDbHandle, type Db, type DbHandle } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { ensureSettings } from "@/lib/services/settings";
import { queryRows } from "@/lib/db/raw";

/** The database `name` on the server of `base` (created when missing), and whether it is new. */
export async function scratchDatabase(base: string, name: string): Promise<{ url: string; fresh: boolean }> {
  const admin = new Client({ connectionString: base });
  await admin.connect();
  try {
    const exists = (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1;
    if (!exists) await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    return { url: url.toString(), fresh: !exists };
  } finally {
    await admin.end();
  }
}

/** Drops the scratch database, unless BENCH_REUSE=1 keeps it for the next run. */
export async function dropDatabase(base: string, name: string): Promise<void> {
  if (process.env.BENCH_REUSE === "1") return;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

export type Rebuild = { drop: string; create: string };

/** The secondary indexes and exclusion constraints of `tables`, with the SQL that recreates them. */
export async function secondaryStructures(db: Db, tables: readonly string[]): Promise<Rebuild[]> {
  const list = tables.map((t) => `'${t}'`).join(",");
  const constraints = await queryRows<{ table: string; name: string; def: string }>(
    db,
    sql.raw(`select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as def
      from pg_constraint c where c.contype = 'x' and c.conrelid::regclass::text in (${list})`),
  );
  const indexes = await queryRows<{ name: string; def: string }>(
    db,
    sql.raw(`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
      from pg_index i
      where i.indrelid::regclass::text in (${list}) and not i.indisprimary
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`),
  );
  return [
    ...constraints.map((c) => ({ drop: `alter table ${c.table} drop constraint ${c.name}`, create: `alter table ${c.table} add constraint ${c.name} ${c.def}` })),
    ...indexes.map((i) => ({ drop: `drop index ${i.name}`, create: i.def })),
  ];
}

/**
 * The benchmark's database `name` on the PostgreSQL server of `base` (BENCH_DATABASE_URL or
 * DATABASE_URL; the process ends with a message without one), opened as the application's handle,
 * with the migrations added since a kept database was generated and the settings row. `fresh`:
 * created now, to be filled. Secrets the services need are given bench-only values when unset.
 */
export async function openBenchDatabase(base: string | undefined, name: string): Promise<{ handle: DbHandle; url: string; fresh: boolean }> {
  if (!base) {
    console.error("Set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server: this benchmark is about PostgreSQL at scale.");
    process.exit(1);
  }
  process.env.NEXTAUTH_SECRET ??= "bench-only-secret-bench-only-secret-0123456789";
  process.env.PHI_ENCRYPTION_KEY ??= Buffer.alloc(32, 7).toString("base64url");
  const { url, fresh } = await scratchDatabase(base, name);
  const handle = openPostgres(url, 10);
  setDbHandle(handle);
  await runMigrations(handle);
  await ensureSettings(handle.db);
  return { handle, url, fresh };
}
