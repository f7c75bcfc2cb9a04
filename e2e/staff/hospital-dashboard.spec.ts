import { expect, request, test } from "@playwright/test";

import { registerHospital, signIn, signInAsSysadmin, sysadminApiLogin } from "../support/hospital";

// The hospital dashboard of a freshly registered hospital: header, overview, quick actions,
// health worker registration from the dialog, and Upgrade Now once the subscription has ended.

test("overview, quick actions and a health worker registered from the dashboard", async ({ page }) => {
  const stamp = Date.now();
  const { hospitalId, name, adminEmail, adminPassword, licenseNumber } = await registerHospital(page, {
    tag: "dashboard",
    city: "Mbarara",
    state: "Western Region",
    services: ["Emergency Care", "Pharmacy"],
    departments: [{ name: "Laboratory" }, { name: "Pharmacy" }],
  });
  await signIn(page, adminEmail, adminPassword);
  await page.goto("/hospital");

  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(hospitalId).first()).toBeVisible();
  await expect(page.getByText("Mbarara, Western Region, Uganda")).toBeVisible();
  await expect(page.getByTestId("subscription-badge")).toHaveText(/^Trial: (29|30) days left$/);
  // 30 days left: no trial banner yet.
  await expect(page.getByText("Trial Ending Soon")).toHaveCount(0);

  // Overview: real figures of a new hospital, its details, its departments.
  for (const label of ["Total Patients", "Active Doctors", "Today's Appointments", "Completed Today"]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId("stat-totalPatients")).toHaveText("0");
  await expect(page.getByTestId("stat-activeDoctors")).toHaveText("0");
  await expect(page.getByText(licenseNumber)).toBeVisible();
  await expect(page.getByRole("list", { name: "Services offered" }).getByText("Pharmacy")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Register Patient" })).toHaveAttribute("href", "/register-patient");
  await expect(main.getByRole("link", { name: "Schedule Appointment" })).toHaveAttribute("href", "/schedule-appointment");

  // Quick actions switch tabs.
  await page.getByRole("button", { name: "Manage Departments" }).click();
  await expect(page.getByRole("tab", { name: "Departments" })).toHaveAttribute("aria-selected", "true");
  // The dashboard dialog refuses a blank name without a request.
  await page.getByRole("button", { name: "Add Department" }).click();
  const add = page.getByRole("dialog", { name: "Add Department" });
  await add.getByLabel("Department Name").fill("   ");
  await add.getByRole("button", { name: "Create Department" }).click();
  await expect(page.getByText("Department name is required")).toBeVisible();
  await add.getByLabel("Department Name").fill("  Physiotherapy  ");
  await add.getByRole("button", { name: "Create Department" }).click();
  await expect(page.getByText("Department Created", { exact: true })).toBeVisible();
  await expect(add).toBeHidden();
  await expect(page.getByRole("heading", { level: 3, name: "Physiotherapy", exact: true })).toBeVisible();

  await page.getByRole("tab", { name: "Reports" }).click();
  // The six reports (e2e/staff/reports.spec.ts downloads them); a new hospital has none yet.
  await expect(page.getByRole("button", { name: "Download the patient report as CSV" })).toBeVisible();
  await expect(page.getByText("No reports have been generated yet.", { exact: false })).toBeVisible();

  // Health Workers: fetched when the tab opens; a worker registered in the dialog appears in the list.
  await page.getByRole("tab", { name: "Health Workers" }).click();
  await expect(page.getByText("No health workers found")).toBeVisible();
  await expect(page.getByRole("link", { name: /Health Worker Directory/ })).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: /Registration Page/ })).toHaveAttribute("href", "/register-health-worker");

  await page.getByRole("button", { name: "Register Health Worker" }).click();
  const dialog = page.getByRole("dialog", { name: "Register Health Worker" });
  await dialog.getByLabel("First Name").fill("Moses");
  await dialog.getByLabel("Last Name").fill("Tumusiime");
  await dialog.getByLabel("Email").fill(`moses.${stamp}@dashboard-e2e.example`);
  await dialog.getByLabel("Phone", { exact: true }).fill("+256 703 111 222");
  await dialog.getByLabel("Role").selectOption({ label: "Pharmacist" });
  await dialog.getByLabel("Department").selectOption({ label: "Pharmacy" });
  await dialog.getByLabel("Specialization").fill("Clinical pharmacy");
  await dialog.getByLabel("Qualifications").fill("Bachelor of Pharmacy, Makerere University");
  await dialog.getByLabel("License Number").fill(`PSU-${stamp}`);
  await dialog.getByLabel("Employment Type").selectOption({ label: "Full-time" });
  await dialog.getByLabel("Shift").selectOption({ label: "Rotating" });
  await dialog.getByLabel("Emergency Contact").fill("+256 704 333 444");
  await dialog.getByLabel("Emergency Relationship").fill("Brother");
  await dialog.getByRole("button", { name: "Register Health Worker" }).click();

  const credentials = page.getByRole("dialog", { name: "Health worker credentials" });
  await expect(credentials.getByTestId("credential-worker-number")).toHaveText(/WN-\d{6}/);
  await expect(credentials.getByTestId("credential-temporary-password")).not.toBeEmpty();
  const healthWorkerId = (await credentials.getByText(/HW-\d{4}-\d{4,}/).first().textContent())!.match(/HW-\d{4}-\d{4,}/)![0];
  await credentials.getByRole("button", { name: "I have saved these credentials" }).click();
  await expect(credentials).toBeHidden();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("table", { name: "Health workers" }).getByRole("row", { name: /Moses Tumusiime/ });
  await expect(row).toContainText("Pharmacist");
  await expect(row).toContainText("Clinical pharmacy");
  await expect(row).toContainText(healthWorkerId);
  await expect(row).toContainText("Active");
});

