import { expect, test, type Page } from "@playwright/test";

import { nextSysadminCode, registerHospital, signIn, SYSADMIN } from "../support/hospital";

// Issue 16, items 1-4: the system administrator's panel at /admin. A visitor gets the administrator
// sign-in form there (no redirect), with the specification's messages; the system administrator
// signs in with password and two-factor code, reads the Overview, finds a fresh hospital, deactivates
// it (its administrator's open session is refused on the next page) and reactivates it, opens its
// dashboard, unverifies and verifies its administrator on the Users tab, and logs out.

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title }).first();

/** The administrator sign-in form of /admin: email and password, then the two-factor code. */
async function adminFormSignIn(page: Page) {
  await page.getByLabel("Email").fill(SYSADMIN.email);
  await page.getByLabel("Password").fill(SYSADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  const code = page.getByLabel("Two-factor code");
  for (let attempt = 0; ; attempt++) {
    await expect(code).toBeVisible();
    await code.fill(await nextSysadminCode(page));
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/auth/login" && r.request().method() === "POST");
    await page.getByRole("button", { name: "Verify and Sign In" }).click();
    const status = (await answer).status();
    if (status === 200) return;
    // A code spent by another run's sign-in in the same step: the next one.
    expect(status, "the system administrator's sign-in").toBe(401);
    expect(attempt, "the two-factor code was refused three times").toBeLessThan(2);
  }
}

test("a visitor of /admin gets the administrator sign-in, with its messages", async ({ page }) => {
  for (const path of ["/admin", "/admin/users"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(new URL(page.url()).pathname, "no redirect").toBe(path);
    await expect(page.getByRole("heading", { name: "Administrator Sign In" })).toBeVisible();
  }

  // The form's own checks.
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

  // A wrong password: refused by the server.
  await page.getByLabel("Email").fill(SYSADMIN.email);
  await page.getByLabel("Password").fill("Not-the-admin-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(page, "Access Denied")).toContainText("Invalid administrator credentials");
  await expect(page.getByRole("heading", { name: "Administrator Sign In" })).toBeVisible();
  expect((await page.request.get("/api/admin/stats")).status()).toBe(401);
});

test("another staff member's valid sign-in on the administrator form is denied and leaves /admin", async ({ page }) => {
  const hospital = await registerHospital(page, { tag: "adminform" });
  await page.goto("/admin");
  await page.getByLabel("Email").fill(hospital.adminEmail);
  await page.getByLabel("Password").fill(hospital.adminPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  // The account's own home, with the denial carried over the page load.
  await page.waitForURL((url) => url.pathname === "/");
  await expect(toast(page, "Access Denied")).toContainText("Invalid administrator credentials");
  // Signed in as what it is: /admin is now the 403 screen.
  expect((await page.goto("/admin"))?.status()).toBe(403);
});

test("the system administrator deactivates and reactivates a hospital, verifies a user and logs out", async ({ page, browser, baseURL }) => {
  test.slow();
  // A fresh hospital whose administrator is signed in in another browser.
  const other = await browser.newContext({ baseURL });
  const hospitalPage = await other.newPage();
  const hospital = await registerHospital(hospitalPage, { tag: "adminpanel" });
  await signIn(hospitalPage, hospital.adminEmail, hospital.adminPassword);

  // Sign-in on /admin itself: the panel renders in place.
  await page.goto("/admin");
  await adminFormSignIn(page);
  await expect(toast(page, "Login Successful")).toBeVisible();
  await expect(page.getByRole("heading", { name: "System Administration", level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/admin");

  // Overview: computed figures (the fresh hospital and this sign-in are in them) and the audit log.
  const nav = page.getByRole("navigation", { name: "Administration" });
  await expect(nav.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  expect(Number((await page.getByTestId("admin-stat-hospitals").textContent())!.replace(/,/g, ""))).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId("admin-stat-users")).toHaveText(/^[\d,]+$/);
  await expect(page.getByTestId("admin-stat-database")).toHaveText("Reachable");
  await expect(page.getByTestId("admin-stat-revenue")).toHaveText(/^[A-Z]{3} [\d,]+\.\d{2}$/);
  await expect(page.getByRole("heading", { name: "Recent activity" })).toBeVisible();
  await expect(page.getByTestId("admin-activity-row").first()).toBeVisible();
  // On a phone the tabs scroll inside their row; the page itself does not scroll sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Hospitals: search by ID, then deactivate through the Edit dialog (confirmed first).
  await nav.getByRole("link", { name: "Hospitals" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/hospitals");
  await expect(nav.getByRole("link", { name: "Hospitals" })).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Search hospitals").fill(hospital.hospitalId);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get("search") === hospital.hospitalId);
  const row = page.getByTestId("admin-hospital-row").filter({ hasText: hospital.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Active");
  await expect(row.getByRole("link", { name: `Dashboard of ${hospital.name}` })).toHaveAttribute("href", `/hospital?hospitalId=${hospital.hospitalId}`);

  await row.getByRole("button", { name: `Edit ${hospital.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Hospital" });
  await dialog.getByRole("checkbox", { name: "Active" }).uncheck();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Deactivate ${hospital.name}?` });
  await confirm.getByRole("button", { name: "Deactivate" }).click();
  await expect(toast(page, "Hospital Updated")).toBeVisible();
  await expect(row.getByText("Inactive", { exact: true })).toBeVisible();

  // The hospital administrator's open session is refused on the next page and call.
  await hospitalPage.goto("/hospital");
  await expect(hospitalPage.getByRole("heading", { name: "Hospital deactivated" })).toBeVisible();
  expect((await hospitalPage.request.get("/api/departments")).status()).toBe(403);

  // Reactivate: no confirmation; the same session works again.
  await row.getByRole("button", { name: `Edit ${hospital.name}` }).click();
  await dialog.getByRole("checkbox", { name: "Active" }).check();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await hospitalPage.goto("/hospital");
  await expect(hospitalPage.getByRole("heading", { level: 1, name: hospital.name })).toBeVisible();
  expect((await hospitalPage.request.get("/api/departments")).status()).toBe(200);
  await other.close();

  // The row opens that hospital's dashboard for the system administrator.
  await row.getByRole("link", { name: `Dashboard of ${hospital.name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: hospital.name })).toBeVisible();

  // Users: find the hospital's administrator, unverify and verify again.
  await page.goto("/admin/users");
  await page.getByLabel("Search users").fill(hospital.adminEmail);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get("search") === hospital.adminEmail);
  const user = page.getByTestId("admin-user-row").filter({ hasText: hospital.adminEmail });
  await expect(user).toHaveCount(1);
  const wasVerified = await user.getByText("Verified", { exact: true }).isVisible();
  const [first, second] = wasVerified ? (["Unverify", "Verify"] as const) : (["Verify", "Unverify"] as const);
  await user.getByRole("button", { name: new RegExp(`^${first} `) }).click();
  await expect(toast(page, "User Updated")).toBeVisible();
  await expect(user.getByText(wasVerified ? "Unverified" : "Verified", { exact: true })).toBeVisible();
  await user.getByRole("button", { name: new RegExp(`^${second} `) }).click();
  await expect(user.getByText(wasVerified ? "Verified" : "Unverified", { exact: true })).toBeVisible();

  // Logout ends the session; the sign-in form is back.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(toast(page, "Logged Out")).toContainText("Administrator session ended");
  await expect(page.getByRole("heading", { name: "Administrator Sign In" })).toBeVisible();
  expect((await page.request.get("/api/admin/stats")).status()).toBe(401);
});
