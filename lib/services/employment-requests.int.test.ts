import { and, eq, sql } from "drizzle-orm";

import { GET as listRoute, POST as createRoute } from "@/app/api/employment-requests/route";
import { PATCH as withdrawRoute } from "@/app/api/employment-requests/[id]/route";
import { GET as workerListRoute } from "@/app/api/health-worker/employment-requests/route";
import { PATCH as answerRoute } from "@/app/api/health-worker/employment-requests/[id]/route";
import { POST as endRoute } from "@/app/api/health-workers/[id]/end-employment/route";
import { POST as verifyRoute } from "@/app/api/health-workers/[id]/verify-license/route";
import { getDb } from "@/lib/db/client";
import { auditLogs, employmentRequests, healthWorkers, mailOutbox, notifications, tasks } from "@/lib/db/schema";
import { employingHospital, publicWorker, requestForm, type TestHospital, type TestWorker } from "@/test/employment";
import { call } from "@/test/http";
import { expireTrial, staffUser } from "@/test/staff";

import { resolveActor as actorOfCookie } from "@/lib/auth/actor";

import { isEmployedAt } from "./employment-end";
import { getRequestTarget } from "./employment-requests";

// Hospitals A, B and C send employment requests to publicly registered workers; the workers answer
// in their portal; A ends an employment and verifies a license. Other roles, other tenants and
// other workers try the same and are refused.

const create = (cookie: string | undefined, body: unknown) => call(createRoute, "/api/employment-requests", { body, cookie });
const list = (cookie: string | undefined) => call(listRoute, "/api/employment-requests", { cookie });
const withdraw = (cookie: string | undefined, id: string, body: unknown = { status: "withdrawn" }) =>
  call(withdrawRoute, `/api/employment-requests/${id}`, { method: "PATCH", body, cookie, params: { id } });
const workerList = (cookie: string | undefined) => call(workerListRoute, "/api/health-worker/employment-requests", { cookie });
const answer = (cookie: string | undefined, id: string, body: unknown) =>
  call(answerRoute, `/api/health-worker/employment-requests/${id}`, { method: "PATCH", body, cookie, params: { id } });
const end = (cookie: string | undefined, id: string, body: unknown = {}) =>
  call(endRoute, `/api/health-workers/${id}/end-employment`, { body, cookie, params: { id } });
const verify = (cookie: string | undefined, id: string) => call(verifyRoute, `/api/health-workers/${id}/verify-license`, { method: "POST", cookie, params: { id } });

const requestRow = async (id: string) => (await getDb().select().from(employmentRequests).where(eq(employmentRequests.id, id)))[0];
const workerRow = async (id: string) => (await getDb().select().from(healthWorkers).where(eq(healthWorkers.id, id)))[0];
const noticesOf = (where: { userId?: string; healthWorkerId?: string }) =>
  getDb()
    .select()
    .from(notifications)
    .where(where.userId ? eq(notifications.userId, where.userId) : eq(notifications.healthWorkerId, where.healthWorkerId!));

