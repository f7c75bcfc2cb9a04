import { readFile } from "node:fs/promises";

import { expect, test, type Locator, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

import { openLoginPage, registerHospital, signIn } from "../support/hospital";

// Issue 15, two-factor sign-in: the administrator of a fresh hospital opens Settings from the user
// menu, sets up two-factor with a code computed from the key the page shows (as an authenticator
// app would), saves the ten recovery codes, signs out, and signs in with password and code; then a
// recovery code signs in once and is refused the second time; finally two-factor is turned off
// with another recovery code, in the confirmation dialog, and the password alone signs in again.

const PERIOD_MS = 30_000;

async function signOut(page: Page) {
  await page.getByRole("button", { name: /User menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

/** The password step of the login page; answers the code field that two-factor brings up. */
async function passwordStep(page: Page, email: string, password: string): Promise<Locator> {
  await openLoginPage(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  const code = page.getByLabel("Two-factor code");
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toBeFocused();
  await expect(page.getByText("Enter the 6-digit code from your authenticator app, or one of your recovery codes")).toBeVisible();
  return code;
}

/** At 360 px wide the page has no horizontal scroll. */
async function fitsPhone(page: Page) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize(size);
}

const verify = (page: Page) => page.getByRole("button", { name: "Verify and Sign In" }).click();

test("enrol two-factor from Settings, sign in with password and code, and a recovery code works once", async ({ page }) => {
  test.slow();
  const hospital = await registerHospital(page, { tag: "tfa" });
  await signIn(page, hospital.adminEmail, hospital.adminPassword);

  // Settings, from the user menu.
  await page.getByRole("button", { name: /User menu/ }).click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await page.waitForURL((url) => url.pathname === "/settings");
  const card = page.locator("#two-factor");
  await expect(card.getByText("Off", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Set up two-factor sign-in" }).click();

  // The QR code, the key for typing by hand, and the otpauth URI carrying that key.
  await expect(card.getByRole("img", { name: "QR code to add this account to an authenticator app" })).toBeVisible();
  const key = (await card.getByLabel("Set-up key").textContent())!.replace(/\s+/g, "");
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await card.getByText("Show the set-up link (otpauth URI)").click();
  const uri = card.getByText(/^otpauth:\/\/totp\//);
  await expect(uri).toBeVisible();
  expect(new URL((await uri.textContent())!).searchParams.get("secret")).toBe(key);
  await fitsPhone(page);

  // The authenticator app: TOTP, SHA-1, 6 digits, 30 s, from the key on the page.
  const app = new TOTP({ secret: Secret.fromBase32(key), algorithm: "SHA1", digits: 6, period: 30 });
  const codeField = card.getByLabel("Six-digit code from the app");
  await expect(codeField).toHaveAttribute("inputmode", "numeric");
  // A wrong code is refused with the server's message under the field.
  const right = app.generate();
  await codeField.fill(right === "000000" ? "111111" : "000000");
  await card.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(card.getByText("Invalid two-factor code")).toBeVisible();
  const enabledAt = Date.now();
  await codeField.fill(app.generate({ timestamp: enabledAt }));
  await card.getByRole("button", { name: "Turn on two-factor sign-in" }).click();

  // Ten recovery codes, shown once, with a download.
  const items = card.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(items).toHaveCount(10);
  const recoveryCodes = (await items.allTextContents()).map((c) => c.trim());
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
  await fitsPhone(page);
  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download (.txt)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("recovery-codes.txt");
  const file = await readFile((await download.path())!, "utf8");
  for (const code of recoveryCodes) expect(file).toContain(code);
  await card.getByRole("button", { name: "I have saved my recovery codes" }).click();
  await expect(card.getByText(/^On since /)).toBeVisible();
  await expect(card.getByText("10 of 10 left")).toBeVisible();
  await expect(card.getByRole("list", { name: "Recovery codes" })).toHaveCount(0);

  // Sign out; the password alone now leads to the code step, and a wrong code shows the message.
  await signOut(page);
  let code = await passwordStep(page, hospital.adminEmail, hospital.adminPassword);
  await fitsPhone(page);
  await code.fill(app.generate({ timestamp: enabledAt - 10 * PERIOD_MS }));
  await verify(page);
  await expect(page.getByText("Invalid two-factor code")).toBeVisible();
  // The code that enabled is spent: wait for the app's next code (a new 30-second step).
  const enabledStep = TOTP.counter({ timestamp: enabledAt });
  while (TOTP.counter() <= enabledStep) await page.waitForTimeout(1000);
  await code.fill(app.generate());
  await verify(page);
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("button", { name: /User menu/ })).toBeVisible();

  // A recovery code signs in once (typed in upper case, as people do) ...
  await signOut(page);
  code = await passwordStep(page, hospital.adminEmail, hospital.adminPassword);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await expect(code).toHaveAttribute("inputmode", "text");
  await code.fill(recoveryCodes[0].toUpperCase());
  await verify(page);
  await page.waitForURL((url) => url.pathname === "/");
  await signOut(page);
  // ... and is refused the second time; Back returns to the password step with the email kept.
  code = await passwordStep(page, hospital.adminEmail, hospital.adminPassword);
  await code.fill(recoveryCodes[0]);
  await verify(page);
  await expect(page.getByText("Invalid two-factor code")).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Two-factor code")).toHaveCount(0);
  await expect(page.getByLabel("Email")).toHaveValue(hospital.adminEmail);
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.getByRole("button", { name: "Sign In" }).click();
  code = page.getByLabel("Two-factor code");
  await code.fill(recoveryCodes[1]);
  await verify(page);
  await page.waitForURL((url) => url.pathname === "/");

  // Settings counts what is left; turning two-factor off asks for a code in a confirmation dialog.
  await page.goto("/settings");
  await expect(card.getByText("8 of 10 left")).toBeVisible();
  await card.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
  const dialog = page.getByRole("dialog", { name: "Turn off two-factor sign-in?" });
  await dialog.getByLabel("Two-factor code").fill(recoveryCodes[1]);
  await dialog.getByRole("button", { name: "Turn Off" }).click();
  await expect(dialog.getByText("Invalid two-factor code")).toBeVisible();
  await dialog.getByLabel("Two-factor code").fill(recoveryCodes[2]);
  await dialog.getByRole("button", { name: "Turn Off" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Set up two-factor sign-in" })).toBeVisible();

  // The password alone signs in again.
  await signOut(page);
  await signIn(page, hospital.adminEmail, hospital.adminPassword);
});
