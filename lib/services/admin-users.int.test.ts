import { and, eq, isNull } from "drizzle-orm";

import { GET as listRoute } from "@/app/api/admin/users/route";
import { PATCH as patchRoute } from "@/app/api/admin/users/[userId]/route";
import { POST as resetRoute } from "@/app/api/admin/users/[userId]/temporary-password/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as userRoute } from "@/app/api/auth/user/route";
import { GET as dashboardRoute } from "@/app/api/dashboard/stats/route";
import type { Actor } from "@/lib/auth/actor-types";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db/client";
import { doctors, sessions, users } from "@/lib/db/schema";
import { ServiceError } from "@/lib/errors";
import { mailText } from "@/lib/mail";
import { NOTHING_TO_CHANGE } from "@/lib/validation/admin-users";
import { actorOf, addDoctorUser, auditOf, clinic, mailsTo, type Clinic } from "@/test/doctor";
import { call } from "@/test/http";
import { portalCookie } from "@/test/patients";
import { staffUser } from "@/test/staff";
import { addTestWorker } from "@/test/workers";

import { INACTIVE_USER, LAST_ADMINISTRATOR, OWN_PASSWORD, SELF_DEACTIVATION, updateAdminUser } from "./admin-users";

// Issue 16, item 4: the system administrator's Users tab. Every staff account of the network,
// searched, filtered and paged; Verify/Unverify; Activate/Deactivate, which ends the account's
// sessions at once; Reset Password, a mailed one-time password to be changed at the next sign-in.
// Nobody deactivates themselves or the last active system administrator.

let a: Clinic;
let root: { email: string; password: string; cookie: string; id: string };
let others: Record<string, string>;

let n = 0;
const nextIp = () => `10.161.${Math.floor(++n / 200)}.${n % 200}`;
const login = (email: string, password: string) => call(loginRoute, "/api/auth/login", { body: { email, password }, ip: nextIp() });
const list = (cookie: string | undefined, query: Record<string, string> = {}) =>
  call(listRoute, `/api/admin/users?${new URLSearchParams(query)}`, { cookie });
const patch = (cookie: string | undefined, userId: string, body: unknown) =>
  call(patchRoute, `/api/admin/users/${userId}`, { method: "PATCH", body, cookie, params: { userId } });
const reset = (cookie: string | undefined, userId: string, body: unknown = {}) =>
  call(resetRoute, `/api/admin/users/${userId}/temporary-password`, { method: "POST", body, cookie, params: { userId } });
