import { count, eq } from "drizzle-orm";
import type { NextRequest } from "next/server";

import { GET as profileRoute, PATCH as patchProfileRoute } from "@/app/api/account/profile/route";
import { PATCH as hospitalRoute } from "@/app/api/admin/hospitals/[hospitalId]/route";
import { GET as settingsRoute, PUT as putSettingsRoute } from "@/app/api/admin/settings/route";
import { PATCH as adminUserRoute } from "@/app/api/admin/users/[userId]/route";
import { GET as nextAuthGet, POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import { POST as passwordRoute } from "@/app/api/auth/password/route";
import { POST as enableRoute } from "@/app/api/auth/two-factor/enable/route";
import { POST as setupRoute } from "@/app/api/auth/two-factor/setup/route";
import { GET as userRoute } from "@/app/api/auth/user/route";
import { GET as departmentsRoute, POST as addDepartmentRoute } from "@/app/api/departments/route";
import { POST as workerLoginRoute } from "@/app/api/health-worker/login/route";
import { POST as workerLogoutRoute } from "@/app/api/health-worker/logout/route";
import { GET as workerTasksRoute } from "@/app/api/health-worker/tasks/route";
import { POST as patientVerifyRoute } from "@/app/api/patients/verify/route";
import { POST as consentCodeRoute } from "@/app/api/portal/consent-code/route";
import { resolveActor } from "@/lib/auth/actor";
import { leadToPasswordChange } from "@/lib/auth/page-gates";
import { hashPassword } from "@/lib/auth/password";
import { decodeSession } from "@/lib/auth/session";
import { totpCode } from "@/lib/auth/totp";
import { getDb } from "@/lib/db/client";
import { auditLogs, departments, doctors, healthWorkers, patientHospitals, patients, sessions, users } from "@/lib/db/schema";
import { HOSPITAL_DEACTIVATED, MAINTENANCE_MESSAGE, TWO_FACTOR_ENROLMENT_REQUIRED } from "@/lib/errors";
import { clinic, type Clinic } from "@/test/doctor";
import { call, type CallOptions } from "@/test/http";
import { portalCookie, registerCall, selfForm } from "@/test/patients";
import { signIn, staffUser } from "@/test/staff";
import { addTestWorker, WORKER_PASSWORD, type TestWorker } from "@/test/workers";

// Issue 16, item 7: each platform setting takes effect on the next request of a session issued
// before the change (the session's own query reads the settings and the hospital: nothing is
// cached). One test per setting, and the deactivated hospital and user.

// next-auth's App Router handler reads the request through next/headers; outside Next, hand it the request.
const mockRequest: { current?: NextRequest } = {};
jest.mock("next/headers", () => ({
  cookies: async () => mockRequest.current!.cookies,
  headers: async () => mockRequest.current!.headers,
}));

const DOCTOR_PASSWORD = "Doctor-Pass1";
const DOB = "1990-04-12";

let a: Clinic;
let root: { email: string; password: string; cookie: string; totpSecret: string };
let worker: TestWorker;
let portal: string;

let n = 0;
const nextIp = () => `10.164.${Math.floor(++n / 200)}.${n % 200}`;
const me = (cookie?: string) => call(userRoute, "/api/auth/user", { cookie });
const profile = (cookie: string) => call(profileRoute, "/api/account/profile", { cookie });
const patchProfile = (cookie: string, body: unknown) => call(patchProfileRoute, "/api/account/profile", { method: "PATCH", body, cookie });
const putSettings = async (body: Record<string, unknown>) => {
  const res = await call(putSettingsRoute, "/api/admin/settings", { method: "PUT", body, cookie: root.cookie });
  expect(res.status).toBe(200);
};
const login = (body: Record<string, unknown>) => call(loginRoute, "/api/auth/login", { body, ip: nextIp() });
const workerLogin = (workerNumber: string) => call(workerLoginRoute, "/api/health-worker/login", { body: { workerNumber, password: WORKER_PASSWORD }, ip: nextIp() });
const workerTasks = (cookie: string) => call(workerTasksRoute, "/api/health-worker/tasks", { cookie });
const sessionIdOf = async (cookie: string) => (await decodeSession(cookie.split("=").slice(1).join("=")))!.sid;
const tokenOf = (cookie: string) => cookie.split("=").slice(1).join("=");
/** A later step's code than the one the account last used (the server takes one step either side). */
const laterCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

/** Where the one page gate sends this actor (the redirect's target), or null when the page may render. */
async function pageGateTarget(cookie: string, portalCookieValue?: string): Promise<string | null> {
  const actor = await resolveActor(tokenOf(cookie), null, portalCookieValue);
  try {
    leadToPasswordChange(actor);
    return null;
  } catch (error) {
    const digest = String((error as { digest?: string }).digest ?? "");
    if (!digest.startsWith("NEXT_REDIRECT")) throw error;
    return digest.split(";")[2];
  }
}

/** A call of the next-auth catch-all, as Next routes /api/auth/<action>/<provider> to it. */
function nextAuth(path: string, options: CallOptions = {}) {
  const segments = path.replace(/^\/api\/auth\//, "").split("?")[0].split("/");
  const handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => {
    mockRequest.current = req;
    const method = req.method === "GET" ? nextAuthGet : nextAuthPost;
    return method(req, { params: ctx.params.then(() => ({ nextauth: segments })) });
  };
  return call(handler, path, options);
}

async function nextAuthSignIn(provider: string, credentials: Record<string, string>) {
  const csrf = await nextAuth("/api/auth/csrf");
  const csrfCookie = csrf.headers.getSetCookie().find((c) => c.startsWith("next-auth.csrf-token="))!.split(";")[0];
  return nextAuth(`/api/auth/callback/${provider}`, { body: { csrfToken: csrf.body.csrfToken, ...credentials, json: "true" }, cookie: csrfCookie, ip: nextIp() });
}

beforeAll(async () => {
  delete process.env.SMTP_URL;
  process.env.NEXTAUTH_URL ??= "http://localhost:3000";
  a = await clinic({ patientCount: 1 });
  const admin = await staffUser("system_admin", null);
  root = { ...admin, totpSecret: admin.totpSecret! };
  worker = await addTestWorker(a.hospitalId, a.general);
  portal = await portalCookie(a.patients[0].id, DOB, nextIp());
});

afterEach(async () => {
  // Every test leaves the platform as it found it.
  await putSettings({ sessionTimeoutHours: 24, maintenanceMode: false, twoFactorRequired: false });
});

describe("session timeout", () => {
  it("refuses a session opened 2 h ago once the timeout is 1 h, and accepts it again at 24 h (staff, worker, patient)", async () => {
    const doctor = await staffUser("doctor", a.hospitalId);
    const workerSession = await addTestWorker(a.hospitalId, a.general, { firstName: "Timed", lastName: "Out" });
    const patientSession = await portalCookie(a.patients[0].id, DOB, nextIp());
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    for (const cookie of [doctor.cookie, workerSession.cookie, patientSession]) {
      // Only the start moves back; the row's own end stays ahead (a portal row is 30 minutes long).
      await getDb()
        .update(sessions)
        .set({ createdAt: twoHoursAgo, expiresAt: new Date(Date.now() + 3600_000) })
        .where(eq(sessions.id, await sessionIdOf(cookie)));
    }
    const states = async () => [
      (await me(doctor.cookie)).status,
      (await workerTasks(workerSession.cookie)).status,
      (await resolveActor(undefined, null, tokenOf(patientSession))).kind,
    ];
    expect(await states()).toEqual([200, 200, "patient"]);

    await putSettings({ sessionTimeoutHours: 1 });
    expect(await states()).toEqual([401, 401, "anonymous"]);
    // A session opened within the hour (the administrator's own) goes on.
    expect((await me(root.cookie)).status).toBe(200);

    await putSettings({ sessionTimeoutHours: 24 });
    expect(await states()).toEqual([200, 200, "patient"]);
  });
});

describe("maintenance mode", () => {
  it("answers 503 to every change but a system administrator's, keeps reads and sign-outs, and lets only administrators sign in", async () => {
    const doctor = a.doctors[0];
    const before = (await profile(doctor.cookie)).body;
    const departmentsBefore = await getDb().$count(departments, eq(departments.hospitalId, a.hospitalId));
    const patientsBefore = await getDb().$count(patients);
    const auditsBefore = await getDb().$count(auditLogs, eq(auditLogs.actorId, doctor.userId));
    await putSettings({ maintenanceMode: true });

    // Changes by anyone but a system administrator: 503 with the message, and nothing written.
    const refused = [
      ["doctor PATCH", await patchProfile(doctor.cookie, { firstName: "Changed" })],
      ["hospital admin POST", await call(addDepartmentRoute, "/api/departments", { body: { name: "Maintenance Ward" }, cookie: a.adminCookie })],
      ["portal patient POST", await call(consentCodeRoute, "/api/portal/consent-code", { method: "POST", cookie: portal })],
      ["anonymous self-registration", await registerCall(selfForm(), { ip: nextIp() })],
      ["doctor's password change", await call(passwordRoute, "/api/auth/password", { body: { currentPassword: DOCTOR_PASSWORD, newPassword: "Another-Pass9" }, cookie: doctor.cookie })],
    ] as const;
    for (const [what, res] of refused) {
      expect([what, res.status, res.body]).toEqual([what, 503, { message: MAINTENANCE_MESSAGE, code: "maintenance" }]);
    }
    expect((await profile(doctor.cookie)).body).toEqual(before);
    expect(await getDb().$count(departments, eq(departments.hospitalId, a.hospitalId))).toBe(departmentsBefore);
    expect(await getDb().$count(patients)).toBe(patientsBefore);
    expect(await getDb().$count(auditLogs, eq(auditLogs.actorId, doctor.userId))).toBe(auditsBefore);

    // Reads go on; the system administrator's changes go through.
    expect((await profile(doctor.cookie)).status).toBe(200);
    expect((await call(departmentsRoute, "/api/departments", { cookie: a.adminCookie })).status).toBe(200);
    expect((await workerTasks(worker.cookie)).status).toBe(200);
    const own = await patchProfile(root.cookie, { firstName: "Root" });
    expect(own.status).toBe(200);

    // Sign-in: a doctor, a worker and a patient get 503 (REST and next-auth alike); the system administrator gets in.
    const doctorLogin = await login({ email: doctor.email, password: DOCTOR_PASSWORD });
    expect([doctorLogin.status, doctorLogin.body.code, doctorLogin.cookie]).toEqual([503, "maintenance", undefined]);
    expect((await workerLogin(worker.workerNumber)).status).toBe(503);
    expect((await call(patientVerifyRoute, "/api/patients/verify", { body: { healthNumber: a.patients[0].id, dateOfBirth: DOB }, ip: nextIp() })).status).toBe(503);
    expect((await nextAuthSignIn("staff", { email: doctor.email, password: DOCTOR_PASSWORD })).status).toBe(503);
    expect((await nextAuthSignIn("health-worker", { workerNumber: worker.workerNumber, password: WORKER_PASSWORD })).status).toBe(503);
    const adminLogin = await login({ email: root.email, password: root.password, code: laterCode(root.totpSecret) });
    expect(adminLogin.status).toBe(200);
    expect((await me(adminLogin.cookie)).status).toBe(200);

    // Sign-out stays open: people may leave.
    expect((await call(logoutRoute, "/api/auth/logout", { method: "POST", cookie: adminLogin.cookie })).status).toBe(204);
    expect((await me(adminLogin.cookie)).status).toBe(401);
    expect((await call(workerLogoutRoute, "/api/health-worker/logout", { method: "POST", cookie: worker.cookie })).status).toBe(204);
    expect((await workerTasks(worker.cookie)).status).toBe(401);

    await putSettings({ maintenanceMode: false });
    worker = await addTestWorker(a.hospitalId, a.general);

    // Off again: the doctor's change goes through.
    const after = await patchProfile(doctor.cookie, { firstName: "Changed" });
    expect(after.status).toBe(200);
    expect(after.body.firstName).toBe("Changed");
    expect((await login({ email: doctor.email, password: DOCTOR_PASSWORD })).status).toBe(200);
  });
});

describe("two-factor required", () => {
  it("sends a staff user without two-factor to enrol on the next request; the set-up routes stay open; workers and patients go on", async () => {
    const doctor = await staffUser("doctor", a.hospitalId);
    expect((await profile(doctor.cookie)).status).toBe(200);
    expect(await pageGateTarget(doctor.cookie)).toBeNull();

    await putSettings({ twoFactorRequired: true });
    for (const res of [await profile(doctor.cookie), await call(departmentsRoute, "/api/departments", { cookie: a.adminCookie })]) {
      expect([res.status, res.body]).toEqual([403, { message: TWO_FACTOR_ENROLMENT_REQUIRED, code: "two_factor_enrolment_required" }]);
    }
    expect(await pageGateTarget(doctor.cookie)).toBe("/two-factor-setup");
    // The current user, and the workers and patients (who have no second factor), go on.
    expect((await me(doctor.cookie)).status).toBe(200);
    expect((await workerTasks(worker.cookie)).status).toBe(200);
    expect((await resolveActor(undefined, null, tokenOf(portal))).kind).toBe("patient");

    // Set-up and enable are open; once enrolled, the same session goes on.
    const setup = await call(setupRoute, "/api/auth/two-factor/setup", { method: "POST", cookie: doctor.cookie });
    expect(setup.status).toBe(200);
    const secret = new URL(setup.body.otpauthUrl).searchParams.get("secret")!;
    const enabled = await call(enableRoute, "/api/auth/two-factor/enable", { body: { code: totpCode(secret) }, cookie: doctor.cookie });
    expect(enabled.status).toBe(200);
    expect((await profile(doctor.cookie)).status).toBe(200);
    expect(await pageGateTarget(doctor.cookie)).toBeNull();

    // Off again: the hospital administrator (never enrolled) goes on.
    await putSettings({ twoFactorRequired: false });
    expect((await call(departmentsRoute, "/api/departments", { cookie: a.adminCookie })).status).toBe(200);
  });

  it("always requires it of a system administrator, whatever the setting", async () => {
    const email = "unenrolled-admin@settings.example";
    await getDb().insert(users).values({ email, username: email, passwordHash: await hashPassword("Admin-Pass12"), role: "system_admin" });
    const cookie = await signIn(email, "Admin-Pass12");
    const res = await call(settingsRoute, "/api/admin/settings", { cookie });
    expect([res.status, res.body.code]).toEqual([403, "two_factor_enrolment_required"]);
    expect(await pageGateTarget(cookie)).toBe("/two-factor-setup");
    expect((await me(cookie)).status).toBe(200);
    // Maintenance does not open a way around it either.
    const change = await call(putSettingsRoute, "/api/admin/settings", { method: "PUT", body: { maintenanceMode: true }, cookie });
    expect([change.status, change.body.code]).toEqual([403, "two_factor_enrolment_required"]);
    expect((await call(setupRoute, "/api/auth/two-factor/setup", { method: "POST", cookie })).status).toBe(200);
  });
});

describe("a deactivated hospital", () => {
  let b: Clinic;
  let bWorker: TestWorker;
  beforeAll(async () => {
    b = await clinic({ patientCount: 2 });
    bWorker = await addTestWorker(b.hospitalId, b.general, { firstName: "Employed", lastName: "Elsewhere" });
  });

  it("refuses its staff and its workers on their next request and at sign-in, deletes nothing, and lets them back once reactivated", async () => {
    const counts = async () => ({
      doctors: await getDb().$count(doctors, eq(doctors.hospitalId, b.hospitalId)),
      users: await getDb().$count(users, eq(users.hospitalId, b.hospitalId)),
      workers: await getDb().$count(healthWorkers, eq(healthWorkers.hospitalId, b.hospitalId)),
      departments: await getDb().$count(departments, eq(departments.hospitalId, b.hospitalId)),
      sessionRows: (await getDb().select({ n: count() }).from(sessions).where(eq(sessions.kind, "staff")))[0].n,
    });
    const before = await counts();
    const deactivate = await call(hospitalRoute, `/api/admin/hospitals/${b.hospitalId}`, { method: "PATCH", body: { isActive: false }, cookie: root.cookie, params: { hospitalId: b.hospitalId } });
    expect(deactivate.status).toBe(200);

    const refusal = { message: HOSPITAL_DEACTIVATED, code: "hospital_deactivated" };
    for (const [who, res] of [
      ["hospital admin", await call(departmentsRoute, "/api/departments", { cookie: b.adminCookie })],
      ["doctor", await profile(b.doctors[0].cookie)],
      ["doctor (current user)", await me(b.doctors[0].cookie)],
      ["worker", await workerTasks(bWorker.cookie)],
      ["doctor sign-in", await login({ email: b.doctors[0].email, password: DOCTOR_PASSWORD })],
      ["worker sign-in", await workerLogin(bWorker.workerNumber)],
    ] as const) {
      expect([who, res.status, res.body]).toEqual([who, 403, refusal]);
    }
    expect(await pageGateTarget(b.doctors[0].cookie)).toBe("/hospital-deactivated");
    // A wrong password is still only a wrong password.
    expect((await login({ email: b.doctors[0].email, password: "Wrong-Pass1" })).status).toBe(401);
    // Another hospital and the system administrator go on; signing out stays open.
    expect((await profile(a.doctors[0].cookie)).status).toBe(200);
    expect((await call(settingsRoute, "/api/admin/settings", { cookie: root.cookie })).status).toBe(200);
    expect((await call(logoutRoute, "/api/auth/logout", { method: "POST", cookie: b.doctors[1].cookie })).status).toBe(204);
    // Nothing of it is deleted (the signed-out session's row is kept, revoked).
    expect(await counts()).toEqual(before);
    expect(await getDb().$count(patientHospitals, eq(patientHospitals.hospitalId, b.hospitalId))).toBe(2);

    const reactivate = await call(hospitalRoute, `/api/admin/hospitals/${b.hospitalId}`, { method: "PATCH", body: { isActive: true }, cookie: root.cookie, params: { hospitalId: b.hospitalId } });
    expect(reactivate.status).toBe(200);
    expect((await profile(b.doctors[0].cookie)).status).toBe(200);
    expect((await workerTasks(bWorker.cookie)).status).toBe(200);
    expect(await pageGateTarget(b.doctors[0].cookie)).toBeNull();
  });
});

describe("a deactivated user", () => {
  it("is refused on the next request of a session issued before, and goes on once active again", async () => {
    const doctor = await staffUser("doctor", a.hospitalId);
    const [row] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, doctor.email));
    expect((await me(doctor.cookie)).status).toBe(200);
    // The flag alone (no session revoked): the actor query reads it on every request.
    await getDb().update(users).set({ isActive: false }).where(eq(users.id, row.id));
    expect((await me(doctor.cookie)).status).toBe(401);
    expect((await profile(doctor.cookie)).status).toBe(401);
    await getDb().update(users).set({ isActive: true }).where(eq(users.id, row.id));
    expect((await me(doctor.cookie)).status).toBe(200);

    // Through the administrator's Users tab (which also ends the sessions).
    const res = await call(adminUserRoute, `/api/admin/users/${row.id}`, { method: "PATCH", body: { isActive: false }, cookie: root.cookie, params: { userId: row.id } });
    expect(res.status).toBe(200);
    expect((await me(doctor.cookie)).status).toBe(401);
  });
});
