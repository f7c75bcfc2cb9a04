import { expect, test } from "@playwright/test";

import { DEMO_DOCTOR, registerHospital, signIn } from "../support/hospital";

// A fresh hospital's administrator registers a health worker, who can then sign in with the
// worker number and the temporary password shown once.

test("an administrator registers a health worker, who can then sign in", async ({ page }) => {
  const stamp = Date.now();
  const { adminEmail, adminPassword } = await registerHospital(page, { tag: "worker" });
  await signIn(page, adminEmail, adminPassword);

  await page.goto("/register-health-worker");
  await expect(page.getByRole("heading", { name: "Register Health Worker" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Hospital Dashboard" })).toHaveAttribute("href", "/hospital");

  // An empty submit shows the schema's messages.
  await page.getByRole("button", { name: "Register Health Worker" }).click();
  await expect(page.getByText("Qualifications are required")).toBeVisible();
  await expect(page.getByText("License number is required")).toBeVisible();
  await expect(page.getByText("Emergency contact is required")).toBeVisible();

  await page.getByLabel("First Name").fill("Ruth");
  await page.getByLabel("Last Name").fill("Atim");
  await page.getByLabel("Email").fill(`ruth.${stamp}@worker-e2e.example`);
  await page.getByLabel("Phone", { exact: true }).fill("+256 701 222 333");
  await page.getByLabel("Role").selectOption({ label: "Laboratory Technician" });
  await page.getByLabel("Department").selectOption({ label: "Laboratory" });
  await page.getByLabel("Specialization").fill("Microbiology");
  await page.getByLabel("Qualifications").fill("Diploma in Medical Laboratory Technology");
  await page.getByLabel("License Number").fill(`AHPC-${stamp}`);
  await page.getByLabel("Employment Type").selectOption({ label: "Full-time" });
  await page.getByLabel("Shift").selectOption({ label: "Morning (6 AM-2 PM)" });
  await page.getByLabel("Emergency Contact").fill("+256 702 444 555");
  await page.getByLabel("Emergency Relationship").fill("Sister");
  await page.getByRole("button", { name: "Register Health Worker" }).click();

  await expect(page.getByText("Health Worker Registered Successfully!")).toBeVisible();
  await expect(page.getByText(/Health worker ID: HW-\d{4}-\d{4,}\. Login credentials will be emailed\./)).toBeVisible();
  const dialog = page.getByRole("dialog", { name: "Health worker credentials" });
  await expect(dialog.getByText("This password is shown only once.")).toBeVisible();
  const workerNumber = (await dialog.getByTestId("credential-worker-number").textContent())?.trim() ?? "";
  const password = (await dialog.getByTestId("credential-temporary-password").textContent())?.trim() ?? "";
  expect(workerNumber).toMatch(/^WN-\d{6}$/);
  expect(password.length).toBeGreaterThanOrEqual(8);
  await dialog.getByRole("button", { name: "I have saved these credentials" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("First Name")).toHaveValue("");

  // The credentials shown are the real ones; the password is a temporary one, to be replaced first.
  const login = await page.request.post("/api/health-worker/login", { data: { workerNumber, password } });
  expect(login.status()).toBe(200);
  expect(await login.json()).toMatchObject({ workerNumber, firstName: "Ruth", lastName: "Atim", role: "lab-technician" });
  expect((await page.request.get("/api/health-worker/tasks")).status()).toBe(403);
});

// NOTE: the screens, not the status codes: the page is gated after the root loading.tsx has begun
// streaming, so Next.js answers 200 with the 403 screen (proxy.ts answers the real 403 from the cookie).
test("/register-health-worker: Access Denied for a doctor, the public registration when signed out", async ({ page }) => {
  await page.goto("/register-health-worker");
  await expect(page.getByRole("heading", { name: "Health Worker Registration", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Register as Health Worker" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Register Health Worker" })).toHaveCount(0);

  await signIn(page, DEMO_DOCTOR.email, DEMO_DOCTOR.password);
  await page.goto("/register-health-worker");
  await expect(page.getByText("Access Denied")).toBeVisible();
  await expect(page.getByRole("button", { name: "Register Health Worker" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Register as Health Worker" })).toHaveCount(0);
});