const dashboard = (cookie: string) => call(dashboardRoute, "/api/dashboard/stats", { cookie });
const idOf = async (email: string) => (await getDb().select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const userRow = async (id: string) => (await getDb().select().from(users).where(eq(users.id, id)))[0];

/** A system administrator, signed in, with its id. */
async function admin() {
  const s = await staffUser("system_admin", null);
  return { ...s, id: await idOf(s.email) };
}

/** An account inserted directly with a name and e-mail of the test's choosing. */
async function addUser(values: { firstName: string; lastName: string; email: string; role: "user" | "hospital_admin" | "doctor" | "patient"; hospitalId?: string | null }) {
  const [row] = await getDb()
    .insert(users)
    .values({ ...values, username: values.email, passwordHash: await hashPassword("Listed-Pass1"), hospitalId: values.hospitalId ?? null })
    .returning({ id: users.id });
  return row.id;
}

beforeAll(async () => {
  a = await clinic({ patientCount: 1 });
  root = await admin();
  const worker = await addTestWorker(a.hospitalId, a.general);
  others = {
    "hospital admin": a.adminCookie,
    doctor: a.doctors[0].cookie,
    "staff user": (await staffUser("user", null)).cookie,
    "health worker": worker.cookie,
    "portal patient": await portalCookie(a.patients[0].id, "1990-04-12", "10.161.250.1"),
  };
});

describe("access", () => {
  it("answers 401 signed out and 403 to every principal but a system administrator, changing nothing", async () => {
    const target = a.doctors[1].userId;
    const before = await userRow(target);
    for (const [route, send] of [
      ["GET /api/admin/users", (cookie?: string) => list(cookie)],
      ["PATCH /api/admin/users/{userId}", (cookie?: string) => patch(cookie, target, { isActive: false, isVerified: true })],
      ["POST /api/admin/users/{userId}/temporary-password", (cookie?: string) => reset(cookie, target)],
    ] as const) {
      expect([route, "signed out", (await send(undefined)).status]).toEqual([route, "signed out", 401]);
      for (const [who, cookie] of Object.entries(others)) expect([route, who, (await send(cookie)).status]).toEqual([route, who, 403]);
    }
    const after = await userRow(target);
    expect(after).toEqual(before);
  });
});

describe("GET /api/admin/users", () => {
  let zed: string;
  let zoe: string;
  let wild: string;
  beforeAll(async () => {
    zed = await addUser({ firstName: "Zebedee", lastName: "Quarrington", email: "zq.clerk@listing.example", role: "user" });
    zoe = await addUser({ firstName: "Zoe", lastName: "Mukasa", email: "zoe.quarry@listing.example", role: "hospital_admin", hospitalId: a.hospitalId });
    wild = await addUser({ firstName: "Per%cent", lastName: "Under_score", email: "wild.cards@listing.example", role: "patient" });
    // Two-factor on for Zoe (secret and enabling time go together: users_totp_enabled_check).
    await getDb().update(users).set({ totpSecretEnc: "enc", totpEnabledAt: new Date() }).where(eq(users.id, zoe));
  });

  it("answers every account newest first, with its hospital, last sign-in and two-factor state", async () => {
    const res = await list(root.cookie, { limit: "200" });
    expect(res.status).toBe(200);
    const rows = res.body as { id: string; createdAt: string }[];
    expect(rows.length).toBe(await getDb().$count(users));
    const times = rows.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const z = res.body.find((r: { id: string }) => r.id === zoe);
    expect(z).toEqual({
      id: zoe,
      firstName: "Zoe",
      lastName: "Mukasa",
      email: "zoe.quarry@listing.example",
      role: "hospital_admin",
      isActive: true,
      isVerified: false,
      hospitalId: a.hospitalId,
      hospitalName: expect.any(String),
      lastLogin: null,
      twoFactorEnabled: true,
      createdAt: expect.any(String),
    });
    const me = res.body.find((r: { id: string }) => r.id === root.id);
    expect(me).toMatchObject({ role: "system_admin", hospitalId: null, hospitalName: null, twoFactorEnabled: true, lastLogin: expect.any(String) });
  });

  it("searches a part of the first name, last name, full name or e-mail in any case; wildcards are literal", async () => {
    const ids = async (search: string) => ((await list(root.cookie, { search })).body as { id: string }[]).map((r) => r.id).sort();
    expect(await ids("QUARR")).toEqual([zed, zoe].sort()); // Zebedee's last name, Zoe's e-mail
    expect(await ids("zebedee quarr")).toEqual([zed]);
    expect(await ids("zq.CLERK@")).toEqual([zed]);
    expect(await ids("mukasa")).toEqual([zoe]);
    // Taken as wildcards, "%" would match everyone and "n_m" the doctor Namubiru.
    expect(await ids("%")).toEqual([wild]);
    expect(await ids("r_s")).toEqual([wild]);
    expect(await ids("n_m")).toEqual([]);
    expect(await ids("nobody-by-this-name")).toEqual([]);
  });

  it("filters by role and combines the filter with the search", async () => {
    const doctorsOnly = await list(root.cookie, { role: "doctor" });
    expect(doctorsOnly.status).toBe(200);
    expect(doctorsOnly.body.every((r: { role: string }) => r.role === "doctor")).toBe(true);
    expect(doctorsOnly.body.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining(a.doctors.map((d) => d.userId)));
    expect((await list(root.cookie, { role: "Hospital_Admin", search: "quarr" })).body.map((r: { id: string }) => r.id)).toEqual([zoe]);
    expect((await list(root.cookie, { role: "all" })).body.length).toBe((await list(root.cookie)).body.length);
  });

  it("pages with limit and offset", async () => {
    const all = (await list(root.cookie, { limit: "200" })).body.map((r: { id: string }) => r.id);
    expect(all.length).toBeGreaterThan(4);
    const first = (await list(root.cookie, { limit: "2" })).body.map((r: { id: string }) => r.id);
    const second = (await list(root.cookie, { limit: "2", offset: "2" })).body.map((r: { id: string }) => r.id);
    expect([...first, ...second]).toEqual(all.slice(0, 4));
    expect((await list(root.cookie, { offset: String(all.length) })).body).toEqual([]);
  });

  it("refuses a bad role, limit, offset or search with 400 and its message", async () => {
    for (const [query, field] of [
      [{ role: "nurse" }, "role"],
      [{ limit: "0" }, "limit"],
      [{ limit: "201" }, "limit"],
      [{ offset: "-1" }, "offset"],
      [{ search: "x".repeat(101) }, "search"],
    ] as const) {
      const res = await list(root.cookie, query);
      expect([query, res.status]).toEqual([query, 400]);
      expect(res.body.fieldErrors[field]).toEqual(expect.any(String));
    }
    expect((await list(root.cookie, { role: "nurse" })).body.message).toBe("Role must be one of: hospital_admin, doctor, patient, system_admin, user");
  });
});

describe("PATCH /api/admin/users/{userId}", () => {
  it("verifies and unverifies an account, auditing the field name; an unchanged value writes nothing", async () => {
    const target = await addUser({ firstName: "Vera", lastName: "Verify", email: "vera@verify.example", role: "user" });
    const verified = await patch(root.cookie, target, { isVerified: true });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ id: target, isVerified: true, isActive: true, email: "vera@verify.example" });
    expect((await userRow(target)).isVerified).toBe(true);
    expect((await patch(root.cookie, target, { isVerified: true })).status).toBe(200);
    expect(await auditOf("user.update", target)).toHaveLength(1);
    const unverified = await patch(root.cookie, target, { isVerified: false });
    expect(unverified.body.isVerified).toBe(false);
    const entries = await auditOf("user.update", target);
    expect(entries.map((e) => e.details)).toEqual([{ fields: ["isVerified"] }, { fields: ["isVerified"] }]);
    expect(entries[0].actorId).toBe(root.id);
  });

  it("refuses an empty body, other types and an unknown user", async () => {
    const target = a.doctors[1].userId;
    const before = await userRow(target);
    const empty = await patch(root.cookie, target, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(NOTHING_TO_CHANGE);
    const wrong = await patch(root.cookie, target, { isActive: "false" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ isActive: "isActive must be true or false" });
    expect((await patch(root.cookie, target, { isVerified: 1 })).body.fieldErrors).toEqual({ isVerified: "isVerified must be true or false" });
    expect((await patch(root.cookie, target, [true])).status).toBe(400);
    expect((await patch(root.cookie, target, null)).status).toBe(400);
    expect(await userRow(target)).toEqual(before);
    const unknown = await patch(root.cookie, "no-such-user", { isVerified: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("User not found");
  });

  it("deactivating a doctor refuses the session issued before at its next request, and the sign-in; reactivating lets a new sign-in in", async () => {
    const doctor = await addDoctorUser(a.hospitalId, a.general, { firstName: "Dora", lastName: "Deactivated" });
    const other = await login(doctor.email, "Doctor-Pass1");
    expect((await dashboard(doctor.cookie)).status).toBe(200);
    const versionBefore = (await userRow(doctor.userId)).sessionVersion;

    const res = await patch(root.cookie, doctor.userId, { isActive: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: doctor.userId, isActive: false, role: "doctor", hospitalId: a.hospitalId });
    // Both sessions issued before the change are refused on their next request.
    expect((await dashboard(doctor.cookie)).status).toBe(401);
    expect((await call(userRoute, "/api/auth/user", { cookie: other.cookie })).status).toBe(401);
    const live = await getDb()
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.kind, "staff"), eq(sessions.principalId, doctor.userId), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    expect((await userRow(doctor.userId)).sessionVersion).toBe(versionBefore + 1);
    // The doctor's record follows the account, as PATCH /api/doctors/{id} keeps them.
    const [record] = await getDb().select({ isActive: doctors.isActive }).from(doctors).where(eq(doctors.id, doctor.id));
    expect(record.isActive).toBe(false);
    const refused = await login(doctor.email, "Doctor-Pass1");
    expect(refused.status).toBe(401);
    expect(refused.cookie).toBeUndefined();
    const [entry] = await auditOf("user.deactivate", doctor.userId);
    expect(entry.details).toEqual({ fields: ["isActive"], doctorId: doctor.id });
    expect(entry.hospitalId).toBe(a.hospitalId);

    const back = await patch(root.cookie, doctor.userId, { isActive: true });
    expect(back.status).toBe(200);
    expect(back.body.isActive).toBe(true);
    const [again] = await getDb().select({ isActive: doctors.isActive }).from(doctors).where(eq(doctors.id, doctor.id));
    expect(again.isActive).toBe(true);
    // The old sessions stay ended; a new sign-in works.
    expect((await dashboard(doctor.cookie)).status).toBe(401);
    const signedIn = await login(doctor.email, "Doctor-Pass1");
    expect(signedIn.status).toBe(200);
    expect((await dashboard(signedIn.cookie!)).status).toBe(200);
    expect(await auditOf("user.reactivate", doctor.userId)).toHaveLength(1);
  });

  it("refuses to deactivate oneself (409) but lets one verify oneself", async () => {
    const res = await patch(root.cookie, root.id, { isActive: false });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SELF_DEACTIVATION);
    expect((await userRow(root.id)).isActive).toBe(true);
    expect((await call(userRoute, "/api/auth/user", { cookie: root.cookie })).status).toBe(200);
    expect((await patch(root.cookie, root.id, { isVerified: true })).body.isVerified).toBe(true);
  });
});

