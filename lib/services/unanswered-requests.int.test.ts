import { and, eq, inArray } from "drizzle-orm";

import { POST as reassignRoute } from "@/app/api/appointments/[id]/reassign/route";
import { PATCH as patchAppointment } from "@/app/api/appointments/[id]/route";
import { GET as unansweredRoute } from "@/app/api/appointments/unanswered/route";
import { getDb } from "@/lib/db/client";
import { registerJobs } from "@/lib/jobs";
import { runJob } from "@/lib/jobs/scheduler";
import { appointments, auditLogs, notifications, users } from "@/lib/db/schema";
import { addAppointment, addDoctorUser, addPatient, appointmentRow, clinic, mailsTo, notificationsAbout, type Clinic, type DoctorUser } from "@/test/doctor";
import { call } from "@/test/http";
import { staffUser } from "@/test/staff";

import { REASSIGN_INVALID_DOCTOR, REASSIGN_PENDING_ONLY, REASSIGN_SAME_DOCTOR, REASSIGN_STARTED } from "./appointment-reassign";
import { flagUnansweredRequests } from "./unanswered-requests";

// Unanswered requests (issue 18): Hospital A's doctors leave requests unanswered; the job flags
// each overdue one once to A's two administrators (never to B's), the administrators list them and
// reassign one to another doctor of the department who is free then. Hospital B's administrator
// sees and moves nothing of A.

const HOUR = 3_600_000;
let a: Clinic;
let b: Clinic;
let sarah: DoctorUser;
let peter: DoctorUser;
let nurseDoctor: DoctorUser;
let adminIds: string[];
let system: Awaited<ReturnType<typeof staffUser>>;
let hour = 200;

/** A distinct future start (whole minutes), hours ahead, so that no two requests overlap. */
const later = () => new Date(Math.floor(Date.now() / 60_000) * 60_000 + (hour += 2) * HOUR);

/** A request of A's patient for `doctor`, booked `bookedHoursAgo` ago. */
async function request(o: { doctor?: DoctorUser; at?: Date; bookedHoursAgo?: number; status?: string; patientId?: string } = {}) {
  const patientId = o.patientId ?? (await addPatient(a.hospitalId, { email: null })).id;
  const id = await addAppointment(a, { doctor: o.doctor ?? sarah, patientId, at: o.at ?? later(), status: o.status, createdBy: null });
  await getDb().update(appointments).set({ createdAt: new Date(Date.now() - (o.bookedHoursAgo ?? 0) * HOUR) }).where(eq(appointments.id, id));
  return id;
}

const adminNotices = (id: string) =>
  getDb().select().from(notifications).where(and(eq(notifications.relatedId, id), eq(notifications.type, "appointment_unanswered")));
const flagAudits = (id: string) => getDb().select().from(auditLogs).where(and(eq(auditLogs.action, "appointment.unanswered_flag"), eq(auditLogs.entityId, id)));
const list = (cookie: string | undefined, query = "") => call(unansweredRoute, `/api/appointments/unanswered${query}`, { cookie });
const reassign = (cookie: string | undefined, id: string, body: unknown) =>
  call(reassignRoute, `/api/appointments/${id}/reassign`, { method: "POST", body, cookie, params: { id } });

beforeAll(async () => {
  delete process.env.SMTP_URL;
  jest.spyOn(console, "info").mockImplementation(() => {});
  [a, b] = [await clinic({ patientCount: 0 }), await clinic({ patientCount: 0 })];
  [sarah, peter] = a.doctors;
  nurseDoctor = await addDoctorUser(a.hospitalId, a.pharmacy!, { firstName: "Joan", lastName: "Pharma" });
  const second = await staffUser("hospital_admin", a.hospitalId);
  const [row] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, second.email));
  adminIds = [a.adminUserId, row.id].sort();
  system = await staffUser("system_admin", null);
});

