// End-to-end: production build, then Playwright (which starts `next start` on a scratch DATA_DIR).
import { spawnSync } from "node:child_process";

const node = process.execPath;
const step = (args) => {
  const r = spawnSync(node, args, { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (process.env.E2E_SKIP_BUILD !== "1") step(["node_modules/next/dist/bin/next", "build"]);
step(["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)]);
