import { and, eq } from "drizzle-orm";

import { GET as profileGet } from "@/app/api/account/profile/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as passwordRoute } from "@/app/api/auth/password/route";
import { POST as revokeRoute } from "@/app/api/auth/sessions/revoke/route";
import { GET as workerTodayRoute } from "@/app/api/health-worker/appointments/today/route";
import { getDb } from "@/lib/db/client";
import { auditLogs, healthWorkers, users } from "@/lib/db/schema";
import { actorOf, addDoctorUser, clinic, type Clinic, type DoctorUser } from "@/test/doctor";
import { call } from "@/test/http";
import { portalCookie } from "@/test/patients";
import { signIn, staffUser } from "@/test/staff";
import { addTestWorker, workerCookie, WORKER_PASSWORD } from "@/test/workers";

import { listRecentSignIns, RECENT_SIGN_INS, revokeOtherSessions } from "./account-sessions";
import { SAME_PASSWORD, WRONG_CURRENT } from "./password-change";
import { PASSWORD_CHARACTERS, PASSWORD_LENGTH, PASSWORDS_DIFFER } from "../validation/password";

// Settings of a signed-in staff member: the recent sign-ins of the account (and nobody else's),
// the password change that ends every other session of the account, and "Sign out of all other
// sessions". The sessions are real: each comes from POST /api/auth/login.

const CHROME_LINUX = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const DOCTOR_PASSWORD = "Doctor-Pass1";

let a: Clinic;

const profile = (cookie?: string) => call(profileGet, "/api/account/profile", { cookie });
const changePassword = (body: unknown, cookie?: string) => call(passwordRoute, "/api/auth/password", { body, cookie });
const revoke = (cookie?: string) => call(revokeRoute, "/api/auth/sessions/revoke", { method: "POST", cookie });
const login = (email: string, password: string, userAgent: string, ip: string) =>
  call(loginRoute, "/api/auth/login", { body: { email, password }, headers: { "user-agent": userAgent }, ip });

beforeAll(async () => {
  delete process.env.SMTP_URL;
  jest.spyOn(console, "info").mockImplementation(() => {});
  a = await clinic({ patientCount: 1 });
});

