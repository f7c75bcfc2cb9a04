import { and, asc, eq } from "drizzle-orm";

import { PATCH as updateDoctorRoute } from "@/app/api/doctors/[id]/route";
import { POST as registerDoctorRoute } from "@/app/api/doctors/route";
import { PATCH as answerRoute } from "@/app/api/health-worker/employment-requests/[id]/route";
import { PATCH as updateWorkerRoute } from "@/app/api/health-workers/[id]/route";
import { POST as registerWorkerRoute } from "@/app/api/health-workers/route";
import { POST as createRequestRoute } from "@/app/api/employment-requests/route";
import { resolveActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { auditLogs, doctors, employmentRequests, healthWorkers, mailOutbox, notifications, settings, users } from "@/lib/db/schema";
import { ServiceError } from "@/lib/errors";
import { registerDoctorSchema } from "@/lib/validation/doctor";
import { registerHealthWorkerSchema } from "@/lib/validation/health-worker";
import { employingHospital, publicWorker, requestForm, type TestHospital } from "@/test/employment";
import { call } from "@/test/http";

import { registerDoctor } from "./doctors";
import { registerHealthWorker } from "./health-workers";
import { countHospitalUsers } from "./hospital-user-limit";

// The system administrator's maximum users per hospital (settings.max_users_per_hospital): every
// path that adds a user to a hospital answers 409 naming the limit once it is reached, writes
// nothing, and lets the next one through as soon as the limit is raised. A hospital's users are its
// active staff accounts plus the active health workers it employs (lib/services/hospital-user-limit.ts).

const limitMessage = (max: number) => `This hospital has reached the maximum of ${max} users set by the system administrator.`;

async function setLimit(max: number) {
  await getDb().update(settings).set({ maxUsersPerHospital: max }).where(eq(settings.id, 1));
}

let n = 0;
function doctorForm(departmentId: string) {
  n += 1;
  return {
    firstName: "Amina",
    lastName: `Limit${n}`,
    email: `dr.limit${n}@doctors.example`,
    phone: "+256 772 410 233",
    departmentId,
    specialization: "Cardiology",
    licenseNumber: "UMDPC/12345",
    experience: "7",
    qualification: "MBChB, MMed (Internal Medicine)",
  };
}
function workerForm(departmentId: string) {
  n += 1;
  return {
    firstName: "Grace",
    lastName: `Limit${n}`,
    email: `grace.limit${n}@workers.example`,
    phone: "+256 701 555 010",
    role: "Lab Technician",
    departmentId,
    specialization: "Haematology",
    qualifications: "Diploma in Medical Laboratory Technology",
    licenseNumber: "AHPC/7781",
    employmentType: "Full-time",
    shift: "Morning (6 AM-2 PM)",
    emergencyContact: "+256 782 000 111",
    emergencyRelationship: "Sister",
    notes: "",
  };
}

const registerDoctorCall = (h: TestHospital) => call(registerDoctorRoute, "/api/doctors", { body: doctorForm(h.departments[0].id), cookie: h.cookie });
const registerWorkerCall = (h: TestHospital) => call(registerWorkerRoute, "/api/health-workers", { body: workerForm(h.departments[0].id), cookie: h.cookie });
const setDoctorActive = (h: TestHospital, id: string, isActive: boolean) =>
  call(updateDoctorRoute, `/api/doctors/${id}`, { method: "PATCH", body: { isActive }, cookie: h.cookie, params: { id } });
const setWorkerActive = (h: TestHospital, id: string, isActive: boolean) =>
  call(updateWorkerRoute, `/api/health-workers/${id}`, { method: "PATCH", body: { isActive }, cookie: h.cookie, params: { id } });

/** A pending employment request of the hospital to a new public worker, and that worker's cookie. */
async function pendingRequest(h: TestHospital) {
  const worker = await publicWorker();
  const res = await call(createRequestRoute, "/api/employment-requests", { body: requestForm(worker.row, h), cookie: h.cookie });
  if (res.status !== 201) throw new Error(`request failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { worker, requestId: res.body.id as string };
}
const accept = (cookie: string, id: string) =>
  call(answerRoute, `/api/health-worker/employment-requests/${id}`, { method: "PATCH", body: { status: "accepted" }, cookie, params: { id } });

/** Everything the five paths write, to show that a refusal wrote nothing. */
async function footprint() {
  const db = getDb();
  return {
    users: await db.select({ id: users.id, isActive: users.isActive }).from(users).orderBy(asc(users.id)),
    doctors: await db.select({ id: doctors.id, isActive: doctors.isActive }).from(doctors).orderBy(asc(doctors.id)),
    workers: await db
      .select({ id: healthWorkers.id, hospitalId: healthWorkers.hospitalId, status: healthWorkers.employmentStatus, isActive: healthWorkers.isActive })
      .from(healthWorkers)
      .orderBy(asc(healthWorkers.id)),
    requests: await db.select({ id: employmentRequests.id, status: employmentRequests.status }).from(employmentRequests).orderBy(asc(employmentRequests.id)),
    mail: await db.$count(mailOutbox),
    notifications: await db.$count(notifications),
    successAudits: await db.$count(auditLogs, eq(auditLogs.outcome, "success")),
  };
}

beforeAll(() => {
  delete process.env.SMTP_URL;
  jest.spyOn(console, "info").mockImplementation(() => {});
});

afterEach(async () => {
  await setLimit(100);
});

describe("the count of a hospital's users", () => {
  it("counts active staff accounts and active employed workers, not deactivated ones, not another hospital's", async () => {
    const h = await employingHospital();
    const other = await employingHospital();
    expect(await countHospitalUsers(getDb(), h.hospitalId)).toBe(1); // its administrator
    const doctor = await registerDoctorCall(h);
    const worker = await registerWorkerCall(h);
    await registerDoctorCall(other);
    expect(await countHospitalUsers(getDb(), h.hospitalId)).toBe(3);
    expect((await setDoctorActive(h, doctor.body.id, false)).status).toBe(200);
    expect((await setWorkerActive(h, worker.body.id, false)).status).toBe(200);
    expect(await countHospitalUsers(getDb(), h.hospitalId)).toBe(1);
    // An unemployed public worker counts for no hospital; patients are not users.
    await publicWorker({}, { signIn: false });
    expect(await countHospitalUsers(getDb(), h.hospitalId)).toBe(1);
    expect(await countHospitalUsers(getDb(), other.hospitalId)).toBe(2);
  });
});

describe("at the limit", () => {
  it("every path answers 409 naming the limit and writes nothing; raising the limit lets the next one through", async () => {
    const h = await employingHospital();
    // Below the limit: a doctor and a worker to reactivate later, then deactivated (they no longer count).
    const doctor = await registerDoctorCall(h);
    const worker = await registerWorkerCall(h);
    expect([doctor.status, worker.status]).toEqual([201, 201]);
    expect((await setDoctorActive(h, doctor.body.id, false)).status).toBe(200);
    expect((await setWorkerActive(h, worker.body.id, false)).status).toBe(200);
    const { worker: applicant, requestId } = await pendingRequest(h);

    // The administrator alone: a limit of 1 is reached.
    await setLimit(1);
    const before = await footprint();
    const refused = [
      await registerDoctorCall(h),
      await registerWorkerCall(h),
      await accept(applicant.cookie, requestId),
      await setDoctorActive(h, doctor.body.id, true),
      await setWorkerActive(h, worker.body.id, true),
    ];
    for (const res of refused) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(limitMessage(1));
      expect(res.body.code).toBe("user_limit_reached");
    }
    expect(await footprint()).toEqual(before);

    // Raised by one: the next one gets through at once (no cache), then the limit holds again.
    await setLimit(2);
    expect((await accept(applicant.cookie, requestId)).status).toBe(200);
    expect((await registerDoctorCall(h)).body.message).toBe(limitMessage(2));
    await setLimit(3);
    expect((await registerDoctorCall(h)).status).toBe(201);
    await setLimit(4);
    expect((await registerWorkerCall(h)).status).toBe(201);
    await setLimit(5);
    expect((await setDoctorActive(h, doctor.body.id, true)).status).toBe(200);
    await setLimit(6);
    expect((await setWorkerActive(h, worker.body.id, true)).status).toBe(200);
    expect(await countHospitalUsers(getDb(), h.hospitalId)).toBe(6);
    expect((await registerWorkerCall(h)).body.message).toBe(limitMessage(6));
  });

  it("a deactivated user frees a place; deactivating and editing are never refused", async () => {
    const h = await employingHospital();
    const doctor = await registerDoctorCall(h);
    await setLimit(2);
    expect((await registerDoctorCall(h)).status).toBe(409);
    // Editing a counted doctor adds no one.
    const edit = await call(updateDoctorRoute, `/api/doctors/${doctor.body.id}`, {
      method: "PATCH",
      body: { specialization: "Neurology" },
      cookie: h.cookie,
      params: { id: doctor.body.id },
    });
    expect(edit.status).toBe(200);
    expect((await setDoctorActive(h, doctor.body.id, false)).status).toBe(200);
    expect((await registerDoctorCall(h)).status).toBe(201);
  });

  it("the limit is per hospital: another hospital still registers", async () => {
    const full = await employingHospital();
    const other = await employingHospital();
    await registerDoctorCall(full);
    await setLimit(2);
    expect((await registerDoctorCall(full)).status).toBe(409);
    expect((await registerDoctorCall(other)).status).toBe(201);
  });

  it("a request the worker cannot accept stays pending, and the worker is not employed", async () => {
    const h = await employingHospital();
    const { worker, requestId } = await pendingRequest(h);
    await setLimit(1);
    const res = await accept(worker.cookie, requestId);
    expect(res.status).toBe(409);
    const [request] = await getDb().select().from(employmentRequests).where(eq(employmentRequests.id, requestId));
    expect(request.status).toBe("pending");
    const [row] = await getDb().select().from(healthWorkers).where(eq(healthWorkers.id, worker.row.id));
    expect([row.employmentStatus, row.hospitalId]).toEqual(["unemployed", null]);
  });
});

describe("concurrency", () => {
  // On PGlite transactions run one at a time, so this passes there whatever the locking; on
  // PostgreSQL (DATABASE_URL) the 20 transactions run at once, and without the hospital's row lock
  // several would count the same free place and all commit.
  it("20 registrations at once with one place left (doctors and workers mixed): exactly one succeeds", async () => {
    const h = await employingHospital();
    const actor = await resolveActor(h.cookie.split("=").slice(1).join("="), "127.0.0.1");
    expect(actor.kind).toBe("staff");
    const start = await countHospitalUsers(getDb(), h.hospitalId);
    await setLimit(start + 1);
    const departmentId = h.departments[0].id;
    const attempts = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? registerDoctor(actor, registerDoctorSchema.parse(doctorForm(departmentId)))
        : registerHealthWorker(actor, registerHealthWorkerSchema.parse(workerForm(departmentId))),
    );
    const results = await Promise.allSettled(attempts);
    const succeeded = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter(
      (r): r is PromiseRejectedResult => r.status === "rejected" && r.reason instanceof ServiceError && r.reason.status === 409,
    );
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect((r.reason as ServiceError).message).toBe(limitMessage(start + 1));
    expect(await countHospitalUsers(getDb(), h.hospitalId)).toBe(start + 1);
    const staff = await getDb().$count(users, and(eq(users.hospitalId, h.hospitalId), eq(users.role, "doctor")));
    const workers = await getDb().$count(healthWorkers, eq(healthWorkers.hospitalId, h.hospitalId));
    expect(staff + workers).toBe(1);
  }, 240_000);
});
