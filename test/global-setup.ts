import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// Jest globalSetup of the integration project: the migrations run ONCE per Jest run (they took
// ~4 s per test file), by test/db-template.ts with the server's own runMigrations. Every test file
// then starts from a copy (test/db.ts createTestDb): in-memory PGlite loaded from the migrated data
// directory, or on DATABASE_URL's server `create database ... template <the migrated database>`.
// The environment variables set here reach the test workers (started afterwards) and the teardown.
export default function globalSetup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "hospital-jest-"));
  process.env.TEST_RUN_DIR = dir;
  let args: string[];
  if (process.env.DATABASE_URL) {
    const name = `test_template_${randomBytes(6).toString("hex")}`;
    process.env.TEST_PG_TEMPLATE = name;
    args = ["postgres", name];
  } else {
    const file = path.join(dir, "pglite-migrated.tar");
    process.env.TEST_PGLITE_DUMP = file;
    args = ["pglite", file];
  }
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(__dirname, "db-template.ts"), ...args], {
    stdio: ["ignore", "inherit", "inherit"],
    env: process.env,
  });
  if (result.status !== 0) throw new Error(`test/db-template.ts ${args.join(" ")} failed (exit ${result.status ?? result.signal}): the migrations did not apply`);
}
