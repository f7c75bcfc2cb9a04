import { expect, test, type Page } from "@playwright/test";

import { amountInputValue, billNumber } from "../../components/billing/format";
import { formatMoney } from "../../lib/money";
import { DEMO_ADMIN, DEMO_DOCTOR, signIn } from "../support/hospital";
import { DEMO_PATIENT } from "../support/pages";

// Patient bills on the demo hospital (issue 17): the administrator prices two services, opens a
// bill for the demo patient through the API, then on /billing finds it, adds a service, takes a
// part payment and the rest (open → partly paid → paid), voids the first payment with a reason
// (partly paid again) and opens the receipt. The demo patient then sees the bill under 'My Bills'
// in the portal and opens its receipt; another bill's receipt is a 404 there.

/** Random lower-case letters: keeps this run's services apart from every other run's. */
function randomTag(length = 6): string {
  return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
}

type Bill = { id: string; currency: string; total: number; paid: number; balance: number; status: string };

const LAB_PRICE = 35_000;
const XRAY_PRICE = 12_500;

const status = (page: Page) => page.getByTestId("bill-status").first();

test("the administrator bills the demo patient, takes part and full payment, voids one, and the patient reads the receipt", async ({ page }) => {
  test.slow();
  const tag = randomTag();
  const lab = { code: `LAB-${tag}`, name: `Malaria test ${tag}` };
  const xray = { code: `XR-${tag}`, name: `Chest X-ray ${tag}` };

  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  for (const [item, amount] of [
    [lab, LAB_PRICE],
    [xray, XRAY_PRICE],
  ] as const) {
    const res = await page.request.post("/api/billing/prices", { data: { kind: "service", ...item, amount } });
    expect(res.status(), await res.text()).toBe(201);
  }
  const opened = await page.request.post("/api/bills", { data: { patientId: DEMO_PATIENT.id, items: [{ code: lab.code, quantity: 1 }] } });
  expect(opened.status(), await opened.text()).toBe(201);
  const bill = (await opened.json()) as Bill;
  const { currency } = bill;
  const money = (minor: number) => formatMoney(minor, currency);
  const number = billNumber(bill.id);

  // The list: Billing in the sidebar; the search by health number finds the bill, open.
  await expect(page.locator('a[href="/billing"]').first()).toBeAttached();
  await page.goto("/billing");
  await expect(page.getByRole("heading", { name: "Billing", level: 1 })).toBeVisible();
  const filters = page.getByRole("search", { name: "Filter bills" });
  await filters.getByLabel("Patient").fill(DEMO_PATIENT.id);
  await filters.getByLabel("Status").selectOption("open");
  await filters.getByRole("button", { name: "Search" }).click();
  await page.waitForURL((url) => url.searchParams.get("search") === DEMO_PATIENT.id && url.searchParams.get("status") === "open");
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: number }) });
  await expect(row).toContainText(money(LAB_PRICE));
  await expect(row.getByTestId("bill-status")).toHaveText("Open");
  await row.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { name: `Bill ${number}`, level: 1 })).toBeVisible();
  await expect(status(page)).toHaveText("Open");

  // Add service: two chest X-rays.
  const add = page.getByRole("form", { name: "Add service" });
  await add.getByLabel("Service").selectOption(xray.code);
  await add.getByLabel("Quantity").fill("2");
  await add.getByRole("button", { name: "Add service" }).click();
  const total = LAB_PRICE + 2 * XRAY_PRICE;
  await expect(page.getByTestId("bill-total")).toHaveText(money(total));
  await expect(page.getByRole("region", { name: "Bill items" })).toContainText(xray.name);

  // More than the balance is refused with the reason; then a part payment by mobile money.
  const pay = page.getByRole("form", { name: "Record payment" });
  await expect(pay.getByLabel(/^Amount/)).toHaveValue(amountInputValue(total, currency));
  await pay.getByLabel(/^Amount/).fill(amountInputValue(total + 1, currency));
  await pay.getByRole("button", { name: "Record payment" }).click();
  await expect(pay.getByRole("alert")).toContainText(`more than the balance of this bill (${money(total)})`);
  const part = 20_000;
  await pay.getByLabel("Method").selectOption("mobile_money");
  await pay.getByLabel(/^Amount/).fill(amountInputValue(part, currency));
  await pay.getByLabel("Reference (optional)").fill(`MM-${tag}`);
  await pay.getByRole("button", { name: "Record payment" }).click();
  await expect(status(page)).toHaveText("Partly paid");
  await expect(page.getByTestId("bill-balance")).toHaveText(money(total - part));

  // The rest: the amount offered is the balance.
  const rest = page.getByRole("form", { name: "Record payment" });
  await expect(rest.getByLabel(/^Amount/)).toHaveValue(amountInputValue(total - part, currency));
  await rest.getByRole("button", { name: "Record payment" }).click();
  await expect(status(page)).toHaveText("Paid");
  await expect(page.getByTestId("bill-balance")).toHaveText(money(0));
  await expect(page.getByRole("form", { name: "Record payment" })).toHaveCount(0);

  // Void the mobile money payment: a reason is required, then the bill is partly paid again.
  const payment = page.getByTestId("bill-payment").filter({ hasText: `MM-${tag}` });
  await payment.getByRole("button", { name: /^Void/ }).click();
  const dialog = page.getByRole("alertdialog", { name: "Void this payment?" });
  await dialog.getByLabel("Reason").fill("oops");
  await dialog.getByRole("button", { name: "Void payment" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please give a reason of at least 5 characters");
  await dialog.getByLabel("Reason").fill("Recorded against the wrong bill");
  await dialog.getByRole("button", { name: "Void payment" }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText("Partly paid");
  await expect(page.getByTestId("bill-balance")).toHaveText(money(part));
  await expect(payment).toContainText("Voided");
  await expect(payment).toContainText("Recorded against the wrong bill");
  await expect(payment.getByRole("button", { name: /^Void/ })).toHaveCount(0);

  // The receipt.
  await page.getByRole("link", { name: "Receipt" }).click();
  await page.waitForURL((url) => url.pathname === `/billing/${bill.id}/receipt`);
  await expect(page.getByRole("heading", { name: "Receipt", level: 1 })).toBeVisible();
  await expect(page.getByTestId("receipt-bill-number")).toHaveText(number);
  await expect(page.getByTestId("receipt-totals")).toContainText(money(part));
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", `/api/bills/${bill.id}/receipt/pdf`);
  await expect(page.getByRole("button", { name: /^Print/ })).toBeVisible();

  // A doctor reads bills and adds services, but records and voids no payment (nor does the API let them).
  await page.context().clearCookies();
  await signIn(page, DEMO_DOCTOR.email, DEMO_DOCTOR.password);
  await page.goto(`/billing/${bill.id}`);
  await expect(page.getByRole("heading", { name: `Bill ${number}`, level: 1 })).toBeVisible();
  await expect(page.getByRole("form", { name: "Add service" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Record payment" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Void/ })).toHaveCount(0);
  const refused = await page.request.post(`/api/bills/${bill.id}/payments`, { data: { amount: 1, method: "cash" } });
  expect(refused.status()).toBe(403);
  await page.context().clearCookies();

  // The patient portal: 'My Bills' lists the bill with its payments; the receipt opens from there.
  await page.goto("/patient-portal");
  await page.getByLabel("Health Number").fill(DEMO_PATIENT.id);
  await page.getByLabel("Date of Birth").fill(DEMO_PATIENT.dateOfBirth);
  await page.getByRole("button", { name: "Access Patient Portal" }).click();
  const mine = page.getByRole("list", { name: "My Bills" }).getByRole("listitem").filter({ hasText: number }).first();
  await expect(mine).toContainText("Partly paid");
  await expect(mine).toContainText(money(total));
  await expect(mine).toContainText("voided");
  await mine.getByRole("link", { name: /^Receipt/ }).click();
  await page.waitForURL((url) => url.pathname === `/my-bills/${bill.id}/receipt`);
  await expect(page.getByRole("heading", { name: "Receipt", level: 1 })).toBeVisible();
  await expect(page.getByTestId("receipt-bill-number")).toHaveText(number);
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", `/api/bills/${bill.id}/receipt/pdf`);

  // Only their own: an unknown bill is the 404 page.
  const other = await page.goto("/my-bills/00000000-0000-4000-8000-000000000000/receipt");
  expect(other?.status()).toBe(404);
});