describe("recent sign-ins", () => {
  it("lists the account's own sign-in attempts, newest first, with the browser, the address and the outcome", async () => {
    const doctor = await addDoctorUser(a.hospitalId, a.general, { firstName: "Ruth", lastName: "Auma" });
    const other = await addDoctorUser(a.hospitalId, a.general, { firstName: "Paul", lastName: "Mugisha" });
    // addDoctorUser signed both in once (no user agent); then three attempts on the doctor's
    // account and one on the other doctor's.
    expect((await login(doctor.email, DOCTOR_PASSWORD, CHROME_LINUX, "10.20.0.1")).status).toBe(200);
    expect((await login(doctor.email, "Wrong-Pass9", FIREFOX_WINDOWS, "10.20.0.2")).status).toBe(401);
    expect((await login(other.email, DOCTOR_PASSWORD, CHROME_LINUX, "10.20.0.3")).status).toBe(200);
    const last = await login(doctor.email, DOCTOR_PASSWORD, FIREFOX_WINDOWS, "10.20.0.4");
    expect(last.status).toBe(200);

    const { timeZone, signIns } = await listRecentSignIns(await actorOf(last.cookie!));
    expect(timeZone).toBe(a.timezone);
    expect(signIns.map(({ ip, browser, outcome, result }) => ({ ip, browser, outcome, result }))).toEqual([
      { ip: "10.20.0.4", browser: "Firefox on Windows", outcome: "success", result: "Signed in" },
      { ip: "10.20.0.2", browser: "Firefox on Windows", outcome: "failure", result: "Wrong password" },
      { ip: "10.20.0.1", browser: "Chrome on Linux", outcome: "success", result: "Signed in" },
      { ip: "127.0.0.1", browser: null, outcome: "success", result: "Signed in" },
    ]);
    const times = signIns.map((s) => Date.parse(s.at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    // The other doctor sees only their own two.
    expect((await listRecentSignIns(await actorOf(other.cookie))).signIns.map((s) => s.ip)).toEqual(["10.20.0.3", "127.0.0.1"]);
  });

  it(`keeps the last ${RECENT_SIGN_INS}, and says UTC for an account without a hospital`, async () => {
    // An account without a hospital that signs in with its password alone (a system administrator would need a code each time).
    const admin = await staffUser("user", null);
    for (let i = 0; i < RECENT_SIGN_INS + 2; i++) await signIn(admin.email, admin.password);
    const { timeZone, signIns } = await listRecentSignIns(await actorOf(admin.cookie));
    expect(timeZone).toBe("UTC");
    expect(signIns).toHaveLength(RECENT_SIGN_INS);
  });

  it("refuses a health worker and a portal patient", async () => {
    const worker = await addTestWorker(a.hospitalId, a.general);
    const portal = await portalCookie(a.patients[0].id, "1990-04-12");
    await expect(listRecentSignIns(await actorOf(worker.cookie))).rejects.toMatchObject({ status: 403 });
    await expect(listRecentSignIns(await actorOf(portal))).rejects.toMatchObject({ status: 403 });
  });
});

describe("POST /api/auth/password", () => {
  let doctor: DoctorUser;
  beforeAll(async () => {
    doctor = await addDoctorUser(a.hospitalId, a.general, { firstName: "Esther", lastName: "Nambi" });
  });

  it("refuses a wrong current password, a weak new one, a mismatched confirmation and the current one again", async () => {
    const wrong = await changePassword({ currentPassword: "Not-The-One1", newPassword: "Brand-New-Pass2" }, doctor.cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ currentPassword: WRONG_CURRENT });

    const short = await changePassword({ currentPassword: DOCTOR_PASSWORD, newPassword: "Ab1" }, doctor.cookie);
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors.newPassword).toBe(PASSWORD_LENGTH);
    const noDigit = await changePassword({ currentPassword: DOCTOR_PASSWORD, newPassword: "abcdefghIJ" }, doctor.cookie);
    expect(noDigit.body.fieldErrors.newPassword).toBe(PASSWORD_CHARACTERS);
    const differ = await changePassword({ currentPassword: DOCTOR_PASSWORD, newPassword: "Brand-New-Pass2", confirmPassword: "Brand-New-Pass3" }, doctor.cookie);
    expect(differ.body.fieldErrors.confirmPassword).toBe(PASSWORDS_DIFFER);

    const same = await changePassword({ currentPassword: DOCTOR_PASSWORD, newPassword: DOCTOR_PASSWORD }, doctor.cookie);
    expect(same.status).toBe(400);
    expect(same.body.fieldErrors).toEqual({ newPassword: SAME_PASSWORD });
    // Nothing of it ended the session or changed the password.
    expect((await profile(doctor.cookie)).status).toBe(200);
    expect((await login(doctor.email, DOCTOR_PASSWORD, CHROME_LINUX, "10.30.0.1")).status).toBe(200);
  });

  it("stores the new password and ends every other session of the account, not the one that changed it", async () => {
    const second = await signIn(doctor.email, DOCTOR_PASSWORD);
    const third = await signIn(doctor.email, DOCTOR_PASSWORD);
    const colleague = await addDoctorUser(a.hospitalId, a.general, { firstName: "Joel", lastName: "Ssali" });

    const res = await changePassword({ currentPassword: DOCTOR_PASSWORD, newPassword: "Brand-New-Pass2", confirmPassword: "Brand-New-Pass2" }, second);
    expect(res.status).toBe(204);
    expect((await profile(second)).status).toBe(200);
    expect((await profile(doctor.cookie)).status).toBe(401);
    expect((await profile(third)).status).toBe(401);
    expect((await profile(colleague.cookie)).status).toBe(200);

    expect((await login(doctor.email, DOCTOR_PASSWORD, CHROME_LINUX, "10.30.0.2")).status).toBe(401);
    expect((await login(doctor.email, "Brand-New-Pass2", CHROME_LINUX, "10.30.0.3")).status).toBe(200);
  });

  it("replaces a temporary password: the account may call nothing else before, everything after", async () => {
    const user = await staffUser("hospital_admin", a.hospitalId);
    await getDb().update(users).set({ temporaryPasswordExpiresAt: new Date(Date.now() + 3_600_000) }).where(eq(users.email, user.email));
    const cookie = await signIn(user.email, user.password);
    expect((await profile(cookie)).body).toMatchObject({ code: "password_change_required" });

    expect((await changePassword({ currentPassword: user.password, newPassword: "Own-Choice-7" }, cookie)).status).toBe(204);
    expect((await profile(cookie)).status).toBe(200);
    const [row] = await getDb().select({ temporary: users.temporaryPasswordExpiresAt }).from(users).where(eq(users.email, user.email));
    expect(row.temporary).toBeNull();
  });

  it("replaces a health worker's temporary password too", async () => {
    const worker = await addTestWorker(a.hospitalId, a.general);
    await getDb().update(healthWorkers).set({ temporaryPasswordExpiresAt: new Date(Date.now() + 3_600_000) }).where(eq(healthWorkers.id, worker.id));
    const cookie = await workerCookie(worker.workerNumber);
    const today = () => call(workerTodayRoute, "/api/health-worker/appointments/today", { cookie });
    expect((await today()).body).toMatchObject({ code: "password_change_required" });
    expect((await changePassword({ currentPassword: WORKER_PASSWORD, newPassword: "Worker-Own-8" }, cookie)).status).toBe(204);
    expect((await today()).status).toBe(200);
  });
});

describe("POST /api/auth/sessions/revoke", () => {
  it("ends every other session of the account, keeps the one asking, and audits", async () => {
    const doctor = await addDoctorUser(a.hospitalId, a.general, { firstName: "Moses", lastName: "Kato" });
    const second = await signIn(doctor.email, DOCTOR_PASSWORD);
    const colleague = await addDoctorUser(a.hospitalId, a.general, { firstName: "Anne", lastName: "Apio" });

    expect((await revoke(second)).status).toBe(204);
    expect((await profile(second)).status).toBe(200);
    expect((await profile(doctor.cookie)).status).toBe(401);
    expect((await profile(colleague.cookie)).status).toBe(200);
    const [entry] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.action, "auth.sessions_revoke"), eq(auditLogs.entityId, doctor.userId)));
    expect(entry).toMatchObject({ actorType: "staff", actorId: doctor.userId, entity: "user", hospitalId: a.hospitalId });
    // The password still works: only the sessions ended.
    expect((await login(doctor.email, DOCTOR_PASSWORD, CHROME_LINUX, "10.40.0.1")).status).toBe(200);
  });

  it("refuses the signed out", async () => {
    expect((await revoke()).status).toBe(401);
    await expect(revokeOtherSessions({ kind: "anonymous", ip: null }, null)).rejects.toMatchObject({ status: 401 });
  });
});
