import { and, eq } from "drizzle-orm";

import { GET as todayRoute } from "@/app/api/health-worker/appointments/today/route";
import { POST as passwordRoute } from "@/app/api/health-worker/password/route";
import { PATCH as profileRoute } from "@/app/api/health-worker/profile/route";
import { GET as workerTasksRoute } from "@/app/api/health-worker/tasks/route";
import { GET as notificationsRoute } from "@/app/api/notifications/route";
import { PATCH as readRoute } from "@/app/api/notifications/[id]/read/route";
import { getDb } from "@/lib/db/client";
import { appointments, auditLogs, healthWorkers, hospitals, notifications } from "@/lib/db/schema";
import { dayBounds, localDate } from "@/lib/time";
import { actorOf, addDoctorUser, clinic, type Clinic } from "@/test/doctor";
import { call } from "@/test/http";
import { addTestWorker, endEmployment, workerCookie, WORKER_PASSWORD, type TestWorker } from "@/test/workers";

import { listTodayAppointments, NOT_EMPLOYED } from "./health-worker-portal";
import { LANGUAGES_MESSAGE, PASSWORD_RULES, SKILLS_MESSAGE } from "../validation/health-worker-profile";

// Hospital A's nurse of General Medicine opens the portal: today's appointments of her department
// (never another department's or hospital B's), her profile and her password.

let a: Clinic;
let b: Clinic;
let nurse: TestWorker;
let nurseB: TestWorker;
let jobless: TestWorker;

const today = (cookie?: string) => call(todayRoute, "/api/health-worker/appointments/today", { cookie });
const profile = (body: unknown, cookie?: string) => call(profileRoute, "/api/health-worker/profile", { method: "PATCH", body, cookie });
const password = (body: unknown, cookie?: string) => call(passwordRoute, "/api/health-worker/password", { body, cookie });

/** An appointment of `c` inserted directly at `at` with the clinic's first doctor (or `doctor`). */
async function visit(c: Clinic, at: Date, patientId: string, doctor = c.doctors[0], reason = "Persistent headaches") {
  const [row] = await getDb()
    .insert(appointments)
    .values({ hospitalId: c.hospitalId, departmentId: doctor.departmentId, doctorId: doctor.id, patientId, appointmentDate: at, duration: 15, status: "accepted", reason, createdBy: c.adminUserId })
    .returning({ id: appointments.id });
  return row.id;
}

beforeAll(async () => {
  delete process.env.SMTP_URL;
  jest.spyOn(console, "info").mockImplementation(() => {});
  a = await clinic({ patientCount: 2 });
  b = await clinic({ patientCount: 1 });
  nurse = await addTestWorker(a.hospitalId, a.general);
  nurseB = await addTestWorker(b.hospitalId, b.general, { firstName: "Lucy", lastName: "Njeri" });
  jobless = await addTestWorker(null, null, { firstName: "Amina", lastName: "Hassan" });
});

