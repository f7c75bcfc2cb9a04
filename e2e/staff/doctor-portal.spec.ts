import { expect, test, type Page } from "@playwright/test";

import { DEMO_ADMIN, DEMO_DOCTOR, signIn } from "../support/hospital";

// The clinical loop on the demo hospital (HOSP-001): the administrator books a fresh patient with
// Dr. Sarah Nakato through /schedule-appointment; the doctor accepts, holds the consultation,
// writes the diagnosis and confirms it to the patient; the patient sees the record and the
// notice in the portal. A second test rejects a booking with a reason.

const DEPARTMENT = "Cardiology";
const DOCTOR_OPTION = "Dr. Sarah Nakato - Cardiology";

/** Random lower-case letters: keeps this run's patients apart from every other's. */
function randomTag(length = 6): string {
  return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
}

type TestPatient = { id: string; firstName: string; lastName: string; dateOfBirth: string };

/** A fresh patient whose date of birth the test knows (POST /api/patients as the signed-in staff). */
async function registerPatient(page: Page, firstName: string): Promise<TestPatient> {
  const lastName = `Okwir${randomTag()}`;
  const dateOfBirth = "1984-07-19";
  const res = await page.request.post("/api/patients", {
    data: {
      firstName,
      lastName,
      dateOfBirth,
      gender: "Female",
      countryOfOrigin: "Uganda",
      phone: "+256 701 555 010",
      address: "Plot 4, Bombo Road, Kampala",
      emergencyContact: "James Okwir",
      emergencyPhone: "+256 701 555 011",
      // Distinct people who share this spec's phone and date of birth.
      confirmNotDuplicate: true,
    },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { id, firstName, lastName, dateOfBirth };
}

/** A local date weeks ahead, clear of the demo week (Kampala is UTC+3, so no day boundary issue). */
function dateAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Books the patient with the doctor at the first free time of `date`; answers the time booked. */
async function bookAppointment(page: Page, patient: TestPatient, date: string, reason: string): Promise<string> {
  await page.goto("/schedule-appointment");
  await page.getByLabel("Search patient").fill(patient.lastName);
  await page.getByRole("option", { name: new RegExp(patient.id) }).click();
  await page.getByLabel("Department", { exact: true }).selectOption({ label: DEPARTMENT });
  await page.getByLabel("Doctor", { exact: true }).selectOption({ label: DOCTOR_OPTION });
  await page.getByLabel("Date", { exact: true }).fill(date);
  const slot = page.getByRole("group", { name: "Time" }).getByRole("button", { disabled: false }).first();
  const time = ((await slot.textContent()) ?? "").trim();
  expect(time).toMatch(/^\d{2}:\d{2}$/);
  await slot.click();
  await expect(slot).toHaveAttribute("aria-pressed", "true");
  await page.getByLabel("Reason for Visit").fill(reason);
  await page.getByRole("button", { name: "Schedule Appointment" }).click();
  await expect(page.getByText("Appointment Scheduled Successfully!")).toBeVisible();
  return time;
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: /User menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  // Wait for the signed-out landing page itself before navigating on (see register-doctor.spec.ts).
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("button", { name: "Sign In" }).first()).toBeVisible();
}

async function openPortal(page: Page) {
  await page.goto("/doctors");
  await expect(page.getByRole("heading", { name: "Dr. Sarah Nakato" })).toBeVisible();
}

const pendingList = (page: Page) => page.getByRole("list", { name: "Pending Appointments - Require Response" });
const upcomingList = (page: Page) => page.getByRole("list", { name: "Upcoming Appointments" });
const rowOf = (list: ReturnType<typeof pendingList>, patient: TestPatient) =>
  list.getByRole("listitem").filter({ hasText: patient.id });

test("book and accept; the consultation waits for the appointment's day", async ({ page }) => {
  const date = dateAhead(40 + Math.floor(Math.random() * 60));

  // The administrator has no doctor profile: the portal says so and points to the right pages.
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto("/doctors");
  await expect(page.getByRole("heading", { name: "The Doctor Portal is for doctors" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Schedule Appointment" })).toHaveAttribute("href", "/schedule-appointment");

  const patient = await registerPatient(page, "Harriet");
  const time = await bookAppointment(page, patient, date, "Recurring headaches and dizziness");
  await signOut(page);

  // The doctor sees the booking, with the bell counting the new request.
  await signIn(page, DEMO_DOCTOR.email, DEMO_DOCTOR.password);
  await openPortal(page);
  await expect(page.getByText("Today's Appointments")).toBeVisible();
  await expect(page.getByText("Pending Response")).toBeVisible();
  const bell = page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByRole("menuitem").filter({ hasText: `${patient.firstName} ${patient.lastName}` }).first()).toBeVisible();
  await page.keyboard.press("Escape");

  const pending = rowOf(pendingList(page), patient);
  await expect(pending).toContainText(`${patient.firstName} ${patient.lastName}`);
  await expect(pending).toContainText("Recurring headaches and dizziness");
  await expect(pending).toContainText(time);
  await expect(pending).toContainText("30 min");
  await expect(pending).toContainText("Pending");
  await pending.getByRole("button", { name: /^Accept/ }).click();
  await expect(page.getByText("Appointment Accepted", { exact: true })).toBeVisible();
  await expect(pending).toHaveCount(0);

  // Accepted, it waits under 'Upcoming Appointments'. Weeks ahead, the consultation is not open
  // yet: it opens on the appointment's day (the consultation itself: consultation.spec.ts).
  const upcoming = rowOf(upcomingList(page), patient);
  await expect(upcoming).toContainText("Accepted");
  await expect(upcoming).toContainText(/Consultation opens \w{3}, \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  await expect(upcoming.getByRole("button", { name: /^Start Consultation/ })).toHaveCount(0);
  await expect(upcoming.getByRole("link", { name: `${patient.firstName} ${patient.lastName}` })).toHaveAttribute("href", `/patients/${patient.id}`);
});

test("the doctor rejects a booking with a reason; the booking staff member is told", async ({ page }) => {
  const date = dateAhead(40 + Math.floor(Math.random() * 60));
  const reason = `Away at a cardiology conference ${randomTag(4)}`;

  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const patient = await registerPatient(page, "Florence");
  await bookAppointment(page, patient, date, "Palpitations after exercise");
  // The success toast keeps clear of the sticky header, so the user menu stays within reach.
  // (Polled: the toast slides in.)
  const headerBox = await page.locator("header").first().boundingBox();
  const toastTop = async () => (await page.locator("[data-sonner-toast]").first().boundingBox())?.y ?? -1;
  await expect.poll(toastTop).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
  await signOut(page);

  await signIn(page, DEMO_DOCTOR.email, DEMO_DOCTOR.password);
  await openPortal(page);
  const pending = rowOf(pendingList(page), patient);
  await pending.getByRole("button", { name: /^Reject/ }).click();
  const dialog = page.getByRole("dialog", { name: "Reject Appointment" });
  const reject = dialog.getByRole("button", { name: "Reject", exact: true });
  // Reject stays disabled until a non-blank reason is typed.
  await expect(reject).toBeDisabled();
  await dialog.getByLabel("Reason for rejection").fill("   ");
  await expect(reject).toBeDisabled();
  await dialog.getByLabel("Reason for rejection").fill(reason);
  await expect(reject).toBeEnabled();
  await reject.click();
  await expect(page.getByText("Appointment Rejected", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(pending).toHaveCount(0);
  await signOut(page);

  // The administrator who booked it finds the rejection, with the reason, under the bell.
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const bell = page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  const before = Number(/(\d+) unread/.exec((await bell.getAttribute("aria-label")) ?? "")?.[1]);
  await bell.click();
  const notice = page.getByRole("menuitem").filter({ hasText: reason });
  await expect(notice).toContainText("Appointment Rejected");
  await notice.click();
  await expect(notice).not.toContainText("Mark as read");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: before - 1 > 0 ? `Notifications, ${before - 1} unread` : "Notifications" })).toBeVisible();
});

test("/doctors shows signed-out visitors the public doctor directory, not the portal", async ({ page }) => {
  await page.goto("/doctors");
  await expect(page.getByRole("heading", { name: "Find a Doctor", level: 1 })).toBeVisible();
  await expect(page.getByRole("search", { name: "Search doctors" })).toBeVisible();
  await expect(page.getByText("Pending Appointments - Require Response")).toHaveCount(0);
});
