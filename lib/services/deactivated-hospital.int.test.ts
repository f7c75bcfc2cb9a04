import { eq } from "drizzle-orm";

import sitemap from "@/app/sitemap";
import { GET as appointmentsRoute } from "@/app/api/appointments/patient/[id]/route";
import { POST as createRequestRoute } from "@/app/api/employment-requests/route";
import { PATCH as answerRoute } from "@/app/api/health-worker/employment-requests/[id]/route";
import { GET as profileRoute } from "@/app/api/health-workers/profile/[healthWorkerId]/route";
import { GET as searchRoute } from "@/app/api/health-workers/public-search/route";
import { getDb } from "@/lib/db/client";
import { appointments, departments, doctors, employmentRequests, healthWorkers, hospitals, patientHospitals, patients, users } from "@/lib/db/schema";
import { employingHospital, publicWorker, requestForm, type TestHospital, type TestWorker } from "@/test/employment";
import { call } from "@/test/http";
import { addAppointment, addDoctor, dialogForm, portalCookie, registered } from "@/test/patients";

// A hospital the system administrator deactivates (hospitals.is_active = false) disappears from
// what the public sees, and nothing of it is deleted; reactivated, it is as before.
//
// What the public sees of hospitals today: no public endpoint or page lists or names a hospital
// (there is no public GET /api/hospitals, the patient self-registration has no hospital list, the
// sitemap lists no hospital page; public hospital pages are issue 18's and must filter is_active).
// The public health worker directory, profile and sitemap name no employer: a worker employed by a
// deactivated hospital keeps the public profile, which is the worker's own, and it carries neither
// the hospital's name nor its ID. Its staff and workers are refused at sign-in and on their next
// request (lib/auth), and a worker cannot accept its pending employment request (409).
// Its patients keep their portal: their record is theirs, and the portal still shows the visits
// and records at that hospital, read-only (its staff, refused, cannot change them).

let h: TestHospital;
let employed: TestWorker;
let applicant: TestWorker;
let applicantRequest: string;
let patientId: string;
let patientPortal: string;

const setActive = (isActive: boolean) => getDb().update(hospitals).set({ isActive }).where(eq(hospitals.id, h.hospitalId));

async function sendRequest(worker: TestWorker): Promise<string> {
  const res = await call(createRequestRoute, "/api/employment-requests", { body: requestForm(worker.row, h), cookie: h.cookie });
  if (res.status !== 201) throw new Error(`request failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}
const answer = (cookie: string, id: string, status: "accepted" | "rejected") =>
  call(answerRoute, `/api/health-worker/employment-requests/${id}`, { method: "PATCH", body: { status }, cookie, params: { id } });

/** Every row of the hospital, to show that deactivating deletes nothing. */
async function hospitalRows() {
  const db = getDb();
  const id = h.hospitalId;
  return {
    hospital: await db.$count(hospitals, eq(hospitals.id, id)),
    users: await db.$count(users, eq(users.hospitalId, id)),
    departments: await db.$count(departments, eq(departments.hospitalId, id)),
    doctors: await db.$count(doctors, eq(doctors.hospitalId, id)),
    workers: await db.$count(healthWorkers, eq(healthWorkers.hospitalId, id)),
    patients: await db.$count(patientHospitals, eq(patientHospitals.hospitalId, id)),
    appointments: await db.$count(appointments, eq(appointments.hospitalId, id)),
    requests: await db.$count(employmentRequests, eq(employmentRequests.hospitalId, id)),
  };
}

/** The hospital's name and ID do not appear in a public answer. */
function namesNoHospital(value: unknown) {
  const text = JSON.stringify(value);
  expect(text).not.toContain(h.hospitalId);
  expect(text).not.toContain(h.name);
}

beforeAll(async () => {
  delete process.env.SMTP_URL;
  process.env.NEXTAUTH_URL = "https://hospital.example";
  jest.spyOn(console, "info").mockImplementation(() => {});
  h = await employingHospital();
  // A public worker employed by the hospital through an accepted request.
  employed = await publicWorker({ firstName: "Zawadi", lastName: "Employed" });
  const accepted = await answer(employed.cookie, await sendRequest(employed), "accepted");
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status}`);
  // Another with a request still pending.
  applicant = await publicWorker({ firstName: "Neema", lastName: "Applicant" });
  applicantRequest = await sendRequest(applicant);
  // A patient registered by the hospital, with a visit there.
  const patient = await registered(dialogForm({ firstName: "Ruth", lastName: "Patient" }), { cookie: h.cookie });
  patientId = patient.id;
  const doctorId = await addDoctor(h.hospitalId, h.departments[0].id);
  await addAppointment({ hospitalId: h.hospitalId, departmentId: h.departments[0].id, doctorId, patientId, at: new Date("2025-03-10T06:30:00Z") });
  patientPortal = await portalCookie(patientId, patient.dateOfBirth);
});

afterAll(() => {
  delete process.env.NEXTAUTH_URL;
});

/**
 * The public surfaces: the employed worker is listed either way; while the hospital is deactivated
 * none of them names it (while active, a later public surface may name the employer).
 */
async function checkPublicSurfaces(hospitalActive: boolean) {
  const hidden = (value: unknown) => (hospitalActive ? undefined : namesNoHospital(value));
  // The directory keeps the employed worker (the profile is theirs), without the employer.
  const search = await call(searchRoute, "/api/health-workers/public-search?search=Zawadi");
  expect(search.status).toBe(200);
  expect(search.body.map((w: { healthWorkerId: string }) => w.healthWorkerId)).toContain(employed.row.healthWorkerId);
  hidden(search.body);
  const id = employed.row.healthWorkerId;
  const profile = await call(profileRoute, `/api/health-workers/profile/${id}`, { params: { healthWorkerId: id } });
  expect(profile.status).toBe(200);
  expect(profile.body.employmentStatus).toBe("employed");
  hidden(profile.body);
  // The sitemap: the worker's profile, and no hospital.
  const urls = (await sitemap()).map((e) => e.url);
  expect(urls).toContain(`https://hospital.example/health-worker/${encodeURIComponent(id)}`);
  hidden(urls);
}

describe("a deactivated hospital", () => {
  it("is named nowhere public; its worker keeps the public profile; nothing of it is deleted", async () => {
    const before = await hospitalRows();
    await checkPublicSurfaces(true);
    await setActive(false);
    await checkPublicSurfaces(false);
    expect(await hospitalRows()).toEqual(before);
  });

  it("cannot gain a worker: its pending request cannot be accepted, and stays pending", async () => {
    const res = await answer(applicant.cookie, applicantRequest, "accepted");
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This hospital is no longer active, so its request cannot be accepted.");
    const [row] = await getDb().select({ status: employmentRequests.status }).from(employmentRequests).where(eq(employmentRequests.id, applicantRequest));
    expect(row.status).toBe("pending");
  });

  it("leaves its patients their portal: their visits there are still shown, read-only", async () => {
    const res = await call(appointmentsRoute, `/api/appointments/patient/${patientId}`, { cookie: patientPortal, params: { id: patientId } });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].hospitalName).toBe(h.name);
    const [patient] = await getDb().select({ isActive: patients.isActive }).from(patients).where(eq(patients.id, patientId));
    expect(patient.isActive).toBe(true);
  });
});

describe("reactivated", () => {
  it("is as before: the same public surfaces, and its pending request can be accepted", async () => {
    await setActive(true);
    await checkPublicSurfaces(true);
    const res = await answer(applicant.cookie, applicantRequest, "accepted");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("accepted");
  });
});
