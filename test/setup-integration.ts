import os from "node:os";
import path from "node:path";

import { installTestDb, uninstallTestDb } from "./db";

// Every integration test file gets its own freshly migrated database.
jest.setTimeout(60_000);
process.env.DATA_DIR ??= path.join(os.tmpdir(), "hospital-test-data");

beforeAll(async () => {
  await installTestDb();
});

afterAll(async () => {
  await uninstallTestDb();
});
