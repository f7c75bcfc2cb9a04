import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { DEMO_ADMIN, DEMO_DOCTOR, registerHospital, signIn, signInAsSysadmin } from "../support/hospital";
import { choosePatientForBooking, DEMO_PATIENT, firstPatientId, openHospitalTab, openPage, settle } from "../support/pages";

// axe-core (every rule it runs by default: WCAG 2.x A and AA, and best practices) over the pages
// of every audience and some of their states: an open dialog, a form after a failed submit, a
// toast. Any serious or critical violation fails the test, listed with its rule, elements and why.

type Finding = { id: string; impact: string; help: string; nodes: { target: string; summary: string }[] };

/** The serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<Finding[]> {
  await settle(page);
  // Next's development overlay is not part of the product (absent from a production build).
  const { violations } = await new AxeBuilder({ page }).exclude("nextjs-portal").analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact!,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(" "), summary: (n.failureSummary ?? "").replace(/\s+/g, " ").trim() })),
    }));
}

function describe(state: string, findings: Finding[]): string {
  const lines = findings.flatMap((f) => [
    `  [${f.impact}] ${f.id}: ${f.help}`,
    ...f.nodes.slice(0, 5).map((n) => `      ${n.target}: ${n.summary}`),
    ...(f.nodes.length > 5 ? [`      … and ${f.nodes.length - 5} more`] : []),
  ]);
  return `${state}: ${findings.length} serious or critical violation(s)\n${lines.join("\n")}`;
}

/** Audits the current state; soft, so one run lists every failing state of the test. */
async function audit(page: Page, state: string) {
  const findings = await seriousViolations(page);
  if (process.env.AXE_SUMMARY) console.log(`axe ${state}: ${findings.map((f) => `${f.id}×${f.nodes.length}`).join(", ") || "none"}`);
  expect.soft(findings, describe(state, findings)).toEqual([]);
}

async function auditPath(page: Page, path: string, state = path) {
  await openPage(page, path);
  await audit(page, state);
}

