import { expect, test, type Browser, type Page } from "@playwright/test";

import { ownWorkerPassword } from "../support/accounts";
import { DEMO_ADMIN, DEMO_DOCTOR, signIn } from "../support/hospital";
import { firstPatientId, settle } from "../support/pages";

// The health worker portal on the demo hospital (HOSP-001): the administrator registers a nurse
// in Cardiology (POST /api/health-workers, temporary password); Dr. Sarah Nakato assigns her a
// task through the patient page's 'Assign Task' dialog; the nurse signs in at /health-worker-login,
// sees her information and today's appointments, takes and completes the task; the doctor sees
// it completed on the portal's Tasks card. The session survives a reload; Logout ends it; the
// portal fits a 360 px phone.

const DEPARTMENT = "Cardiology";
/** Every demo account's password, health workers' too (README "Demo accounts"). */
const DEMO_PASSWORD = DEMO_ADMIN.password;
const PORTAL = "/health-worker-login";

type Worker = { id: string; workerNumber: string; password: string; firstName: string; lastName: string };

/** A fresh nurse of Cardiology, registered by the demo administrator through the API. */
async function registerNurse(browser: Browser, baseURL: string): Promise<Worker> {
  const context = await browser.newContext();
  const login = await context.request.post("/api/auth/login", { data: DEMO_ADMIN });
  expect(login.status()).toBe(200);
  const departments = (await (await context.request.get("/api/departments")).json()) as { id: string; name: string }[];
  const cardiology = departments.find((d) => d.name === DEPARTMENT);
  expect(cardiology, "the demo hospital's Cardiology").toBeTruthy();
  const unique = `${Date.now()}`;
  const worker = { firstName: "Rose", lastName: `Akello${unique.slice(-5)}` };
  const res = await context.request.post("/api/health-workers", {
    data: {
      ...worker,
      email: `rose.${unique}@hw-portal-e2e.example`,
      phone: "+256 700 333 444",
      role: "Nurse",
      departmentId: cardiology!.id,
      qualifications: "Diploma in Nursing",
      licenseNumber: `UNMC/E2E-${unique}`,
      employmentType: "Full-time",
      shift: "Morning",
      emergencyContact: "+256 700 333 445",
      emergencyRelationship: "Sister",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { id: string; workerNumber: string; temporaryPassword: string };
  await context.close();
  // The temporary password is replaced first (issue 15; e2e/staff/temporary-password.spec.ts).
  const password = await ownWorkerPassword(baseURL, body.workerNumber, body.temporaryPassword);
  return { ...worker, id: body.id, workerNumber: body.workerNumber, password };
}

async function toast(page: Page, title: string) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: title }).first()).toBeVisible({ timeout: 20_000 });
}

async function signInWorker(page: Page, worker: Pick<Worker, "workerNumber" | "password">) {
  await page.getByLabel("Worker Number").fill(worker.workerNumber);
  await page.getByLabel("Password").fill(worker.password);
  await page.getByRole("form", { name: "Health worker login" }).getByRole("button", { name: "Sign In" }).click();
  await toast(page, "Login Successful");
  await expect(page.getByRole("heading", { name: "Health Worker Portal", level: 1 })).toBeVisible();
}

