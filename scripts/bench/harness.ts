import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";

// What the benchmarks that compare an API against its SQL share: timing workers, exact
// percentiles, autocannon against `next start`, and the server's start and stop.

// autocannon ships no types; the slice of its API used here.
export type CannonResult = { requests: { average: number }; latency: Record<string, number>; non2xx: number; errors: number; duration: number };
type CannonInstance = { on(event: "response", fn: (client: unknown, status: number, bytes: number, ms: number) => void): void };
type CannonOptions = {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  headers?: Record<string, string>;
  requests: { method: string; path: string }[];
};
const autocannon = createRequire(import.meta.url)("autocannon") as (opts: CannonOptions, cb: (err: Error | null, result: CannonResult) => void) => CannonInstance;

export type Timing = { latencies: number[]; seconds: number; failures: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Exact p50 and p95 of every latency, the rate and the failures. */
export function summary(t: Timing) {
  const s = [...t.latencies].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), perSecond: s.length / t.seconds, failures: t.failures };
}

/** `concurrency` workers call `run` with rotating indexes: `runs` calls in all, or for `seconds`. */
export async function timeCalls(run: (i: number) => Promise<unknown>, opts: { concurrency: number; runs?: number; seconds?: number }): Promise<Timing> {
  const latencies: number[] = [];
  let next = 0;
  const t0 = performance.now();
  const deadline = opts.seconds ? t0 + opts.seconds * 1000 : Infinity;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if ((opts.runs !== undefined && i >= opts.runs) || performance.now() >= deadline) return;
      const s = performance.now();
      await run(i);
      latencies.push(performance.now() - s);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  return { latencies, seconds: (performance.now() - t0) / 1000, failures: 0 };
}

/** GETs of the rotating `paths` through autocannon; a non-2xx answer counts as a failure. */
export function timeApi(
  base: string,
  paths: string[],
  opts: { connections: number; amount?: number; seconds?: number; headers?: Record<string, string> },
): Promise<Timing & { result: CannonResult }> {
  const latencies: number[] = [];
  let failures = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: opts.connections,
        ...(opts.amount ? { amount: opts.amount } : { duration: opts.seconds }),
        ...(opts.headers ? { headers: opts.headers } : {}),
        requests: paths.map((p) => ({ method: "GET", path: p })),
      },
      (err, result) => (err ? reject(err) : resolve({ latencies, seconds: result.duration, failures: failures + result.errors, result })),
    );
    instance.on("response", (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms);
      else failures++;
    });
  });
}

/** `next start` of the last build on PGlite in `dataDir` (or extraEnv.DATABASE_URL), without demo data or a bootstrap administrator. */
export function startServer(port: number, dataDir: string, extraEnv: { DATABASE_URL?: string } = {}): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DEMO_DATA: "false", NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", ...extraEnv };
  // PGlite in dataDir unless the caller names a PostgreSQL database.
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  delete env.ADMIN_EMAIL;
  return spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], { env, stdio: ["ignore", "ignore", "inherit"] });
}

/** Milliseconds until the server answers its first request (GET /api/auth/user: 401). */
export async function waitForServer(base: string, child: ChildProcess): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode} (did you run npm run build?)`);
    try {
      const res = await fetch(`${base}/api/auth/user`);
      if (res.status === 401) return performance.now() - t0;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
}
