import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

// Shared steps of the e2e specs. Not a *.spec.ts file, so Playwright never runs it as a test;
// both projects (e2e/public, e2e/staff) import it.

/**
 * The system administrator created from ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts, with
 * two-factor sign-in already on from ADMIN_TOTP_SECRET (a system administrator must have it): sign
 * in with signInAsSysadmin / sysadminApiLogin, which compute the code as an authenticator app would.
 */
export const SYSADMIN = { email: "sysadmin@e2e.test", password: "E2e-Admin-Pass1" } as const;
const SYSADMIN_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

const TOTP_PERIOD_MS = 30_000;
const sysadminTotp = new TOTP({ secret: Secret.fromBase32(SYSADMIN_TOTP_SECRET), algorithm: "SHA1", digits: 6, period: 30 });
// Each code is good once (the server keeps the last accepted step): the steps this run has used.
let lastUsedStep = -1;

/**
 * The next unused code: the current step's, or the next step's (the server accepts one step
 * either side), after waiting for a new step when both are spent.
 */
export async function nextSysadminCode(page?: Page): Promise<string> {
  let step = Math.max(TOTP.counter({ period: 30 }), lastUsedStep + 1);
  while (step > TOTP.counter({ period: 30 }) + 1) {
    await (page ? page.waitForTimeout(1000) : new Promise((r) => setTimeout(r, 1000)));
    step = Math.max(TOTP.counter({ period: 30 }), lastUsedStep + 1);
  }
  lastUsedStep = step;
  return sysadminTotp.generate({ timestamp: step * TOTP_PERIOD_MS });
}

/** The system administrator's sign-in through POST /api/auth/login (password and code) on `request`. */
export async function sysadminApiLogin(request: APIRequestContext): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const res = await request.post("/api/auth/login", { data: { ...SYSADMIN, code: await nextSysadminCode() } });
    // A code refused because another run spent its step: the next one (a few tries at most).
    if (res.status() === 401 && attempt < 3) continue;
    expect(res.status()).toBe(200);
    return;
  }
}

/** Accounts of the demo hospital (lib/db/seed, DEMO_DATA=true in playwright.config.ts). */
export const DEMO_ADMIN = { email: "admin@kampala-general.demo", password: "Demo@2026!" } as const;
export const DEMO_DOCTOR = { email: "dr.sarah.nakato@kampala-general.demo", password: "Demo@2026!" } as const;

type DepartmentInput = { name: string; description?: string };

export type RegisterHospitalOptions = {
  /** Short word naming the spec; goes into the emails, licence number and default name. */
  tag: string;
  name?: string;
  city?: string;
  state?: string;
  departments?: DepartmentInput[];
  services?: string[];
};

export type RegisteredHospital = {
  hospitalId: string;
  name: string;
  adminEmail: string;
  adminPassword: string;
  licenseNumber: string;
};

// Date.now() alone could repeat within one millisecond; the counter keeps every call unique.
let calls = 0;

/** Registers a fresh hospital through POST /api/hospitals/register (the wizard's endpoint). */
export async function registerHospital(page: Page, options: RegisterHospitalOptions): Promise<RegisteredHospital> {
  const { tag } = options;
  const unique = `${Date.now()}-${++calls}`;
  const domain = `${tag}-e2e.example`;
  const name = options.name ?? `${tag} E2E Hospital ${unique}`;
  const adminEmail = `admin.${unique}@${domain}`;
  const adminPassword = "Hospital2026e2e";
  const licenseNumber = `LIC-${tag}-${unique}`;
  const res = await page.request.post("/api/hospitals/register", {
    data: {
      name,
      address: "Plot 9, Test Road",
      phone: "+256700111222",
      email: `info.${unique}@${domain}`,
      licenseNumber,
      country: "Uganda",
      state: options.state ?? "Central Region",
      city: options.city ?? "Kampala",
      servicesOffered: options.services ?? ["Emergency Care"],
      adminEmail,
      adminPassword,
      confirmPassword: adminPassword,
      departments: options.departments ?? [{ name: "Laboratory" }, { name: "Radiology" }],
    },
  });
  expect(res.status()).toBe(201);
  const { hospitalId } = (await res.json()) as { hospitalId: string };
  return { hospitalId, name, adminEmail, adminPassword, licenseNumber };
}

/**
 * The system administrator's sign-in on the login page: the password, then the two-factor code
 * (a new one if the server refuses it as spent); waits for `landing` (/admin by default).
 */
export async function signInAsSysadmin(page: Page, landing = "/admin") {
  await passwordStep(page, SYSADMIN.email, SYSADMIN.password);
  const code = page.getByLabel("Two-factor code");
  for (let attempt = 0; ; attempt++) {
    await expect(code).toBeVisible();
    await code.fill(await nextSysadminCode(page));
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/auth/login" && r.request().method() === "POST");
    await page.getByRole("button", { name: "Verify and Sign In" }).click();
    const status = (await answer).status();
    if (status === 200) break;
    // A code refused because its step was spent already: the next one (a few tries at most).
    expect(status, "the system administrator's sign-in").toBe(401);
    expect(attempt, "the system administrator's two-factor code was refused three times").toBeLessThan(2);
  }
  await page.waitForURL((url) => url.pathname === landing);
}

/** Signs in on the staff login page and waits for the role's landing page. */
export async function signIn(page: Page, email: string, password: string, landing = "/") {
  await passwordStep(page, email, password);
  await page.waitForURL((url) => url.pathname === landing);
}

/** Opens the login page and submits email and password. */
/**
 * Opens the login page. A client navigation still running (a sign-out's move to "/" and its
 * refresh) aborts or interrupts this one: wait for it to settle, then go again.
 */
export async function openLoginPage(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.goto("/login").catch(async (error: Error) => {
    if (!/ERR_ABORTED|interrupted by another navigation/.test(error.message)) throw error;
    await page.waitForLoadState("networkidle");
    await page.goto("/login");
  });
}

async function passwordStep(page: Page, email: string, password: string) {
  await openLoginPage(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}
