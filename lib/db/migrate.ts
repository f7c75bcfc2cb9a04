import path from "node:path";

import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";

import type { DbHandle } from "./client";

const MIGRATIONS = path.join(process.cwd(), "drizzle");
// Any fixed number: all instances agree on it, so only one migrates at a time.
const MIGRATION_LOCK_KEY = 724_311_001;

/** Applies pending migrations; on a real server under an advisory lock so instances don't race. */
export async function runMigrations(handle: DbHandle, migrationsFolder = MIGRATIONS): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Session lock on a dedicated connection: released by unlock, or by the server if we die.
  const lockClient = await handle.pool!.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
}