describe("flagUnansweredRequests (the job)", () => {
  it("flags a request unanswered 24 hours after booking, or 2 hours before its start, once, to each of the hospital's administrators", async () => {
    const old = await request({ bookedHoursAgo: 25 });
    const soon = await request({ bookedHoursAgo: 1, at: new Date(Date.now() + 90 * 60_000) });
    const young = await request({ bookedHoursAgo: 23 });
    const answered = await request({ bookedHoursAgo: 30, status: "accepted" });
    const started = await request({ bookedHoursAgo: 30, at: new Date(Date.now() - HOUR) });
    const reassigned = await request({ bookedHoursAgo: 30 });
    await getDb().update(appointments).set({ reassignedAt: new Date(Date.now() - HOUR) }).where(eq(appointments.id, reassigned));

    const now = new Date();
    expect(await flagUnansweredRequests(now)).toBeGreaterThanOrEqual(2);
    for (const id of [old, soon]) {
      expect((await appointmentRow(id)).unansweredFlaggedAt).toEqual(now);
      const notices = await adminNotices(id);
      expect(notices.map((n) => n.userId).sort()).toEqual(adminIds);
      expect(notices[0]).toMatchObject({ title: "Unanswered Appointment Request", patientId: null });
      expect(notices[0].message).toMatch(/^Dr\. Sarah Namubiru has not answered the appointment request of /);
      expect(await flagAudits(id)).toMatchObject([{ actorType: "system", hospitalId: a.hospitalId }]);
    }
    for (const id of [young, answered, started, reassigned]) {
      expect((await appointmentRow(id)).unansweredFlaggedAt).toBeNull();
      expect(await adminNotices(id)).toEqual([]);
    }
    // A second run flags nothing again.
    await flagUnansweredRequests(new Date());
    for (const id of [old, soon]) expect(await adminNotices(id)).toHaveLength(2);
  });

  it("flags each request once across two runs at the same moment (two server instances)", async () => {
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await request({ bookedHoursAgo: 26 + i }));
    const now = new Date();
    const [x, y] = await Promise.all([flagUnansweredRequests(now), flagUnansweredRequests(now)]);
    expect(x + y).toBeGreaterThanOrEqual(ids.length);
    for (const id of ids) {
      expect(await adminNotices(id)).toHaveLength(adminIds.length);
      expect(await flagAudits(id)).toHaveLength(1);
    }
  });
  it("restarts the clock when staff reschedule a flagged request (the doctor answers the new time)", async () => {
    const id = await request({ bookedHoursAgo: 30 });
    await flagUnansweredRequests(new Date());
    expect((await appointmentRow(id)).unansweredFlaggedAt).not.toBeNull();
    const res = await call(patchAppointment, `/api/appointments/${id}`, {
      method: "PATCH",
      body: { appointmentDate: later().toISOString(), duration: 30 },
      cookie: a.adminCookie,
      params: { id },
    });
    expect(res.status).toBe(200);
    const row = await appointmentRow(id);
    expect(row.unansweredFlaggedAt).toBeNull();
    expect(row.reassignedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Not overdue again until 24 hours after the reschedule.
    await flagUnansweredRequests(new Date());
    expect((await appointmentRow(id)).unansweredFlaggedAt).toBeNull();
  });
  it("runs as the scheduler's 'unanswered-requests' job (registered by lib/jobs, every 5 minutes)", async () => {
    const id = await request({ bookedHoursAgo: 25 });
    registerJobs();
    await runJob("unanswered-requests");
    expect((await appointmentRow(id)).unansweredFlaggedAt).not.toBeNull();
    expect(await adminNotices(id)).toHaveLength(adminIds.length);
  });
});

