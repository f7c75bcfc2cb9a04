import { expect, test, type Locator, type Page } from "@playwright/test";

import { DEMO_ADMIN, signIn, signInAsSysadmin } from "../support/hospital";

// /appointments for the demo hospital's administrator: an appointment booked for a new patient
// shows on its day; it can be moved (a clash is refused with the server's message) and cancelled
// after a confirmation, and today's figures follow. Independent of the demo week: every time used
// is one the slot API reports free, and today is used only when the doctor still has a free slot.

const TIME_ZONE = "Africa/Kampala"; // the demo hospital's (lib/db/seed/demo-data.ts)
const DOCTOR = { firstName: "Emmanuel", lastName: "Ssemakula" };

const randomTag = (length = 6) => Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

const addDays = (date: string, days: number) => {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

const hospitalToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(new Date());

type Doctor = { id: string; firstName: string; lastName: string; departmentId: string };
type Slot = { time: string; available: boolean; startsAt: string };

async function registerPatient(page: Page, firstName: string, lastName: string): Promise<{ id: string }> {
  const res = await page.request.post("/api/patients", {
    data: {
      firstName,
      lastName,
      dateOfBirth: "1979-08-21",
      gender: "male",
      phone: "+256 702 444 321",
      address: "Plot 19, Ntinda Road",
      city: "Kampala",
      state: "Central Region",
      countryOfOrigin: "Uganda",
      nationality: "Ugandan",
      emergencyContact: "Ruth Kato",
      emergencyPhone: "+256 702 444 999",
      // Distinct people who share this spec's phone and date of birth.
      confirmNotDuplicate: true,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string };
}

async function findDoctor(page: Page): Promise<Doctor> {
  const res = await page.request.get("/api/doctors?limit=200");
  expect(res.status()).toBe(200);
  const doctor = ((await res.json()) as Doctor[]).find((d) => d.firstName === DOCTOR.firstName && d.lastName === DOCTOR.lastName);
  expect(doctor).toBeDefined();
  return doctor!;
}

async function freeSlots(page: Page, doctorId: string, date: string): Promise<Slot[]> {
  const res = await page.request.get(`/api/appointments/slots?doctorId=${doctorId}&date=${date}&duration=30`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as Slot[]).filter((s) => s.available);
}

async function book(page: Page, doctor: Doctor, patientId: string, slot: Slot, reason: string) {
  const res = await page.request.post("/api/appointments", {
    data: { patientId, departmentId: doctor.departmentId, doctorId: doctor.id, appointmentDate: slot.startsAt, duration: 30, reason },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; status: string };
}

async function readCounts(page: Page) {
  const read = async (name: string) => Number(await page.getByTestId(`appointments-stat-${name}`).textContent());
  return { total: await read("total"), completed: await read("completed"), pending: await read("pending"), cancelled: await read("cancelled") };
}

const dayView = (date: string) => `/appointments?view=day&date=${date}`;

/** Clicks a dialog's trigger until the dialog opens: a click before hydration does nothing. */
async function openDialog(trigger: Locator, dialog: Locator) {
  await expect(async () => {
    await trigger.click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

test("an appointment shows on its day and is cancelled after a confirmation; today's figures follow", async ({ page }) => {
  const tag = randomTag();
  const name = `Kato Ssali${tag}`;
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const patient = await registerPatient(page, "Kato", `Ssali${tag}`);
  const doctor = await findDoctor(page);

  // Today when the doctor still has a free slot (the figures are today's), else a free day ahead.
  const today = hospitalToday();
  const todays = await freeSlots(page, doctor.id, today);
  const date = todays.length > 0 ? today : addDays(today, 4);
  const [slot] = todays.length > 0 ? todays : await freeSlots(page, doctor.id, date);
  const isToday = date === today;

  await page.goto("/appointments");
  await expect(page.getByRole("heading", { name: "Appointment Management" })).toBeVisible();
  const before = await readCounts(page);
  await book(page, doctor, patient.id, slot, "Persistent cough for two weeks");

  await page.goto(dayView(date));
  const card = page.getByRole("listitem", { name: new RegExp(`^${slot.time} ${name} with Dr\\. Emmanuel Ssemakula`) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(patient.id);
  await expect(card).toContainText("Internal Medicine");
  await expect(card).toContainText("30 min");
  await expect(card).toContainText("Pending");
  await expect(card).toContainText("Persistent cough for two weeks");
  const booked = await readCounts(page);
  if (isToday) expect(booked).toEqual({ ...before, total: before.total + 1, pending: before.pending + 1 });

  // The status and doctor filters live in the address.
  await page.getByLabel("Status").selectOption({ label: "Cancelled" });
  await page.waitForURL(/status=cancelled/);
  await expect(card).toHaveCount(0);
  await page.getByLabel("Status").selectOption({ label: "All statuses" });
  await page.waitForURL((url) => !url.searchParams.has("status"));
  await page.getByLabel("Doctor").selectOption({ label: "Dr. Emmanuel Ssemakula - Internal Medicine" });
  await page.waitForURL(new RegExp(`doctorId=${doctor.id}`));
  await expect(card).toBeVisible();

  // Keep Appointment changes nothing; Cancel Appointment cancels.
  const cancel = card.getByRole("button", { name: /^Cancel the appointment/ });
  const confirm = page.getByRole("alertdialog", { name: "Cancel Appointment" });
  await openDialog(cancel, confirm);
  await expect(confirm).toContainText(name);
  await confirm.getByRole("button", { name: "Keep Appointment" }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toContainText("Pending");

  await cancel.click();
  await confirm.getByRole("button", { name: "Cancel Appointment" }).click();
  await expect(page.getByText("Appointment Cancelled", { exact: true })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(card).toContainText("Cancelled");
  await expect(card.getByRole("button")).toHaveCount(0);
  if (isToday) {
    await expect(page.getByTestId("appointments-stat-cancelled")).toHaveText(String(booked.cancelled + 1));
    expect(await readCounts(page)).toEqual({ ...booked, total: booked.total - 1, pending: booked.pending - 1, cancelled: booked.cancelled + 1 });
  }
});

test("an appointment is moved to a free time; a time taken meanwhile is refused with the clash", async ({ page }) => {
  const tag = randomTag();
  const name = `Opio Odongo${tag}`;
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const patient = await registerPatient(page, "Opio", `Odongo${tag}`);
  const other = await registerPatient(page, "Apio", `Adong${tag}`);
  const doctor = await findDoctor(page);
  const date = addDays(hospitalToday(), 5);
  const target = addDays(date, 1);
  const [slot] = await freeSlots(page, doctor.id, date);
  await book(page, doctor, patient.id, slot, "Hypertension review");

  // The week view holds the day; the next week does not.
  await page.goto(`/appointments?view=week&date=${date}`);
  const card = page.getByRole("listitem", { name: new RegExp(`${name} with Dr\\. Emmanuel Ssemakula`) });
  await expect(card).toBeVisible();
  await page.getByRole("link", { name: "Next week" }).click();
  await page.waitForURL(/date=/);
  await expect(card).toHaveCount(0);
  await page.getByRole("link", { name: "Previous week" }).click();
  await expect(card).toBeVisible();

  // Reschedule to the next day: choose a free time, but someone books it first.
  const dialog = page.getByRole("dialog", { name: "Reschedule Appointment" });
  await openDialog(card.getByRole("button", { name: /^Reschedule/ }), dialog);
  await dialog.getByLabel("Date").fill(target);
  const [first, second] = await freeSlots(page, doctor.id, target);
  const taken = dialog.getByRole("button", { name: first.time, exact: true });
  await taken.click();
  await expect(taken).toHaveAttribute("aria-pressed", "true");
  await book(page, doctor, other.id, first, "Walk-in");
  await dialog.getByRole("button", { name: "Reschedule", exact: true }).click();
  await expect(dialog.getByRole("alert")).toContainText(`Dr. Emmanuel Ssemakula already has an appointment from ${first.time}`);
  await expect(taken).toBeDisabled();

  // A free time: the appointment moves, Pending again (the doctor answers anew).
  await dialog.getByRole("button", { name: second.time, exact: true }).click();
  await dialog.getByRole("button", { name: "Reschedule", exact: true }).click();
  await expect(page.getByText("Appointment Rescheduled", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.goto(`/appointments?view=day&date=${target}`);
  const moved = page.getByRole("listitem", { name: new RegExp(`^${second.time} ${name}`) });
  await expect(moved).toBeVisible();
  await expect(moved).toContainText("Pending");
  await page.goto(`/appointments?view=day&date=${date}&doctorId=${doctor.id}`);
  await expect(page.getByRole("listitem", { name: new RegExp(name) })).toHaveCount(0);

  // 'Schedule Appointment' leads to the form.
  await page.locator("#main-content").getByRole("link", { name: "Schedule Appointment" }).click();
  await page.waitForURL((url) => url.pathname === "/schedule-appointment");
});

test("the system administrator names the hospital in the address", async ({ page }) => {
  await signInAsSysadmin(page);
  for (const path of ["/appointments", "/schedule-appointment"]) {
    await page.goto(path);
    await expect(page.getByText("Choose a hospital")).toBeVisible();
  }

  await page.goto("/appointments?hospitalId=HOSP-001&view=week");
  await expect(page.getByRole("heading", { name: "Appointment Management" })).toBeVisible();
  await expect(page.getByTestId("appointments-stat-total")).toHaveText(/^\d+$/);
  await expect(page.locator("#main-content").getByRole("link", { name: "Schedule Appointment" })).toHaveAttribute(
    "href",
    "/schedule-appointment?hospitalId=HOSP-001",
  );

  // The form searches every hospital's patients for system_admin, and asks for that hospital's
  // doctors and the doctor's slots.
  await page.goto("/schedule-appointment?hospitalId=HOSP-001");
  await expect(async () => {
    await page.getByLabel("Search patient").fill("Mary");
    await expect(page.getByRole("option").first()).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await page.getByLabel("Department").selectOption({ label: "Internal Medicine" });
  await page.getByLabel("Doctor").selectOption({ label: "Dr. Emmanuel Ssemakula - Internal Medicine" });
  await page.getByLabel("Date").fill(addDays(hospitalToday(), 2));
  await expect(page.getByRole("group", { name: "Time" }).getByRole("button")).toHaveCount(18);
});
