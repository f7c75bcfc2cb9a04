import { expect, request, test } from "@playwright/test";

import { ownStaffPassword } from "../support/accounts";
import { registerHospital, signIn } from "../support/hospital";

// Staff management on /hospital (issue 13, item 7): the administrator of a fresh hospital (so the
// demo data other specs rely on stays intact) deactivates a doctor registered in this test, sees
// the doctor inactive with the upcoming appointment to rebook, and the doctor's open session is
// refused; then reactivates the doctor and edits the hospital's phone.

test("the administrator deactivates and reactivates a doctor, and edits the hospital's phone", async ({ page, baseURL }) => {
  const stamp = Date.now();
  const { hospitalId, adminEmail, adminPassword } = await registerHospital(page, {
    tag: "staff",
    departments: [{ name: "General Medicine" }, { name: "Surgery" }],
  });
  await signIn(page, adminEmail, adminPassword);

  // Set-up through the API with the administrator's browser session: a doctor, a patient and a booking.
  const api = page.request;
  const departments = (await (await api.get("/api/departments")).json()) as { id: string; name: string }[];
  const general = departments.find((d) => d.name === "General Medicine")!.id;
  const registered = await api.post("/api/doctors", {
    data: {
      firstName: "Irene",
      lastName: `Kyomuhendo${stamp % 1000}`,
      email: `irene.${stamp}@staff-e2e.example`,
      phone: "+256 772 100 200",
      departmentId: general,
      specialization: "Internal Medicine",
      licenseNumber: `UMDPC/E2E-${stamp}`,
      experience: "6",
      qualification: "MBChB, Makerere University",
    },
  });
  expect(registered.status()).toBe(201);
  const doctor = (await registered.json()) as { id: string; temporaryPassword: string };
  const doctorName = `Dr. Irene Kyomuhendo${stamp % 1000}`;
  const patient = await api.post("/api/patients", {
    data: {
      firstName: "Teopista",
      lastName: `Nalwoga${stamp % 1000}`,
      dateOfBirth: "1987-06-14",
      gender: "female",
      phone: `+256 70${String(stamp).slice(-7)}`,
      address: "Plot 21, Ntinda Road",
      city: "Kampala",
      state: "Central",
      countryOfOrigin: "Uganda",
      nationality: "Ugandan",
      emergencyContact: "Joseph Nalwoga",
      emergencyPhone: "+256 701 555 020",
      confirmNotDuplicate: true,
    },
  });
  expect(patient.status()).toBe(201);
  const { id: patientId } = (await patient.json()) as { id: string };
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const booking = await api.post("/api/appointments", {
    data: { patientId, departmentId: general, doctorId: doctor.id, appointmentDate: `${day}T10:00:00+03:00`, duration: 30, reason: "Blood pressure review" },
  });
  expect(booking.status()).toBe(201);

  // The doctor is signed in elsewhere.
  const doctorSession = await request.newContext({ baseURL });
  const doctorEmail = `irene.${stamp}@staff-e2e.example`;
  const password = await ownStaffPassword(baseURL!, doctorEmail, doctor.temporaryPassword);
  expect((await doctorSession.post("/api/auth/login", { data: { email: doctorEmail, password } })).status()).toBe(200);
  expect((await doctorSession.get("/api/doctor/profile")).status()).toBe(200);

  await page.goto("/hospital");
  await page.getByRole("tab", { name: "Doctors" }).click();
  const row = page.getByTestId(`doctor-${doctor.id}`);
  await expect(row).toContainText(doctorName);
  await expect(row).toContainText("Active");

  await row.getByRole("button", { name: `Deactivate ${doctorName}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Deactivate ${doctorName}?` });
  await expect(confirm).toContainText("signed out everywhere");
  await confirm.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByText("Doctor Deactivated", { exact: true })).toBeVisible();
  await expect(row).toContainText("Inactive");

  // The upcoming appointment stays, listed for rebooking with a link to the day's calendar.
  const rebook = page.getByRole("status", { name: "Appointments to rebook" });
  await expect(rebook).toContainText("1 upcoming appointment to rebook");
  const link = rebook.getByRole("link", { name: new RegExp(patientId) });
  await expect(link).toHaveAttribute("href", new RegExp(`/appointments\\?.*date=${day}.*doctorId=${doctor.id}`));

  // The doctor's next request with the old session is refused.
  expect((await doctorSession.get("/api/doctor/profile")).status()).toBe(401);
  await doctorSession.dispose();

  // Status filter: the doctor is among the inactive ones only.
  await page.getByLabel("Status").selectOption("active");
  await expect(row).toBeHidden();
  await page.getByLabel("Status").selectOption("inactive");
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: `Reactivate ${doctorName}` }).click();
  await page.getByRole("alertdialog", { name: `Reactivate ${doctorName}?` }).getByRole("button", { name: "Reactivate" }).click();
  await expect(page.getByText("Doctor Reactivated", { exact: true })).toBeVisible();
  await page.getByLabel("Status").selectOption("active");
  await expect(row).toContainText("Active");
  await expect(row).not.toContainText("Inactive");

  // A doctor who lost the password gets a new temporary one, shown once to the administrator (issue 15).
  await row.getByRole("button", { name: `New Password for ${doctorName}` }).click();
  const issue = page.getByRole("alertdialog", { name: `Issue a new temporary password for ${doctorName}?` });
  await expect(issue).toContainText("signed out everywhere");
  await issue.getByRole("button", { name: "Issue Password" }).click();
  const shown = page.getByRole("dialog", { name: "New Temporary Password" });
  await expect(shown.getByTestId("credential-email")).toHaveText(doctorEmail);
  const temporary = ((await shown.getByTestId("credential-temporary-password").textContent()) ?? "").trim();
  await shown.getByRole("button", { name: "I have saved these credentials" }).click();
  const again = await request.newContext({ baseURL });
  expect((await again.post("/api/auth/login", { data: { email: doctorEmail, password } })).status()).toBe(401);
  expect((await again.post("/api/auth/login", { data: { email: doctorEmail, password: temporary } })).status()).toBe(200);
  expect(await (await again.get("/api/doctor/profile")).json()).toMatchObject({ code: "password_change_required" });
  await again.dispose();

  // The hospital's own details: a new phone number.
  await page.getByRole("tab", { name: "Overview" }).click();
  await page.getByRole("button", { name: "Edit Details" }).click();
  const details = page.getByRole("dialog", { name: "Edit Hospital Details" });
  await details.getByLabel("Phone").fill("+256 414 700 800");
  await details.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Hospital Updated", { exact: true })).toBeVisible();
  await expect(details).toBeHidden();
  await expect(page.getByRole("link", { name: "+256 414 700 800" })).toBeVisible();
  const saved = (await (await api.get(`/api/hospitals/${hospitalId}`)).json()) as { phone: string };
  expect(saved.phone).toBe("+256 414 700 800");
});