describe("GET /api/appointments/unanswered", () => {
  it("lists the hospital's overdue requests with the doctors free to take each, to its administrators only", async () => {
    const start = later();
    const overdue = await request({ bookedHoursAgo: 30, at: start });
    const fresh = await request({ bookedHoursAgo: 2 });
    await flagUnansweredRequests(new Date());
    // A request overdue since the last run: listed before the job flags it.
    const notYetFlagged = await request({ bookedHoursAgo: 40 });

    const res = await list(a.adminCookie, "?limit=200");
    expect(res.status).toBe(200);
    const ids = res.body.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([overdue, notYetFlagged]));
    expect(ids).not.toContain(fresh);
    const item = res.body.find((r: { id: string }) => r.id === overdue);
    expect(item).toMatchObject({ id: overdue, status: "scheduled", doctorId: sarah.id, hospitalId: a.hospitalId, flaggedAt: expect.any(String) });
    // Peter (same department, free then) may take it; Joan works in the Pharmacy; Sarah has it.
    expect(item.candidates).toEqual([{ doctorId: peter.id, doctorName: "Dr. Peter Okello" }]);
    expect(res.body.find((r: { id: string }) => r.id === notYetFlagged).flaggedAt).toBeNull();

    // Peter gets an appointment at that very time: he is no longer a candidate.
    await request({ doctor: peter, at: start, status: "accepted" });
    const again = await list(a.adminCookie, "?limit=200");
    expect(again.body.find((r: { id: string }) => r.id === overdue).candidates).toEqual([]);
  });

  it("shows another hospital's administrator none of A's requests (even naming A), 403 to a doctor, 401 signed out", async () => {
    const id = await request({ bookedHoursAgo: 30 });
    for (const query of ["", `?hospitalId=${a.hospitalId}`]) {
      const res = await list(b.adminCookie, query);
      expect(res.status).toBe(200);
      expect(res.body.map((r: { id: string }) => r.id)).not.toContain(id);
    }
    expect((await list(sarah.cookie)).status).toBe(403);
    expect((await list(undefined)).status).toBe(401);
  });

  it("lets the system administrator read one named hospital's list", async () => {
    const id = await request({ bookedHoursAgo: 30 });
    expect((await list(system.cookie)).status).toBe(400);
    const res = await list(system.cookie, `?hospitalId=${a.hospitalId}&limit=200`);
    expect(res.status).toBe(200);
    expect(res.body.map((r: { id: string }) => r.id)).toContain(id);
  });
});

