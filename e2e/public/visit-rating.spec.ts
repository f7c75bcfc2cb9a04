import { expect, request, test, type APIRequestContext, type Page } from "@playwright/test";

import { ownStaffPassword } from "../support/accounts";
import { registerHospital, signIn } from "../support/hospital";

// Issue 17 end to end: the doctor presses 'Start Consultation' (the start is recorded for the
// waiting time) and completes the visit, which opens the patient's bill with the department's fee;
// the administrator takes the payment on /billing; the patient rates the visit in the portal, once,
// with the keyboard-usable stars and a comment; /analytics then shows the revenue, the waiting time
// and the satisfaction that were "No data" or nothing before. A fresh hospital keeps the figures its own.

const KAMPALA = "Africa/Kampala";
const DATE_OF_BIRTH = "1981-07-19";

function localDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: KAMPALA, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** A start two minutes ahead on Kampala's today (the consultation opens 2 hours before, on its day). */
async function startSoon(): Promise<Date> {
  let start = new Date(Date.now() + 2 * 60_000);
  while (localDay(start) !== localDay(new Date())) {
    await new Promise((r) => setTimeout(r, 15_000));
    start = new Date(Date.now() + 2 * 60_000);
  }
  return start;
}

const CONSULTATION_FEE = 25_000; // UGX has no minor unit: whole shillings.

/** The value of one of /analytics' summary cards (its title is the card's heading). */
async function card(page: Page, title: string): Promise<string> {
  const summary = page.getByRole("region", { name: "Summary" });
  const one = summary.locator('[data-slot="card"]').filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  return ((await one.locator('[data-slot="card-title"]').textContent()) ?? "").trim();
}

async function apiAs(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL });
  const res = await context.post("/api/auth/login", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return context;
}

