import { expect, request, test, type Page } from "@playwright/test";

import { registerHospital, signIn, signInAsSysadmin, sysadminApiLogin } from "../support/hospital";

// Issue 16, items 5, 6 and 9: a fresh hospital whose subscription has ended chooses the Premium plan
// with Upgrade Now (a pending invoice); the system administrator finds that invoice on
// /admin/payments (status filter), marks it paid; the hospital's dashboard then shows the plan and
// the end of its paid period; the audit log, filtered by action and hospital, shows the change; the
// analytics page renders its charts, their text alternatives and its headings.

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("an Upgrade Now invoice marked paid by the administrator activates the plan, is audited, and analytics render", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { hospitalId, name, adminEmail, adminPassword } = await registerHospital(page, { tag: "admindata" });

  // Upgrade Now shows once the trial ends or nears its end; no screen moves a trial's end, so the
  // system administrator ends the subscription through the API first.
  const api = await request.newContext({ baseURL });
  await sysadminApiLogin(api);
  expect((await api.patch(`/api/admin/hospitals/${hospitalId}`, { data: { subscriptionStatus: "expired" } })).status()).toBe(200);

  // The hospital's administrator chooses Premium: a pending invoice.
  await signIn(page, adminEmail, adminPassword);
  await page.goto("/hospital");
  await page.getByRole("button", { name: "Upgrade Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose a Plan" });
  await dialog.getByRole("radio", { name: /Premium/ }).check();
  await dialog.getByRole("button", { name: "Create Invoice" }).click();
  await expect(page.getByTestId("latest-invoice")).toContainText("Invoice pending: Premium");

  // The system administrator, in a browser of their own, sees it among the pending invoices.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsSysadmin(admin);
  await admin.goto("/admin/payments");
  await expect(admin.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  await admin.getByLabel("Status", { exact: true }).selectOption("pending");
  await admin.waitForURL((url) => url.pathname === "/admin/payments" && url.searchParams.get("status") === "pending");
  await expect(admin.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/admin/payments/export?status=pending");
  const row = admin.getByRole("row").filter({ hasText: new RegExp(escape(name)) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Premium");
  await expect(row).toContainText("$299.00");
  await expect(row).toContainText("Pending");
  // A pending invoice may be marked paid or failed, not refunded.
  await expect(row.getByRole("button", { name: /^Refund/ })).toHaveCount(0);
  await expect(row.getByRole("button", { name: /^Mark failed/ })).toBeVisible();
  await row.getByRole("button", { name: /^Mark paid/ }).click();
  await expect(toast(admin, "Payment Updated")).toBeVisible();
  // No longer pending: gone from this filter.
  await expect(row).toHaveCount(0);

  const listed = await api.get(`/api/admin/payments?hospitalId=${hospitalId}`);
  const [invoice] = (await listed.json()) as { id: string; status: string; periodEnd: string }[];
  expect(invoice.status).toBe("paid");
  await api.dispose();

  // The hospital's dashboard: the plan and the end of its paid period (the hospital's calendar day).
  await page.goto("/hospital");
  await expect(page.getByTestId("subscription-badge")).toHaveText("PREMIUM");
  const until = new Date(invoice.periodEnd).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "Africa/Kampala" });
  await expect(page.getByTestId("subscription-end")).toHaveText(`Paid until ${until}`);
  await expect(page.getByRole("heading", { name: "Subscription Ended" })).toHaveCount(0);

  // The audit log, filtered by action and hospital (a GET form), shows the change.
  await admin.goto("/admin/audit-log");
  await expect(admin.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
  await admin.getByLabel("Action", { exact: true }).fill("payment.update");
  await admin.getByLabel("Hospital", { exact: true }).fill(hospitalId);
  await admin.getByRole("button", { name: "Search" }).click();
  await admin.waitForURL((url) => url.searchParams.get("action") === "payment.update" && url.searchParams.get("hospitalId") === hospitalId);
  const change = admin.getByRole("row").filter({ hasText: invoice.id });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText("payment.update");
  await expect(change).toContainText(hospitalId);
  await expect(change).toContainText("Success");
  await expect(admin.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", `/api/admin/audit-logs/export?action=payment.update&hospitalId=${hospitalId}`);

  // Network analytics: the headings, the charts (drawn in the browser) and their text alternatives.
  await admin.goto("/admin/analytics");
  await expect(admin.getByRole("heading", { level: 1, name: "Network Analytics" })).toBeVisible();
  for (const heading of ["Hospitals registered", "Patients registered", "Appointments", "Plan mix", "Trial-to-paid conversion", "Most active hospitals"]) {
    await expect(admin.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  }
  // This month has at least this hospital, and it is on Premium: both charts are drawn.
  await expect(admin.locator("figure[aria-labelledby='chart-hospitals-title'] svg.recharts-surface")).toBeVisible();
  await expect(admin.locator("figure[aria-labelledby='chart-plans-title'] svg.recharts-surface")).toBeVisible();
  await expect(admin.getByRole("table", { name: "Hospitals registered" }).getByRole("row")).toHaveCount(13);
  await expect(admin.getByRole("figure", { name: "Plan mix" })).toContainText(/Premium: [1-9]/);
  await expect(admin.getByText(/^\d+(\.\d)?%$/)).toBeVisible();
  await adminContext.close();
});
