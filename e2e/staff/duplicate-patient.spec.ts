import { expect, test } from "@playwright/test";

import { DEMO_ADMIN, signIn } from "../support/hospital";

// Kampala General's desk starts to register a patient who is already on its books (a demo patient:
// same names, date of birth and phone). Before any number is created the existing record is
// offered, and 'Use this patient' opens it. Nothing is registered: the spec leaves no patient behind.

type ListedPatient = { id: string; firstName: string; lastName: string };
type PatientRecord = ListedPatient & { dateOfBirth: string; gender: string; phone: string; countryOfOrigin?: string };

const GENDER_LABELS: Record<string, string> = { male: "Male", female: "Female", other: "Other" };

test("registering an existing patient offers the existing record, and 'Use this patient' opens it", async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);

  // The demo hospital's longest-linked patient: seeded, never one another spec registered.
  const list = await page.request.get("/api/patients?limit=200");
  expect(list.status()).toBe(200);
  const listed = (await list.json()) as ListedPatient[];
  const oldest = listed.at(-1)!;
  const record = (await (await page.request.get(`/api/patients/${oldest.id}`)).json()) as PatientRecord;
  expect(record.id).toBe(oldest.id);

  await page.goto("/patients");
  await expect(page.getByRole("heading", { name: "Patient Management" })).toBeVisible();
  await page.getByRole("button", { name: "Add New Patient" }).click();
  const dialog = page.getByRole("dialog", { name: "Register New Patient" });
  await dialog.getByLabel("First Name").fill(record.firstName);
  await dialog.getByLabel("Last Name").fill(record.lastName);
  await dialog.getByLabel("Date of Birth").fill(record.dateOfBirth);
  await dialog.getByLabel("Gender").selectOption({ label: GENDER_LABELS[record.gender] ?? "Other" });
  await dialog.getByLabel("Country of Origin").selectOption({ label: record.countryOfOrigin ?? "Uganda" });
  await dialog.getByLabel("Nationality").fill("Ugandan");
  await dialog.getByLabel("Phone", { exact: true }).fill(record.phone);
  await dialog.getByLabel("Address").fill("Plot 3, Duplicate Lane");
  await dialog.getByLabel("City").fill("Kampala");
  await dialog.getByLabel("State").fill("Central Region");
  await dialog.getByLabel("Emergency Contact").fill("Desk Test Contact");
  await dialog.getByLabel("Emergency Phone").fill("+256 709 313 131");
  await dialog.getByRole("button", { name: "Register Patient" }).click();

  // The existing record is offered, with name, date of birth and health number; what was typed stays.
  const offer = dialog.getByRole("alert").filter({ hasText: "Possible duplicate" });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(`${record.firstName} ${record.lastName}`);
  await expect(offer).toContainText(record.id);
  await expect(offer.getByRole("button", { name: "Register anyway" })).toBeVisible();
  await expect(dialog.getByLabel("Last Name")).toHaveValue(record.lastName);

  await offer.getByRole("link", { name: new RegExp(`Use this patient: .*${record.id}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/patients/${record.id}$`));
  await expect(page.getByTestId("patient-health-number")).toHaveText(record.id);
});

// The desk registered one person twice ('Register anyway'). The administrator merges the second
// record into the first from the record's page; the retired number still leads to the kept record.
test("the administrator merges a duplicate record; its number then opens the kept record", async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const stamp = Date.now() % 1_000_000;
  const person = {
    firstName: "Rehema",
    lastName: `Merge${stamp}`,
    dateOfBirth: "1991-02-14",
    gender: "female",
    phone: `+256 708 ${String(stamp).padStart(6, "0").slice(0, 3)} ${String(stamp).padStart(6, "0").slice(3)}`,
    address: "Plot 8, Merge Close",
    city: "Kampala",
    state: "Central Region",
    countryOfOrigin: "Uganda",
    nationality: "Ugandan",
    emergencyContact: "Moses Merge",
    emergencyPhone: "+256 708 999 111",
  };
  const register = async (extra: Record<string, unknown>) => {
    const res = await page.request.post("/api/patients", { data: { ...person, ...extra } });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const kept = await register({ allergies: "Penicillin" });
  // The second registration is offered the first, and registered anyway.
  const offered = await page.request.post("/api/patients", { data: person });
  expect(offered.status()).toBe(409);
  const duplicate = await register({ confirmNotDuplicate: true });

  await page.goto(`/patients/${kept}`);
  await page.getByRole("button", { name: "Merge duplicate" }).click();
  const dialog = page.getByRole("dialog", { name: "Merge a duplicate record" });
  await dialog.getByLabel("Health number of the duplicate").fill(duplicate);
  await dialog.getByRole("button", { name: "Find" }).click();
  await expect(dialog.getByText("Merge into it and retire")).toBeVisible();
  await dialog.getByRole("button", { name: "Merge records" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Merge these two records?" });
  await expect(confirm).toContainText(duplicate);
  await confirm.getByRole("button", { name: "Merge", exact: true }).click();
  await expect(page.getByText("Records merged")).toBeVisible();

  await page.goto(`/patients/${duplicate}`);
  await expect(page).toHaveURL(new RegExp(`/patients/${kept}$`));
  await expect(page.getByTestId("patient-health-number")).toHaveText(kept);
  expect((await page.request.get(`/api/patients/${duplicate}`)).status()).toBe(200);
});