describe("POST /api/admin/users/{userId}/temporary-password", () => {
  it("mails a one-time password: the old one fails, every session ends, the new one signs in and must be changed first", async () => {
    const doctor = await addDoctorUser(a.hospitalId, a.general, { firstName: "Rita", lastName: "Reset" });
    const res = await reset(root.cookie, doctor.userId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ temporaryPassword: expect.any(String), expiresAt: expect.any(String) });
    const password = res.body.temporaryPassword as string;
    expect((await userRow(doctor.userId)).temporaryPasswordExpiresAt?.toISOString()).toBe(res.body.expiresAt);

    expect((await dashboard(doctor.cookie)).status).toBe(401);
    expect((await login(doctor.email, "Doctor-Pass1")).status).toBe(401);
    const signedIn = await login(doctor.email, password);
    expect(signedIn.status).toBe(200);
    const refused = await dashboard(signedIn.cookie!);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("password_change_required");
    expect((await list(signedIn.cookie!)).status).toBe(403);
    expect((await call(userRoute, "/api/auth/user", { cookie: signedIn.cookie! })).status).toBe(200);

    // The password rests in the outbox only as an encrypted secret.
    const mail = (await mailsTo(doctor.email)).find((m) => m.subject.startsWith("A new temporary password"))!;
    expect(mail.bodyText).not.toContain(password);
    expect(mail.secretsEnc).not.toBeNull();
    expect(mail.secretsEnc).not.toContain(password);
    expect(mailText(mail)).toContain(`Temporary password: ${password}`);
    expect(mail.bodyText).toContain(`Email: ${doctor.email}`);
    const [entry] = await auditOf("user.temporary_password", doctor.userId);
    expect(entry.actorId).toBe(root.id);
    expect(JSON.stringify(entry.details)).not.toContain(password);
  });

  it("refuses one's own account, an inactive account (nothing changes) and an unknown one", async () => {
    const own = await reset(root.cookie, root.id);
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(OWN_PASSWORD);
    expect((await call(userRoute, "/api/auth/user", { cookie: root.cookie })).status).toBe(200);

    const target = await addUser({ firstName: "Ina", lastName: "Inactive", email: "ina@inactive.example", role: "user" });
    await getDb().update(users).set({ isActive: false }).where(eq(users.id, target));
    const before = await userRow(target);
    const inactive = await reset(root.cookie, target);
    expect(inactive.status).toBe(409);
    expect(inactive.body.message).toBe(INACTIVE_USER);
    expect(await userRow(target)).toEqual(before);
    expect(await mailsTo("ina@inactive.example")).toEqual([]);

    expect((await reset(root.cookie, "no-such-user")).status).toBe(404);
    expect((await reset(root.cookie, target, [1])).status).toBe(400);
  });
});

