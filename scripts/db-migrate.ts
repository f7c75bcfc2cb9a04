// `npm run db:migrate`: applies pending migrations to DATABASE_URL or the PGlite in DATA_DIR
// (the server also does this at start; this is for operators who migrate before deploying).
import { getDbHandle } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";

async function main() {
  const handle = getDbHandle();
  await runMigrations(handle);
  console.log(`migrations applied (${handle.kind})`);
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
