// Runs once when the server starts, before it answers any request: the database is migrated,
// seeded and ready by the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Without its keys a production server on a real database would start and then refuse data;
  // a malformed TRUST_PROXY would fail every request.
  (await import("@/lib/config/startup")).assertStartupConfig();
  // Next.js logs what a page or an action throws; a failed statement's error holds its values.
  (await import("@/lib/log")).redactDatabaseErrorsInConsole();
  const { getDbHandle } = await import("@/lib/db/client");
  const { bootstrap } = await import("@/lib/db/bootstrap");
  await bootstrap(getDbHandle());
  // Scheduled jobs (lib/jobs): the daily backup, the patients' reminders, unanswered requests.
  (await import("@/lib/jobs")).startJobs();
}
