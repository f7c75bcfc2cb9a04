// Run once per Jest run by test/global-setup.ts (through tsx, so that the real lib/db code with its
// "@/" imports is what migrates): the migrated database every integration test file starts from.
//
//   node --import tsx test/db-template.ts pglite <file>   migrates an in-memory PGlite opened by
//       openPglite (the server's extensions) and saves its data directory (dumpDataDir) to <file>;
//   node --import tsx test/db-template.ts postgres <name> creates database <name> on DATABASE_URL's
//       server, migrates it with openPostgres, closes every connection to it and forbids new ones,
//       so that `create database ... template <name>` can copy it.
//
// runMigrations is the server's own: a migration that fails here fails the whole run.
import { writeFile } from "node:fs/promises";

import { Client } from "pg";

import { openPglite, openPostgres } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";

async function pglite(file: string) {
  const handle = openPglite("memory://");
  try {
    await runMigrations(handle);
    // The client behind the drizzle handle: openPglite returns only the handle.
    const client = (handle.db as unknown as { $client: { exec(q: string): Promise<unknown>; dumpDataDir(c: "none"): Promise<Blob> } }).$client;
    // Without a checkpoint the copy starts with crash recovery, which moves every used sequence
    // 32 values ahead (its pre-logged values): not what migrating gives.
    await client.exec("checkpoint");
    const dump = await client.dumpDataDir("none");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

async function postgres(name: string) {
  const url = process.env.DATABASE_URL!;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = openPostgres(target.toString(), 2);
    try {
      await runMigrations(handle);
    } finally {
      await handle.close();
    }
    // A copy needs a template nobody is connected to: refuse connections from now on.
    await admin.query(`alter database ${name} with allow_connections false`);
  } finally {
    await admin.end();
  }
}

async function main() {
  const [kind, target] = process.argv.slice(2);
  if (kind === "pglite" && target) return pglite(target);
  if (kind === "postgres" && /^[a-z0-9_]+$/.test(target ?? "") && process.env.DATABASE_URL) return postgres(target);
  throw new Error("usage: test/db-template.ts pglite <file> | postgres <database name> (with DATABASE_URL)");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
