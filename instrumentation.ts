// Runs once when the server starts, before it answers any request: the database is migrated,
// seeded and ready by the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDbHandle } = await import("@/lib/db/client");
  const { bootstrap } = await import("@/lib/db/bootstrap");
  await bootstrap(getDbHandle());
}
