import { expect, request as newRequest, test, type APIRequestContext } from "@playwright/test";

import { registerHospital, type RegisteredHospital } from "../support/hospital";

// A hospital administrator asks a publicly registered worker to join from the request page; the
// worker accepts (through the API here; the cross-audience spec does it in the portal) and shows as
// employed, with the worker number, on the Health Workers tab. A second request is withdrawn, the
// license verified and the employment ended, each after a confirmation.

type Worker = { healthWorkerId: string; workerNumber: string; firstName: string; lastName: string; password: string };
let calls = 0;

async function registerWorker(api: APIRequestContext, firstName: string): Promise<Worker> {
  const unique = `${Date.now()}-${++calls}`;
  const lastName = `Akello${calls}`;
  const password = "Worker2026e2e";
  const res = await api.post("/api/health-workers/public-register", {
    data: {
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}.${unique}@employment-e2e.example`,
      phone: "+256 701 222 333",
      dateOfBirth: "1993-05-14",
      nationality: "Ugandan",
      address: "Plot 12, Kira Road, Kampala",
      password,
      confirmPassword: password,
      role: "Nurse",
      specialization: "Emergency nursing",
      qualifications: "Diploma in Nursing (Mulago)",
      licenseNumber: `UNMC-${unique}`,
      experienceYears: 6,
      skills: ["Triage", "Wound care"],
      languages: ["English", "Luganda"],
      emergencyContact: "+256 702 444 555",
      emergencyRelationship: "Sister",
      isPublicProfile: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { healthWorkerId: string; workerNumber: string };
  return { ...body, firstName, lastName, password };
}

/** The worker's own session, as the portal would hold it. */
async function workerSession(baseURL: string | undefined, worker: Worker): Promise<APIRequestContext> {
  const ctx = await newRequest.newContext({ baseURL });
  const res = await ctx.post("/api/health-worker/login", { data: { workerNumber: worker.workerNumber, password: worker.password } });
  expect(res.status()).toBe(200);
  return ctx;
}

async function signInHere(page: import("@playwright/test").Page, hospital: RegisteredHospital) {
  await page.getByLabel("Email").fill(hospital.adminEmail);
  await page.getByLabel("Password").fill(hospital.adminPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("an administrator requests a public worker, who accepts and appears employed with the worker number", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const hospital = await registerHospital(page, { tag: "employ", departments: [{ name: "Emergency Department" }, { name: "Laboratory" }] });
  const ruth = await registerWorker(page.request, "Ruth");
  const path = `/request-employment/${ruth.healthWorkerId}`;

  // Signed out: the notice, then /login with a return to the request page after 2 seconds.
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
  await expect(page.getByText("Please log in as a hospital administrator to submit employment requests.").first()).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("callbackUrl") === path, { timeout: 5_000 });
  await signInHere(page, hospital);
  await page.waitForURL((url) => url.pathname === path);

  await expect(page.getByRole("heading", { name: "Request Employment" })).toBeVisible();
  await expect(page.getByRole("heading", { name: `${ruth.firstName} ${ruth.lastName}` })).toBeVisible();
  await expect(page.getByText(ruth.healthWorkerId)).toBeVisible();

  // An empty submit: the specification's toast and each field's message.
  await page.getByRole("button", { name: "Send Employment Request" }).click();
  await expect(page.getByText("Missing Information")).toBeVisible();
  await expect(page.getByText("Please fill in all required fields.")).toBeVisible();
  await expect(page.getByText("Position is required")).toBeVisible();

  await page.getByLabel("Position").fill("Emergency Nurse");
  await page.getByLabel("Department").selectOption({ label: "Emergency Department" });
  await page.getByLabel("Employment Type").selectOption({ label: "Full-time" });
  await page.getByLabel("Salary Range").fill("UGX 1,800,000");
  await page.getByLabel("Message").fill("Our emergency department would like you to join the night team.");
  await page.getByRole("button", { name: "Send Employment Request" }).click();
  await expect(page.getByText("Employment Request Sent!")).toBeVisible();

  // A second request to the same worker while the first is pending: 'Request Failed' with the server's message.
  await page.getByLabel("Position").fill("Triage Nurse");
  await page.getByLabel("Department").selectOption({ label: "Laboratory" });
  await page.getByLabel("Employment Type").selectOption({ label: "Contract" });
  await page.getByLabel("Message").fill("Another offer.");
  await page.getByRole("button", { name: "Send Employment Request" }).click();
  await expect(page.getByText("Request Failed")).toBeVisible();
  await expect(page.getByText("Your hospital already has a pending employment request to this health worker.")).toBeVisible();

  // An unknown worker.
  await page.goto("/request-employment/HW-1999-9999");
  await expect(page.getByRole("heading", { name: "Health Worker Not Found" })).toBeVisible();

  // The worker accepts in their own session.
  const ruthApi = await workerSession(baseURL, ruth);
  const [offer] = (await (await ruthApi.get("/api/health-worker/employment-requests")).json()) as { id: string; status: string; hospitalName: string }[];
  expect(offer).toMatchObject({ status: "pending", hospitalName: hospital.name });
  const accepted = await ruthApi.patch(`/api/health-worker/employment-requests/${offer.id}`, { data: { status: "accepted", responseMessage: "Glad to join." } });
  expect(accepted.status()).toBe(200);

  // A second worker gets a request that the administrator withdraws from the tab.
  const sam = await registerWorker(page.request, "Samuel");
  const second = await page.request.post("/api/employment-requests", {
    data: { healthWorkerId: sam.healthWorkerId, position: "Lab Assistant", department: "Laboratory", employmentType: "Part-time", message: "Join our laboratory." },
  });
  expect(second.status()).toBe(201);

  await page.goto("/hospital");
  await page.getByRole("tab", { name: "Health Workers" }).click();
  const row = page.getByRole("row", { name: new RegExp(`${ruth.firstName} ${ruth.lastName}`) });
  await expect(row).toContainText(ruth.healthWorkerId);
  await expect(row).toContainText(ruth.workerNumber);
  await expect(row).toContainText("Emergency Department");

  const requests = page.getByRole("list", { name: "Employment requests" });
  const ruthRequest = requests.getByTestId("employment-request").filter({ hasText: `${ruth.firstName} ${ruth.lastName}` });
  await expect(ruthRequest).toContainText("Accepted");
  await expect(ruthRequest).toContainText("Glad to join.");
  await expect(ruthRequest).toContainText(ruth.workerNumber);

  const samRequest = requests.getByTestId("employment-request").filter({ hasText: `${sam.firstName} ${sam.lastName}` });
  await expect(samRequest).toContainText("Pending");
  await samRequest.getByRole("button", { name: `Withdraw the request to ${sam.firstName} ${sam.lastName}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Withdraw the request to");
  await confirm.getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByText("Request Withdrawn")).toBeVisible();
  await expect(samRequest).toContainText("Withdrawn");
  await expect(samRequest.getByRole("button", { name: /Withdraw/ })).toHaveCount(0);

  // Verify License, then End Employment with a reason.
  await row.getByRole("button", { name: `Verify license of ${ruth.firstName} ${ruth.lastName}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Verify License" }).click();
  await expect(page.getByText("License Verified").first()).toBeVisible();
  await expect(row).toContainText("Verified");

  await row.getByRole("button", { name: `End employment of ${ruth.firstName} ${ruth.lastName}` }).click();
  const end = page.getByRole("alertdialog");
  await end.getByLabel("Reason (optional)").fill("Moved to another region");
  await end.getByRole("button", { name: "End Employment" }).click();
  await expect(page.locator("[data-sonner-toast]").getByText("Employment Ended", { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(ruthRequest).toContainText("Employment ended");
  await expect(ruthRequest).toContainText("Moved to another region");

  // The worker keeps the account but is no longer employed.
  const after = (await (await ruthApi.get("/api/health-worker/employment-requests")).json()) as { id: string; endedAt: string | null }[];
  expect(after.find((r) => r.id === offer.id)?.endedAt).toBeTruthy();
  await ruthApi.dispose();
});
