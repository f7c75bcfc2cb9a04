import { expect, test, type Page } from "@playwright/test";

import { openPage, settle } from "../support/pages";

// A nurse registers on the public form, a visitor finds her in the directory by a misspelt skill
// and opens her profile; the directory and the profile fit a 360 px phone.

// Generated once per run: a skill no demo worker has, and a surname of letters only (the stamp in
// base 26), so that the misspelt search finds this worker and nobody else.
const letters = (n: number) => n.toString(26).replace(/[0-9]/g, (d) => "qrstuvwxyz"[Number(d)]);
const STAMP = letters(Date.now());
const SURNAME = `Tumaini${STAMP}`;
const SKILL = "Capnography monitoring";
const MISSPELT_SKILL = "capnografy";

async function fillRegistration(page: Page) {
  await page.getByLabel("First Name").fill("Rehema");
  await page.getByLabel("Last Name").fill(SURNAME);
  await page.getByLabel("Email").fill(`rehema.${STAMP}@workers-e2e.example`);
  await page.getByLabel("Phone").fill("+256 701 555 010");
  await page.getByLabel("Date of Birth").fill("1993-06-20");
  await page.getByLabel("Nationality").fill("Tanzanian");
  await page.getByLabel("Address").fill("Plot 12, Kira Road, Kampala");
  await page.getByLabel("Password", { exact: true }).fill("Nurse2026ok");
  await page.getByLabel("Confirm Password").fill("Nurse2026ok");
  await page.getByLabel("Role").selectOption({ label: "Nurse" });
  await page.getByLabel("Specialization").fill("Critical care nursing");
  await page.getByLabel("License Number").fill(`TNMC-${STAMP}`);
  await page.getByLabel("Years of Experience").fill("8");
  await page.getByLabel("Qualifications").fill("Bachelor of Science in Nursing (Muhimbili)");
  await page.getByLabel("Skills").fill(`Triage,  ${SKILL} , Ventilator care`);
  await page.getByLabel("Languages").fill("English, Swahili");
  await page.getByLabel("Emergency Contact").fill("+255 712 000 111");
  await page.getByLabel("Relationship").fill("Brother");
}

