import { expect, test, type Page } from "@playwright/test";

import { registerHospital, signIn } from "../support/hospital";
import { linkIn, waitForMail } from "../support/mail";

// Forgotten password (issue 15): a hospital administrator and a health worker each ask for a link
// on /forgot-password, open the link mailed over SMTP to the suites' receiver, choose a new
// password and sign in with it; the old password stops working and the link works only once.

const SUBJECT = "Reset your password";
const CONFIRMATION = "If an account matches, we have sent a link to reset the password. It works for 30 minutes.";
const INVALID = /invalid, has expired or has already been used/;

/** Sets a new password on the page of a mailed link (after the confirmation's mismatch is refused). */
async function chooseNewPassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Reset Password", level: 1 })).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm New Password").fill(`${password}x`);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm New Password").fill(password);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("link", { name: "Hospital staff login" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Health worker login" }).first()).toBeVisible();
}

/** The same link opened again: refused, with the way to a new one. */
async function expectLinkRefused(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByRole("alert").filter({ hasText: INVALID })).toBeVisible();
  await expect(page.getByLabel("New Password", { exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await page.waitForURL((url) => url.pathname === "/forgot-password");
}

test("a hospital administrator resets a forgotten password from the mailed link", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const hospital = await registerHospital(page, { tag: "reset" });
  const newPassword = "Reset-Pass-2026a";

  // From the sign-in page to the form; the answer is the same confirmation whatever the outcome.
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.waitForURL((url) => url.pathname === "/forgot-password");
  await expect(page.getByRole("radio", { name: "Hospital staff (email)" })).toBeChecked();
  const since = new Date(Date.now() - 1000);
  await page.getByRole("textbox", { name: "Email" }).fill(hospital.adminEmail);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status").filter({ hasText: CONFIRMATION })).toBeVisible();

  // The mail really went over SMTP, with an absolute link to this server.
  const mail = await waitForMail(page.request, hospital.adminEmail, SUBJECT, since);
  const link = linkIn(mail, "/reset-password");
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  expect(mail.text).toContain("30 minutes");

  await chooseNewPassword(page, link, newPassword);

  // The old password no longer works; the new one does.
  const old = await page.request.post("/api/auth/login", { data: { email: hospital.adminEmail, password: hospital.adminPassword } });
  expect(old.status()).toBe(401);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, hospital.adminEmail, newPassword);
  await expect(otherPage.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await other.close();

  await expectLinkRefused(page, link);
});

test("a health worker resets a forgotten password from the worker login", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const hospital = await registerHospital(page, { tag: "reset-worker" });
  // The administrator registers a nurse (a temporary password, mailed and shown once).
  const admin = await browser.newContext();
  expect((await admin.request.post("/api/auth/login", { data: { email: hospital.adminEmail, password: hospital.adminPassword } })).status()).toBe(200);
  const [department] = (await (await admin.request.get("/api/departments")).json()) as { id: string }[];
  const unique = `${Date.now()}`;
  const email = `nurse.${unique}@reset-e2e.example`;
  const created = await admin.request.post("/api/health-workers", {
    data: {
      firstName: "Grace",
      lastName: `Atim${unique.slice(-4)}`,
      email,
      phone: "+256 700 444 555",
      role: "Nurse",
      departmentId: department.id,
      qualifications: "Diploma in Nursing",
      licenseNumber: `UNMC/RESET-${unique}`,
      employmentType: "Full-time",
      shift: "Morning",
      emergencyContact: "+256 700 444 556",
      emergencyRelationship: "Sister",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const worker = (await created.json()) as { workerNumber: string; temporaryPassword: string };
  await admin.close();

  // In another browser, signing in with the temporary password leads to the password change first.
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await firstPage.goto("/health-worker-login");
  await firstPage.getByLabel("Worker Number").fill(worker.workerNumber);
  await firstPage.getByLabel("Password").fill(worker.temporaryPassword);
  await firstPage.getByRole("form", { name: "Health worker login" }).getByRole("button", { name: "Sign In" }).click();
  await firstPage.waitForURL((url) => url.pathname === "/change-password");

  // She has lost it: the worker login's link preselects the worker form.
  await page.goto("/health-worker-login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.waitForURL((url) => url.pathname === "/forgot-password");
  await expect(page.getByRole("radio", { name: "Health worker (worker number)" })).toBeChecked();
  const since = new Date(Date.now() - 1000);
  await page.getByRole("textbox", { name: "Worker Number" }).fill(worker.workerNumber.toLowerCase());
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status").filter({ hasText: CONFIRMATION })).toBeVisible();

  const mail = await waitForMail(page.request, email, SUBJECT, since);
  expect(mail.text).toContain(worker.workerNumber);
  const link = linkIn(mail, "/reset-password");
  const newPassword = "Nurse-Reset-2026b";
  await chooseNewPassword(page, link, newPassword);

  // The reset ended the other browser's session ...
  await firstPage.goto("/health-worker-login");
  await expect(firstPage.getByRole("heading", { name: "Health Worker Login", level: 1 })).toBeVisible();
  await first.close();
  // ... and the temporary state: the new password opens the portal itself.
  const old = await page.request.post("/api/health-worker/login", { data: { workerNumber: worker.workerNumber, password: worker.temporaryPassword } });
  expect(old.status()).toBe(401);
  await page.getByRole("link", { name: "Health worker login" }).first().click();
  await page.waitForURL((url) => url.pathname === "/health-worker-login");
  await page.getByLabel("Worker Number").fill(worker.workerNumber);
  await page.getByLabel("Password").fill(newPassword);
  await page.getByRole("form", { name: "Health worker login" }).getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Health Worker Portal", level: 1 })).toBeVisible({ timeout: 20_000 });

  await expectLinkRefused(page, link);
});

test("an unknown email gets the same confirmation, and the page fits a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/forgot-password");
  await page.getByRole("textbox", { name: "Email" }).fill(`nobody.${Date.now()}@reset-e2e.example`);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status").filter({ hasText: CONFIRMATION })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.goto("/reset-password");
  await expect(page.getByRole("alert").filter({ hasText: INVALID })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
