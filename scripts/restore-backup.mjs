// Restores a backup of the embedded database (a `hospital-….tar.gz` from BACKUP_DIR) into
// DATA_DIR/pglite, which must not exist yet: stop the server and move the current one aside first
// (README "Backups and restore"). DATA_DIR/secrets is left as it is: the restored data needs the
// same PHI_ENCRYPTION_KEY and NEXTAUTH_SECRET.
//
// Usage: node scripts/restore-backup.mjs <backup.tar.gz> [--data-dir DIR]   (DIR default: DATA_DIR or .data)
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { "data-dir": { type: "string" } } });
if (positionals.length !== 1) fail("usage: node scripts/restore-backup.mjs <backup.tar.gz> [--data-dir DIR]");

const file = path.resolve(positionals[0]);
if (!fs.existsSync(file)) fail(`no such file: ${file}`);
if (file.endsWith(".dump")) fail(`${path.basename(file)} is a pg_dump archive of a PostgreSQL server: restore it with pg_restore (README "Backups and restore")`);
const dataDir = path.resolve(values["data-dir"] ?? process.env.DATA_DIR ?? ".data");
const target = path.join(dataDir, "pglite");
if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
  fail(`${target} already holds a database. Stop the server and move it aside first (mv ${target} ${target}.before-restore), then run this again.`);
}

fs.mkdirSync(target, { recursive: true, mode: 0o700 });
try {
  const db = await PGlite.create({ dataDir: target, loadDataDir: new Blob([fs.readFileSync(file)]), extensions: { btree_gist, pg_trgm } });
  // A check that the copy opens and holds the application's tables.
  const { rows } = await db.query("select count(*)::int as n from pg_tables where schemaname = 'public'");
  const migrations = await db.query("select count(*)::int as n from drizzle.__drizzle_migrations").catch(() => ({ rows: [{ n: 0 }] }));
  await db.close();
  if (rows[0].n === 0) throw new Error("the backup holds no tables");
  console.log(`Restored ${path.basename(file)} into ${target}: ${rows[0].n} tables, ${migrations.rows[0].n} migrations applied. Start the server.`);
} catch (error) {
  fs.rmSync(target, { recursive: true, force: true });
  fail(`restore failed (nothing was kept in ${target}): ${error instanceof Error ? error.message : String(error)}`);
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
