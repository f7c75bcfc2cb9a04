import { expect, test } from "@playwright/test";

test("a wrong password shows 'Login Failed' with the server's message", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("nobody@nowhere.example");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login Failed")).toBeVisible();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("the login form shows the specification's validation messages", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").fill("123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
});

test("a signed-out visit to /hospital lands on /login", async ({ page }) => {
  await page.goto("/hospital");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fhospital$/);
  await expect(page.getByText("Hospital Staff Login")).toBeVisible();
});

test("an unknown path answers 404 with the specification's text", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

test("the landing page opens the login chooser", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("© 2024")).toBeVisible();
  await page.getByRole("button", { name: "Get Started" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose Your Login Type" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: /Hospital Staff Login/ })).toHaveAttribute("href", "/login");
  await expect(dialog.getByRole("link", { name: /Worker Login/ })).toHaveAttribute("href", "/health-worker-login");
  await expect(dialog.getByRole("link", { name: /Patient Portal/ })).toHaveAttribute("href", "/patient-portal");
});

test("security headers are sent", async ({ request }) => {
  const res = await request.get("/login");
  expect(res.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(res.headers()["referrer-policy"]).toBeTruthy();
});
