import { rmSync } from "node:fs";

import { Client } from "pg";

// Removes what test/global-setup.ts made: the run's temporary directory and the template database.
export default async function globalTeardown() {
  const template = process.env.TEST_PG_TEMPLATE;
  if (template && process.env.DATABASE_URL) {
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${template} with (force)`);
    } finally {
      await admin.end();
    }
  }
  if (process.env.TEST_RUN_DIR) rmSync(process.env.TEST_RUN_DIR, { recursive: true, force: true });
}