test("public pages", async ({ page }) => {
  const search = await page.request.get("/api/health-workers/public-search");
  const [worker] = (await search.json()) as { healthWorkerId: string }[];
  expect(worker, "a public demo health worker").toBeDefined();
  for (const path of ["/", "/login", "/staff-login", "/register", "/register-patient", "/register-health-worker", "/health-worker-directory", `/health-worker/${worker.healthWorkerId}`, "/forgot-password", "/forgot-password?kind=worker", "/reset-password?token=not-a-live-token"]) {
    await auditPath(page, path);
  }
  await auditPath(page, "/health-worker-directory?search=zzqxjv", "/health-worker-directory (no health workers found)");
  // The public doctor and hospital directory (issue 18), signed out.
  for (const path of ["/doctors", "/doctors?specialization=Cardiology&availability=week", "/hospitals/HOSP-001"]) {
    await auditPath(page, path);
  }
  await auditPath(page, "/doctors?search=zzqxjv", "/doctors (no doctors found)");
  // The not-found screen answers 404, which openPage refuses: open it directly.
  expect((await page.goto("/health-worker/HW-1999-9999"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Profile Not Found" })).toBeVisible();
  await audit(page, "/health-worker/HW-1999-9999 (Profile Not Found)");

  // The landing page's sign-in chooser, open.
  await openPage(page, "/");
  await page.getByRole("button", { name: /Sign In/ }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await audit(page, "/ with the sign-in chooser open");

  // The staff sign-in after a refused password: the error toast.
  await openPage(page, "/login");
  await page.getByLabel("Email").fill(DEMO_ADMIN.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.locator("[data-sonner-toast][data-type='error']")).toBeVisible({ timeout: 20_000 });
  await audit(page, "/login after a refused password");

  // The public patient registration submitted empty: the problem summary and the fields' messages.
  await openPage(page, "/register-patient");
  for (let step = 1; step < 5; step++) await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Complete Registration" }).click();
  await expect(page.locator("[aria-invalid='true']").first()).toBeVisible();
  await audit(page, "/register-patient after an empty submit");

  // The public health worker registration submitted empty: the fields' messages and the error toast.
  await openPage(page, "/register-health-worker");
  await page.getByRole("button", { name: "Register as Health Worker" }).click();
  await expect(page.locator("[aria-invalid='true']").first()).toBeVisible();
  await audit(page, "/register-health-worker after an empty submit");
});

test("patient portal", async ({ page }) => {
  await auditPath(page, "/patient-portal", "/patient-portal (access form)");
  await page.getByLabel("Health Number").fill(DEMO_PATIENT.id);
  await page.getByLabel("Date of Birth").fill(DEMO_PATIENT.dateOfBirth);
  await page.getByRole("button", { name: "Access Patient Portal" }).click();
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  // The 'Access Granted' success toast is still on screen.
  await expect(page.locator("[data-sonner-toast][data-type='success']")).toBeVisible();
  await audit(page, "/patient-portal (dashboard, success toast)");
  // Booking a doctor from the portal (issue 18): the first doctor the directory lists.
  const [doctor] = (await (await page.request.get("/api/public/doctors?limit=1")).json()) as { id: string }[];
  await auditPath(page, `/patient-portal/book?doctorId=${doctor.id}`, "/patient-portal/book (a doctor's free times)");
  await auditPath(page, "/patient-portal/book?doctorId=DOC-NOPE", "/patient-portal/book (doctor not found)");
});

test("health worker's portal", async ({ page }) => {
  await auditPath(page, "/health-worker-login", "/health-worker-login (sign-in form)");
  // A refused sign-in: the inline alert and the error toast.
  await page.getByLabel("Worker Number").fill("WN-000001");
  await page.getByLabel("Password").fill("Not-the-password1");
  await page.getByRole("form", { name: "Health worker login" }).getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid worker number or password" })).toBeVisible({ timeout: 20_000 });
  await audit(page, "/health-worker-login after a refused password");

  // The demo nurse WN-000001 (HOSP-001): information, tasks, appointments, notifications, profile.
  await page.getByLabel("Password").fill(DEMO_ADMIN.password);
  await page.getByRole("form", { name: "Health worker login" }).getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Health Worker Portal", level: 1 })).toBeVisible({ timeout: 20_000 });
  await audit(page, "/health-worker-login (portal, success toast)");
  await page.getByRole("button", { name: /^Complete Task: / }).first().click();
  await expect(page.getByRole("dialog", { name: "Complete Task" })).toBeVisible();
  await audit(page, "/health-worker-login with the Complete Task dialog open");
});

test("hospital administrator's pages", async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const patientId = await firstPatientId(page);
  for (const path of ["/", "/patients", `/patients/${patientId}`, `/patients/${patientId}/edit`, "/appointments", "/appointments/unanswered", "/departments", "/register-doctor", "/ai-diagnosis"]) {
    await auditPath(page, path);
  }

  await openPage(page, "/schedule-appointment");
  await audit(page, "/schedule-appointment");
  await choosePatientForBooking(page, patientId);
  await audit(page, "/schedule-appointment with a patient chosen");

});

// Billing (issue 17): the list, the price list, a bill of the demo patient (opened here through the
// API with a service of its own), its receipt, the Void confirmation, and the portal's receipt.
test("billing pages and the portal receipt", async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const code = `AXE-${Date.now()}`;
  const price = await page.request.post("/api/billing/prices", { data: { kind: "service", code, name: `Accessibility check ${code}`, amount: 1000 } });
  expect(price.status(), await price.text()).toBe(201);
  const opened = await page.request.post("/api/bills", { data: { patientId: DEMO_PATIENT.id, items: [{ code, quantity: 1 }] } });
  expect(opened.status(), await opened.text()).toBe(201);
  const { id } = (await opened.json()) as { id: string };
  const paid = await page.request.post(`/api/bills/${id}/payments`, { data: { amount: 400, method: "cash", reference: "AXE" } });
  expect(paid.status(), await paid.text()).toBe(201);
  for (const path of ["/billing", `/billing?search=${DEMO_PATIENT.id}&status=partly_paid`, "/billing?search=zzqxjv", "/billing/prices", `/billing/${id}`, `/billing/${id}/receipt`]) {
    await auditPath(page, path);
  }
  await openPage(page, `/billing/${id}`);
  await page.getByTestId("bill-payment").first().getByRole("button", { name: /^Void/ }).click();
  await expect(page.getByRole("alertdialog", { name: "Void this payment?" })).toBeVisible();
  await audit(page, `/billing/${id} with the Void payment dialog open`);
  await page.getByRole("button", { name: "Cancel" }).click();

  await page.context().clearCookies();
  await page.goto("/patient-portal");
  await page.getByLabel("Health Number").fill(DEMO_PATIENT.id);
  await page.getByLabel("Date of Birth").fill(DEMO_PATIENT.dateOfBirth);
  await page.getByRole("button", { name: "Access Patient Portal" }).click();
  await expect(page.getByRole("heading", { name: "My Bills" })).toBeVisible();
  await auditPath(page, `/my-bills/${id}/receipt`);
});

test("hospital administrator's dashboard tabs, dialogs and failed forms", async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await openPage(page, "/hospital");
  for (const tab of ["Overview", "Departments", "Health Workers", "Reports"]) {
    await openHospitalTab(page, tab);
    await audit(page, `/hospital (${tab})`);
  }

  // An open dialog: a new department.
  await openPage(page, "/departments");
  await page.getByRole("button", { name: "Add Department" }).first().click();
  await expect(page.getByRole("dialog", { name: "Create New Department" })).toBeVisible();
  await audit(page, "/departments with the create dialog open");

  // A dialog form after a failed submit: a new patient with nothing filled in.
  await openPage(page, "/patients");
  await page.getByRole("button", { name: "Add New Patient" }).click();
  const dialog = page.getByRole("dialog", { name: "Register New Patient" });
  await dialog.getByRole("button", { name: "Register Patient" }).click();
  await expect(dialog.locator("[aria-invalid='true']").first()).toBeVisible();
  await audit(page, "/patients with the new-patient dialog after an empty submit");

  // A page form after a failed submit.
  await openPage(page, "/register-doctor");
  await page.getByRole("button", { name: /Register Doctor/ }).click();
  await expect(page.locator("[aria-invalid='true']").first()).toBeVisible();
  await audit(page, "/register-doctor after an empty submit");
});

test("doctor's pages", async ({ page }) => {
  await signIn(page, DEMO_DOCTOR.email, DEMO_DOCTOR.password);
  for (const path of ["/doctors", "/", "/patients", "/appointments", "/profile", "/settings"]) {
    await auditPath(page, path);
  }
  // The confirmation of "Sign out of all other sessions", open (and cancelled: other specs use this account).
  await page.getByRole("button", { name: "Sign out of all other sessions" }).click();
  await expect(page.getByRole("alertdialog", { name: "Sign out of all other sessions?" })).toBeVisible();
  await audit(page, "/settings with the sign-out confirmation open");
  await page.getByRole("button", { name: "Cancel" }).click();
  // The password form after an empty submit.
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.locator("[aria-invalid='true']").first()).toBeVisible();
  await audit(page, "/settings after an empty password submit");
});

