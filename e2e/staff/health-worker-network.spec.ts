import { expect, test, type Page } from "@playwright/test";

import { DEMO_ADMIN, DEMO_DOCTOR, signIn } from "../support/hospital";
import { firstPatientId, openPage, settle } from "../support/pages";

// The whole health-worker network, each audience in its own browser: a nurse registers on the
// public form; a visitor finds her in the directory by a misspelt skill and opens her profile;
// Kampala General's administrator sends her an employment request; she signs in and accepts;
// she is employed on the hospital's Health Workers tab; Dr. Sarah Nakato assigns her a task; she
// completes it; the doctor sees it completed.

const letters = (n: number) => n.toString(26).replace(/[0-9]/g, (d) => "qrstuvwxyz"[Number(d)]);
const STAMP = letters(Date.now() + 7);
const FIRST = "Neema";
const SURNAME = `Mwakasege${STAMP}`;
const NAME = `${FIRST} ${SURNAME}`;
const PASSWORD = "Network2026ok";
const SKILL = `Tracheostomy ${STAMP} care`;
const MISSPELT = `trakeostomy ${STAMP}`;
const DEPARTMENT = "Cardiology";
const HOSPITAL = "Kampala General Hospital";

async function toast(page: Page, title: string) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: title }).first()).toBeVisible({ timeout: 20_000 });
}

