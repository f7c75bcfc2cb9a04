import { asc, eq } from "drizzle-orm";

import { POST as login } from "@/app/api/health-worker/login/route";
import { PATCH as patchRoute } from "@/app/api/health-workers/[id]/route";
import { POST as registerWorkerRoute } from "@/app/api/health-workers/route";
import { GET as notificationsRoute } from "@/app/api/notifications/route";
import { getDb } from "@/lib/db/client";
import { auditLogs, departments, healthWorkers } from "@/lib/db/schema";
import { call } from "@/test/http";
import { expireTrial, hospitalWithAdmin, staffUser } from "@/test/staff";

// Hospital A's administrator edits, deactivates and reactivates a worker A registered; hospital
// B's administrator, other roles and the signed out may not.

type Hospital = Awaited<ReturnType<typeof hospitalWithAdmin>> & { departmentIds: string[] };
type Worker = { id: string; healthWorkerId: string; workerNumber: string; password: string };

let a: Hospital;
let b: Hospital;
let n = 0;

async function hospital(): Promise<Hospital> {
  const h = await hospitalWithAdmin();
  const rows = await getDb().select({ id: departments.id }).from(departments).where(eq(departments.hospitalId, h.hospitalId)).orderBy(asc(departments.id));
  return { ...h, departmentIds: rows.map((r) => r.id) };
}

async function registeredWorker(h: Hospital): Promise<Worker> {
  n += 1;
  const form = {
    firstName: "Joseph",
    lastName: `Okot${n}`,
    email: `joseph${n}@worker-update.example`,
    phone: "+256 701 555 020",
    role: "nurse",
    departmentId: h.departmentIds[0],
    specialization: "Midwifery",
    qualifications: "Diploma in Nursing",
    licenseNumber: "UNMC/1001",
    employmentType: "full-time",
    shift: "night",
    emergencyContact: "+256 782 000 222",
    emergencyRelationship: "Brother",
  };
  const res = await call(registerWorkerRoute, "/api/health-workers", { body: form, cookie: h.cookie });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
  // As if the worker had already replaced the temporary password (that rule: temporary-passwords.int.test.ts).
  await getDb().update(healthWorkers).set({ temporaryPasswordExpiresAt: null }).where(eq(healthWorkers.id, res.body.id));
  return { id: res.body.id, healthWorkerId: res.body.healthWorkerId, workerNumber: res.body.workerNumber, password: res.body.temporaryPassword };
}

const patch = (id: string, body: unknown, cookie?: string) =>
  call(patchRoute, `/api/health-workers/${id}`, { method: "PATCH", body, cookie, params: { id } });
const signIn = (w: Worker) => call(login, "/api/health-worker/login", { body: { workerNumber: w.workerNumber, password: w.password }, ip: "10.21.0.1" });
const notifications = (cookie: string) => call(notificationsRoute, "/api/notifications", { cookie });
const workerRow = async (id: string) => (await getDb().select().from(healthWorkers).where(eq(healthWorkers.id, id)))[0];
const auditsOf = (action: string, id: string) =>
  getDb().select().from(auditLogs).where(eq(auditLogs.entityId, id)).then((rows) => rows.filter((r) => r.action === action));

beforeAll(async () => {
  [a, b] = [await hospital(), await hospital()];
});

describe("PATCH /api/health-workers/{id}", () => {
  it("edits the worker (by record id or HW- number) and audits the changed field names only", async () => {
    const worker = await registeredWorker(a);
    const res = await patch(worker.id, { lastName: "Okello", phone: "+256 703 444 555", role: "Lab Technician", departmentId: a.departmentIds[1], specialization: "" }, a.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: worker.id, lastName: "Okello", phone: "+256 703 444 555", role: "lab-technician", departmentId: a.departmentIds[1], specialization: null, isActive: true });
    const byNumber = await patch(worker.healthWorkerId, { firstName: "Josephine" }, a.cookie);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.firstName).toBe("Josephine");
    const [entry] = await auditsOf("health_worker.update", worker.id);
    expect((entry.details as { fields: string[] }).fields.sort()).toEqual(["departmentId", "lastName", "phone", "role", "specialization"]);
    expect(JSON.stringify(entry.details)).not.toMatch(/Okello|444 555/);
  });

  it("deactivates: the worker's next request with the old session is refused and sign-in too; reactivating lets a new sign-in in", async () => {
    const worker = await registeredWorker(a);
    const session = (await signIn(worker)).cookie!;
    expect((await notifications(session)).status).toBe(200);

    const res = await patch(worker.id, { isActive: false }, a.cookie);
    expect(res.status).toBe(200);
    expect(res.body.isActive).toBe(false);
    expect((await notifications(session)).status).toBe(401);
    expect((await signIn(worker)).status).toBe(401);
    expect(await auditsOf("health_worker.deactivate", worker.id)).toHaveLength(1);

    expect((await patch(worker.id, { isActive: true }, a.cookie)).status).toBe(200);
    // The session ended by the deactivation stays ended.
    expect((await notifications(session)).status).toBe(401);
    const fresh = await signIn(worker);
    expect(fresh.status).toBe(200);
    expect((await notifications(fresh.cookie!)).status).toBe(200);
    expect(await auditsOf("health_worker.reactivate", worker.id)).toHaveLength(1);
  });

  it("refuses another hospital's administrator (404), other roles (403) and the signed out (401)", async () => {
    const worker = await registeredWorker(a);
    const doctor = await staffUser("doctor", a.hospitalId);
    expect((await patch(worker.id, { isActive: false }, b.cookie)).status).toBe(404);
    expect((await patch(worker.healthWorkerId, { isActive: false }, b.cookie)).status).toBe(404);
    expect((await patch(worker.id, { isActive: false }, doctor.cookie)).status).toBe(403);
    expect((await patch(worker.id, { isActive: false })).status).toBe(401);
    expect((await workerRow(worker.id)).isActive).toBe(true);
  });

  it("answers 400 with the form's message, and never moves the worker to another hospital or changes the email", async () => {
    const worker = await registeredWorker(a);
    for (const [body, field, message] of [
      [{ lastName: "O" }, "lastName", "Last name must be at least 2 characters"],
      [{ role: "Wizard" }, "role", "Role is required"],
      [{ departmentId: b.departmentIds[0] }, "departmentId", "Please select a valid department"],
      [{ isActive: 1 }, "isActive", "Status must be active or inactive"],
    ] as const) {
      const res = await patch(worker.id, body, a.cookie);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.fieldErrors[field]).toBe(message);
    }
    expect((await patch(worker.id, {}, a.cookie)).body.message).toBe("Nothing to update");
    const before = await workerRow(worker.id);
    expect((await patch(worker.id, { phone: "+256 700 987 654", hospitalId: b.hospitalId, email: "x@evil.example", workerNumber: "WN-999999" }, a.cookie)).status).toBe(200);
    expect(await workerRow(worker.id)).toMatchObject({ hospitalId: a.hospitalId, email: before.email, workerNumber: before.workerNumber, phone: "+256 700 987 654" });
  });

  it("answers 402 once the hospital's trial has ended", async () => {
    const c = await hospital();
    const worker = await registeredWorker(c);
    await expireTrial(c.hospitalId);
    expect((await patch(worker.id, { isActive: false }, c.cookie)).status).toBe(402);
    expect((await workerRow(worker.id)).isActive).toBe(true);
  });
});
