// npm test: type check and lint (side by side), Jest (unit + integration on in-memory PGlite), then
// Playwright against the production build when a Chromium is available (REQUIRE_E2E=1 makes it mandatory).
import { spawn, spawnSync } from "node:child_process";

import { findChromium } from "./chromium.mjs";

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`◀ ${label} ${result.status === 0 ? "passed" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Steps at once (each mostly uses one CPU); each one's output is printed whole when all have ended. */
async function runTogether(steps) {
  const results = await Promise.all(
    steps.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const output = [];
          const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on("close", (status) => resolve({ label, command, args, status, output, seconds: (Date.now() - started) / 1000 }));
        }),
    ),
  );
  for (const r of results) {
    console.log(`\n▶ ${r.label}: ${r.command} ${r.args.join(" ")}`);
    process.stdout.write(Buffer.concat(r.output));
    console.log(`◀ ${r.label} ${r.status === 0 ? "passed" : "FAILED"} in ${r.seconds.toFixed(1)} s`);
  }
  const failed = results.find((r) => r.status !== 0);
  if (failed) process.exit(failed.status ?? 1);
}

const node = process.execPath;
await runTogether([
  { label: "type check", command: node, args: ["node_modules/typescript/bin/tsc", "--noEmit"] },
  { label: "lint", command: node, args: ["node_modules/eslint/bin/eslint.js", ".", "--max-warnings=0"] },
]);
// One worker per CPU: a test file keeps one CPU busy (PGlite runs in the worker's own thread) and
// Jest's parent process is idle meanwhile (its default, CPUs - 1, is a single worker on 2 CPUs).
run("jest", node, ["--experimental-vm-modules", "--no-warnings", "node_modules/jest/bin/jest.js", "--ci", "--maxWorkers=100%"]);

if (findChromium()) {
  run("end-to-end", node, ["scripts/e2e.mjs"]);
} else if (process.env.REQUIRE_E2E === "1") {
  console.error("\nREQUIRE_E2E=1 but no Chromium was found (set CHROMIUM_PATH or install Debian's chromium).");
  process.exit(1);
} else {
  console.log("\nNOTICE: end-to-end tests skipped: no Chromium found (set CHROMIUM_PATH or `apt-get install chromium`).");
}
