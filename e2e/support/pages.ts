import { expect, type Page } from "@playwright/test";

// Page visits shared by the layout (e2e/staff/phone-widths.spec.ts) and accessibility
// (e2e/a11y/axe.spec.ts) specs: each visit ends on a settled page the caller then measures.

/** The demo patient whose portal the specs open (lib/db/seed, DEMO_DATA=true). */
export const DEMO_PATIENT = { id: "UG-PAT-2026-001", dateOfBirth: "1965-05-13" } as const;

/**
 * Waits until the page's finite animations (dialogs, toasts, tab panels) have ended, so a measure
 * of colours or sizes never sees a half-faded element; spinners and skeletons loop forever and are
 * left alone.
 */
export async function settle(page: Page) {
  // networkidle: the page is hydrated (a click before that is lost) and its first fetches are in.
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** Opens a path and waits for its main heading (the page's h1) and the end of its animations. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `GET ${path}`).toBeLessThan(400);
  await expect(page.locator("h1").first()).toBeVisible();
  await settle(page);
}

/** The id of the first patient on the hospital's list, as the signed-in staff member sees it. */
export async function firstPatientId(page: Page): Promise<string> {
  const res = await page.request.get("/api/patients?limit=1");
  expect(res.status()).toBe(200);
  const [patient] = (await res.json()) as { id: string }[];
  expect(patient, "a demo patient").toBeDefined();
  return patient.id;
}

/** The hospital dashboard's tab, opened and settled. */
export async function openHospitalTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
  await settle(page);
}

/** Chooses a patient in the booking form's picker by searching for a demo surname. */
export async function choosePatientForBooking(page: Page, patientId: string) {
  await page.getByLabel("Search patient").fill(patientId);
  await page.getByRole("option", { name: new RegExp(patientId) }).click();
  await expect(page.getByTestId("selected-patient")).toBeVisible();
  await settle(page);
}
