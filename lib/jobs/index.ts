import { registerJob, startScheduler } from "./scheduler";

// The server's scheduled jobs (registered here, run by ./scheduler).

const MINUTE = 60_000;

export function registerJobs(): void {
  // Automatic backup: every 15 minutes, the current UTC day's backup is taken unless its slot is
  // already claimed (by this or another instance) or automatic backup is off (read at each run).
  registerJob({
    name: "daily-backup",
    everyMs: 15 * MINUTE,
    firstAfterMs: MINUTE,
    run: async () => (await import("@/lib/services/backups")).runDailyBackupJob(),
  });
  // Reminders to patients (24 h and 2 h before an accepted appointment, a follow-up's date): every
  // minute; each instance claims due reminders with a lease, so each is sent once.
  registerJob({
    name: "reminders",
    everyMs: MINUTE,
    firstAfterMs: 30_000,
    run: async () => (await import("@/lib/services/reminders")).runReminders(),
  });
  // Requests a doctor has not answered in time: every 5 minutes, each flagged once to the
  // hospital's administrators (rows claimed with SKIP LOCKED).
  registerJob({
    name: "unanswered-requests",
    everyMs: 5 * MINUTE,
    firstAfterMs: 2 * MINUTE,
    run: async () => (await import("@/lib/services/unanswered-requests")).flagUnansweredRequests(new Date()),
  });
}

export function startJobs(): void {
  registerJobs();
  startScheduler();
}
