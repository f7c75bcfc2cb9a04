import { expect, test, type Page } from "@playwright/test";

import { registerHospital, signIn } from "../support/hospital";

// A fresh hospital's administrator registers patients from the 'Add New Patient' dialog and on
// the hospital-side /register-patient page, finds one by a misspelt name, views and edits it.

const HEALTH_NUMBER = /^[A-Z]{2}-PAT-\d{4}-\d{3,}$/;

/** Random lower-case letters: keeps the names of this run apart from every earlier run's. */
function randomTag(length = 5): string {
  return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
}

const randomDigits = (length: number) => Array.from({ length }, () => Math.floor(Math.random() * 10)).join("");

async function openPatients(page: Page) {
  await page.goto("/patients");
  await expect(page.getByRole("heading", { name: "Patient Management" })).toBeVisible();
}

test("staff register a patient from the dialog, find it by a misspelt name, view and edit it", async ({ page }) => {
  const tag = randomTag();
  const lastName = `Nakawunde${tag}`;
  const { adminEmail, adminPassword } = await registerHospital(page, { tag: "patients" });
  await signIn(page, adminEmail, adminPassword);

  // A new hospital has no patients yet.
  await openPatients(page);
  await expect(page.getByText("No patients found")).toBeVisible();
  await expect(page.getByText("Get started by registering your first patient")).toBeVisible();

  // An empty submit shows the first variant's messages under the fields.
  await page.getByRole("button", { name: "Add New Patient" }).click();
  const dialog = page.getByRole("dialog", { name: "Register New Patient" });
  await dialog.getByRole("button", { name: "Register Patient" }).click();
  await expect(dialog.getByText("First name must be at least 2 characters")).toBeVisible();
  await expect(dialog.getByText("City is required")).toBeVisible();
  await expect(dialog.getByText("Nationality is required")).toBeVisible();
  await expect(dialog.getByText("Emergency phone is required")).toBeVisible();

  await dialog.getByLabel("First Name").fill("Zephyrine");
  await dialog.getByLabel("Last Name").fill(lastName);
  await dialog.getByLabel("Date of Birth").fill("1988-04-12");
  await dialog.getByLabel("Gender").selectOption({ label: "Female" });
  await dialog.getByLabel("Country of Origin").selectOption({ label: "Uganda" });
  await dialog.getByLabel("Nationality").fill("Ugandan");
  await dialog.getByLabel("National ID").fill(`CM${randomDigits(12)}`);
  await dialog.getByLabel("Phone", { exact: true }).fill("+256 700 123 456");
  await dialog.getByLabel("Email").fill(`zephyrine.${tag}@patients-e2e.example`);
  await dialog.getByLabel("Address").fill("Plot 12, Kira Road");
  await dialog.getByLabel("City").fill("Kampala");
  await dialog.getByLabel("State").fill("Central Region");
  await dialog.getByLabel("Emergency Contact").fill("Paul Nakawunde");
  await dialog.getByLabel("Emergency Phone").fill("+256 700 654 321");
  await dialog.getByLabel("Blood Type").selectOption("O+");
  await dialog.getByLabel("Allergies").fill("Penicillin");
  await dialog.getByRole("button", { name: "Register Patient" }).click();

  await expect(page.getByText("Success", { exact: true })).toBeVisible();
  await expect(page.getByText(/Patient registered successfully\. Health number: UG-PAT-\d{4}-\d{3,}/)).toBeVisible();
  await expect(dialog).toBeHidden();
  const table = page.getByRole("table", { name: "Patients" });
  const row = table.getByRole("row", { name: new RegExp(`Zephyrine ${lastName}`) });
  await expect(row).toBeVisible();
  const healthNumber = ((await row.locator("td").first().textContent()) ?? "").trim();
  expect(healthNumber).toMatch(HEALTH_NUMBER);
  await expect(row).toContainText(`zephyrine.${tag}@patients-e2e.example`);
  await expect(row).toContainText("O+");
  await expect(row).toContainText("Active");

  // A misspelt name (a doubled letter and a swapped pair) still finds the patient.
  const search = page.getByRole("searchbox");
  await search.fill(`Zephyrrine ${lastName.slice(0, 3)}${lastName[4]}${lastName[3]}${lastName.slice(5)}`);
  await search.press("Enter");
  await page.waitForURL(/search=Zephyrrine/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(row).toBeVisible();

  // The status filter lives in the address too: nobody is inactive yet.
  await page.getByLabel("Status").selectOption({ label: "Inactive" });
  await page.waitForURL(/status=inactive/);
  await expect(page.getByText("No patients found matching your search.")).toBeVisible();
  await page.getByLabel("Status").selectOption({ label: "Active" });
  await page.waitForURL(/status=active/);

  // View: the patient's page, with the identifiers and the empty histories.
  await row.getByRole("link", { name: /^View / }).click();
  await page.waitForURL((url) => url.pathname === `/patients/${healthNumber}`);
  await expect(page.getByRole("heading", { name: `Zephyrine ${lastName}` })).toBeVisible();
  await expect(page.getByTestId("patient-health-number")).toHaveText(healthNumber);
  await expect(page.getByText("Penicillin")).toBeVisible();
  await expect(page.getByText("No appointments found")).toBeVisible();
  await expect(page.getByText("No diagnoses found")).toBeVisible();
  await expect(page.getByText("No medical records found")).toBeVisible();

  // Edit a field; the patient's page shows the change.
  await page.getByRole("link", { name: "Edit Patient" }).click();
  await page.waitForURL((url) => url.pathname === `/patients/${healthNumber}/edit`);
  const phone = page.getByLabel("Phone", { exact: true });
  await expect(phone).toHaveValue("+256 700 123 456");
  await phone.fill("+256 711 999 888");
  await page.getByLabel("Verification Status").selectOption({ label: "Verified" });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Patient Updated", { exact: true })).toBeVisible();
  await page.waitForURL((url) => url.pathname === `/patients/${healthNumber}`);
  await expect(page.getByText("+256 711 999 888")).toBeVisible();
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
});

test("staff register a patient on the hospital-side /register-patient page", async ({ page }) => {
  const tag = randomTag();
  const { adminEmail, adminPassword } = await registerHospital(page, { tag: "patientpage" });
  await signIn(page, adminEmail, adminPassword);
  await openPatients(page);

  await page.goto("/register-patient");
  await expect(page.getByRole("heading", { name: "Register New Patient" })).toBeVisible();
  // The second variant has no city, state or nationality.
  await expect(page.getByLabel("City")).toHaveCount(0);
  await expect(page.getByLabel("Nationality")).toHaveCount(0);

  await page.getByLabel("First Name").fill("Bartholomew");
  await page.getByLabel("Last Name").fill(`Ssekandi${tag}`);
  await page.getByLabel("Date of Birth").fill("1975-11-30");
  await page.getByLabel("Gender").selectOption({ label: "Male" });
  await page.getByLabel("Country of Origin").selectOption({ label: "Kenya" });
  await page.getByLabel("Phone", { exact: true }).fill("+254 700 111 222");
  await page.getByLabel("Address").fill("Nairobi");
  await page.getByLabel("Emergency Contact Name").fill("Grace Ssekandi");
  await page.getByLabel("Emergency Phone").fill("+254 700 333 444");
  await page.getByRole("button", { name: "Register Patient" }).click();
  await expect(page.getByText("Please provide a complete address")).toBeVisible();

  await page.getByLabel("Address").fill("14 Moi Avenue, Nairobi");
  await expect(page.getByText("Please provide a complete address")).toBeHidden();
  await page.getByRole("button", { name: "Register Patient" }).click();
  await expect(page.getByText("Patient Registered Successfully!")).toBeVisible();
  const healthNumber = ((await page.getByTestId("registered-health-number").textContent()) ?? "").trim();
  expect(healthNumber).toMatch(/^KE-PAT-\d{4}-\d{3,}$/);
  await expect(page.getByLabel("First Name")).toHaveValue("");

  // The link leads to the patient's page; the list shows 'No email' and 'N/A'.
  await page.getByRole("link", { name: "View patient" }).click();
  await page.waitForURL((url) => url.pathname === `/patients/${healthNumber}`);
  await expect(page.getByRole("heading", { name: `Bartholomew Ssekandi${tag}` })).toBeVisible();
  await openPatients(page);
  const row = page.getByRole("table", { name: "Patients" }).getByRole("row", { name: new RegExp(`Bartholomew Ssekandi${tag}`) });
  await expect(row).toContainText("No email");
  await expect(row).toContainText("N/A");

  // Back uses the browser history.
  await page.goto("/register-patient");
  await page.getByRole("button", { name: "Back" }).click();
  await page.waitForURL((url) => url.pathname === "/patients");
});

test("/register-patient is not redirected to the login when signed out", async ({ page }) => {
  const response = await page.goto("/register-patient");
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/register-patient");
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Register New Patient" })).toHaveCount(0);
});
