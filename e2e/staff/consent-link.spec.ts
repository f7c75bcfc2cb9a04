import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { DEMO_ADMIN, signIn } from "../support/hospital";

// A patient of Kampala General comes to Nairobi Riverside for the first time. Nairobi's desk knows
// only the health number: the patient consents by giving the date of birth, or shows a code from
// the patient portal, and only then is the patient linked and offered for booking.

const NAIROBI_ADMIN = { email: "admin@nairobi-riverside.demo", password: "Demo@2026!" } as const;
const randomTag = (length = 6) => Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

type NewPatient = { id: string; firstName: string; lastName: string; dateOfBirth: string };

/** A patient registered at Kampala General by its administrator (a context of its own). */
async function kampalaPatient(request: APIRequestContext, lastName: string, dateOfBirth: string): Promise<NewPatient> {
  const login = await request.post("/api/auth/login", { data: DEMO_ADMIN });
  expect(login.status()).toBe(200);
  const res = await request.post("/api/patients", {
    data: {
      firstName: "Nakku",
      lastName,
      dateOfBirth,
      gender: "female",
      phone: "+256 701 555 987",
      address: "Plot 12, Ntinda Road",
      city: "Kampala",
      state: "Central Region",
      countryOfOrigin: "Uganda",
      nationality: "Ugandan",
      emergencyContact: "Peter Kintu",
      emergencyPhone: "+256 701 555 999",
      // Distinct people who share this spec's phone and date of birth.
      confirmNotDuplicate: true,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as NewPatient;
}

async function typeNumber(page: Page, healthNumber: string) {
  await page.goto("/schedule-appointment");
  await expect(page.getByRole("heading", { name: "Schedule Appointment" })).toBeVisible();
  const search = page.getByLabel("Search patient");
  // Hydrated once typing answers.
  await expect(async () => {
    await search.fill(healthNumber);
    await expect(page.getByTestId("consent-link")).toBeVisible({ timeout: 2_000 });
  }).toPass();
  // The number alone names nobody.
  await expect(page.getByText("No patients found matching your search.")).toBeVisible();
  await expect(page.getByRole("listbox", { name: "Matching patients", includeHidden: true }).locator("li")).toHaveCount(0);
}

test("another hospital links a patient with the date of birth, or with a code from the portal", async ({ page, playwright, baseURL }) => {
  const kampala = await playwright.request.newContext({ baseURL });
  const tag = randomTag();
  const byDate = await kampalaPatient(kampala, `Nansubuga${tag}`, "1979-08-14");
  const byCode = await kampalaPatient(kampala, `Namatovu${tag}`, "1988-02-03");
  await kampala.dispose();

  await signIn(page, NAIROBI_ADMIN.email, NAIROBI_ADMIN.password);

  // Date of birth: a wrong one finds nobody; the right one shows name and year only, then links.
  await typeNumber(page, byDate.id);
  const panel = page.getByTestId("consent-link");
  await panel.getByLabel("Patient's date of birth").fill("1979-08-15");
  await panel.getByRole("button", { name: "Find patient" }).click();
  await expect(panel.getByText("No patient matches this health number and date of birth.")).toBeVisible();
  await panel.getByLabel("Patient's date of birth").fill(byDate.dateOfBirth);
  await panel.getByRole("button", { name: "Find patient" }).click();
  await expect(panel.getByText(`Nakku ${byDate.lastName}`)).toBeVisible();
  await expect(panel.getByText(", born 1979")).toBeVisible();
  await expect(panel).not.toContainText("+256 701 555 987");
  await panel.getByRole("button", { name: "Link to this hospital" }).click();
  await expect(page.getByTestId("selected-patient")).toContainText(`Nakku ${byDate.lastName}`);
  await expect(page.getByTestId("selected-patient")).toContainText("+256 701 555 987");

  // Portal code: the patient creates one in the portal (a browser of their own) and shows it.
  const patientContext = await page.context().browser()!.newContext({ baseURL });
  const portal = await patientContext.newPage();
  const verify = await portal.request.post("/api/patients/verify", { data: { healthNumber: byCode.id, dateOfBirth: byCode.dateOfBirth } });
  expect(verify.status()).toBe(200);
  await portal.goto("/patient-portal");
  await portal.getByRole("button", { name: "Create a consent code" }).click();
  const code = (await portal.getByTestId("consent-code").textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await patientContext.close();

  await typeNumber(page, byCode.id);
  await panel.getByRole("radio", { name: "Portal code" }).click();
  await panel.getByLabel("Code from the patient's portal").fill("ZZZ999");
  await panel.getByRole("button", { name: "Link with code" }).click();
  await expect(panel.getByText("Patient not found")).toBeVisible();
  await panel.getByLabel("Code from the patient's portal").fill(code.toLowerCase());
  await panel.getByRole("button", { name: "Link with code" }).click();
  await expect(page.getByTestId("selected-patient")).toContainText(`Nakku ${byCode.lastName}`);
});
