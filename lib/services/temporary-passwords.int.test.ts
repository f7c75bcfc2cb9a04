import { and, eq, sql } from "drizzle-orm";

import { POST as issueDoctorRoute } from "@/app/api/doctors/[id]/temporary-password/route";
import { POST as registerDoctorRoute } from "@/app/api/doctors/route";
import { GET as tasksRoute } from "@/app/api/health-worker/tasks/route";
import { POST as workerLoginRoute } from "@/app/api/health-worker/login/route";
import { POST as workerLogoutRoute } from "@/app/api/health-worker/logout/route";
import { POST as issueWorkerRoute } from "@/app/api/health-workers/[id]/temporary-password/route";
import { POST as registerWorkerRoute } from "@/app/api/health-workers/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import { POST as passwordRoute } from "@/app/api/auth/password/route";
import { GET as userRoute } from "@/app/api/auth/user/route";
import { GET as dashboardRoute } from "@/app/api/dashboard/stats/route";
import { getDb } from "@/lib/db/client";
import { auditLogs, doctors, healthWorkers, mailOutbox, sessions, users } from "@/lib/db/schema";
import { mailText } from "@/lib/mail";
import { clinic, type Clinic } from "@/test/doctor";
import { call } from "@/test/http";

import { TEMPORARY_PASSWORD_EXPIRED, TEMPORARY_PASSWORD_HOURS } from "./passwords";

// Issue 15, temporary passwords (OWASP ASVS 5.0, initial passwords): a password generated for a
// doctor, a hospital-side worker or by an administrator's reset works for 72 hours unused, and until
// it is replaced every call but the current user, the logouts and the change answers 403
// password_change_required.

let a: Clinic;
let b: Clinic;
beforeAll(async () => {
  [a, b] = [await clinic({ patientCount: 0 }), await clinic({ patientCount: 0 })];
});

let n = 0;
const nextIp = () => `10.151.${Math.floor(++n / 200)}.${n % 200}`;
const login = (email: string, password: string, extra: Record<string, unknown> = {}) =>
  call(loginRoute, "/api/auth/login", { body: { email, password, ...extra }, ip: nextIp() });
const workerLogin = (workerNumber: string, password: string) =>
  call(workerLoginRoute, "/api/health-worker/login", { body: { workerNumber, password }, ip: nextIp() });
const changePassword = (cookie: string, currentPassword: string, newPassword: string) =>
  call(passwordRoute, "/api/auth/password", { body: { currentPassword, newPassword }, cookie });
const dashboard = (cookie: string) => call(dashboardRoute, "/api/dashboard/stats", { cookie });

async function registerDoctor(admin: Clinic) {
  n += 1;
  const email = `dr.temp${n}@temporary.example`;
  const res = await call(registerDoctorRoute, "/api/doctors", {
    cookie: admin.adminCookie,
    body: {
      firstName: "Joan",
      lastName: `Temporary${n}`,
      email,
      phone: "+256 772 410 233",
      departmentId: admin.general,
      specialization: "Cardiology",
      licenseNumber: "UMDPC/12345",
      experience: "7",
      qualification: "MBChB, MMed (Internal Medicine)",
    },
  });
  expect(res.status).toBe(201);
  return { id: res.body.id as string, userId: res.body.userId as string, email, password: res.body.temporaryPassword as string };
}

async function registerWorker(admin: Clinic) {
  n += 1;
  const email = `worker.temp${n}@temporary.example`;
  const res = await call(registerWorkerRoute, "/api/health-workers", {
    cookie: admin.adminCookie,
    body: {
      firstName: "Grace",
      lastName: `Temporary${n}`,
      email,
      phone: "+256 701 555 010",
      role: "Nurse",
      departmentId: admin.general,
      qualifications: "Diploma in Nursing",
      licenseNumber: "UNMC/7781",
      employmentType: "Full-time",
      shift: "Morning (6 AM-2 PM)",
      emergencyContact: "+256 782 000 111",
      emergencyRelationship: "Sister",
    },
  });
  expect(res.status).toBe(201);
  return { id: res.body.id as string, workerNumber: res.body.workerNumber as string, email, password: res.body.temporaryPassword as string };
}

