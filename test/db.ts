import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";

import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { Client } from "pg";

import { openPglite, openPostgres, setDbHandle, type Db, type DbHandle } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import * as schema from "@/lib/db/schema";
import { ensureSettings } from "@/lib/services/settings";

// The migrations run once per Jest run (test/global-setup.ts, test/db-template.ts): PGlite's
// migrated data directory is in the file TEST_PGLITE_DUMP, PostgreSQL's migrated database is
// TEST_PG_TEMPLATE. Without them (a script that imports this file outside Jest) each database is
// migrated here, as before.

/**
 * In-memory PGlite started from the migrated data directory. The template was migrated by
 * openPglite (lib/db/client.ts), with the server's extensions; they must be loaded here too
 * (a missing one makes every query that uses it fail, an extra one changes nothing: the
 * catalog comes from the template).
 */
async function pgliteFromDump(file: string): Promise<DbHandle> {
  const client = new PGlite({ loadDataDir: new Blob([await readFile(file)]), extensions: { btree_gist, pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close() };
}

/**
 * An in-memory PGlite with the migrations applied, whatever DATABASE_URL says (no settings row):
 * the run's migrated copy when there is one, else migrated here.
 */
export async function migratedPglite(): Promise<DbHandle> {
  const dump = process.env.TEST_PGLITE_DUMP;
  if (dump) return pgliteFromDump(dump);
  const handle = openPglite("memory://");
  await runMigrations(handle);
  return handle;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a scratch
 * database on the PostgreSQL server of DATABASE_URL (created here, dropped afterwards).
 * `migrateHere`: run the migrations on an empty database instead of copying the run's template
 * (lib/db/migrations.int.test.ts compares the two).
 */
export async function createTestDb(options: { migrateHere?: boolean } = {}): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dump = options.migrateHere ? undefined : process.env.TEST_PGLITE_DUMP;
    const handle = dump ? await pgliteFromDump(dump) : openPglite("memory://");
    if (!dump) await runMigrations(handle);
    await ensureSettings(handle.db);
    return handle;
  }
  const template = options.migrateHere ? undefined : process.env.TEST_PG_TEMPLATE;
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  // The server's own pool size (openPostgres' default): concurrency tests meet what production meets
  // (with 5, deadlocked bookings of one patient still got through by retrying; with 10 they did not).
  const handle = openPostgres(scratch.toString(), 10);
  if (!template) await runMigrations(handle);
  await ensureSettings(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

let current: DbHandle | undefined;

export async function installTestDb(): Promise<DbHandle> {
  current = await createTestDb();
  setDbHandle(current);
  return current;
}

export async function uninstallTestDb(): Promise<void> {
  setDbHandle(undefined);
  await current?.close();
  current = undefined;
}