test("register, be found, be hired, take a doctor's task and complete it", async ({ browser }) => {
  test.setTimeout(240_000);
  const visitor = await browser.newContext();
  const admin = await browser.newContext();
  const worker = await browser.newContext();
  const doctor = await browser.newContext();

  // 1. The nurse registers on the public form.
  const reg = await visitor.newPage();
  await openPage(reg, "/register-health-worker");
  await reg.getByLabel("First Name").fill(FIRST);
  await reg.getByLabel("Last Name").fill(SURNAME);
  await reg.getByLabel("Email").fill(`neema.${STAMP}@network-e2e.example`);
  await reg.getByLabel("Phone").fill("+256 701 555 020");
  await reg.getByLabel("Date of Birth").fill("1990-03-11");
  await reg.getByLabel("Nationality").fill("Ugandan");
  await reg.getByLabel("Address").fill("Plot 4, Bukoto Street, Kampala");
  await reg.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await reg.getByLabel("Confirm Password").fill(PASSWORD);
  await reg.getByLabel("Role").selectOption({ label: "Nurse" });
  await reg.getByLabel("Specialization").fill("Cardiac nursing");
  await reg.getByLabel("License Number").fill(`UNMC-${STAMP}`);
  await reg.getByLabel("Years of Experience").fill("5");
  await reg.getByLabel("Qualifications").fill("Diploma in Nursing (Mulago School of Nursing)");
  await reg.getByLabel("Skills").fill(`Triage, ${SKILL}`);
  await reg.getByLabel("Languages").fill("English, Luganda");
  await reg.getByLabel("Emergency Contact").fill("+256 702 555 021");
  await reg.getByLabel("Relationship").fill("Husband");
  await reg.getByRole("button", { name: "Register as Health Worker" }).click();
  await expect(reg.getByRole("heading", { name: "Registration Complete!" })).toBeVisible({ timeout: 20_000 });
  const healthWorkerId = (await reg.getByTestId("health-worker-id").textContent())?.trim() ?? "";
  const workerNumber = (await reg.getByTestId("worker-number").textContent())?.trim() ?? "";
  expect(workerNumber).toMatch(/^WN-\d{6,}$/);

  // 2. A visitor finds her by a misspelt skill and opens the profile.
  await openPage(reg, "/health-worker-directory");
  await reg.getByLabel("Search", { exact: true }).fill(MISSPELT);
  await reg.getByRole("button", { name: "Search", exact: true }).click();
  await reg.getByRole("link", { name: `View Profile of ${NAME}` }).click();
  await expect(reg.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  await expect(reg.getByText("Public", { exact: true })).toBeVisible();

  // 3. The administrator sends an employment request from the profile's Request Employment.
  const adminPage = await admin.newPage();
  await signIn(adminPage, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await adminPage.goto(`/health-worker/${healthWorkerId}`);
  await adminPage.getByRole("link", { name: "Request Employment" }).click();
  await expect(adminPage.getByRole("heading", { name: "Request Employment" })).toBeVisible();
  await settle(adminPage);
  await adminPage.getByLabel("Position").fill("Cardiac Ward Nurse");
  await adminPage.getByLabel("Department").selectOption({ label: DEPARTMENT });
  await adminPage.getByLabel("Employment Type").selectOption({ label: "Full-time" });
  await adminPage.getByLabel("Message").fill("Our cardiology ward would like you to join the day team.");
  await adminPage.getByRole("button", { name: "Send Employment Request" }).click();
  await toast(adminPage, "Employment Request Sent!");

  // 4. The nurse signs in with the worker number and accepts.
  const portal = await worker.newPage();
  await openPage(portal, "/health-worker-login");
  await portal.getByLabel("Worker Number").fill(workerNumber);
  await portal.getByLabel("Password").fill(PASSWORD);
  await portal.getByRole("form", { name: "Health worker login" }).getByRole("button", { name: "Sign In" }).click();
  await toast(portal, "Login Successful");
  await expect(portal.getByTestId("employment-status")).toHaveText("Not employed");
  const requests = portal.locator("#employment-requests");
  await requests.getByRole("button", { name: `Accept the request from ${HOSPITAL}` }).click();
  const accept = portal.getByRole("dialog", { name: `Accept the request from ${HOSPITAL}?` });
  await accept.getByLabel("Message to the hospital (optional)").fill("Happy to join the ward.");
  await accept.getByRole("button", { name: "Accept Request" }).click();
  await toast(portal, "Request Accepted");
  await portal.reload();
  await expect(portal.getByTestId("employment-status")).toHaveText("Employed");

  // 5. She is employed on the hospital's Health Workers tab, with her worker number.
  await adminPage.goto("/hospital");
  await adminPage.getByRole("tab", { name: "Health Workers" }).click();
  const row = adminPage.getByRole("row", { name: new RegExp(NAME) });
  await expect(row).toContainText(workerNumber);
  await expect(row).toContainText(DEPARTMENT);

  // 6. The doctor assigns her a task from a patient's page.
  const doctorPage = await doctor.newPage();
  await signIn(doctorPage, DEMO_DOCTOR.email, DEMO_DOCTOR.password);
  const patientId = await firstPatientId(doctorPage);
  const title = `ECG before discharge ${STAMP}`;
  await doctorPage.goto(`/patients/${patientId}`);
  await doctorPage.getByRole("button", { name: /^Assign Task for / }).click();
  const dialog = doctorPage.getByRole("dialog", { name: "Assign Task" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Task Type").selectOption({ label: "Vital signs" });
  await dialog.getByLabel("Priority").selectOption({ label: "High" });
  await dialog.getByLabel("Health Worker").selectOption({ label: `${NAME} (Nurse, ${DEPARTMENT})` });
  await dialog.getByRole("button", { name: "Assign Task" }).click();
  await toast(doctorPage, "Task Assigned");

  // 7. The nurse takes and completes it.
  await portal.reload();
  const task = portal.getByTestId("worker-task").filter({ hasText: title });
  await settle(portal);
  await task.getByRole("button", { name: `Start Task: ${title}` }).click();
  await toast(portal, "Task Started");
  await task.getByRole("button", { name: `Complete Task: ${title}` }).click();
  const complete = portal.getByRole("dialog", { name: "Complete Task" });
  await complete.getByLabel("Notes").fill("ECG done: sinus rhythm, 72/min");
  await complete.getByRole("button", { name: "Mark Completed" }).click();
  await toast(portal, "Task Completed");

  // 8. The doctor sees it completed.
  await doctorPage.goto("/doctors");
  const seen = doctorPage.getByTestId("doctor-task").filter({ hasText: title });
  await expect(seen).toContainText("Completed");
  await expect(seen).toContainText(`To ${NAME}`);
  await expect(seen).toContainText("ECG done: sinus rhythm, 72/min");

  await Promise.all([visitor.close(), admin.close(), worker.close(), doctor.close()]);
});
