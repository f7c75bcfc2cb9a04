import { expect, request, test, type APIRequestContext } from "@playwright/test";

import { ownStaffPassword } from "../support/accounts";
import { registerHospital, signIn } from "../support/hospital";
import { settle } from "../support/pages";

// Issue 18 end to end: a visitor filters the public directory to a specialization available today,
// presses Book on the doctor's card, unlocks the patient portal on the booking page (and is back on
// the chosen slot), requests the slot with a reason; the doctor accepts it in the Doctor Portal; the
// patient sees it accepted under My Appointments and cancels it, which frees the slot and tells the
// doctor. A fresh hospital whose time zone is chosen so that it is morning there now: "today"
// always has free slots more than an hour ahead, whenever the suite runs.

const DATE_OF_BIRTH = "1979-02-23";

/** Zones about every two hours round the world; one of them is between 06:00 and 12:59 now. */
const ZONES = [
  "Pacific/Kiritimati",
  "Pacific/Auckland",
  "Australia/Sydney",
  "Asia/Tokyo",
  "Asia/Shanghai",
  "Asia/Bangkok",
  "Asia/Kolkata",
  "Asia/Dubai",
  "Africa/Kampala",
  "Europe/Berlin",
  "Europe/London",
  "Atlantic/Azores",
  "America/Sao_Paulo",
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
];

function morningZone(): string {
  const hour = (zone: string) => Number(new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", hourCycle: "h23" }).format(new Date()));
  const zone = ZONES.find((z) => hour(z) >= 6 && hour(z) <= 12);
  if (!zone) throw new Error("no zone in the list is between 06:00 and 12:59 now");
  return zone;
}

async function apiAs(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL });
  const res = await context.post("/api/auth/login", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return context;
}

