import { expect, test } from "@playwright/test";

import { DEMO_ADMIN, signIn, signInAsSysadmin } from "../support/hospital";

// The system administrator from ADMIN_EMAIL lands on /admin; a hospital administrator gets 403 there.
test("the system administrator signs in and lands on /admin", async ({ page }) => {
  await signInAsSysadmin(page);
  await expect(page.getByRole("heading", { name: "System Administration" })).toBeVisible();
  await expect(page.getByText("Healthcare Platform")).toBeVisible();
  await expect(page.getByText("System Administrator").first()).toBeVisible();
});

test("a hospital administrator may not open /admin (403)", async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(403);
  await expect(page.getByText("Access Denied")).toBeVisible();
});
