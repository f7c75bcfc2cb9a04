import os from "node:os";
import path from "node:path";

import { installTestDb, uninstallTestDb } from "./db";

// Every integration test file gets its own database: a copy of the one migrated for this Jest run
// (test/global-setup.ts), PGlite in memory or a scratch database on DATABASE_URL's server.
jest.setTimeout(60_000);
process.env.DATA_DIR ??= path.join(os.tmpdir(), "hospital-test-data");

beforeAll(async () => {
  await installTestDb();
});

afterAll(async () => {
  await uninstallTestDb();
});