describe("GET /api/health-worker/appointments/today", () => {
  it("lists today's appointments of the worker's department in the hospital's time zone, with nothing more of the patient, audited", async () => {
    const { start } = dayBounds(localDate(new Date(), a.timezone), a.timezone);
    const [p0, p1] = a.patients;
    const morning = await visit(a, new Date(start.getTime() + 8 * 3_600_000), p0.id);
    const noon = await visit(a, new Date(start.getTime() + 12 * 3_600_000), p1.id, a.doctors[1], "Review of blood results");
    await visit(a, new Date(start.getTime() + 33 * 3_600_000), p0.id); // tomorrow
    const pharmacyDoctor = await addDoctorUser(a.hospitalId, a.pharmacy!, { firstName: "Irene", lastName: "Achieng" });
    await visit(a, new Date(start.getTime() + 9 * 3_600_000), p1.id, pharmacyDoctor); // another department
    const inB = await visit(b, new Date(start.getTime() + 10 * 3_600_000), b.patients[0].id);

    const res = await today(nurse.cookie);
    expect(res.status).toBe(200);
    expect(res.body.map((r: { id: string }) => r.id)).toEqual([morning, noon]);
    expect(res.body[1]).toEqual({
      id: noon,
      appointmentDate: new Date(start.getTime() + 12 * 3_600_000).toISOString(),
      duration: 15,
      status: "accepted",
      patientId: p1.id,
      patientName: `${p1.firstName} ${p1.lastName}`,
      doctorName: "Dr. Peter Okello",
      reason: "Review of blood results",
    });
    const [entry] = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "health_worker.appointments_today_read"), eq(auditLogs.actorId, nurse.id)));
    expect(entry).toMatchObject({ actorType: "health_worker", hospitalId: a.hospitalId });
    expect(entry.details).toMatchObject({ count: 2, departmentId: a.general, patientIds: [p0.id, p1.id] });

    // Hospital B's nurse sees B's appointment only.
    expect((await today(nurseB.cookie)).body.map((r: { id: string }) => r.id)).toEqual([inB]);
  });

  it("takes 'today' from the hospital's time zone, not the server's", async () => {
    // UTC+14: at 12:00 UTC on 1 June it is already 2 June in Kiritimati.
    const c = await clinic({ patientCount: 1 });
    await getDb().update(hospitals).set({ timezone: "Pacific/Kiritimati" }).where(eq(hospitals.id, c.hospitalId));
    const worker = await addTestWorker(c.hospitalId, c.general);
    const localToday = await visit(c, new Date("2026-06-01T19:00:00Z"), c.patients[0].id); // 2 June 09:00 local
    await visit(c, new Date("2026-05-31T19:00:00Z"), c.patients[0].id); // 1 June 09:00 local
    const rows = await listTodayAppointments(await actorOf(worker.cookie), new Date("2026-06-01T12:00:00Z"));
    expect(rows.map((r) => r.id)).toEqual([localToday]);
  });

  it("answers 403 to a worker who is not employed (or no longer), 403 to staff and 401 signed out", async () => {
    expect([(await today(jobless.cookie)).status, (await today(jobless.cookie)).body.message]).toEqual([403, NOT_EMPLOYED]);
    const leaver = await addTestWorker(a.hospitalId, a.general, { firstName: "Ruth", lastName: "Akello" });
    expect((await today(leaver.cookie)).status).toBe(200);
    await endEmployment(leaver.id);
    expect((await today(leaver.cookie)).status).toBe(403);
    expect((await today(a.adminCookie)).status).toBe(403);
    expect((await today()).status).toBe(401);
  });
});

describe("PATCH /api/health-worker/profile", () => {
  it("saves phone, skills, languages and the public switch, and nothing else", async () => {
    const res = await profile(
      { phone: "+256 772 000 111", skills: " Triage, Wound care ,triage, ", languages: ["English", "Swahili"], isPublicProfile: true, hospitalId: b.hospitalId, employmentStatus: "unemployed", email: "x@y.example" },
      nurse.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ phone: "+256 772 000 111", skills: ["Triage", "Wound care"], languages: ["English", "Swahili"], isPublicProfile: true, hospitalId: a.hospitalId, employmentStatus: "employed" });
    expect(res.body).not.toHaveProperty("passwordHash");
    const [row] = await getDb().select().from(healthWorkers).where(eq(healthWorkers.id, nurse.id));
    expect(row).toMatchObject({ hospitalId: a.hospitalId, employmentStatus: "employed" });
    expect(row.email).toMatch(/@portal-test\.example$/);
    // A worker with no employer edits the profile too.
    expect((await profile({ isPublicProfile: false }, jobless.cookie)).body.isPublicProfile).toBe(false);
  });

  it("answers 400 with the public form's messages", async () => {
    const cases: [unknown, string][] = [
      [{ phone: "0772" }, "Phone number must be at least 10 characters"],
      [{ skills: "CPR" }, SKILLS_MESSAGE],
      [{ skills: [] }, SKILLS_MESSAGE],
      [{ languages: "E" }, LANGUAGES_MESSAGE],
      [{ isPublicProfile: "yes" }, "Public profile must be on or off"],
      [{}, "Nothing to update"],
    ];
    for (const [body, message] of cases) {
      const res = await profile(body, nurse.cookie);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect((await profile({ phone: "+256 772 000 222" }, a.adminCookie)).status).toBe(403);
    expect((await profile({ phone: "+256 772 000 222" })).status).toBe(401);
  });
});