test("a nurse signs in, completes the task a doctor assigned, and the doctor sees it completed", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const nurse = await registerNurse(browser, baseURL!);
  const title = `Check vital signs ${Date.now()}`;

  // The doctor assigns the task from a patient's page.
  const doctorContext = await browser.newContext();
  const doctor = await doctorContext.newPage();
  await signIn(doctor, DEMO_DOCTOR.email, DEMO_DOCTOR.password);
  const patientId = await firstPatientId(doctor);
  await doctor.goto(`/patients/${patientId}`);
  await doctor.getByRole("button", { name: /^Assign Task for / }).click();
  const dialog = doctor.getByRole("dialog", { name: "Assign Task" });
  await expect(dialog.getByLabel("Title")).toBeVisible();
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Task Type").selectOption({ label: "Vital signs" });
  await dialog.getByLabel("Priority").selectOption({ label: "High" });
  await dialog.getByLabel("Health Worker").selectOption({ label: `${nurse.firstName} ${nurse.lastName} (Nurse, ${DEPARTMENT})` });
  await dialog.getByRole("button", { name: "Assign Task" }).click();
  await toast(doctor, "Task Assigned");
  await expect(dialog).toBeHidden();

  // The nurse signs in: the form's messages first.
  const workerContext = await browser.newContext();
  const page = await workerContext.newPage();
  await page.goto(PORTAL);
  await expect(page.getByRole("heading", { name: "Health Worker Login" })).toBeVisible();
  await settle(page);
  await page.getByRole("form", { name: "Health worker login" }).getByRole("button", { name: "Sign In" }).click();
  await toast(page, "Missing Information");
  await page.getByLabel("Worker Number").fill(nurse.workerNumber);
  await page.getByLabel("Password").fill("Not-the-password1");
  await page.getByRole("form", { name: "Health worker login" }).getByRole("button", { name: "Sign In" }).click();
  await toast(page, "Login Failed");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid worker number or password" })).toBeVisible();
  await signInWorker(page, nurse);

  // Her information, and today's appointments of Cardiology as the API gives them.
  await expect(page.getByTestId("worker-number")).toHaveText(nurse.workerNumber);
  await expect(page.getByText("Kampala General Hospital").first()).toBeVisible();
  await expect(page.getByTestId("employment-status")).toHaveText("Employed");
  const today = (await (await page.request.get("/api/health-worker/appointments/today")).json()) as { patientId: string; patientName: string }[];
  const appointments = page.locator("#todays-appointments");
  if (today.length > 0) {
    await expect(appointments.getByText(today[0].patientId).first()).toBeVisible();
    await expect(appointments.getByText(today[0].patientName).first()).toBeVisible();
  } else {
    await expect(appointments.getByText("No appointments today")).toBeVisible();
  }
  await expect(page.locator("#notifications").getByText("New Task Assigned").first()).toBeVisible();

  // A reload keeps the session.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Health Worker Portal", level: 1 })).toBeVisible();

  // Take the task and complete it with notes.
  const task = page.getByTestId("worker-task").filter({ hasText: title });
  await expect(task).toContainText("Assigned by Dr. Sarah Nakato");
  await settle(page);
  await task.getByRole("button", { name: `Start Task: ${title}` }).click();
  await toast(page, "Task Started");
  await expect(task).toContainText("In Progress");
  await task.getByRole("button", { name: `Complete Task: ${title}` }).click();
  const complete = page.getByRole("dialog", { name: "Complete Task" });
  await complete.getByLabel("Notes").fill("BP 128/82, pulse 76; no concerns");
  await complete.getByRole("button", { name: "Mark Completed" }).click();
  await toast(page, "Task Completed");
  await expect(task).toContainText("Completed");
  await expect(task).toContainText("BP 128/82, pulse 76; no concerns");

  // The doctor sees it completed.
  await doctor.goto("/doctors");
  const seen = doctor.getByTestId("doctor-task").filter({ hasText: title });
  await expect(seen).toContainText("Completed");
  await expect(seen).toContainText(`To ${nurse.firstName} ${nurse.lastName}`);
  await expect(seen).toContainText("BP 128/82, pulse 76; no concerns");

  // The portal on a 360 px phone: nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Health Worker Portal", level: 1 })).toBeVisible();
  await settle(page);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, "the portal at 360 px").toBeLessThanOrEqual(innerWidth);

  // Logout ends the session: a reload shows the sign-in form.
  await page.getByRole("button", { name: "Logout" }).click();
  await toast(page, "Logged Out");
  await expect(page.getByRole("heading", { name: "Health Worker Login" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Health Worker Login" })).toBeVisible();
  expect((await page.request.get("/api/health-worker/tasks")).status()).toBe(401);

  await Promise.all([doctorContext.close(), workerContext.close()]);
});

test("a worker with no employer sees employment requests and the profile only", async ({ page }) => {
  // WN-000008: a public registrant of the demo data (README "Demo accounts").
  await page.goto(PORTAL);
  await settle(page);
  await signInWorker(page, { workerNumber: "WN-000008", password: DEMO_PASSWORD });
  await expect(page.getByTestId("employment-status")).toHaveText("Not employed");
  await expect(page.locator("#my-tasks")).toHaveCount(0);
  await expect(page.locator("#todays-appointments")).toHaveCount(0);
  await expect(page.locator("#employment-requests")).toBeVisible();
  await expect(page.locator("#profile")).toBeVisible();
  expect((await page.request.get("/api/health-worker/tasks")).status()).toBe(403);
});