// Last: these change which system administrators are active.
describe("the last active system administrator", () => {
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => 200,
      (e: unknown) => (e instanceof ServiceError ? { status: e.status, message: e.message } : Promise.reject(e)),
    );
  const activeAdmins = async () =>
    (await getDb().select({ id: users.id }).from(users).where(and(eq(users.role, "system_admin"), eq(users.isActive, true)))).map((r) => r.id).sort();

  it("cannot be deactivated by an administrator deactivated meanwhile; such an administrator acts no more", async () => {
    const [x, y, z] = [await admin(), await admin(), await admin()];
    const staleY: Actor = await actorOf(y.cookie);
    const staleZ: Actor = await actorOf(z.cookie);
    // X deactivates Y; Y's request, already past the session check, then tries to deactivate Z.
    expect((await patch(x.cookie, y.id, { isActive: false })).status).toBe(200);
    expect(await refusal(updateAdminUser(staleY, z.id, { isActive: false }))).toEqual({ status: 401, message: expect.any(String) });
    expect((await userRow(z.id)).isActive).toBe(true);
    // Root deactivates Z, then X; Z's stale request then cannot deactivate root, the last one.
    expect((await patch(root.cookie, z.id, { isActive: false })).status).toBe(200);
    expect((await patch(root.cookie, x.id, { isActive: false })).status).toBe(200);
    expect(await refusal(updateAdminUser(staleZ, root.id, { isActive: false }))).toEqual({ status: 409, message: LAST_ADMINISTRATOR });
    expect(await activeAdmins()).toEqual([root.id]);
  });

  it("two administrators deactivating each other at the same time: exactly one succeeds", async () => {
    const [x, y] = [await admin(), await admin()];
    // Root steps aside (deactivated by X), so that X and Y are the only active administrators.
    expect((await patch(x.cookie, root.id, { isActive: false })).status).toBe(200);
    expect(await activeAdmins()).toEqual([x.id, y.id].sort());

    // Both actors resolved before either change, as two requests already past the session check.
    const [actorX, actorY] = [await actorOf(x.cookie), await actorOf(y.cookie)];
    const outcomes = await Promise.all([
      refusal(updateAdminUser(actorX, y.id, { isActive: false })),
      refusal(updateAdminUser(actorY, x.id, { isActive: false })),
    ]);
    expect(outcomes.filter((o) => o === 200)).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 200)).toEqual([{ status: 409, message: LAST_ADMINISTRATOR }]);
    expect(await activeAdmins()).toHaveLength(1);

    // The same race through the routes: one 200, the other refused (409, or 401 once its session has ended).
    const [survivor] = await activeAdmins();
    const s = survivor === x.id ? x : y;
    const w = await admin();
    const statuses = await Promise.all([patch(s.cookie, w.id, { isActive: false }), patch(w.cookie, s.id, { isActive: false })]);
    expect(statuses.map((r) => r.status).filter((st) => st === 200)).toHaveLength(1);
    expect(statuses.map((r) => r.status).filter((st) => st !== 200).every((st) => st === 409 || st === 401)).toBe(true);
    expect(await activeAdmins()).toHaveLength(1);
  });
});