describe("POST /api/health-worker/password", () => {
  it("checks the current password and the rule, then ends every other session of the worker", async () => {
    const worker = await addTestWorker(a.hospitalId, a.general, { firstName: "Moses", lastName: "Kato" });
    const other = await workerCookie(worker.workerNumber);
    const body = (newPassword: string, extra: Record<string, string> = {}) => ({ currentPassword: WORKER_PASSWORD, newPassword, confirmPassword: newPassword, ...extra });
    const cases: [unknown, string][] = [
      [body("Short1"), PASSWORD_RULES.length],
      [body("lowercase1"), PASSWORD_RULES.upper],
      [body("UPPERCASE1"), PASSWORD_RULES.lower],
      [body("NoDigitsHere"), PASSWORD_RULES.digit],
      [body("Fresh-Pass2", { confirmPassword: "Fresh-Pass3" }), "Passwords do not match"],
      [body("Fresh-Pass2", { currentPassword: "" }), "Current password is required"],
      [body("Fresh-Pass2", { currentPassword: "Wrong-Pass9" }), "Current password is incorrect"],
      [body(WORKER_PASSWORD), "The new password must be different from the current password"],
    ];
    for (const [input, message] of cases) {
      const res = await password(input, worker.cookie);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const tasks = () => call(workerTasksRoute, "/api/health-worker/tasks", { cookie: other });
    expect((await tasks()).status).toBe(200);

    const res = await password(body("Fresh-Pass2"), worker.cookie);
    expect(res.status).toBe(204);
    // This session stays; the other one has ended.
    expect((await call(workerTasksRoute, "/api/health-worker/tasks", { cookie: worker.cookie })).status).toBe(200);
    expect((await tasks()).status).toBe(401);
    await expect(workerCookie(worker.workerNumber)).rejects.toThrow(/401/);
    await expect(workerCookie(worker.workerNumber, "Fresh-Pass2")).resolves.toMatch(/session-token/);
    expect((await password(body("Fresh-Pass3"), a.adminCookie)).status).toBe(403);
  });

  it("stops guessing the current password after 5 wrong attempts (429)", async () => {
    const worker = await addTestWorker(a.hospitalId, a.general, { firstName: "Brian", lastName: "Odhiambo" });
    const wrong = { currentPassword: "Wrong-Pass9", newPassword: "Fresh-Pass2", confirmPassword: "Fresh-Pass2" };
    for (let i = 0; i < 5; i++) expect((await password(wrong, worker.cookie)).status).toBe(400);
    const res = await password({ ...wrong, currentPassword: WORKER_PASSWORD }, worker.cookie);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("the worker's notifications", () => {
  it("lists the worker's own and marks one read; another worker's is 404", async () => {
    const [notice] = await getDb().insert(notifications).values({ healthWorkerId: nurse.id, title: "New Task Assigned", message: "Check vital signs", type: "task_assigned" }).returning();
    const list = await call(notificationsRoute, "/api/notifications", { cookie: nurse.cookie });
    expect(list.body.map((n: { id: string }) => n.id)).toContain(notice.id);
    expect((await call(notificationsRoute, "/api/notifications", { cookie: nurseB.cookie })).body.map((n: { id: string }) => n.id)).not.toContain(notice.id);
    const read = (cookie: string) => call(readRoute, `/api/notifications/${notice.id}/read`, { method: "PATCH", cookie, params: { id: notice.id } });
    expect((await read(nurseB.cookie)).status).toBe(404);
    expect((await read(nurse.cookie)).body.isRead).toBe(true);
  });
});
