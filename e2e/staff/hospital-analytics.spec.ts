import { readFile } from "node:fs/promises";

import { expect, test } from "@playwright/test";

import { DEMO_ADMIN, signIn } from "../support/hospital";
import { openPage, settle } from "../support/pages";

// Issue 17, the hospital analytics (/analytics): the demo hospital's administrator sees the four
// summary cards and the four tabs, picks a preset period (the address changes and the page follows
// it), opens every tab, and downloads the figures as CSV.

test("the hospital administrator reads the analytics, changes the period and exports the figures", async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await openPage(page, "/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();

  const summary = page.getByRole("region", { name: "Summary" });
  for (const title of ["Total Patients", "Revenue", "Avg. Wait Time", "Patient Satisfaction"]) {
    await expect(summary.getByRole("heading", { name: title })).toBeVisible();
  }
  // Each card says how it changed against the previous period in words.
  await expect(summary.getByText(/previous period/)).toHaveCount(4);

  for (const name of ["Overview", "Departments", "Doctors", "Financial"]) await expect(page.getByRole("tab", { name })).toBeVisible();

  // A preset puts the period in the address.
  await page.getByRole("navigation", { name: "Period presets" }).getByRole("link", { name: "Last 30 days" }).click();
  await page.waitForURL((url) => url.pathname === "/analytics" && url.searchParams.has("from") && url.searchParams.has("to"));
  const url = new URL(page.url());
  const from = url.searchParams.get("from")!;
  const to = url.searchParams.get("to")!;
  expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);
  await settle(page);
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "true");
  const custom = page.getByRole("form", { name: "Custom period" });
  await expect(custom.getByLabel("From", { exact: true })).toHaveValue(from);
  await expect(custom.getByLabel("To", { exact: true })).toHaveValue(to);

  // Every tab opens its panel.
  const panels: [string, string][] = [
    ["Departments", "Departments"],
    ["Doctors", "Doctors"],
    ["Financial", "By payment method"],
    ["Overview", "Appointments by status"],
  ];
  for (const [tab, heading] of panels) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }

  // Export downloads the same period as CSV.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^hospital-analytics-.+-${from}-to-${to}\\.csv$`));
  const csv = await readFile((await download.path())!, "utf8");
  const lines = csv.split("\r\n");
  expect(lines[0]).toBe("Section,Item,Measure,Value,Unit");
  expect(lines).toContain(`Period,,From,${from},date`);
  expect(lines).toContain(`Period,,To,${to},date`);
});
