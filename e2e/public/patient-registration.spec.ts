import { expect, test, type Page } from "@playwright/test";

import { DEMO_ADMIN, signIn } from "../support/hospital";

const HEALTH_NUMBER = /[A-Z]{2}-PAT-\d{4}-\d{3,}/;

async function expectStep(page: Page, step: number, title: string) {
  await expect(page.getByText(`Step ${step} of 5`)).toBeVisible();
  await expect(page.getByRole("heading", { name: title, level: 2 })).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(step * 20));
}

/** The figure of one Health Overview tile. */
async function overviewFigure(page: Page, label: string): Promise<string> {
  const tile = page.getByRole("listitem").filter({ hasText: label });
  return (await tile.textContent())!.replace(label, "").trim();
}

async function unlockPortal(page: Page, healthNumber: string, dateOfBirth: string) {
  await page.getByLabel("Health Number").fill(healthNumber);
  await page.getByLabel("Date of Birth").fill(dateOfBirth);
  await page.getByRole("button", { name: "Access Patient Portal" }).click();
}

// A visitor registers through the five steps, is sent to the portal with the new health number,
// opens it with that number and the date of birth, and logs out again.
test("self-registration wizard to the patient portal", async ({ page }) => {
  const stamp = Date.now();
  const dateOfBirth = "1991-04-15";

  await page.goto("/register-patient");
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expectStep(page, 1, "Personal Information");
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await page.getByLabel("First Name").fill("Amina");
  await page.getByLabel("Last Name").fill(`Portal${stamp}`);
  await page.getByLabel("Date of Birth").fill(dateOfBirth);
  await page.getByLabel("Gender").selectOption({ label: "Prefer not to say" });
  await page.getByLabel("Nationality").fill("Ugandan");
  await page.getByLabel("Country of Origin").selectOption("Uganda");
  await page.getByLabel("National ID").fill(`CM${stamp}`);

  // Next never validates: the empty City below is only reported on the final submit.
  await page.getByRole("button", { name: "Next" }).click();
  await expectStep(page, 2, "Contact & Address");
  await expect(page.getByRole("button", { name: "Previous" })).toBeEnabled();
  await page.getByLabel("Phone Number").fill("+256 700 555 111");
  await page.getByLabel("Email").fill(`amina.${stamp}@patients.example`);
  await page.getByLabel("Address").fill("Plot 12, Portal Road");
  await page.getByLabel("State/Province").fill("Central Region");
  await page.getByLabel("Marital Status").selectOption({ label: "Single" });

  await page.getByRole("button", { name: "Next" }).click();
  await expectStep(page, 3, "Emergency Contacts");
  await page.getByLabel("Emergency Contact Name").fill("Joseph Okello");
  await page.getByLabel("Emergency Contact Phone").fill("+256 700 555 222");
  await page.getByLabel("Relationship").selectOption({ label: "Sibling" });

  await page.getByRole("button", { name: "Next" }).click();
  await expectStep(page, 4, "Medical & Insurance");
  await page.getByLabel("Blood Type").selectOption("O+");
  await page.getByLabel("Height (cm)").fill("172");
  await page.getByLabel("Weight (kg)").fill("68.5");
  await page.getByLabel("Allergies").fill("Penicillin");
  await expect(page.getByLabel("Insurance Provider")).toHaveCount(0);
  await page.getByLabel("I have health insurance").check();
  await page.getByLabel("Insurance Provider").fill("Jubilee Health");
  await page.getByLabel("Policy Number").fill("POL-778");

  await page.getByRole("button", { name: "Next" }).click();
  await expectStep(page, 5, "Consent");
  await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
  await expect(page.getByText(/captured at the hospital's registration desk/)).toBeVisible();
  await page.getByLabel("I consent to medical examination and treatment").check();

  // First submit: the wizard jumps to the first step with an error and shows its message.
  await page.getByRole("button", { name: "Complete Registration" }).click();
  await expect(page.getByText("Registration Failed")).toBeVisible();
  await expect(page.getByText("Please check your information and try again.")).toBeVisible();
  await expectStep(page, 2, "Contact & Address");
  await expect(page.getByRole("listitem").filter({ hasText: "(has errors)" })).toHaveText([
    /Contact & Address \(has errors\)/,
    /Consent \(has errors\)/,
  ]);
  await expect(page.getByText("City is required")).toBeVisible();
  await expect(page.getByLabel("City")).toBeFocused();
  await page.getByLabel("City").fill("Kampala");
  await expect(page.getByText("City is required")).toHaveCount(0);
  for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Next" }).click();

  // Second submit: the missing consent is on the step shown.
  await expectStep(page, 5, "Consent");
  await page.getByRole("button", { name: "Complete Registration" }).click();
  await expect(page.getByText("Data privacy consent is required")).toBeVisible();
  await page.getByLabel("I consent to the processing of my personal and medical data").check();

  await page.getByRole("button", { name: "Complete Registration" }).click();
  await expect(page.getByText("Registration Successful!").first()).toBeVisible();
  const toastText = await page.getByText(/Your global health number is: /).textContent();
  const healthNumber = toastText!.match(HEALTH_NUMBER)![0];
  expect(healthNumber).toMatch(/^UG-PAT-\d{4}-\d{3,}$/);
  expect(toastText).toContain("Please save this number for future reference.");
  await expect(page.getByTestId("health-number")).toHaveText(healthNumber);
  const registeredAt = Date.now();

  // After three seconds the portal opens, the new number already filled in.
  await page.waitForURL("**/patient-portal");
  expect(Date.now() - registeredAt).toBeGreaterThanOrEqual(2_000);
  await expect(page.getByLabel("Health Number")).toHaveValue(healthNumber);

  await page.getByLabel("Health Number").fill("");
  await page.getByRole("button", { name: "Access Patient Portal" }).click();
  await expect(page.getByText("Missing Information")).toBeVisible();
  await expect(page.getByText("Please enter both your health number and date of birth.")).toBeVisible();

  await unlockPortal(page, healthNumber, dateOfBirth);
  await expect(page.getByText("Access Granted")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Welcome, Amina Portal${stamp}` })).toBeVisible();
  await expect(page.getByText(healthNumber, { exact: true })).toBeVisible();
  await expect(page.getByText("No appointments found")).toBeVisible();
  await expect(page.getByText("No medical records found")).toBeVisible();
  expect(await overviewFigure(page, "Total Appointments")).toBe("0");
  expect(await overviewFigure(page, "Medical Records")).toBe("0");
  await expect(page.getByText("Pending", { exact: true })).toBeVisible();
  await expect(page.getByText("172 cm")).toBeVisible();
  await expect(page.getByText("68.5 kg")).toBeVisible();
  await expect(page.getByText("Joseph Okello")).toBeVisible();

  // The session is the server's: a reload keeps the dashboard.
  await page.reload();
  await expect(page.getByRole("heading", { name: `Welcome, Amina Portal${stamp}` })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("Logged Out")).toBeVisible();
  await expect(page.getByRole("button", { name: "Access Patient Portal" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Register as a new patient" })).toHaveAttribute("href", "/register-patient");

  // A wrong date of birth is refused with the same message as an unknown number.
  await unlockPortal(page, healthNumber, "1991-04-16");
  await expect(page.getByText("Access Denied")).toBeVisible();
  await expect(page.getByText("Invalid health number or date of birth.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Access Patient Portal" })).toBeVisible();
});

// The server refuses the final submit (a 400 with fieldErrors, answered here by the test): the wizard
// names the fields, opens the first step with a problem and shows its message there. Corrected, the
// registration succeeds and the new number stays on screen to copy and print.
test("a refused final submit returns to the step with the problem; the success screen keeps the number", async ({ page, context }) => {
  const stamp = Date.now();
  await page.goto("/register-patient");
  await page.getByLabel("First Name").fill("Halima");
  await page.getByLabel("Last Name").fill(`Refused${stamp}`);
  await page.getByLabel("Date of Birth").fill("1988-02-03");
  await page.getByLabel("Gender").selectOption({ label: "Female" });
  await page.getByLabel("Nationality").fill("Ugandan");
  await page.getByLabel("Country of Origin").selectOption("Uganda");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Phone Number").fill("+256 700 444 000");
  await page.getByLabel("Email").fill(`halima.${stamp}@patients.example`);
  await page.getByLabel("Address").fill("Plot 3, Refusal Lane");
  await page.getByLabel("City").fill("Kampala");
  await page.getByLabel("State/Province").fill("Central Region");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Emergency Contact Name").fill("Musa Okello");
  await page.getByLabel("Emergency Contact Phone").fill("+256 700 444 001");
  await page.getByLabel("Relationship").selectOption({ label: "Spouse" });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expectStep(page, 5, "Consent");
  await page.getByLabel("I consent to medical examination and treatment").check();
  await page.getByLabel("I consent to the processing of my personal and medical data").check();

  const phoneMessage = "Phone number is not a valid number";
  const emergencyMessage = "Emergency contact phone is not a valid number";
  await page.route(
    "**/api/patients",
    (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          message: emergencyMessage,
          fieldErrors: { emergencyPhone: emergencyMessage, phone: phoneMessage },
        }),
      }),
    { times: 1 },
  );
  await page.getByRole("button", { name: "Complete Registration" }).click();

  // The toast names the fields; the first step with a problem opens, its field focused, its message shown.
  await expect(page.getByText("Registration Failed")).toBeVisible();
  await expect(page.getByText(`Please check Phone number, Emergency contact phone: ${emergencyMessage}`)).toBeVisible();
  await expectStep(page, 2, "Contact & Address");
  await expect(page.getByText(phoneMessage, { exact: true })).toBeVisible();
  await expect(page.getByLabel("Phone Number")).toBeFocused();
  const summary = page.getByRole("region", { name: /need your attention/ });
  await expect(summary.getByRole("button")).toHaveText([
    "Phone number (Contact & Address)",
    "Emergency contact phone (Emergency Contacts)",
  ]);

  // Correcting a field clears its message; the summary leads to the remaining one.
  await page.getByLabel("Phone Number").fill("+256 700 444 010");
  await expect(page.getByText(phoneMessage, { exact: true })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "1 field needs your attention" })).toBeVisible();
  await page.getByRole("button", { name: "Emergency contact phone (Emergency Contacts)" }).click();
  await expectStep(page, 3, "Emergency Contacts");
  await expect(page.getByText(emergencyMessage, { exact: true })).toBeVisible();
  await expect(page.getByLabel("Emergency Contact Phone")).toBeFocused();
  await page.getByLabel("Emergency Contact Phone").fill("+256 700 444 011");
  await expect(page.getByRole("region", { name: /need your attention/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();

  // This time the real server answers.
  await page.getByRole("button", { name: "Complete Registration" }).click();
  await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible();
  const healthNumber = ((await page.getByTestId("health-number").textContent()) ?? "").trim();
  expect(healthNumber).toMatch(/^UG-PAT-\d{4}-\d{3,}$/);

  // Copy says so and fills the clipboard; using it keeps the page (no move to the portal).
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(page.getByRole("button", { name: "Copied", exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(healthNumber);
  await expect(page.getByRole("button", { name: "Print", exact: true })).toBeVisible();
  await page.waitForTimeout(3_500);
  expect(new URL(page.url()).pathname).toBe("/register-patient");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeHidden();
  await expect(page.getByTestId("health-number")).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await page.getByRole("link", { name: "Open the patient portal" }).click();
  await page.waitForURL("**/patient-portal");
  await expect(page.getByLabel("Health Number")).toHaveValue(healthNumber);
});

// A hospital administrator looks up a demo patient with appointments, opens the portal as that
// patient on the same browser, logs the portal out, and is still signed in as staff.
test("a demo patient's portal beside a staff session", async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const list = await page.request.get("/api/patients?limit=20");
  expect(list.status()).toBe(200);
  const patients = (await list.json()) as { id: string; firstName: string; lastName: string; dateOfBirth: string }[];
  let demo: (typeof patients)[number] | undefined;
  for (const candidate of patients) {
    const res = await page.request.get(`/api/appointments/patient/${candidate.id}`);
    if (res.ok() && ((await res.json()) as unknown[]).length > 0) {
      demo = candidate;
      break;
    }
  }
  expect(demo, "a demo patient with appointments").toBeDefined();

  await page.goto("/patient-portal");
  await unlockPortal(page, demo!.id.toLowerCase(), demo!.dateOfBirth);
  await expect(page.getByRole("heading", { name: `Welcome, ${demo!.firstName} ${demo!.lastName}` })).toBeVisible();
  // My Appointments (issue 18): the next 5 upcoming and the 3 latest past, each list with more on demand.
  const appointments = page.getByRole("heading", { name: "My Appointments" }).locator("xpath=ancestor::*[@data-slot='card']");
  await expect(appointments.getByRole("listitem")).not.toHaveCount(0);
  expect(await appointments.getByRole("listitem").count()).toBeLessThanOrEqual(8);
  await expect(page.getByText("No appointments found")).toHaveCount(0);
  // The overview counts every appointment, so at least the ones listed.
  const listed = await appointments.getByRole("listitem").count();
  expect(Number(await overviewFigure(page, "Total Appointments"))).toBeGreaterThanOrEqual(listed);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Access Patient Portal" })).toBeVisible();
  // The staff session survived both the portal session and its logout.
  const me = await page.request.get("/api/auth/user");
  expect(me.status()).toBe(200);
});