const liveSessions = async (kind: string, principalId: string) =>
  (
    await getDb()
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.kind, kind), eq(sessions.principalId, principalId), sql`${sessions.revokedAt} is null`))
  ).length;

describe("a new doctor's temporary password", () => {
  it("expires 72 hours after it is issued and is mailed with an absolute sign-in link", async () => {
    const before = Date.now();
    const doctor = await registerDoctor(a);
    const [user] = await getDb().select().from(users).where(eq(users.id, doctor.userId));
    const hours = (user.temporaryPasswordExpiresAt!.getTime() - before) / 3_600_000;
    expect(hours).toBeGreaterThan(TEMPORARY_PASSWORD_HOURS - 0.1);
    expect(hours).toBeLessThan(TEMPORARY_PASSWORD_HOURS + 0.1);
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.toAddress, doctor.email));
    expect(mail.bodyText).toMatch(/Sign-in page: https?:\/\/[^/\s]+\/login\b/);
    expect(mail.bodyText).toContain(`${TEMPORARY_PASSWORD_HOURS} hours`);
    expect(mailText(mail)).toContain(doctor.password);
  });

  it("signs in, but every call other than the current user, the logout and the change answers 403 password_change_required", async () => {
    const doctor = await registerDoctor(a);
    const res = await login(doctor.email, doctor.password);
    expect(res.status).toBe(200);
    const cookie = res.cookie!;

    const refused = await dashboard(cookie);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: expect.any(String), code: "password_change_required" });
    expect((await call(userRoute, "/api/auth/user", { cookie })).status).toBe(200);

    // The old password is refused as the new one; a weak one too; nothing changes.
    expect((await changePassword(cookie, doctor.password, doctor.password)).status).toBe(400);
    expect((await changePassword(cookie, doctor.password, "weakpass")).status).toBe(400);
    expect((await dashboard(cookie)).status).toBe(403);

    expect((await changePassword(cookie, doctor.password, "Own-Choice-2026")).status).toBe(204);
    // The same session goes on, now without the restriction.
    expect((await dashboard(cookie)).status).toBe(200);
    const [user] = await getDb().select().from(users).where(eq(users.id, doctor.userId));
    expect(user.temporaryPasswordExpiresAt).toBeNull();
    expect((await login(doctor.email, doctor.password)).status).toBe(401);
    const again = await login(doctor.email, "Own-Choice-2026");
    expect(again.status).toBe(200);
    expect((await dashboard(again.cookie!)).status).toBe(200);
    const [entry] = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "auth.password_change"), eq(auditLogs.entityId, doctor.userId)));
    expect(entry.details).toMatchObject({ wasTemporary: true });
  });

  it("lets the holder sign out while the change is pending", async () => {
    const doctor = await registerDoctor(a);
    const cookie = (await login(doctor.email, doctor.password)).cookie!;
    expect((await call(logoutRoute, "/api/auth/logout", { method: "POST", cookie })).status).toBe(204);
    expect((await call(userRoute, "/api/auth/user", { cookie })).status).toBe(401);
  });

  it("no longer works after 72 hours unused: 401 temporary_password_expired, audited", async () => {
    const doctor = await registerDoctor(a);
    await getDb()
      .update(users)
      .set({ temporaryPasswordExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(users.id, doctor.userId));
    const res = await login(doctor.email, doctor.password);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: TEMPORARY_PASSWORD_EXPIRED, code: "temporary_password_expired" });
    expect(res.cookie).toBeUndefined();
    const rows = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "auth.login"), eq(auditLogs.entityId, doctor.userId), eq(auditLogs.outcome, "failure")));
    expect(rows.map((r) => (r.details as { reason: string }).reason)).toContain("temporary_password_expired");
    // A wrong password still says only "Invalid email or password".
    expect((await login(doctor.email, "Wrong-Password1")).body.message).toBe("Invalid email or password");
  });
});

