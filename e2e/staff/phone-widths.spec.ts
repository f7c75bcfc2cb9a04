import { expect, test, type Page } from "@playwright/test";

import { DEMO_ADMIN, DEMO_DOCTOR, signIn } from "../support/hospital";
import { choosePatientForBooking, firstPatientId, openHospitalTab, openPage, settle } from "../support/pages";

// The staff pages on a 360 px phone: none may scroll sideways. Tables become cards or scroll
// inside their own box; a failure names the elements that stick out past the screen's edge.

// NOTE: not isMobile: a mobile viewport widens itself to fit overflowing content, so innerWidth
// would grow with the page and hide the very overflow this spec looks for.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

/** The outermost elements reaching past the viewport's right edge, outside any box that clips or scrolls them. */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== "visible") return true;
      }
      return false;
    };
    const sticksOut = (el: Element) => {
      const style = getComputedStyle(el);
      return el.getBoundingClientRect().right > width + 0.5 && style.position !== "fixed" && !clipped(el);
    };
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 4).join(".")}` : "";
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${cls}> right=${Math.round(el.getBoundingClientRect().right)} "${text}"`;
    };
    const all = [...document.body.querySelectorAll("*")].filter(sticksOut);
    // The outermost only: a wide table, not each of its cells.
    return all.filter((el) => !all.includes(el.parentElement as Element)).slice(0, 5).map(describe);
  });
}

async function expectNoSidewaysScroll(page: Page, state: string) {
  await settle(page);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  const culprits = scrollWidth > innerWidth ? await overflowingElements(page) : [];
  expect.soft(scrollWidth, `${state}: page is ${scrollWidth} px wide at ${innerWidth} px; overflowing:\n  ${culprits.join("\n  ")}`).toBeLessThanOrEqual(
    innerWidth,
  );
}

test("the hospital administrator's pages fit a 360 px phone", async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const patientId = await firstPatientId(page);

  for (const path of ["/", "/patients", `/patients/${patientId}`, `/patients/${patientId}/edit`, "/appointments", "/departments", "/register-doctor", "/ai-diagnosis"]) {
    await openPage(page, path);
    await expectNoSidewaysScroll(page, path);
  }

  await openPage(page, "/schedule-appointment");
  await expectNoSidewaysScroll(page, "/schedule-appointment");
  await choosePatientForBooking(page, patientId);
  await expectNoSidewaysScroll(page, "/schedule-appointment with a patient chosen");
  await expect(page.getByRole("button", { name: /Change patient/ })).toBeInViewport();

  await openPage(page, "/hospital");
  for (const tab of ["Overview", "Departments", "Health Workers", "Reports"]) {
    await openHospitalTab(page, tab);
    await expectNoSidewaysScroll(page, `/hospital (${tab})`);
  }
});

test("the doctor's pages fit a 360 px phone", async ({ page }) => {
  await signIn(page, DEMO_DOCTOR.email, DEMO_DOCTOR.password);
  for (const path of ["/doctors", "/", "/patients", "/appointments", "/ai-diagnosis"]) {
    await openPage(page, path);
    await expectNoSidewaysScroll(page, path);
  }
});

// A toast raised while a dialog is open leaves the dialog's title readable.
test("a toast does not cover an open dialog's title on a phone", async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await openPage(page, "/departments");
  await page.getByRole("button", { name: "Add Department" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create New Department" });
  await expect(dialog).toBeVisible();
  // A department name the hospital already has: the server refuses it (409) with a toast.
  const [existing] = (await (await page.request.get("/api/departments")).json()) as { name: string }[];
  await dialog.getByLabel("Department Name").fill(existing.name);
  await dialog.getByRole("button", { name: "Create Department" }).click();
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible();
  await settle(page);
  const title = await dialog.getByRole("heading").first().boundingBox();
  const box = await toast.boundingBox();
  expect(title && box, "the dialog's title and the toast are on screen").toBeTruthy();
  const overlaps = box!.y < title!.y + title!.height && title!.y < box!.y + box!.height;
  expect(overlaps, `toast at y=${box!.y}..${box!.y + box!.height}, title at y=${title!.y}..${title!.y + title!.height}`).toBe(false);
});