test("Upgrade Now on an ended subscription creates a pending invoice; changes answer 402", async ({ page, baseURL }) => {
  const { hospitalId, adminEmail, adminPassword } = await registerHospital(page, { tag: "upgrade" });

  // No screen can move a trial's end, so the system administrator ends the subscription.
  const admin = await request.newContext({ baseURL });
  await sysadminApiLogin(admin);
  const change = await admin.patch(`/api/admin/hospitals/${hospitalId}`, { data: { subscriptionStatus: "expired" } });
  expect(change.status()).toBe(200);
  await admin.dispose();

  await signIn(page, adminEmail, adminPassword);
  await page.goto("/hospital");
  await expect(page.getByTestId("subscription-badge")).toHaveText("EXPIRED");
  await expect(page.getByRole("heading", { name: "Subscription Ended" })).toBeVisible();
  await expect(page.getByText(/Changes are blocked until the subscription is renewed/)).toBeVisible();

  // A change is refused by the server (402) and its message shown.
  await page.getByRole("tab", { name: "Departments" }).click();
  await page.getByRole("button", { name: "Deactivate Laboratory" }).click();
  await expect(page.locator("[data-sonner-toast][data-type='error']")).toContainText("Your hospital's subscription has ended");
  await expect(page.getByRole("button", { name: "Deactivate Laboratory" })).toBeVisible();

  await page.getByRole("button", { name: "Upgrade Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose a Plan" });
  await expect(dialog.getByText("USD 99.00 / month")).toBeVisible();
  await dialog.getByRole("radio", { name: /Premium/ }).check();
  await dialog.getByRole("button", { name: "Create Invoice" }).click();
  await expect(page.getByText("Invoice Created", { exact: true })).toBeVisible();
  await expect(page.getByText(/Premium plan, USD 299\.00/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("latest-invoice")).toContainText("Invoice pending: Premium, USD 299.00, created");
});

test("a system administrator opens a hospital's dashboard by its ID", async ({ page }) => {
  await signInAsSysadmin(page);
  await page.goto("/hospital");
  await expect(page.getByText("Choose a hospital")).toBeVisible();
  await expect(page.getByRole("link", { name: /administration panel/ })).toHaveAttribute("href", "/admin/hospitals");
  await page.goto("/hospital?hospitalId=HOSP-001");
  await expect(page.getByRole("heading", { level: 1, name: "Kampala General Hospital" })).toBeVisible();
  // Upgrading is the hospital administrator's decision.
  await expect(page.getByRole("button", { name: "Upgrade Now" })).toHaveCount(0);
  // NOTE: the page streams behind loading.tsx, so an unknown hospital shows the 404 screen with status 200.
  await page.goto("/hospital?hospitalId=HOSP-999");
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
});
