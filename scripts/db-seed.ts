// `npm run db:seed`: migrations, the settings row, the ADMIN_EMAIL administrator and, on an
// empty database, the demo data set: the same start-up the server runs (lib/db/bootstrap.ts).
import { bootstrap } from "@/lib/db/bootstrap";
import { getDbHandle } from "@/lib/db/client";

async function main() {
  const handle = getDbHandle();
  await bootstrap(handle);
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
