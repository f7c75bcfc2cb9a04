import { expect, type Page } from "@playwright/test";

// Shared steps of the e2e specs. Not a *.spec.ts file, so Playwright never runs it as a test;
// both projects (e2e/public, e2e/staff) import it.

/** The system administrator created from ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts. */
export const SYSADMIN = { email: "sysadmin@e2e.test", password: "E2e-Admin-Pass1" } as const;

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

/** Signs in on the staff login page and waits for the role's landing page. */
export async function signIn(page: Page, email: string, password: string, landing = "/") {
  // A client navigation still running (a sign-out's move to "/" and its refresh) aborts this one:
  // wait for it to settle, then go.
  await page.waitForLoadState("networkidle");
  await page.goto("/login").catch(async (error: Error) => {
    if (!/ERR_ABORTED/.test(error.message)) throw error;
    await page.waitForLoadState("networkidle");
    await page.goto("/login");
  });
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === landing);
}
