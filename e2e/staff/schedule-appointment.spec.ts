import { expect, test, type Page } from "@playwright/test";

import { DEMO_ADMIN, signIn } from "../support/hospital";

// The demo hospital's administrator books a new patient with a doctor through /schedule-appointment.
// Independent of the demo week: the date is a week ahead (the demo appointments end three days
// ahead) and every time chosen is one the slot API reports free at that moment.

const DEPARTMENT = "Internal Medicine";
const DOCTOR = "Dr. Irene Achieng - Endocrinology";

const randomTag = (length = 6) => Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

const addDays = (date: string, days: number) => {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

type NewPatient = { id: string; firstName: string; lastName: string };

/** A patient of the demo hospital with a name no other run has (POST /api/patients, the dialog's variant). */
async function registerPatient(page: Page, firstName: string, lastName: string): Promise<NewPatient> {
  const res = await page.request.post("/api/patients", {
    data: {
      firstName,
      lastName,
      dateOfBirth: "1984-03-09",
      gender: "female",
      phone: "+256 701 555 123",
      address: "Plot 4, Bukoto Street",
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

/** The times the slot API reports free for the doctor on that day. */
async function freeTimes(page: Page, doctorId: string, date: string): Promise<{ time: string; startsAt: string }[]> {
  const res = await page.request.get(`/api/appointments/slots?doctorId=${encodeURIComponent(doctorId)}&date=${date}&duration=30`);
  expect(res.status()).toBe(200);
  const slots = (await res.json()) as { time: string; available: boolean; startsAt: string }[];
  expect(slots).toHaveLength(18);
  return slots.filter((s) => s.available);
}

/** Opens the form and waits until it answers typing (hydrated), so no choice is lost. */
async function openForm(page: Page) {
  await page.goto("/schedule-appointment");
  await expect(page.getByRole("heading", { name: "Schedule Appointment" })).toBeVisible();
  const search = page.getByLabel("Search patient");
  await expect(async () => {
    await search.fill("q");
    await expect(page.getByText("Type at least 2 characters to search.")).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await search.fill("");
}

/** Picks the patient by typing the last name and moving to the match with the arrow keys. */
async function pickPatient(page: Page, patient: NewPatient) {
  const search = page.getByLabel("Search patient");
  await search.fill(patient.lastName);
  const option = page.getByRole("option", { name: new RegExp(`${patient.firstName} ${patient.lastName}`) });
  await expect(option).toBeVisible();
  await expect(option).toContainText(patient.id);
  await expect(option).toContainText("+256 701 555 123");
  // The first match is highlighted; the search is forgiving, so others may be listed too: walk down to this one.
  const names = await page.getByRole("option").allTextContents();
  const index = names.findIndex((text) => text.includes(`${patient.firstName} ${patient.lastName}`));
  for (let i = 0; i < index; i++) await search.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await search.press("Enter");
  await expect(page.getByTestId("selected-patient")).toContainText(`${patient.firstName} ${patient.lastName}`);
}

/** Department, doctor and date; answers the doctor's id and the date chosen. */
async function pickDoctorAndDate(page: Page, date: string) {
  await page.getByLabel("Department").selectOption({ label: DEPARTMENT });
  const doctor = page.getByLabel("Doctor");
  await expect(doctor.getByRole("option", { name: DOCTOR })).toBeAttached();
  await doctor.selectOption({ label: DOCTOR });
  await page.getByLabel("Date").fill(date);
  return doctor.inputValue();
}

test("an empty submit shows every message, and the patient search explains itself", async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await openForm(page);

  await page.getByRole("button", { name: "Schedule Appointment" }).click();
  for (const message of [
    "Patient is required",
    "Department is required",
    "Doctor is required",
    "Date is required",
    "Time is required",
    "Reason for visit is required",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  const search = page.getByLabel("Search patient");
  await search.fill(`zz${randomTag()}`);
  await expect(page.getByText("No patients found matching your search.")).toBeVisible();

  // A date before the hospital's today is refused; the slots wait for a doctor.
  const today = await page.getByLabel("Date").getAttribute("min");
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByLabel("Date").fill(addDays(today!, -1));
  await page.getByLabel("Date").blur();
  await expect(page.getByText("Date cannot be in the past")).toBeVisible();
  await expect(page.getByText("Choose a doctor and a date to see the free times.")).toBeVisible();
});

test("an administrator books through the form; the slot is taken afterwards and a clash is refused", async ({ page }) => {
  const tag = randomTag();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const patient = await registerPatient(page, "Nabirye", `Kyomuhendo${tag}`);
  const other = await registerPatient(page, "Auma", `Akello${tag}`);

  await openForm(page);
  const today = (await page.getByLabel("Date").getAttribute("min"))!;
  const date = addDays(today, 7);

  await pickPatient(page, patient);
  const doctorId = await pickDoctorAndDate(page, date);
  const [first, second] = await freeTimes(page, doctorId, date);
  expect(second).toBeDefined();

  const slot = page.getByRole("button", { name: first.time, exact: true });
  await expect(slot).toBeEnabled();
  await slot.click();
  await expect(slot).toHaveAttribute("aria-pressed", "true");
  await page.getByLabel("Duration").selectOption("30");
  await page.getByLabel("Reason for Visit").fill("Follow-up of thyroid function tests");
  await page.getByLabel("Notes").fill("Bring the previous results");
  await page.getByRole("button", { name: "Schedule Appointment" }).click();

  await expect(page.getByText("Appointment Scheduled Successfully!")).toBeVisible();
  await expect(page.getByText("The patient and doctor will be notified.")).toBeVisible();
  // The form is reset.
  await expect(page.getByLabel("Search patient")).toHaveValue("");
  await expect(page.getByLabel("Department")).toHaveValue("");
  await expect(page.getByLabel("Reason for Visit")).toHaveValue("");

  // The same doctor and day: the booked time is now disabled.
  await pickPatient(page, other);
  await pickDoctorAndDate(page, date);
  await expect(page.getByRole("button", { name: first.time, exact: true })).toBeDisabled();

  // Someone else takes the next free time while the form is open: the server refuses with 409,
  // the toast names the clash and the slots are asked again.
  const next = page.getByRole("button", { name: second.time, exact: true });
  await next.click();
  await page.getByLabel("Reason for Visit").fill("Routine diabetes review");
  const clash = await page.request.post("/api/appointments", {
    data: {
      patientId: patient.id,
      departmentId: await page.getByLabel("Department").inputValue(),
      doctorId,
      appointmentDate: second.startsAt,
      duration: 30,
      reason: "Booked at the front desk",
    },
  });
  expect(clash.status()).toBe(201);
  await page.getByRole("button", { name: "Schedule Appointment" }).click();
  const clashMessage = new RegExp(`Dr\\. Irene Achieng already has an appointment from ${second.time} to \\d{2}:\\d{2} on ${date}`);
  const toasts = page.getByRole("region", { name: /Notifications/ });
  await expect(toasts.getByText("Scheduling Failed")).toBeVisible();
  await expect(toasts.getByText(clashMessage)).toBeVisible();
  // The message also stays at the slots.
  await expect(page.getByRole("form", { name: "Schedule appointment" }).getByText(clashMessage)).toBeVisible();
  await expect(next).toBeDisabled();
  // The chosen time was cleared with the refresh; the rest of the form is kept.
  await expect(page.getByTestId("selected-patient")).toContainText(`Auma Akello${tag}`);
  await expect(page.getByLabel("Reason for Visit")).toHaveValue("Routine diabetes review");

  // Clear Form empties everything; Back goes where the user came from.
  await page.getByRole("button", { name: "Clear Form" }).click();
  await expect(page.getByLabel("Search patient")).toHaveValue("");
  await expect(page.getByLabel("Reason for Visit")).toHaveValue("");
  await page.goto("/patients");
  await openForm(page);
  await page.getByRole("button", { name: "Back" }).click();
  await page.waitForURL((url) => url.pathname === "/patients");
});
