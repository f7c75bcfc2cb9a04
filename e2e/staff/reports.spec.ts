import { readFile } from "node:fs/promises";

import { expect, test } from "@playwright/test";

import { DEMO_ADMIN, signIn } from "../support/hospital";
import { openHospitalTab, openPage } from "../support/pages";

// The six reports of the demo hospital (issue 17): its administrator opens /hospital → Reports,
// downloads each report as CSV and as PDF for this month, each file is named for the period and
// is what it says (a CSV header row, a PDF), and each download appears under 'Recent reports'.

const REPORTS = [
  { type: "patients", title: "patient report", header: "Name,Health number,Sex,Age,Registered at,How,Visits in period" },
  { type: "staff", title: "staff report", header: "Name,Role,Department,Active,Appointments in period" },
  { type: "appointments", title: "appointment report", header: "Date and time,Patient,Health number,Doctor,Department,Status,Waiting minutes" },
  { type: "financial", title: "financial report", header: "Bill,Patient,Health number,Opened,Department,Status,Currency,Total,Paid,Balance" },
  { type: "departments", title: "department report", header: "Department,Active,Doctors,Health workers,Appointments,Completed" },
  { type: "incidents", title: "incident report", header: "Occurred at,Reported at,Category,Harm level,Status,Place,Reported by" },
] as const;

test("the administrator downloads each report as CSV and as PDF, and finds them under Recent reports", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await openPage(page, "/hospital");
  await openHospitalTab(page, "Reports");

  const from = await page.getByLabel("From", { exact: true }).inputValue();
  const to = await page.getByLabel("To", { exact: true }).inputValue();
  expect(from).toMatch(/^\d{4}-\d{2}-01$/);
  expect(to.slice(0, 8)).toBe(from.slice(0, 8));

  for (const report of REPORTS) {
    for (const format of ["csv", "pdf"] as const) {
      const button = page.getByRole("button", { name: `Download the ${report.title} as ${format.toUpperCase()}` });
      const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
      expect(download.suggestedFilename()).toBe(`${report.type}-report-${from}-to-${to}.${format}`);
      const file = await readFile((await download.path())!);
      if (format === "csv") {
        expect(file.toString("utf8").startsWith(report.header)).toBe(true);
      } else {
        expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
        expect(file.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
      }
      await expect(button).toBeEnabled();
      await expect(page.getByText(`downloaded as ${report.type}-report-${from}-to-${to}.${format}`)).toBeVisible();
    }
  }

  // The last download heads the list, with who made it; it can be downloaded again.
  const recent = page.getByRole("region", { name: "Recent reports" });
  const first = recent.getByRole("row").nth(1);
  await expect(first).toContainText("Incident report");
  await expect(first).toContainText("PDF");
  await expect(first).toContainText(`${from} to ${to}`);
  const [again] = await Promise.all([page.waitForEvent("download"), first.getByRole("button", { name: /^Download again/ }).click()]);
  expect(again.suggestedFilename()).toBe(`incidents-report-${from}-to-${to}.pdf`);
  await expect(recent.getByRole("row")).toHaveCount(11); // the header and the last ten

  // A period that ends before it starts is refused before any request (on the 1st, from = to).
  test.skip(from === to, "the month's first day: no earlier end date to try");
  await page.getByLabel("To", { exact: true }).fill(from);
  await page.getByLabel("From", { exact: true }).fill(to);
  await expect(page.getByText("The end date must be on or after the start date.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Download the patient report as CSV" })).toBeDisabled();
});
