import { expect, test, type Page } from "@playwright/test";

import { registerHospital, signIn } from "../support/hospital";

// Issue 15, the account's own pages: a doctor registered by the administrator of a fresh hospital
// signs in with the temporary password and is made to choose a new one (/change-password); edits
// the public profile (languages, biography), which a reload still shows; then, signed in in a
// second browser too, changes the password in Settings: the second browser's next page load goes
// to /login while this one stays signed in, and the recent sign-ins list both sign-ins.

const FIRST_PASSWORD = "Own-Choice-2026";
const SECOND_PASSWORD = "Second-Choice-2027";

async function toast(page: Page, title: string) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: title }).first()).toBeVisible({ timeout: 20_000 });
}

/** A fresh hospital's doctor registered through the API: its email and temporary password. */
async function registerDoctor(page: Page) {
  const hospital = await registerHospital(page, { tag: "acct", departments: [{ name: "General Medicine" }, { name: "Pharmacy" }] });
  const api = page.request;
  expect((await api.post("/api/auth/login", { data: { email: hospital.adminEmail, password: hospital.adminPassword } })).status()).toBe(200);
  const departments = (await (await api.get("/api/departments")).json()) as { id: string; name: string }[];
  const general = departments.find((d) => d.name === "General Medicine")!;
  const stamp = Date.now();
  const email = `esther.${stamp}@acct-e2e.example`;
  const res = await api.post("/api/doctors", {
    data: {
      firstName: "Esther",
      lastName: `Namuli${stamp % 1000}`,
      email,
      phone: "+256 700 480 333",
      departmentId: general.id,
      specialization: "Internal Medicine",
      licenseNumber: `UMDPC/AC-${stamp}`,
      experience: "7",
      qualification: "MBChB, Makerere University",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { temporaryPassword } = (await res.json()) as { temporaryPassword: string };
  // The administrator's session ends: the page signs in as the doctor next.
  expect((await api.post("/api/auth/logout")).status()).toBeLessThan(300);
  return { email, temporaryPassword };
}

const passwordForm = (page: Page) => page.getByRole("form", { name: "Change password" });

async function fillPasswords(page: Page, current: string, next: string, currentLabel = "Current Password") {
  const form = passwordForm(page);
  await form.getByLabel(currentLabel).fill(current);
  await form.getByLabel("New Password", { exact: true }).fill(next);
  await form.getByLabel("Confirm New Password").fill(next);
  await form.getByRole("button", { name: "Change Password" }).click();
}

test("a new doctor replaces the temporary password, keeps a public profile, and a password change ends the other browser's session", async ({ page, browser, baseURL }) => {
  test.slow();
  const doctor = await registerDoctor(page);

  // The first sign-in with the temporary password leads to the forced change, outside the app shell.
  await signIn(page, doctor.email, doctor.temporaryPassword, "/change-password");
  await expect(page.getByRole("heading", { name: "Choose your own password", level: 1 })).toBeVisible();
  await expect(page.getByText("Your password was set by your administrator. Choose your own before you continue.")).toBeVisible();
  await expect(page.getByRole("button", { name: /User menu/ })).toHaveCount(0);
  // Any other page leads back here until the password is changed.
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/change-password$/);
  // A weak password is refused in the form with the rule's message.
  await fillPasswords(page, doctor.temporaryPassword, "weakpass", "Current (Temporary) Password");
  await expect(passwordForm(page).getByText("Password must contain at least one uppercase letter, one lowercase letter, and one number")).toBeVisible();
  await fillPasswords(page, doctor.temporaryPassword, FIRST_PASSWORD, "Current (Temporary) Password");
  await page.waitForURL((url) => url.pathname === "/");
  await toast(page, "Password Changed");
  // Signed in with the new password from now on: /change-password sends back to Settings.
  await page.goto("/change-password");
  await expect(page).toHaveURL(/\/settings$/);

  // Profile, from the user menu: languages (a duplicate dropped) and a biography survive a reload.
  await page.getByRole("button", { name: /User menu/ }).click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  await page.waitForURL((url) => url.pathname === "/profile");
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(doctor.email);
  await expect(page.getByText("Email is changed by an administrator.")).toBeVisible();
  const bio = "Internal medicine physician with seven years in district hospitals; special interest in diabetes care.";
  await page.getByLabel("Languages").fill("English, Luganda, english");
  await page.getByLabel("Biography").fill(bio);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await toast(page, "Profile Updated");
  await page.reload();
  await expect(page.getByLabel("Languages")).toHaveValue("English, Luganda");
  await expect(page.getByLabel("Biography")).toHaveValue(bio);

  // A second browser signs in with the same account.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage, doctor.email, FIRST_PASSWORD);
  await otherPage.goto("/settings");
  await expect(otherPage.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();

  // Settings: a wrong current password is named on its field; then the change succeeds.
  await page.goto("/settings");
  await fillPasswords(page, "Not-My-Password1", SECOND_PASSWORD);
  await expect(passwordForm(page).getByText("Current password is incorrect")).toBeVisible();
  await fillPasswords(page, FIRST_PASSWORD, SECOND_PASSWORD);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Password Changed" }).filter({ hasText: "Your other sessions were signed out" })).toBeVisible();

  // The other browser's next page load goes to /login; this one stays signed in.
  await otherPage.goto("/settings");
  await otherPage.waitForURL((url) => url.pathname === "/login");
  await other.close();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();

  // Recent sign-ins: the temporary password's and the second browser's, newest first, with the browser.
  const signIns = page.getByRole("list", { name: "Recent sign-ins" }).getByRole("listitem");
  await expect(signIns).toHaveCount(2);
  for (const item of await signIns.all()) {
    await expect(item).toContainText("Signed in");
    await expect(item).toContainText(/Chrome on \w+/);
  }

  // The new password signs in; the first one no longer does.
  const check = await browser.newContext({ baseURL });
  expect((await check.request.post("/api/auth/login", { data: { email: doctor.email, password: FIRST_PASSWORD } })).status()).toBe(401);
  expect((await check.request.post("/api/auth/login", { data: { email: doctor.email, password: SECOND_PASSWORD } })).status()).toBe(200);
  await check.close();
});

test("Sign out of all other sessions, after a confirmation, ends the other browser's session only", async ({ page, browser, baseURL }) => {
  const hospital = await registerHospital(page, { tag: "acct" });
  await signIn(page, hospital.adminEmail, hospital.adminPassword);
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage, hospital.adminEmail, hospital.adminPassword);

  await page.goto("/settings");
  await page.getByRole("button", { name: "Sign out of all other sessions" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Sign out of all other sessions?" });
  // Cancel first: nothing happens.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await otherPage.goto("/profile");
  await expect(otherPage.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Sign out of all other sessions" }).click();
  await dialog.getByRole("button", { name: "Sign Out Other Sessions" }).click();
  await toast(page, "Other Sessions Signed Out");
  await otherPage.goto("/profile");
  await otherPage.waitForURL((url) => url.pathname === "/login");
  await other.close();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
});