describe("POST /api/doctors/{id}/temporary-password", () => {
  it("issues a new one: the old password stops working, every session ends, the new one must be changed", async () => {
    const doctor = await registerDoctor(a);
    const first = (await login(doctor.email, doctor.password)).cookie!;
    expect((await changePassword(first, doctor.password, "Chosen-Pass-1")).status).toBe(204);
    const second = (await login(doctor.email, "Chosen-Pass-1")).cookie!;
    expect(await liveSessions("staff", doctor.userId)).toBe(2);

    const res = await call(issueDoctorRoute, `/api/doctors/${doctor.id}/temporary-password`, { method: "POST", cookie: a.adminCookie, params: { id: doctor.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ temporaryPassword: expect.any(String), expiresAt: expect.any(String) });
    expect(await liveSessions("staff", doctor.userId)).toBe(0);
    expect((await dashboard(second)).status).toBe(401);
    expect((await login(doctor.email, "Chosen-Pass-1")).status).toBe(401);

    const signedIn = await login(doctor.email, res.body.temporaryPassword);
    expect(signedIn.status).toBe(200);
    expect((await dashboard(signedIn.cookie!)).body.code).toBe("password_change_required");

    const mails = await getDb().select().from(mailOutbox).where(eq(mailOutbox.toAddress, doctor.email));
    const reissue = mails.find((m) => m.subject.startsWith("A new temporary password"))!;
    expect(mailText(reissue)).toContain(res.body.temporaryPassword);
    expect(reissue.bodyText).not.toContain(res.body.temporaryPassword);
    const [entry] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.action, "doctor.temporary_password"), eq(auditLogs.entityId, doctor.id)));
    expect(JSON.stringify(entry.details)).not.toContain(res.body.temporaryPassword);
  });

  it("is the doctor's hospital's administrator's: another hospital gets 404, a doctor 403; a deactivated doctor 409", async () => {
    const doctor = await registerDoctor(a);
    const issue = (cookie: string, id = doctor.id) => call(issueDoctorRoute, `/api/doctors/${id}/temporary-password`, { method: "POST", cookie, params: { id } });
    expect((await issue(b.adminCookie)).status).toBe(404);
    expect((await issue(a.doctors[0].cookie)).status).toBe(403);
    const [row] = await getDb().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, doctor.userId));
    await getDb().update(doctors).set({ isActive: false }).where(eq(doctors.id, doctor.id));
    expect((await issue(a.adminCookie)).status).toBe(409);
    const [after] = await getDb().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, doctor.userId));
    expect(after.passwordHash).toBe(row.passwordHash);
  });
});

describe("a hospital-side health worker's temporary password", () => {
  it("must be changed first, expires, and can be issued again by the administrator", async () => {
    const worker = await registerWorker(a);
    const res = await workerLogin(worker.workerNumber, worker.password);
    expect(res.status).toBe(200);
    const cookie = res.cookie!;
    const tasks = await call(tasksRoute, "/api/health-worker/tasks", { cookie });
    expect(tasks.status).toBe(403);
    expect(tasks.body.code).toBe("password_change_required");

    // The worker changes it through the same endpoint as staff.
    expect((await changePassword(cookie, worker.password, "Worker-Own-1")).status).toBe(204);
    expect((await call(tasksRoute, "/api/health-worker/tasks", { cookie })).status).toBe(200);

    const issued = await call(issueWorkerRoute, `/api/health-workers/${worker.id}/temporary-password`, { method: "POST", cookie: a.adminCookie, params: { id: worker.id } });
    expect(issued.status).toBe(200);
    expect((await call(tasksRoute, "/api/health-worker/tasks", { cookie })).status).toBe(401);
    expect((await workerLogin(worker.workerNumber, "Worker-Own-1")).status).toBe(401);
    await getDb()
      .update(healthWorkers)
      .set({ temporaryPasswordExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(healthWorkers.id, worker.id));
    const expired = await workerLogin(worker.workerNumber, issued.body.temporaryPassword);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe("temporary_password_expired");

    // Another hospital's administrator cannot issue one.
    const other = await call(issueWorkerRoute, `/api/health-workers/${worker.id}/temporary-password`, { method: "POST", cookie: b.adminCookie, params: { id: worker.id } });
    expect(other.status).toBe(404);
  });

  it("lets the worker sign out while the change is pending", async () => {
    const worker = await registerWorker(a);
    const cookie = (await workerLogin(worker.workerNumber, worker.password)).cookie!;
    expect((await call(workerLogoutRoute, "/api/health-worker/logout", { method: "POST", cookie })).status).toBe(204);
  });
});