test("a consultation opens a bill, the bill is paid, the patient rates the visit once, and /analytics shows revenue, waiting time and satisfaction", async ({ page, baseURL }) => {
  test.slow();
  const hospital = await registerHospital(page, { tag: "rating", departments: [{ name: "General Medicine" }] });
  const admin = await apiAs(baseURL!, hospital.adminEmail, hospital.adminPassword);
  const departments = (await (await admin.get("/api/departments")).json()) as { id: string; name: string }[];
  const general = departments.find((d) => d.name === "General Medicine")!;
  const unique = Date.now();
  const doctorEmail = `ruth.apio.${unique}@rating-e2e.example`;
  const doctorRes = await admin.post("/api/doctors", {
    data: {
      firstName: "Ruth",
      lastName: "Apio",
      email: doctorEmail,
      phone: "+256 700 481 222",
      departmentId: general.id,
      specialization: "Internal Medicine",
      licenseNumber: `UMDPC/RT-${unique}`,
      experience: "4",
      qualification: "MBChB, Makerere University",
    },
  });
  expect(doctorRes.status(), await doctorRes.text()).toBe(201);
  const doctor = (await doctorRes.json()) as { id: string; temporaryPassword: string };
  const patientRes = await admin.post("/api/patients", {
    data: {
      firstName: "Moses",
      lastName: `Ssali${String(unique).slice(-5)}`,
      dateOfBirth: DATE_OF_BIRTH,
      gender: "Male",
      countryOfOrigin: "Uganda",
      phone: `+256 704 ${String(unique).slice(-6, -3)} ${String(unique).slice(-3)}`,
      address: "Plot 3, Jinja Road, Kampala",
      emergencyContact: "Grace Ssali",
      emergencyPhone: "+256 704 900 113",
      confirmNotDuplicate: true,
    },
  });
  expect(patientRes.status()).toBe(201);
  const patient = (await patientRes.json()) as { id: string; firstName: string; lastName: string };
  const booking = await admin.post("/api/appointments", {
    data: { patientId: patient.id, departmentId: general.id, doctorId: doctor.id, appointmentDate: (await startSoon()).toISOString(), duration: 15, reason: "Cough for two weeks" },
  });
  expect(booking.status()).toBe(201);
  const appointment = (await booking.json()) as { id: string };
  // The department's consultation fee: completing the visit bills it.
  const fee = await admin.post("/api/billing/prices", {
    data: { kind: "consultation", code: `CONS-${unique}`, name: "General Medicine consultation", departmentId: general.id, amount: CONSULTATION_FEE },
  });
  expect(fee.status(), await fee.text()).toBe(201);
  await admin.dispose();

  // Before: the fresh hospital's analytics have no revenue, no waiting time and no ratings.
  await signIn(page, hospital.adminEmail, hospital.adminPassword);
  await page.goto("/analytics");
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  expect(await card(page, "Revenue")).toBe("UGX 0");
  expect(await card(page, "Avg. Wait Time")).toBe("No data");
  expect(await card(page, "Patient Satisfaction")).toBe("No data");
  await page.context().clearCookies();

  // The doctor accepts, then presses 'Start Consultation': the start is recorded as the dialog opens.
  await signIn(page, doctorEmail, await ownStaffPassword(baseURL!, doctorEmail, doctor.temporaryPassword));
  const respond = await page.request.patch(`/api/doctor/appointments/${appointment.id}/respond`, { data: { action: "accept" } });
  expect(respond.status()).toBe(200);
  await page.goto("/doctors");
  const upcoming = page.getByRole("list", { name: "Upcoming Appointments" }).getByRole("listitem").filter({ hasText: patient.id });
  const started = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/doctor/appointments/${appointment.id}/start`);
  await upcoming.getByRole("button", { name: /^Start Consultation/ }).click();
  expect((await started).status()).toBe(200);
  expect((await (await started).json()).firstStart).toBe(true);
  await page.keyboard.press("Escape");
  const diagnosis = await page.request.post("/api/doctor/diagnosis", {
    data: {
      appointmentId: appointment.id,
      patientId: patient.id,
      symptoms: "Productive cough for two weeks, no fever, no weight loss",
      diagnosis: "Acute bronchitis",
      prescription: "Paracetamol 1 g when needed",
      treatmentPlan: "Fluids, rest, review if not better in a week",
    },
  });
  expect(diagnosis.status()).toBe(201);
  await page.context().clearCookies();

  // The administrator finds the visit's bill, open with the fee, and records the payment.
  await signIn(page, hospital.adminEmail, hospital.adminPassword);
  const bills = (await (await page.request.get(`/api/bills?patientId=${patient.id}`)).json()) as { id: string; status: string; total: number }[];
  expect(bills.map((b) => [b.status, b.total])).toEqual([["open", CONSULTATION_FEE]]);
  await page.goto(`/billing/${bills[0].id}`);
  const pay = page.getByRole("form", { name: "Record payment" });
  await pay.getByLabel("Method").selectOption("cash");
  await pay.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByTestId("bill-status").first()).toHaveText("Paid");
  await expect(page.getByRole("form", { name: "Record payment" })).toHaveCount(0);
  await page.context().clearCookies();

  // The patient opens the portal and rates the visit: four stars chosen with the keyboard, a comment.
  await page.goto("/patient-portal");
  await page.getByLabel("Health Number").fill(patient.id);
  await page.getByLabel("Date of Birth").fill(DATE_OF_BIRTH);
  await page.getByRole("button", { name: "Access Patient Portal" }).click();
  await expect(page.getByRole("heading", { name: `Welcome, ${patient.firstName} ${patient.lastName}` })).toBeVisible();
  const visits = page.getByRole("list", { name: "Rate Your Visits" });
  const item = visits.getByRole("listitem").filter({ hasText: "Dr. Ruth Apio" });
  const form = item.getByRole("form", { name: /^Rate your visit with Dr\. Ruth Apio/ });
  await expect(form.getByRole("group", { name: "Rate this visit" })).toBeVisible();

  // Submitting without stars says what is missing.
  await form.getByRole("button", { name: "Submit rating" }).click();
  await expect(form.getByText("Please choose a rating from 1 to 5 stars")).toBeVisible();

  await form.getByRole("radio", { name: "1 star (Poor)" }).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await expect(form.getByRole("radio", { name: "4 stars (Very good)" })).toBeChecked();
  await form.getByLabel("Comment (optional)").fill("Seen quickly, clear advice.");
  await expect(form.getByText("27 / 1000 characters")).toBeVisible();
  await form.getByRole("button", { name: "Submit rating" }).click();
  await expect(page.getByText("Thank you for your rating", { exact: true })).toBeVisible();
  await expect(item).toContainText("Your rating: 4 out of 5 stars.");
  await expect(item).toContainText("Seen quickly, clear advice.");
  await expect(item.getByRole("radio")).toHaveCount(0);

  // Once only: a second rating is refused, and the page still shows the first after a reload.
  const again = await page.request.post(`/api/portal/appointments/${appointment.id}/rating`, { data: { rating: 1 } });
  expect(again.status()).toBe(409);
  await page.reload();
  await expect(page.getByRole("list", { name: "Rate Your Visits" }).getByRole("listitem").filter({ hasText: "Dr. Ruth Apio" })).toContainText(
    "Your rating: 4 out of 5 stars.",
  );
  await page.context().clearCookies();

  // After: the payment, the recorded start (an early start waits 0 minutes) and the rating.
  await signIn(page, hospital.adminEmail, hospital.adminPassword);
  await page.goto("/analytics");
  expect(await card(page, "Revenue")).toBe("UGX 25,000");
  expect(await card(page, "Avg. Wait Time")).toMatch(/^\d+(\.\d)? min$/);
  expect(await card(page, "Patient Satisfaction")).toBe("4.0 / 5");
  await expect(page.getByRole("region", { name: "Summary" })).toContainText("1 rating");
});