/** A pending request of the hospital to the worker, through the route. */
async function sent(hospital: TestHospital, worker: TestWorker, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await create(hospital.cookie, requestForm(worker.row, hospital, overrides));
  if (res.status !== 201) throw new Error(`request failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

let a: TestHospital;
let b: TestHospital;
let c: TestHospital;
beforeAll(async () => {
  delete process.env.SMTP_URL;
  jest.spyOn(console, "info").mockImplementation(() => {});
  [a, b, c] = [await employingHospital(), await employingHospital(), await employingHospital()];
});

describe("POST /api/employment-requests", () => {
  it("creates a pending request for 14 days, tells the worker in the portal and by mail, and audits it", async () => {
    const worker = await publicWorker();
    const res = await create(a.cookie, requestForm(worker.row, a, { status: "accepted", hospitalId: b.hospitalId }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), status: "pending" });

    const row = await requestRow(res.body.id);
    expect(row).toMatchObject({
      hospitalId: a.hospitalId,
      healthWorkerId: worker.row.id,
      departmentId: a.departments[0].id,
      departmentName: a.departments[0].name,
      employmentType: "full-time",
      position: "Staff Nurse",
      proposedSalary: "UGX 1,500,000 - 2,000,000",
      status: "pending",
    });
    const days = (row.expiresAt!.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(14, 3);

    const [notice] = await noticesOf({ healthWorkerId: worker.row.id });
    expect(notice).toMatchObject({ title: "New Employment Request", relatedId: res.body.id });
    expect(notice.message).toContain("Staff Nurse");
    // The mail goes to the worker's own address, never to the one the client sent.
    const mails = await getDb().select().from(mailOutbox).where(eq(mailOutbox.toAddress, worker.row.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].bodyText).toContain(worker.row.workerNumber);
    expect(mails[0].bodyText).toContain("/health-worker-login");
    expect(await getDb().$count(mailOutbox, eq(mailOutbox.toAddress, "ignored@workers.example"))).toBe(0);
    const [entry] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.action, "employment_request.create"), eq(auditLogs.entityId, res.body.id)));
    expect(entry).toMatchObject({ hospitalId: a.hospitalId, actorType: "staff" });
  });

  it("answers 401 signed out and 403 to other roles and to workers", async () => {
    const worker = await publicWorker();
    const body = requestForm(worker.row, a);
    expect((await create(undefined, body)).status).toBe(401);
    const doctor = await staffUser("doctor", a.hospitalId);
    const system = await staffUser("system_admin", null);
    const user = await staffUser("user", a.hospitalId);
    for (const cookie of [doctor.cookie, system.cookie, user.cookie, worker.cookie]) expect((await create(cookie, body)).status).toBe(403);
    expect(await getDb().$count(employmentRequests, eq(employmentRequests.healthWorkerId, worker.row.id))).toBe(0);
  });

  it("answers each missing field's message", async () => {
    const res = await create(a.cookie, {});
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      healthWorkerId: "Health worker is required",
      position: "Position is required",
      department: "Department is required",
      employmentType: "Employment type is required",
      message: "Message is required",
    });
    const worker = await publicWorker();
    const blank = await create(a.cookie, requestForm(worker.row, a, { position: "  ", message: "" }));
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("Position is required");
    // The request form's types: internship yes, the hospital form's volunteer no.
    expect((await create(a.cookie, requestForm(worker.row, a, { employmentType: "Volunteer" }))).body.fieldErrors).toEqual({ employmentType: "Employment type is required" });
    expect((await create(a.cookie, requestForm(worker.row, a, { employmentType: "Internship" }))).status).toBe(201);
  });

  it("answers 404 for an unknown, private or inactive worker", async () => {
    const hidden = await publicWorker({ isPublicProfile: false });
    const inactive = await publicWorker({ isActive: false }, { signIn: false });
    for (const healthWorkerId of ["HW-2026-9999", hidden.row.healthWorkerId, hidden.row.id, inactive.row.healthWorkerId]) {
      const res = await create(a.cookie, requestForm({ healthWorkerId }, a));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Health worker not found");
    }
    expect(await getDb().$count(employmentRequests, eq(employmentRequests.healthWorkerId, hidden.row.id))).toBe(0);
  });

  it("takes the worker's record id or HW- number in any case, and the department by id or name", async () => {
    const worker = await publicWorker();
    const byName = await create(a.cookie, requestForm({ healthWorkerId: worker.row.healthWorkerId.toLowerCase() }, a, { department: a.departments[1].name.toUpperCase() }));
    expect(byName.status).toBe(201);
    expect(await requestRow(byName.body.id)).toMatchObject({ departmentId: a.departments[1].id, departmentName: a.departments[1].name });

    const other = await publicWorker();
    // Free text (the specification's field, from an API client) is kept as the name, without a department.
    const free = await create(b.cookie, requestForm({ healthWorkerId: other.row.id }, b, { department: "Community outreach" }));
    expect(free.status).toBe(201);
    expect(await requestRow(free.body.id)).toMatchObject({ departmentId: null, departmentName: "Community outreach" });
    // Another hospital's department id is refused.
    const foreign = await create(c.cookie, requestForm(other.row, c, { department: a.departments[0].id }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.fieldErrors).toEqual({ department: "Please select one of your hospital's departments" });
  });

  it("answers 409 while the hospital has a pending request to the worker, also to two racing requests", async () => {
    const worker = await publicWorker();
    const results = await Promise.all([create(a.cookie, requestForm(worker.row, a)), create(a.cookie, requestForm(worker.row, a))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe("Your hospital already has a pending employment request to this health worker.");
    const again = await create(a.cookie, requestForm(worker.row, a));
    expect(again.status).toBe(409);
    // Another hospital may ask the same worker.
    expect((await create(b.cookie, requestForm(worker.row, b))).status).toBe(201);
    expect(await getDb().$count(employmentRequests, eq(employmentRequests.healthWorkerId, worker.row.id))).toBe(2);
  });

  it("answers 402 once the hospital's trial has ended", async () => {
    const h = await employingHospital();
    const worker = await publicWorker();
    await expireTrial(h.hospitalId);
    const res = await create(h.cookie, requestForm(worker.row, h));
    expect(res.status).toBe(402);
    expect(await getDb().$count(employmentRequests, eq(employmentRequests.hospitalId, h.hospitalId))).toBe(0);
  });
});

describe("the request page's worker summary", () => {
  it("gives a hospital administrator the public worker with contact details and the pending request; nothing for a private one", async () => {
    const worker = await publicWorker();
    const hidden = await publicWorker({ isPublicProfile: false });
    const admin = await actorOfCookie(a.cookie.split("=").slice(1).join("="), null);
    const before = await getRequestTarget(admin, worker.row.healthWorkerId);
    expect(before).toMatchObject({ id: worker.row.id, email: worker.row.email, phone: worker.row.phone, employedHere: false, pending: null, licenseVerified: false });
    expect(JSON.stringify(before)).not.toMatch(/passwordHash|dateOfBirth|workerNumber/);
    const id = await sent(a, worker);
    expect((await getRequestTarget(admin, worker.row.id))?.pending?.id).toBe(id);
    expect(await getRequestTarget(admin, hidden.row.healthWorkerId)).toBeNull();
    const doctor = await staffUser("doctor", a.hospitalId);
    await expect(getRequestTarget(await actorOfCookie(doctor.cookie.split("=").slice(1).join("="), null), worker.row.id)).rejects.toMatchObject({ status: 403 });
  });
});

describe("GET and PATCH /api/employment-requests", () => {
  it("lists the hospital's own requests with the worker's name and numbers, never another hospital's", async () => {
    const worker = await publicWorker();
    const id = await sent(a, worker);
    const res = await list(a.cookie);
    expect(res.status).toBe(200);
    const item = res.body.find((r: { id: string }) => r.id === id);
    expect(item).toMatchObject({
      status: "pending",
      position: "Staff Nurse",
      departmentName: a.departments[0].name,
      employmentType: "full-time",
      healthWorkerId: worker.row.healthWorkerId,
      workerNumber: worker.row.workerNumber,
      workerFirstName: worker.row.firstName,
      workerLastName: worker.row.lastName,
      responseMessage: null,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|dateOfBirth|\$2[aby]\$/);
    const ofB = await list(b.cookie);
    expect(ofB.body.some((r: { id: string }) => r.id === id)).toBe(false);
    const doctor = await staffUser("doctor", a.hospitalId);
    expect((await list(doctor.cookie)).status).toBe(403);
    expect((await list(worker.cookie)).status).toBe(403);
    expect((await list(undefined)).status).toBe(401);
  });

  it("withdraws a pending request of the hospital only, once, and tells the worker", async () => {
    const worker = await publicWorker();
    const id = await sent(a, worker);
    expect((await withdraw(b.cookie, id)).status).toBe(404);
    expect((await withdraw(a.cookie, id, { status: "accepted" })).status).toBe(400);
    expect((await requestRow(id)).status).toBe("pending");

    const res = await withdraw(a.cookie, id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: "withdrawn" });
    const again = await withdraw(a.cookie, id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Only a pending request can be withdrawn; this one is withdrawn.");
    expect((await noticesOf({ healthWorkerId: worker.row.id })).map((n) => n.title)).toContain("Employment Request Withdrawn");
    // The slot is free again.
    expect((await create(a.cookie, requestForm(worker.row, a))).status).toBe(201);
  });
});

describe("the worker's side", () => {
  it("lists only the worker's own requests, pending first, with the hospital's name", async () => {
    const worker = await publicWorker();
    const other = await publicWorker();
    const first = await sent(a, worker);
    const second = await sent(b, worker);
    await withdraw(a.cookie, first);
    const ofOther = await sent(c, other);
    const res = await workerList(worker.cookie);
    expect(res.status).toBe(200);
    expect(res.body.map((r: { id: string }) => r.id)).toEqual([second, first]);
    expect(res.body[0]).toMatchObject({ status: "pending", hospitalId: b.hospitalId, hospitalName: expect.stringContaining("Test Hospital"), position: "Staff Nurse" });
    expect(res.body.some((r: { id: string }) => r.id === ofOther)).toBe(false);
    expect((await workerList(a.cookie)).status).toBe(403);
    expect((await workerList(undefined)).status).toBe(401);
  });

  it("declines with a message (the hospital's administrators are told); a second answer is 409", async () => {
    const worker = await publicWorker();
    const id = await sent(a, worker);
    const stranger = await publicWorker();
    expect((await answer(stranger.cookie, id, { status: "rejected" })).status).toBe(404);
    expect((await answer(a.cookie, id, { status: "rejected" })).status).toBe(403);
    expect((await answer(worker.cookie, id, { status: "pending" })).status).toBe(400);

    const res = await answer(worker.cookie, id, { status: "Declined", responseMessage: "I have moved to Gulu." });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: "rejected", responseMessage: "I have moved to Gulu." });
    expect((await requestRow(id)).respondedAt).toBeInstanceOf(Date);
    expect((await workerRow(worker.row.id)).employmentStatus).toBe("unemployed");
    const notice = (await noticesOf({ userId: a.adminUserId })).find((n) => n.relatedId === id);
    expect(notice).toMatchObject({ title: "Employment Request Declined" });
    expect(notice!.message).toContain(worker.row.workerNumber);
    expect(notice!.message).toContain("I have moved to Gulu.");

    const again = await answer(worker.cookie, id, { status: "accepted" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This employment request has already been declined.");
    expect((await list(a.cookie)).body.find((r: { id: string }) => r.id === id)).toMatchObject({ status: "rejected", responseMessage: "I have moved to Gulu." });
  });

  it("accepting employs the worker at that hospital and department and withdraws the other pending requests, telling those hospitals", async () => {
    const worker = await publicWorker();
    const fromA = await sent(a, worker, { department: a.departments[1].id, employmentType: "Contract" });
    const fromB = await sent(b, worker);
    const fromC = await sent(c, worker);
    await answer(worker.cookie, fromC, { status: "rejected" });

    const res = await answer(worker.cookie, fromA, { status: "accepted", responseMessage: "Happy to join." });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "accepted", hospitalId: a.hospitalId });
    expect(await workerRow(worker.row.id)).toMatchObject({
      employmentStatus: "employed",
      hospitalId: a.hospitalId,
      departmentId: a.departments[1].id,
      employmentType: "contract",
    });
    expect(await requestRow(fromB)).toMatchObject({ status: "withdrawn" });
    expect(await requestRow(fromC)).toMatchObject({ status: "rejected" });
    expect((await noticesOf({ userId: b.adminUserId })).find((n) => n.relatedId === fromB)).toMatchObject({ title: "Employment Request Withdrawn" });
    expect((await noticesOf({ userId: a.adminUserId })).find((n) => n.relatedId === fromA)).toMatchObject({ title: "Employment Request Accepted" });
    expect(await isEmployedAt(getDb(), worker.row.id, a.hospitalId)).toBe(true);

    // The withdrawn one cannot be answered; a new request while employed elsewhere: 409 naming the employer.
    expect((await answer(worker.cookie, fromB, { status: "accepted" })).status).toBe(409);
    const later = await sent(b, worker);
    const refused = await answer(worker.cookie, later, { status: "accepted" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`You are already employed at ${a.name}`);
    expect((await requestRow(later)).status).toBe("pending");
    // Declining stays possible while employed.
    expect((await answer(worker.cookie, later, { status: "rejected" })).status).toBe(200);
    // A appears on its Health Workers list.
    expect((await list(a.cookie)).body.find((r: { id: string }) => r.id === fromA)).toMatchObject({ status: "accepted", responseMessage: "Happy to join." });
  });

  it("concurrent accepts of two hospitals' requests give exactly one employer", async () => {
    for (let round = 0; round < 3; round++) {
      const worker = await publicWorker();
      const [fromA, fromB] = [await sent(a, worker), await sent(b, worker)];
      const results = await Promise.all([answer(worker.cookie, fromA, { status: "accepted" }), answer(worker.cookie, fromB, { status: "accepted" })]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = results[0].status === 200 ? a : b;
      expect(await workerRow(worker.row.id)).toMatchObject({ employmentStatus: "employed", hospitalId: winner.hospitalId });
      const rows = await getDb().select({ status: employmentRequests.status }).from(employmentRequests).where(eq(employmentRequests.healthWorkerId, worker.row.id));
      expect(rows.map((r) => r.status).sort()).toEqual(["accepted", "withdrawn"]);
    }
  });

  it("a request unanswered for 14 days becomes expired on the next read and cannot be answered", async () => {
    const worker = await publicWorker();
    const id = await sent(a, worker);
    await getDb().update(employmentRequests).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(employmentRequests.id, id));
    const res = await answer(worker.cookie, id, { status: "accepted" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This employment request has expired and can no longer be answered.");
    expect((await requestRow(id)).status).toBe("expired");
    expect((await workerRow(worker.row.id)).employmentStatus).toBe("unemployed");
    expect((await workerList(worker.cookie)).body[0]).toMatchObject({ id, status: "expired" });
    expect((await withdraw(a.cookie, id)).status).toBe(409);
    // The expired request no longer holds the hospital's one pending slot.
    const id2 = await sent(a, worker);
    await getDb().update(employmentRequests).set({ expiresAt: sql`now() - interval '1 day'` }).where(eq(employmentRequests.id, id2));
    expect((await list(a.cookie)).body.find((r: { id: string }) => r.id === id2)).toMatchObject({ status: "expired" });
    expect((await create(a.cookie, requestForm(worker.row, a))).status).toBe(201);
  });
});

describe("POST /api/health-workers/{id}/end-employment", () => {
  it("only the employer's administrator ends it: the worker is unemployed, the request ended, open tasks unassigned, access gone", async () => {
    const worker = await publicWorker();
    const id = await sent(a, worker);
    await answer(worker.cookie, id, { status: "accepted" });
    const [task] = await getDb()
      .insert(tasks)
      .values({ hospitalId: a.hospitalId, departmentId: a.departments[0].id, title: "Dress wound, bed 4", taskType: "nursing", assignedToHealthWorkerId: worker.row.id })
      .returning();
    const before = await actorOfCookie(worker.cookie.split("=").slice(1).join("="), null);
    expect(before).toMatchObject({ kind: "health_worker", hospitalId: a.hospitalId });

    const doctor = await staffUser("doctor", a.hospitalId);
    expect((await end(doctor.cookie, worker.row.id)).status).toBe(403);
    expect((await end(b.cookie, worker.row.id)).status).toBe(404);
    expect((await end(undefined, worker.row.id)).status).toBe(401);
    expect((await workerRow(worker.row.id)).employmentStatus).toBe("employed");

    const res = await end(a.cookie, worker.row.healthWorkerId, { reason: "Contract period finished" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: worker.row.id, healthWorkerId: worker.row.healthWorkerId, workerNumber: worker.row.workerNumber, employmentStatus: "unemployed" });
    expect(await workerRow(worker.row.id)).toMatchObject({ employmentStatus: "unemployed", hospitalId: null, departmentId: null, shift: null, isActive: true });
    const request = await requestRow(id);
    expect(request).toMatchObject({ status: "accepted", endReason: "Contract period finished" });
    expect(request.endedAt).toBeInstanceOf(Date);
    expect((await getDb().select().from(tasks).where(eq(tasks.id, task.id)))[0].assignedToHealthWorkerId).toBeNull();
    expect((await noticesOf({ healthWorkerId: worker.row.id })).map((n) => n.title)).toContain("Employment Ended");

    // The same session still signs in, but "employed at A" no longer holds on the next request.
    const after = await actorOfCookie(worker.cookie.split("=").slice(1).join("="), null);
    expect(after).toMatchObject({ kind: "health_worker", healthWorkerId: worker.row.id, hospitalId: null });
    expect(await isEmployedAt(getDb(), worker.row.id, a.hospitalId)).toBe(false);
    expect((await workerList(worker.cookie)).status).toBe(200);
    // A second end is 404 (no longer A's worker), and the worker may take a job elsewhere.
    expect((await end(a.cookie, worker.row.id)).status).toBe(404);
    const fromB = await sent(b, worker);
    expect((await answer(worker.cookie, fromB, { status: "accepted" })).status).toBe(200);
    expect(await isEmployedAt(getDb(), worker.row.id, b.hospitalId)).toBe(true);
  });
});

describe("POST /api/health-workers/{id}/verify-license", () => {
  it("the employer's administrator and system_admin verify; other hospitals get 404, other roles 403", async () => {
    const worker = await publicWorker();
    await answer(worker.cookie, await sent(a, worker), { status: "accepted" });
    const doctor = await staffUser("doctor", a.hospitalId);
    expect((await verify(doctor.cookie, worker.row.id)).status).toBe(403);
    expect((await verify(b.cookie, worker.row.id)).status).toBe(404);
    expect((await verify(worker.cookie, worker.row.id)).status).toBe(403);

    const res = await verify(a.cookie, worker.row.healthWorkerId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: worker.row.id, licenseNumber: worker.row.licenseNumber, licenseVerified: true });
    const row = await workerRow(worker.row.id);
    expect(row.licenseVerifiedAt).toBeInstanceOf(Date);
    expect(row.licenseVerifiedBy).toBe(a.adminUserId);
    // Again: 200, the first verification kept.
    const again = await verify(a.cookie, worker.row.id);
    expect(again.status).toBe(200);
    expect(new Date(again.body.licenseVerifiedAt).getTime()).toBe(row.licenseVerifiedAt!.getTime());

    // system_admin verifies any worker, employed or not.
    const unemployed = await publicWorker();
    const system = await staffUser("system_admin", null);
    expect((await verify(system.cookie, unemployed.row.id)).status).toBe(200);
    expect((await workerRow(unemployed.row.id)).licenseVerifiedAt).toBeInstanceOf(Date);
    // A hospital cannot verify a worker it does not employ.
    const stranger = await publicWorker();
    expect((await verify(a.cookie, stranger.row.id)).status).toBe(404);
  });

  it("answers 409 for a worker without a license number", async () => {
    const worker = await publicWorker({ licenseNumber: null });
    await answer(worker.cookie, await sent(a, worker), { status: "accepted" });
    const res = await verify(a.cookie, worker.row.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This health worker has no license number to verify.");
    expect((await workerRow(worker.row.id)).licenseVerifiedAt).toBeNull();
  });

});
