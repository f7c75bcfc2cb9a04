import { expect, test } from "@playwright/test";

// The system administrator from ADMIN_EMAIL lands on /admin; a hospital administrator gets 403 there.
test("the system administrator signs in and lands on /admin", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("sysadmin@e2e.test");
  await page.getByLabel("Password").fill("E2e-Admin-Pass1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/admin");
  await expect(page.getByRole("heading", { name: "System Administration" })).toBeVisible();
  await expect(page.getByText("Healthcare Platform")).toBeVisible();
  await expect(page.getByText("System Administrator").first()).toBeVisible();
});

test("a hospital administrator may not open /admin (403)", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("admin@kampala-general.demo");
  await page.getByLabel("Password").fill("Demo@2026!");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(403);
  await expect(page.getByText("Access Denied")).toBeVisible();
});