test("the forced change of a temporary password", async ({ page }) => {
  // A doctor registered now holds a temporary password (the demo accounts do not).
  const hospital = await registerHospital(page, { tag: "axe", departments: [{ name: "General Medicine" }] });
  expect((await page.request.post("/api/auth/login", { data: { email: hospital.adminEmail, password: hospital.adminPassword } })).status()).toBe(200);
  const [department] = (await (await page.request.get("/api/departments")).json()) as { id: string }[];
  const email = `doctor.${Date.now()}@axe-e2e.example`;
  const registered = await page.request.post("/api/doctors", {
    data: { firstName: "Agnes", lastName: "Akello", email, phone: "+256 700 480 222", departmentId: department.id, specialization: "Internal Medicine", licenseNumber: `UMDPC/AX-${Date.now()}`, experience: "4", qualification: "MBChB, Gulu University" },
  });
  expect(registered.status()).toBe(201);
  const { temporaryPassword } = (await registered.json()) as { temporaryPassword: string };
  expect((await page.request.post("/api/auth/logout")).status()).toBeLessThan(300);
  expect((await page.request.post("/api/auth/login", { data: { email, password: temporaryPassword } })).status()).toBe(200);
  await auditPath(page, "/change-password");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.locator("[aria-invalid='true']").first()).toBeVisible();
  await audit(page, "/change-password after an empty submit");
});

test("system administrator's page", async ({ page }) => {
  // Signed out, /admin is the administrator sign-in form.
  await auditPath(page, "/admin", "/admin (administrator sign-in)");
  await signInAsSysadmin(page);
  for (const path of ["/admin", "/admin/hospitals", "/admin/users", "/admin/announcements", "/admin/payments", "/admin/audit-log", "/admin/analytics", "/admin/settings"]) {
    await auditPath(page, path);
  }
  // The Edit dialog of a hospital, open (and cancelled).
  await openPage(page, "/admin/hospitals");
  await page.getByRole("button", { name: /^Edit / }).first().click();
  await expect(page.getByRole("dialog", { name: "Edit Hospital" })).toBeVisible();
  await audit(page, "/admin/hospitals with the Edit dialog open");
  await page.getByRole("button", { name: "Cancel" }).click();
});

// The search box goes away once a patient is picked; the keyboard continues at the next field.
test("after choosing a patient in the booking picker, focus moves to the next field", async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await openPage(page, "/schedule-appointment");
  await page.getByLabel("Search patient").fill(DEMO_PATIENT.id);
  await expect(page.getByRole("option", { name: new RegExp(DEMO_PATIENT.id) })).toBeVisible();
  await page.getByLabel("Search patient").press("Enter");
  await expect(page.getByTestId("selected-patient")).toBeVisible();
  await expect(page.getByLabel("Department", { exact: true })).toBeFocused();
});
