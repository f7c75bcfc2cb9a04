import { expect, test } from "@playwright/test";

import { DEMO_ADMIN, signIn } from "../support/hospital";
import { firstPatientId, openPage } from "../support/pages";

// On paper the patient record and the appointment list lose the shell (sidebar, header, buttons)
// and gain a header with the hospital's name and the date of printing.

test("the patient record and the appointment list print without the shell, under the hospital's name", async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const patientId = await firstPatientId(page);

  for (const path of [`/patients/${patientId}`, "/appointments"]) {
    await openPage(page, path);
    const printHeader = page.getByTestId("print-header");
    // On screen: the shell, a Print button, no print header.
    await expect(page.locator("aside")).toBeVisible();
    await expect(printHeader).toBeHidden();
    await expect(page.getByRole("button", { name: /^Print/ }).first()).toBeVisible();

    await page.emulateMedia({ media: "print" });
    await expect(page.locator("aside")).toBeHidden();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("button", { name: /^Print/ }).first()).toBeHidden();
    await expect(printHeader).toBeVisible();
    await expect(printHeader).toContainText("Kampala General Hospital");
    await expect(printHeader).toContainText(/Printed \d{1,2} \w+ \d{4}/);
    await expect(page.locator("h1").first()).toBeVisible();
    await page.emulateMedia({ media: "screen" });
  }
});