test("register publicly, find the worker by a misspelt skill, open the profile", async ({ page }) => {
  // The public form, signed out.
  await page.goto("/register-health-worker");
  await expect(page.getByRole("heading", { name: "Health Worker Registration", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Show my profile in the public directory")).toBeChecked();

  // The form's own messages: the password's rules, one at a time, and the confirmation.
  await page.getByRole("button", { name: "Register as Health Worker" }).click();
  await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Experience must be a valid positive number")).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").getByText("Registration Failed")).toBeVisible();
  const password = page.getByLabel("Password", { exact: true });
  for (const [value, message] of [
    ["Ab1", "Password must be at least 8 characters"],
    ["nurse2026ok", "Password must contain at least one uppercase letter"],
    ["NURSE2026OK", "Password must contain at least one lowercase letter"],
    ["NurseNoDigits", "Password must contain at least one number"],
  ]) {
    await password.fill(value);
    await password.blur();
    await expect(page.getByText(message)).toBeVisible();
  }
  await fillRegistration(page);
  await page.getByLabel("Confirm Password").fill("Nurse2026no");
  await page.getByRole("button", { name: "Register as Health Worker" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm Password").fill("Nurse2026ok");
  await page.getByRole("button", { name: "Register as Health Worker" }).click();

  // 'Registration Complete!' with both numbers; the worker signs in with the worker number.
  await expect(page.getByRole("heading", { name: "Registration Complete!" })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("[data-sonner-toast]").getByText("Registration Successful!")).toBeVisible();
  const healthWorkerId = (await page.getByTestId("health-worker-id").textContent())?.trim() ?? "";
  const workerNumber = (await page.getByTestId("worker-number").textContent())?.trim() ?? "";
  expect(healthWorkerId).toMatch(/^HW-\d{4}-\d{4,}$/);
  expect(workerNumber).toMatch(/^WN-\d{6,}$/);
  await expect(page.getByText("Next steps")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute("href", "/health-worker-login");
  const login = await page.request.post("/api/health-worker/login", { data: { workerNumber, password: "Nurse2026ok" } });
  expect(login.status()).toBe(200);
  // A visitor again (the sign-in above set the worker's cookie on this browser context).
  await page.context().clearCookies();

  // The directory: search with a misspelt skill from the search box.
  await openPage(page, "/health-worker-directory");
  await expect(page.getByRole("heading", { name: "Health Worker Directory", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Register as Health Worker" })).toHaveAttribute("href", "/register-health-worker");
  await page.getByLabel("Search", { exact: true }).fill(MISSPELT_SKILL);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`search=${MISSPELT_SKILL}`));
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Rehema ${SURNAME}` }) });
  await expect(card).toBeVisible();
  await expect(card.getByText("Available")).toBeVisible();
  await expect(card.getByText("Nurse", { exact: true })).toBeVisible();
  await expect(card.getByText("8 years of experience")).toBeVisible();
  await expect(card.getByText(SKILL)).toBeVisible();
  await expect(card.getByRole("link", { name: /Request Employment/ })).toHaveAttribute("href", `/request-employment/${healthWorkerId}`);
  // A search nobody matches.
  await page.goto("/health-worker-directory?search=zzqxjv");
  await expect(page.getByRole("heading", { name: "No health workers found" })).toBeVisible();

  // The profile, from the card.
  await page.goto(`/health-worker-directory?search=${MISSPELT_SKILL}`);
  await page.getByRole("link", { name: `View Profile of Rehema ${SURNAME}` }).click();
  await expect(page).toHaveURL(new RegExp(`/health-worker/${healthWorkerId}$`));
  await expect(page.getByRole("heading", { name: `Rehema ${SURNAME}`, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`Rehema ${SURNAME}, Nurse`));
  await expect(page.getByText(/^\d+ years$/).first()).toBeVisible();
  await expect(page.getByText("1993-06-20")).toHaveCount(0);
  await expect(page.getByText("Not yet verified")).toBeVisible();
  await expect(page.getByText("Public", { exact: true })).toBeVisible();
  await expect(page.getByText(`rehema.${STAMP}@workers-e2e.example`)).toHaveCount(0);
  await expect(page.getByText(/Contact details are shown to signed-in hospital administrators/)).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({ "@type": "Person", name: `Rehema ${SURNAME}`, jobTitle: "Nurse", identifier: healthWorkerId });
  await expect(page.getByRole("link", { name: "Request Employment" })).toHaveAttribute("href", `/request-employment/${healthWorkerId}`);

  // The sitemap lists the profile.
  const sitemap = await page.request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`/health-worker/${healthWorkerId}</loc>`);
  expect(await (await page.request.get("/robots.txt")).text()).toContain("/sitemap.xml");
});

test("an unknown profile shows 'Profile Not Found' and is not indexed", async ({ page }) => {
  // No loading boundary above the profile (app/loading.tsx moved into the segments that want one):
  // the page decides before anything is sent, so the status is a real 404.
  const response = await page.goto("/health-worker/HW-1999-9999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Profile Not Found" })).toBeVisible();
  await expect(page.getByText("The health worker profile you're looking for doesn't exist or has been removed.")).toBeVisible();
  expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBeGreaterThan(0);
  await expect(page.getByRole("link", { name: "Back to Directory" })).toHaveAttribute("href", "/health-worker-directory");
  const api = await page.request.get("/api/health-workers/profile/HW-1999-9999");
  expect(api.status()).toBe(404);
});

test.describe("on a 360 px phone", () => {
  // NOTE: not isMobile: a mobile viewport widens itself to fit overflowing content.
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  async function expectNoSidewaysScroll(page: Page, state: string) {
    await settle(page);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect.soft(scrollWidth, `${state}: the page is ${scrollWidth} px wide at ${innerWidth} px`).toBeLessThanOrEqual(innerWidth);
  }

  test("the directory, a profile and the registration form do not scroll sideways", async ({ page }) => {
    await openPage(page, "/health-worker-directory");
    await expectNoSidewaysScroll(page, "/health-worker-directory");
    const first = page.getByRole("link", { name: /^View Profile of / }).first();
    const href = await first.getAttribute("href");
    expect(href).toMatch(/^\/health-worker\/HW-/);
    await openPage(page, href!);
    await expectNoSidewaysScroll(page, href!);
    await openPage(page, "/register-health-worker");
    await expectNoSidewaysScroll(page, "/register-health-worker");
    await openPage(page, "/health-worker-directory?search=nurse&role=nurse&page=1");
    await expectNoSidewaysScroll(page, "/health-worker-directory?search=nurse");
  });
});