test("a visitor finds a dermatologist free today, books the slot through the portal, the doctor accepts, the patient cancels", async ({ page, browser, baseURL }) => {
  test.slow();
  const unique = Date.now();
  const surname = `Kyomuhendo${String(unique).slice(-6)}`;
  const hospital = await registerHospital(page, { tag: "booking", departments: [{ name: "Skin Clinic" }] });
  const admin = await apiAs(baseURL!, hospital.adminEmail, hospital.adminPassword);
  // Morning in the hospital's zone now; patients may cancel until the start (the hospital's setting).
  const zone = morningZone();
  const settings = await admin.patch(`/api/hospitals/${hospital.hospitalId}`, { data: { timezone: zone, patientCancelHours: 0 } });
  expect(settings.status(), await settings.text()).toBe(200);
  const departments = (await (await admin.get("/api/departments")).json()) as { id: string; name: string }[];
  const skin = departments.find((d) => d.name === "Skin Clinic")!;
  const doctorEmail = `irene.${unique}@booking-e2e.example`;
  const doctorRes = await admin.post("/api/doctors", {
    data: {
      firstName: "Irene",
      lastName: surname,
      email: doctorEmail,
      phone: "+256 700 482 331",
      departmentId: skin.id,
      specialization: "Dermatology",
      licenseNumber: `UMDPC/BK-${unique}`,
      experience: "7",
      qualification: "MBChB, MMed (Dermatology)",
    },
  });
  expect(doctorRes.status(), await doctorRes.text()).toBe(201);
  const doctor = (await doctorRes.json()) as { id: string; temporaryPassword: string };
  const patientRes = await admin.post("/api/patients", {
    data: {
      firstName: "Agnes",
      lastName: `Atim${String(unique).slice(-5)}`,
      dateOfBirth: DATE_OF_BIRTH,
      gender: "Female",
      countryOfOrigin: "Uganda",
      phone: `+256 705 ${String(unique).slice(-6, -3)} ${String(unique).slice(-3)}`,
      address: "Plot 12, Gulu Road, Lira",
      emergencyContact: "Denis Atim",
      emergencyPhone: "+256 705 900 441",
      confirmNotDuplicate: true,
    },
  });
  expect(patientRes.status(), await patientRes.text()).toBe(201);
  const patient = (await patientRes.json()) as { id: string; firstName: string; lastName: string };
  await admin.dispose();
  const doctorName = `Dr. Irene ${surname}`;

  // The visitor: Dermatology, available today, the doctor's name; the card shows today's next slot.
  await page.goto("/doctors");
  const filters = page.getByRole("search", { name: "Search doctors" });
  await filters.getByLabel("Specialization").selectOption("Dermatology");
  await filters.getByLabel("Availability").selectOption({ label: "Today" });
  await filters.getByLabel("Doctor's name").fill(surname);
  await filters.getByRole("button", { name: "Find doctors" }).click();
  await page.waitForURL((url) => url.searchParams.get("availability") === "today" && url.searchParams.get("specialization") === "Dermatology");
  const card = page.getByRole("article", { name: doctorName });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Skin Clinic");
  await expect(card).toContainText(hospital.name);
  await expect(card).toContainText("Next available:");
  // The same search a day away from any slot: nobody (the filter is wired to the diaries).
  const listed = (await (await page.request.get(`/api/public/doctors?search=${surname}&availability=today`)).json()) as { id: string; nextAvailable: string }[];
  expect(listed.map((d) => d.id)).toEqual([doctor.id]);
  const slot = new Date(listed[0].nextAvailable);
  expect(slot.getTime()).toBeGreaterThanOrEqual(Date.now() + 60 * 60_000 - 60_000);

  // Book: the portal is locked; unlocking brings the visitor back to the chosen slot.
  await card.getByRole("link", { name: `Book ${doctorName}` }).click();
  await page.waitForURL((url) => url.pathname === "/patient-portal/book" && url.searchParams.get("doctorId") === doctor.id);
  // Hydrated before a button is pressed: a click before that is lost.
  await settle(page);
  await expect(page.getByText(`You are booking ${doctorName}`)).toBeVisible();
  await page.getByLabel("Health Number").fill(patient.id);
  await page.getByLabel("Date of Birth").fill(DATE_OF_BIRTH);
  await page.getByRole("button", { name: "Access Patient Portal" }).click();
  await expect(page.getByRole("heading", { name: "Book an Appointment", level: 1 })).toBeVisible();
  await settle(page);
  expect(new URL(page.url()).searchParams.get("startsAt")).toBe(slot.toISOString());
  const form = page.getByRole("form", { name: `Request an appointment with ${doctorName}` });
  const chosen = form.getByRole("group", { name: "Time" }).getByRole("radio", { checked: true });
  await expect(chosen).toHaveCount(1);
  await form.getByLabel("Reason for visit").fill("Itchy rash on both forearms for three weeks");
  const booked = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/portal/appointments" && r.request().method() === "POST");
  await form.getByRole("button", { name: "Request Appointment" }).click();
  const bookedRes = await booked;
  expect(bookedRes.status()).toBe(201);
  const appointment = (await bookedRes.json()) as { id: string; status: string; appointmentDate: string; doctorId: string };
  expect(appointment).toMatchObject({ status: "scheduled", doctorId: doctor.id, appointmentDate: slot.toISOString() });
  await expect(page.getByRole("heading", { name: "Appointment Requested" })).toBeVisible();

  // The slot is gone from the directory: the doctor's next available slot moved on.
  const after = (await (await page.request.get(`/api/public/doctors?search=${surname}`)).json()) as { nextAvailable: string | null }[];
  expect(after[0].nextAvailable).not.toBe(slot.toISOString());

  // The doctor accepts it in the Doctor Portal (another browser).
  const doctorContext = await browser.newContext({ baseURL });
  const doctorPage = await doctorContext.newPage();
  await signIn(doctorPage, doctorEmail, await ownStaffPassword(baseURL!, doctorEmail, doctor.temporaryPassword));
  await doctorPage.goto("/doctors");
  await settle(doctorPage);
  const pending = doctorPage
    .getByRole("list", { name: "Pending Appointments - Require Response" })
    .getByRole("listitem")
    .filter({ hasText: `${patient.firstName} ${patient.lastName}` });
  await expect(pending).toContainText("Itchy rash on both forearms");
  await pending.getByRole("button", { name: /^Accept/ }).click();
  await expect(doctorPage.getByText("Appointment Accepted", { exact: true })).toBeVisible();

  // The patient sees it accepted, and cancels it (the hospital allows it until the start).
  await page.goto("/patient-portal");
  await settle(page);
  const mine = page.getByRole("heading", { name: "My Appointments" }).locator("xpath=ancestor::*[@data-slot='card']");
  const item = mine.getByRole("listitem").filter({ hasText: doctorName });
  await expect(item).toContainText("Accepted");
  await item.getByRole("button", { name: new RegExp(`^Cancel appointment with ${doctorName}`) }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel this appointment?" });
  await dialog.getByRole("button", { name: "Cancel Appointment" }).click();
  await expect(page.getByText("Appointment Cancelled").first()).toBeVisible();
  await expect(item).toContainText("Cancelled");
  await expect(item.getByRole("button", { name: /^Cancel appointment/ })).toHaveCount(0);

  // The slot is free again, and the doctor has been told.
  // (Unless the minutes of this test brought it within the hour of lead time.)
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(slot);
  const slots = (await (await page.request.get(`/api/public/doctors/${doctor.id}/slots?date=${day}`)).json()) as { startsAt: string; available: boolean }[];
  const again = slots.find((s) => s.startsAt === slot.toISOString());
  expect(again, "the booked slot in the doctor's day").toBeDefined();
  expect(again!.available || slot.getTime() < Date.now() + 60 * 60_000).toBe(true);
  const notices = (await (await doctorPage.request.get("/api/notifications")).json()) as { title: string; relatedId: string | null }[];
  expect(notices.filter((n) => n.relatedId === appointment.id).map((n) => n.title)).toContain("Appointment Cancelled");
  await doctorContext.close();
});
