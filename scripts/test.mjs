// npm test: type check, lint, Jest (unit + integration on in-memory PGlite), then Playwright
// against the production build when a Chromium is available (REQUIRE_E2E=1 makes it mandatory).
import { spawnSync } from "node:child_process";

import { findChromium } from "./chromium.mjs";

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`◀ ${label} ${result.status === 0 ? "passed" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const node = process.execPath;
run("type check", node, ["node_modules/typescript/bin/tsc", "--noEmit"]);
run("lint", node, ["node_modules/eslint/bin/eslint.js", ".", "--max-warnings=0"]);
run("jest", node, ["--experimental-vm-modules", "--no-warnings", "node_modules/jest/bin/jest.js", "--ci"]);

if (findChromium()) {
  run("end-to-end", node, ["scripts/e2e.mjs"]);
} else if (process.env.REQUIRE_E2E === "1") {
  console.error("\nREQUIRE_E2E=1 but no Chromium was found (set CHROMIUM_PATH or install Debian's chromium).");
  process.exit(1);
} else {
  console.log("\nNOTICE: end-to-end tests skipped: no Chromium found (set CHROMIUM_PATH or `apt-get install chromium`).");
}
