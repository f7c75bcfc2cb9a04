// The one in-process scheduler of the server: named jobs run every `everyMs` (first run after
// `firstAfterMs`), never two runs of the same job at once, and a failing run is logged, not fatal.
// Jobs must be safe with several instances (each claims its work in the database, as the backups
// do with their slot), since every instance runs the same schedule. Started by instrumentation.ts.

export type Job = { name: string; everyMs: number; firstAfterMs?: number; run: () => Promise<unknown> };

type State = { jobs: Map<string, Job>; timers: NodeJS.Timeout[]; running: Set<string>; started: boolean };

const globalForJobs = globalThis as unknown as { __hospitalJobs?: State };
const initial: State = { jobs: new Map(), timers: [], running: new Set(), started: false };
const state = (globalForJobs.__hospitalJobs ??= initial);

/** Adds a job (a second registration under the same name replaces the first). */
export function registerJob(job: Job): void {
  state.jobs.set(job.name, job);
}

/** One run of a job, skipped while its previous run is still going. */
export async function runJob(name: string): Promise<void> {
  const job = state.jobs.get(name);
  if (!job || state.running.has(name)) return;
  state.running.add(name);
  try {
    await job.run();
  } catch (error) {
    console.error(`[jobs] ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    state.running.delete(name);
  }
}

/** Starts the timers once per process (a second call, such as a dev reload, does nothing). */
export function startScheduler(): void {
  if (state.started) return;
  state.started = true;
  for (const job of state.jobs.values()) {
    const first = setTimeout(() => void runJob(job.name), job.firstAfterMs ?? job.everyMs);
    const every = setInterval(() => void runJob(job.name), job.everyMs);
    // The timers never keep a stopping process alive.
    first.unref();
    every.unref();
    state.timers.push(first, every);
  }
}

/** Stops every timer (tests, shutdown). */
export function stopScheduler(): void {
  for (const timer of state.timers) clearTimeout(timer);
  state.timers = [];
  state.started = false;
}
