import fs from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { Pool } from "pg";

import { databaseUrl, dataDir } from "@/lib/config/env";

import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: services accept either. */
export type DbOrTx = Pick<Db, "select" | "insert" | "update" | "delete" | "execute" | "transaction" | "query" | "$count">;

export type DbHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /** The pg pool behind a real server (for the migration lock). */
  pool?: Pool;
};

// 57P01 admin_shutdown: the server ended the connection (shutdown, or a dropped database).
const ADMIN_SHUTDOWN = "57P01";

const globalForDb = globalThis as unknown as { __hospitalDb?: DbHandle };

export function openPglite(dataDirOrMemory?: string): DbHandle {
  const client = new PGlite({ dataDir: dataDirOrMemory, extensions: { btree_gist, pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close() };
}

export function openPostgres(url: string, max = 10): DbHandle {
  // JIT compilation is for long analytic queries; on this application's statements PostgreSQL
  // switched it on from row estimates far off the mark and spent most of a statement compiling
  // (the hospital analytics benchmark: JIT 1.8 s of a 2.0 s statement). Off for every connection.
  const pool = new Pool({ connectionString: url, max, options: "-c jit=off" });
  // A server restart or a terminated backend makes pg emit 'error' on an idle (or just
  // released) client; unhandled, that event would crash the process. The pool replaces the client.
  const onError = (error: Error) => {
    if ((error as { code?: string }).code !== ADMIN_SHUTDOWN) console.error(`[db] connection error: ${error.message}`);
  };
  pool.on("error", onError);
  pool.on("connect", (client) => client.on("error", onError));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: "postgres", close: () => pool.end(), pool };
}

/** The process-wide database: PGlite in DATA_DIR unless DATABASE_URL names a server. */
export function getDbHandle(): DbHandle {
  if (!globalForDb.__hospitalDb) {
    const url = databaseUrl();
    if (url) {
      globalForDb.__hospitalDb = openPostgres(url);
    } else {
      const dir = path.join(dataDir(), "pglite");
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      globalForDb.__hospitalDb = openPglite(dir);
    }
  }
  return globalForDb.__hospitalDb;
}

export function getDb(): Db {
  return getDbHandle().db;
}

/** Tests install their own database (in-memory PGlite or a scratch PostgreSQL database). */
export function setDbHandle(handle: DbHandle | undefined) {
  globalForDb.__hospitalDb = handle;
}
