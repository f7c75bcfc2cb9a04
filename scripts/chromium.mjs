import fs from "node:fs";

/** The Chromium Playwright drives: CHROMIUM_PATH, else Debian's /usr/bin/chromium. Never downloaded. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
  return candidates.find((p) => fs.existsSync(p)) ?? null;
}
