import { expect, test, type Page } from "@playwright/test";

import { DEMO_DOCTOR, signIn, signInAsSysadmin } from "../support/hospital";

// Issue 16, item 8: the system administrator broadcasts a warning; a doctor sees its banner and the
// notification in the bell, dismisses the banner, and it stays dismissed after a reload; the
// administrator ends the announcement, and its banner leaves the administrator's own pages too.

/** The banner of the announcement with this message (a page may show others beside it). */
const bannerOf = (page: Page, message: string) => page.getByRole("status", { name: "Warning announcement" }).filter({ hasText: message });

test("a broadcast warning reaches a doctor as a banner and a notification, is dismissed for good, and is ended early", async ({ page, browser, baseURL }) => {
  const message = `E2E maintenance window tonight ${Date.now()}: save your work by 21:45.`;

  // The administrator broadcasts a warning without an end time.
  await signInAsSysadmin(page);
  await page.goto("/admin/announcements");
  await expect(page.getByRole("heading", { level: 1, name: "Announcements" })).toBeVisible();
  await page.getByLabel("Level").selectOption("warning");
  await page.getByLabel("Message").fill(message);
  await expect(page.getByText(`${message.length} / 1000 characters`)).toBeVisible();
  await page.getByRole("button", { name: "Broadcast" }).click();
  await expect(page.getByText(/^Announcement broadcast: [\d,]+ staff users? and [\d,]+ health workers? notified\.$/)).toBeVisible();
  const row = page.getByTestId("announcement-row").filter({ hasText: message });
  await expect(row).toContainText("Warning");
  await expect(row).toContainText("Running");
  // The administrator is staff too: the banner shows on their own pages.
  await expect(bannerOf(page, message)).toBeVisible();

  // The demo doctor, in another browser, sees the banner and the notification.
  const other = await browser.newContext({ baseURL });
  const doctor = await other.newPage();
  await signIn(doctor, DEMO_DOCTOR.email, DEMO_DOCTOR.password);
  const banner = bannerOf(doctor, message);
  await expect(banner).toBeVisible();
  await doctor.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
  await expect(doctor.getByRole("menuitem").filter({ hasText: message })).toBeVisible();
  await expect(doctor.getByRole("menuitem").filter({ hasText: message })).toContainText("Announcement: warning");
  await doctor.keyboard.press("Escape");

  // Dismissed, it goes, and a reload does not bring it back.
  const dismissed = doctor.waitForResponse((r) => /\/api\/announcements\/[^/]+\/dismiss$/.test(new URL(r.url()).pathname));
  await banner.getByRole("button", { name: "Dismiss warning announcement" }).click();
  expect((await dismissed).status()).toBe(204);
  await expect(banner).toHaveCount(0);
  await doctor.reload();
  await expect(doctor.getByRole("button", { name: /^Notifications/ })).toBeVisible();
  await expect(bannerOf(doctor, message)).toHaveCount(0);
  await other.close();

  // The administrator ends it early, after a confirmation.
  await page.reload();
  await row.getByRole("button", { name: /^End now/ }).click();
  const dialog = page.getByRole("alertdialog", { name: "End this announcement now?" });
  await dialog.getByRole("button", { name: "End announcement" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Ended");
  await expect(row.getByRole("button", { name: /^End now/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Announcements" })).toBeVisible();
  await expect(bannerOf(page, message)).toHaveCount(0);
});
