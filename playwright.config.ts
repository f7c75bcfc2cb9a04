import { defineConfig, devices } from "@playwright/test";

import { findChromium } from "./scripts/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".data-e2e";
// The mail receiver of the suites (e2e/support/mail-sink.mjs): the app delivers to its SMTP port,
// the tests read from its HTTP port (e2e/support/mail.ts).
const SMTP_PORT = PORT + 20000;
const MAIL_PORT = PORT + 30000;

// Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network.
const launchOptions = {
  executablePath: findChromium() ?? undefined,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

// Specs whose changes every other test would see while they run.
const PLATFORM_WIDE = ["**/admin-settings-effects.spec.ts", "**/admin-settings.spec.ts", "**/announcements.spec.ts"];

export default defineConfig({
  testDir: "./e2e",
  // Two workers share the machine with the server: a long flow (several cost-12 password hashes, a
  // dozen axe passes) can take well over a minute when both run heavy steps at once.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Files run side by side on one server (tests within a file stay in order): two workers by
  // default, E2E_WORKERS to change it. Specs that change what every user sees (platform settings,
  // announcements) run in the last project, alone, after all the others.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [
    { name: "public", testDir: "./e2e/public", use: { ...devices["Desktop Chrome"], launchOptions } },
    { name: "staff", testDir: "./e2e/staff", testIgnore: PLATFORM_WIDE, use: { ...devices["Desktop Chrome"], launchOptions } },
    // axe-core over the pages of every audience: no serious or critical violation.
    { name: "a11y", testDir: "./e2e/a11y", use: { ...devices["Desktop Chrome"], launchOptions } },
    // Request-only suites (no browser page): the tenant isolation matrix of the pages.
    { name: "security", testDir: "./e2e/security" },
    // Maintenance mode, two-factor required and network-wide announcements reach every session:
    // these run once everything else has finished, one file at a time.
    {
      name: "platform",
      testDir: "./e2e/staff",
      testMatch: PLATFORM_WIDE,
      dependencies: ["public", "staff", "a11y", "security"],
      workers: 1,
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
  ],
  // The server keeps idle connections longer than a test lives (60 s): with Node's 5 s default a
  // page.request reused a keep-alive socket just as the server closed it (ECONNRESET), and
  // Playwright's request client, unlike the browser, does not retry.
  webServer: [
    {
      command: "node e2e/support/mail-sink.mjs",
      url: `http://127.0.0.1:${MAIL_PORT}/health`,
      timeout: 20_000,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_MAIL_PORT: String(MAIL_PORT) },
    },
    {
      command: `rm -rf ${DATA_DIR} && node server.mjs -p ${PORT} --keepAliveTimeout 120000`,
      url: `http://localhost:${PORT}/login`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        DATA_DIR,
        DEMO_DATA: "true",
        NEXT_TELEMETRY_DISABLED: "1",
        ADMIN_EMAIL: "sysadmin@e2e.test",
        ADMIN_PASSWORD: "E2e-Admin-Pass1",
        // A test-only secret (the e2e helpers compute the codes from it, e2e/support/hospital.ts): a
        // system administrator must have two-factor sign-in, so the seed enrols this one with it.
        ADMIN_TOTP_SECRET: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
        // Mailed links are absolute (lib/mail.ts publicOrigin): this server, on this port.
        PORT: String(PORT),
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}/?from=no-reply@e2e.test`,
      },
    },
  ],
});
