// The npm registry this project's machines reach serves only the Linux builds of packages with
// per-platform binaries (@next/swc-*, @swc/core-*, @tailwindcss/oxide-*, …). `npm install` then
// leaves the other platforms' optional packages out of package-lock.json, and `npm ci` refuses
// the lock file as out of sync. This adds a lock entry (version, os, cpu, optional) for each such
// package so `npm ci` validates; it never installs them on a platform they do not match.
// Run it after every `npm install` that changes the lock file.
import fs from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const packages = lock.packages;
const PLATFORM = /-(darwin|win32|linux|freebsd|android|sunos|openbsd|netbsd|aix|openharmony|wasm32)-(x64|arm64|arm|ia32|ppc64|s390x|riscv64|loong64|wasi|universal)/;

let added = 0;
for (const [location, pkg] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const m = name.match(PLATFORM);
    if (!m || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    const [, os, cpu] = m;
    const entry = { version: spec, optional: true };
    if (pkg.dev) entry.dev = true;
    if (os !== "wasm32") entry.os = [os];
    entry.cpu = [os === "wasm32" ? "wasm32" : cpu === "universal" ? "x64" : cpu];
    if (name.includes("-gnu") || name.includes("-glibc")) entry.libc = ["glibc"];
    if (name.includes("-musl")) entry.libc = ["musl"];
    packages[`node_modules/${name}`] = entry;
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
console.log(`lockfile-stubs: ${added} platform entries added`);
