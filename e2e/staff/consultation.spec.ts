import { expect, test, type Page } from "@playwright/test";

import { ownStaffPassword } from "../support/accounts";
import { registerHospital, signIn } from "../support/hospital";

// Issue 13, safety at the point of care, from the doctor's side: on the appointment's day the
// doctor opens the consultation, sees the patient's recorded allergy on the chart beside the form,
// records vital signs, is warned when the prescription names the allergy, and saves it only with a
// reason, which the portal then shows with the diagnosis. The AI analysis reads the vital signs.
// A fresh hospital keeps the doctor's day free of the demo appointments.

const KAMPALA = "Africa/Kampala";

function localDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: KAMPALA, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** A start two minutes ahead on Kampala's today (the consultation opens 2 hours before, on its day). */
async function startSoon(): Promise<Date> {
  let start = new Date(Date.now() + 2 * 60_000);
  // Two minutes before Kampala's midnight the start would be tomorrow's: wait for the new day.
  while (localDay(start) !== localDay(new Date())) {
    await new Promise((r) => setTimeout(r, 15_000));
    start = new Date(Date.now() + 2 * 60_000);
  }
  return start;
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: /User menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

test("the doctor sees the allergy on the chart, is warned by the prescription, and saves with a recorded override", async ({ page, baseURL }) => {
  test.slow();
  const hospital = await registerHospital(page, { tag: "consult", departments: [{ name: "General Medicine" }, { name: "Pharmacy" }] });
  await signIn(page, hospital.adminEmail, hospital.adminPassword);

  const departments = (await (await page.request.get("/api/departments")).json()) as { id: string; name: string }[];
  const general = departments.find((d) => d.name === "General Medicine")!;
  const unique = Date.now();
  const doctorRes = await page.request.post("/api/doctors", {
    data: {
      firstName: "Grace",
      lastName: "Atim",
      email: `grace.atim.${unique}@consult-e2e.example`,
      phone: "+256 700 480 111",
      departmentId: general.id,
      specialization: "Internal Medicine",
      licenseNumber: `UMDPC/CN-${unique}`,
      experience: "6",
      qualification: "MBChB, Gulu University",
    },
  });
  expect(doctorRes.status()).toBe(201);
  const doctor = (await doctorRes.json()) as { id: string; temporaryPassword: string };

  const patientRes = await page.request.post("/api/patients", {
    data: {
      firstName: "Janet",
      lastName: `Akello${String(unique).slice(-5)}`,
      dateOfBirth: "1979-02-03",
      gender: "Female",
      countryOfOrigin: "Uganda",
      phone: `+256 703 ${String(unique).slice(-6, -3)} ${String(unique).slice(-3)}`,
      address: "Plot 12, Gulu Avenue, Kampala",
      emergencyContact: "Peter Akello",
      emergencyPhone: "+256 703 900 112",
      allergies: "Sulfa drugs",
      currentMedications: "Metformin 500 mg twice daily",
      chronicConditions: "Type 2 diabetes",
      confirmNotDuplicate: true,
    },
  });
  expect(patientRes.status()).toBe(201);
  const patient = (await patientRes.json()) as { id: string; firstName: string; lastName: string };

  const start = await startSoon();
  const booking = await page.request.post("/api/appointments", {
    data: { patientId: patient.id, departmentId: general.id, doctorId: doctor.id, appointmentDate: start.toISOString(), duration: 15, reason: "Burning urination and fever" },
  });
  expect(booking.status()).toBe(201);
  await signOut(page);

  const doctorEmail = `grace.atim.${unique}@consult-e2e.example`;
  await signIn(page, doctorEmail, await ownStaffPassword(baseURL!, doctorEmail, doctor.temporaryPassword));
  await page.goto("/doctors");
  const pending = page.getByRole("list", { name: "Pending Appointments - Require Response" }).getByRole("listitem").filter({ hasText: patient.id });
  await pending.getByRole("button", { name: /^Accept/ }).click();
  await expect(page.getByText("Appointment Accepted", { exact: true })).toBeVisible();

  const upcoming = page.getByRole("list", { name: "Upcoming Appointments" }).getByRole("listitem").filter({ hasText: patient.id });
  // The patient's name leads to the record.
  await expect(upcoming.getByRole("link", { name: `${patient.firstName} ${patient.lastName}` })).toHaveAttribute("href", `/patients/${patient.id}`);
  await upcoming.getByRole("button", { name: /^Start Consultation/ }).click();
  const dialog = page.getByRole("dialog", { name: "Create Diagnosis with AI Assistance" });
  await expect(dialog).toBeVisible();

  // The chart beside the form: the allergy first, then what the patient takes and lives with.
  const chart = dialog.getByRole("complementary", { name: "Patient chart" });
  await expect(chart.getByRole("note", { name: "Allergies" })).toContainText("Sulfa drugs");
  await expect(chart).toContainText("Metformin 500 mg twice daily");
  await expect(chart).toContainText("Type 2 diabetes");
  await expect(chart).toContainText(/\d+ years · Female/);

  // Every minimum length has its message; the AI needs 10 characters of symptoms.
  await dialog.getByRole("button", { name: "Create Diagnosis" }).click();
  await expect(dialog.getByText("Please provide detailed symptoms")).toBeVisible();
  await expect(dialog.getByText("Diagnosis is required")).toBeVisible();
  await expect(dialog.getByText("Prescription details are required")).toBeVisible();
  await expect(dialog.getByText("Treatment plan is required")).toBeVisible();
  await dialog.getByLabel("Symptoms").fill("Burning");
  await dialog.getByRole("button", { name: "Analyze with AI" }).click();
  await expect(page.getByText("More Details Needed", { exact: true })).toBeVisible();

  await dialog.getByLabel("Symptoms").fill("Burning on passing urine for three days, lower abdominal pain, feels hot");
  await dialog.getByLabel("Temperature (°C)").fill("38.4");
  await dialog.getByLabel("Pulse (/min)").fill("102");
  await dialog.getByLabel("Systolic BP (mmHg)").fill("124");
  await dialog.getByLabel("Diastolic BP (mmHg)").fill("80");
  await dialog.getByLabel("Examination Findings").fill("Suprapubic tenderness, no renal angle tenderness");
  await dialog.getByRole("button", { name: "Analyze with AI" }).click();
  await expect(page.getByText("AI Analysis Complete", { exact: true })).toBeVisible();
  // Nothing is filled in until the doctor chooses a suggestion with 'Use'.
  const suggestion = dialog.getByRole("list", { name: "Suggested diagnoses" }).getByRole("listitem").first();
  await expect(dialog.getByText(/^Urgency: (High|Medium|Low)$/)).toBeVisible();
  // The same results as the AI page: the confidence in steps ("about 65%", never a decimal) and its badge.
  await expect(suggestion.getByText(/^(\d{2,3}%|about \d{1,2}%|under 5%)$/)).toBeVisible();
  await expect(suggestion.getByText(/^(High|Medium|Low) confidence$/)).toBeVisible();
  await expect(dialog.getByLabel("Diagnosis", { exact: true })).toHaveValue("");
  await suggestion.getByRole("button", { name: /^Use .+ as the diagnosis$/ }).click();
  await expect(dialog.getByLabel("Diagnosis", { exact: true })).toBeFocused();

  await dialog.getByLabel("Diagnosis", { exact: true }).fill("Uncomplicated cystitis");
  await dialog.getByLabel("Treatment Plan").fill("Fluids, complete the course, review in one week");
  await expect(dialog.getByText(/^Allergy warning/)).toHaveCount(0);
  await dialog.getByLabel("Prescription", { exact: true }).fill("Co-trimoxazole 960 mg twice daily for 3 days");
  // Warned as the prescription is written, before saving.
  const warning = dialog.getByRole("alert").filter({ hasText: "Allergy warning" });
  await expect(warning).toContainText("Sulfa drugs");

  // Saving without a reason is stopped at the reason.
  await dialog.getByRole("button", { name: "Create Diagnosis" }).click();
  await expect(warning.getByText("Please give the reason for prescribing despite the allergy (at least 5 characters)")).toBeVisible();
  await expect(warning.getByLabel("Reason for overriding the allergy warning")).toBeFocused();
  await warning.getByLabel("Reason for overriding the allergy warning").fill("Childhood rash only; nitrofurantoin out of stock, patient informed");
  await dialog.getByRole("button", { name: "Create Diagnosis" }).click();
  await expect(page.getByText("Diagnosis Created", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(upcoming).toHaveCount(0);

  // The override is recorded with the diagnosis.
  const recent = page.getByRole("list", { name: "Recent Diagnoses" }).getByRole("listitem").filter({ hasText: patient.id });
  await expect(recent).toContainText("Uncomplicated cystitis");
  await expect(recent).toContainText("Allergy warning overridden (Sulfa drugs): Childhood rash only; nitrofurantoin out of stock, patient informed");

  // Confirmed to the patient, who sees the record and the prescription in the portal.
  await recent.getByRole("button", { name: /^Confirm/ }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm Diagnosis" });
  await expect(confirm.getByLabel("Final Diagnosis")).toHaveValue("Uncomplicated cystitis");
  await confirm.getByLabel("Send Prescription To").selectOption({ label: "Send to Patient" });
  await confirm.getByRole("button", { name: "Confirm Diagnosis" }).click();
  await expect(page.getByText("Diagnosis confirmed and sent to the relevant departments")).toBeVisible();
  await expect(recent.getByText("Confirmed", { exact: true })).toBeVisible();
  await signOut(page);

  await page.goto("/patient-portal");
  await page.getByLabel("Health Number").fill(patient.id);
  await page.getByLabel("Date of Birth").fill("1979-02-03");
  await page.getByRole("button", { name: "Access Patient Portal" }).click();
  await expect(page.getByRole("heading", { name: `Welcome, ${patient.firstName} ${patient.lastName}` })).toBeVisible();
  await expect(page.getByRole("list", { name: "Recent Medical Records" })).toContainText("Uncomplicated cystitis");
  const notices = page.getByRole("list", { name: "Notifications" });
  await expect(notices.getByRole("listitem").filter({ hasText: "Your Prescription" })).toContainText("Co-trimoxazole 960 mg");
});
