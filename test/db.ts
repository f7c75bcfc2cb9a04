import { randomBytes } from "node:crypto";

import { Client } from "pg";

import { openPglite, openPostgres, setDbHandle, type DbHandle } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { ensureSettings } from "@/lib/services/settings";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a scratch
 * database on the PostgreSQL server of DATABASE_URL (created here, dropped afterwards).
 */
export async function createTestDb(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = openPglite("memory://");
    await runMigrations(handle);
    await ensureSettings(handle.db);
    return handle;
  }
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  // The server's own pool size (openPostgres' default): concurrency tests meet what production meets
  // (with 5, deadlocked bookings of one patient still got through by retrying; with 10 they did not).
  const handle = openPostgres(scratch.toString(), 10);
  await runMigrations(handle);
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