describe("POST /api/appointments/{id}/reassign", () => {
  it("moves the request to a free doctor of the department: still scheduled, flag cleared, everyone told, audited", async () => {
    const patient = await addPatient(a.hospitalId, { firstName: "Esther", lastName: "Nambi" });
    const id = await request({ bookedHoursAgo: 30, patientId: patient.id });
    await flagUnansweredRequests(new Date());
    expect((await appointmentRow(id)).unansweredFlaggedAt).not.toBeNull();

    const res = await reassign(a.adminCookie, id, { doctorId: peter.id, status: "accepted", hospitalId: b.hospitalId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, doctorId: peter.id, doctorName: "Dr. Peter Okello", status: "scheduled", hospitalId: a.hospitalId, departmentId: a.general });
    const row = await appointmentRow(id);
    expect(row.unansweredFlaggedAt).toBeNull();
    expect(row.reassignedAt).toBeInstanceOf(Date);

    const notices = (await notificationsAbout(id)).filter((n) => n.type === "appointment");
    expect(notices.map((n) => [n.userId ?? n.patientId, n.title]).sort()).toEqual(
      [
        [peter.userId, "New Appointment Request"],
        [sarah.userId, "Appointment Request Reassigned"],
        [patient.id, "Appointment Request Reassigned"],
      ].sort(),
    );
    const mails = await mailsTo(patient.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/: new doctor$/);
    expect(await mailsTo(peter.email)).toHaveLength(1);
    const [audit] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.action, "appointment.reassign"), eq(auditLogs.entityId, id)));
    expect(audit).toMatchObject({ actorType: "staff", actorId: a.adminUserId, hospitalId: a.hospitalId });
    expect(audit.details).toMatchObject({ fromDoctorId: sarah.id, toDoctorId: peter.id });

    // The 24 hours now count from the reassignment: the job leaves it alone until then.
    await flagUnansweredRequests(new Date());
    expect((await appointmentRow(id)).unansweredFlaggedAt).toBeNull();
    // Peter can answer it.
    const pending = await getDb().select().from(appointments).where(and(eq(appointments.id, id), eq(appointments.doctorId, peter.id), eq(appointments.status, "scheduled")));
    expect(pending).toHaveLength(1);
  });

  it("answers 409 naming the clash when the doctor is busy then, and changes nothing", async () => {
    const start = later();
    const id = await request({ bookedHoursAgo: 30, at: start });
    await flagUnansweredRequests(new Date());
    const before = await appointmentRow(id);
    await request({ doctor: peter, at: new Date(start.getTime() + 15 * 60_000), status: "accepted" });
    const res = await reassign(a.adminCookie, id, { doctorId: peter.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Dr\. Peter Okello already has an appointment from /);
    expect(await appointmentRow(id)).toEqual(before);
    expect(await getDb().select().from(auditLogs).where(and(eq(auditLogs.action, "appointment.reassign"), eq(auditLogs.entityId, id)))).toEqual([]);
  });

  it("gives one doctor's free time to only one of two requests reassigned to it at once", async () => {
    const start = later();
    const ken = await addDoctorUser(a.hospitalId, a.general, { firstName: "Ken", lastName: "Otim" });
    const first = await request({ bookedHoursAgo: 30, at: start });
    const second = await request({ doctor: ken, bookedHoursAgo: 30, at: start });
    const results = await Promise.all([reassign(a.adminCookie, first, { doctorId: peter.id }), reassign(a.adminCookie, second, { doctorId: peter.id })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const onPeter = await getDb()
      .select()
      .from(appointments)
      .where(and(inArray(appointments.id, [first, second]), eq(appointments.doctorId, peter.id)));
    expect(onPeter).toHaveLength(1);
  });

  it("answers 404 to another hospital's administrator, 403 to a doctor, and changes nothing", async () => {
    const id = await request({ bookedHoursAgo: 30 });
    const before = await appointmentRow(id);
    expect((await reassign(b.adminCookie, id, { doctorId: peter.id })).status).toBe(404);
    expect((await reassign(b.adminCookie, id, { doctorId: b.doctors[0].id })).status).toBe(404);
    expect((await reassign(sarah.cookie, id, { doctorId: peter.id })).status).toBe(403);
    expect((await reassign(system.cookie, id, { doctorId: peter.id })).status).toBe(403);
    expect((await reassign(undefined, id, { doctorId: peter.id })).status).toBe(401);
    expect((await reassign(a.adminCookie, "no-such-appointment", { doctorId: peter.id })).status).toBe(404);
    expect(await appointmentRow(id)).toEqual(before);
  });

  it.each([
    ["a doctor of another department", () => ({ doctorId: nurseDoctor.id }), 400, REASSIGN_INVALID_DOCTOR],
    ["another hospital's doctor", () => ({ doctorId: b.doctors[0].id }), 400, REASSIGN_INVALID_DOCTOR],
    ["the same doctor", () => ({ doctorId: sarah.id }), 400, REASSIGN_SAME_DOCTOR],
    ["no doctor", () => ({}), 400, "Please choose the doctor to reassign the request to"],
  ])("refuses %s", async (_label, body, status, message) => {
    const id = await request({ bookedHoursAgo: 30 });
    const res = await reassign(a.adminCookie, id, body());
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect((await appointmentRow(id)).doctorId).toBe(sarah.id);
  });

  it("refuses an answered request and one that has started (409)", async () => {
    const accepted = await request({ bookedHoursAgo: 30, status: "accepted" });
    expect(await reassign(a.adminCookie, accepted, { doctorId: peter.id })).toMatchObject({ status: 409, body: { message: REASSIGN_PENDING_ONLY } });
    const started = await request({ bookedHoursAgo: 30, at: new Date(Date.now() - 10 * 60_000) });
    expect(await reassign(a.adminCookie, started, { doctorId: peter.id })).toMatchObject({ status: 409, body: { message: REASSIGN_STARTED } });
  });

  it("refuses a deactivated doctor", async () => {
    const gone = await addDoctorUser(a.hospitalId, a.general, { firstName: "Paul", lastName: "Gone" });
    await getDb().update(users).set({ isActive: false }).where(eq(users.id, gone.userId));
    const id = await request({ bookedHoursAgo: 30 });
    expect(await reassign(a.adminCookie, id, { doctorId: gone.id })).toMatchObject({ status: 400, body: { message: REASSIGN_INVALID_DOCTOR } });
  });
});
