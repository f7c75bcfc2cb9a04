import { asc, eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import type { NextRequest } from "next/server";

import { GET as nextAuthGet, POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { POST as createDepartmentRoute } from "@/app/api/departments/route";
import { POST as workerLogin } from "@/app/api/health-worker/login/route";
import { POST as workerLogout } from "@/app/api/health-worker/logout/route";
import { POST as registerWorkerRoute } from "@/app/api/health-workers/route";
import { GET as readPatient } from "@/app/api/patients/[id]/route";
import { POST as patientLogout } from "@/app/api/patients/logout/route";
import { resolveActor } from "@/lib/auth/actor";
import { authSecret, decodeSession, encodeSession, PATIENT_SESSION_SECONDS } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { departments, sessions, settings, users } from "@/lib/db/schema";
import { logoutEverywhere } from "@/lib/services/auth";
import { ensureSettings } from "@/lib/services/settings";
import { call, type CallOptions } from "@/test/http";
import { portalCookie, registered, selfForm } from "@/test/patients";
import { agedSessionToken } from "@/test/sessions";
import { hospitalWithAdmin, signIn } from "@/test/staff";

// Sign-out ends the session on the server and no session outlives the platform's timeout,
// whatever the cookie in the browser (or in an attacker's hands) says.

// next-auth's App Router handler reads the request through next/headers; outside Next, hand it the request.
const mockRequest: { current?: NextRequest } = {};
jest.mock("next/headers", () => ({
  cookies: async () => mockRequest.current!.cookies,
  headers: async () => mockRequest.current!.headers,
}));

type Hospital = Awaited<ReturnType<typeof hospitalWithAdmin>> & { adminUserId: string };
let hospital: Hospital;
let n = 0;

/** A hospital, its administrator's session cookie and user id. */
async function newHospital(): Promise<Hospital> {
  const h = await hospitalWithAdmin();
  const [admin] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, h.adminEmail));
  return { ...h, adminUserId: admin.id };
}

beforeAll(async () => {
  delete process.env.SMTP_URL;
  process.env.NEXTAUTH_URL ??= "http://localhost:3000";
  jest.spyOn(console, "info").mockImplementation(() => {});
  hospital = await newHospital();
});

const tokenOf = (cookie: string) => cookie.split("=").slice(1).join("=");
const me = (cookie?: string) => call(currentUser, "/api/auth/user", { cookie });
const addDepartment = (cookie: string) => call(createDepartmentRoute, "/api/departments", { body: { name: `Ward ${(n += 1)}` }, cookie });

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

const setTimeoutHours = async (hours: number) => {
  await ensureSettings();
  await getDb().update(settings).set({ sessionTimeoutHours: hours }).where(eq(settings.id, 1));
};

const maxAgeOf = (setCookie: string | null) => Number(/Max-Age=(\d+)/i.exec(setCookie ?? "")?.[1]);
const rowOf = async (cookie: string) => {
  const claims = await decodeSession(tokenOf(cookie));
  const [row] = await getDb().select().from(sessions).where(eq(sessions.id, claims!.sid));
  return row;
};

describe("signing in", () => {
  afterEach(() => setTimeoutHours(24));

  it("opens a session row and gives the cookie exactly the settings' timeout", async () => {
    const res = await call(login, "/api/auth/login", { body: { email: hospital.adminEmail, password: hospital.adminPassword }, headers: { "user-agent": "Test/1.0" } });
    expect(maxAgeOf(res.headers.get("set-cookie"))).toBe(24 * 3600);
    const row = await rowOf(res.cookie!);
    expect(row).toMatchObject({ kind: "staff", principalId: hospital.adminUserId, userAgent: "Test/1.0", revokedAt: null });
    expect(row.id.length).toBeGreaterThanOrEqual(24); // 18 random bytes, base64url
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(24 * 3600 * 1000);

    await setTimeoutHours(1);
    const short = await call(login, "/api/auth/login", { body: { email: hospital.adminEmail, password: hospital.adminPassword } });
    expect(maxAgeOf(short.headers.get("set-cookie"))).toBe(3600);
    const claims = await decodeSession(tokenOf(short.cookie!));
    expect(Number(claims!.exp) - Number(claims!.iat)).toBe(3600);
  });

  it("drops the principal's expired rows, and only theirs", async () => {
    const other = await newHospital();
    const expired = async (userId: string) => {
      const [row] = await getDb()
        .insert(sessions)
        .values({ id: `old-${(n += 1)}`, kind: "staff", principalId: userId, createdAt: new Date(Date.now() - 7200_000), expiresAt: new Date(Date.now() - 3600_000) })
        .returning();
      return row.id;
    };
    const mine = await expired(hospital.adminUserId);
    const theirs = await expired(other.adminUserId);
    await signIn(hospital.adminEmail, hospital.adminPassword);
    const left = await getDb().select({ id: sessions.id }).from(sessions);
    expect(left.map((r) => r.id)).not.toContain(mine);
    expect(left.map((r) => r.id)).toContain(theirs);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends that staff session: the saved cookie can neither read nor write", async () => {
    const cookie = await signIn(hospital.adminEmail, hospital.adminPassword);
    const other = await signIn(hospital.adminEmail, hospital.adminPassword);
    expect((await me(cookie)).status).toBe(200);
    expect((await addDepartment(cookie)).status).toBe(201);

    expect((await call(logout, "/api/auth/logout", { method: "POST", cookie })).status).toBe(204);
    // The attacker replays the cookie saved before sign-out.
    expect((await me(cookie)).status).toBe(401);
    expect((await addDepartment(cookie)).status).toBe(401);
    expect((await rowOf(cookie)).revokedAt).toBeInstanceOf(Date);
    // Another browser of the same user stays signed in.
    expect((await me(other)).status).toBe(200);
  });

  it("ends a health worker's session (POST /api/health-worker/logout and POST /api/auth/logout alike)", async () => {
    const worker = await registeredWorker();
    for (const [out, path] of [[workerLogout, "/api/health-worker/logout"], [logout, "/api/auth/logout"]] as const) {
      const res = await call(workerLogin, "/api/health-worker/login", { body: { workerNumber: worker.workerNumber, password: worker.password } });
      expect(res.status).toBe(200);
      expect((await resolveActor(tokenOf(res.cookie!), null)).kind).toBe("health_worker");
      expect((await nextAuth("/api/auth/session", { cookie: res.cookie })).body.user).toMatchObject({ id: worker.id, kind: "health_worker" });

      expect((await call(out, path, { method: "POST", cookie: res.cookie })).status).toBe(204);
      expect((await resolveActor(tokenOf(res.cookie!), null)).kind).toBe("anonymous");
      expect((await nextAuth("/api/auth/session", { cookie: res.cookie })).body).toEqual({});
    }
  });

  it("ends the patient portal session with POST /api/patients/logout", async () => {
    const { id } = await registered(selfForm({ dateOfBirth: "1990-04-12" }), { ip: "10.60.9.9" });
    const cookie = await portalCookie(id, "1990-04-12", "10.60.0.1");
    expect((await call(readPatient, `/api/patients/${id}`, { cookie, params: { id } })).status).toBe(200);

    expect((await call(patientLogout, "/api/patients/logout", { method: "POST", cookie })).status).toBe(204);
    expect((await call(readPatient, `/api/patients/${id}`, { cookie, params: { id } })).status).toBe(401);
    const row = await rowOf(cookie);
    expect(row.revokedAt).toBeInstanceOf(Date);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(PATIENT_SESSION_SECONDS * 1000);
  });

  it("logout everywhere revokes every row of the user", async () => {
    const other = await newHospital();
    const a = await signIn(other.adminEmail, other.adminPassword);
    const b = await signIn(other.adminEmail, other.adminPassword);
    await logoutEverywhere(await resolveActor(tokenOf(a), null));
    expect((await rowOf(a)).revokedAt).toBeInstanceOf(Date);
    expect((await rowOf(b)).revokedAt).toBeInstanceOf(Date);
  });
});

describe("the session timeout", () => {
  const staff = () => ({ kind: "staff" as const, sub: hospital.adminUserId, role: "hospital_admin" });

  it("refuses a session older than the timeout even though its JWT is valid for days", async () => {
    const fresh = await agedSessionToken(staff(), { ageSeconds: 24 * 3600 - 60, lifetimeSeconds: 24 * 3600, jwtSeconds: 30 * 86400 });
    const stale = await agedSessionToken(staff(), { ageSeconds: 24 * 3600 + 60, lifetimeSeconds: 24 * 3600, jwtSeconds: 30 * 86400 });
    expect((await me(`next-auth.session-token=${fresh}`)).status).toBe(200);
    expect((await me(`next-auth.session-token=${stale}`)).status).toBe(401);
    expect((await addDepartment(`next-auth.session-token=${stale}`)).status).toBe(401);
  });

  it("ends a signed-in session when its row's end passes", async () => {
    const cookie = await signIn(hospital.adminEmail, hospital.adminPassword);
    expect((await me(cookie)).status).toBe(200);
    const row = await rowOf(cookie);
    await getDb().update(sessions).set({ createdAt: new Date(Date.now() - 7200_000), expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, row.id));
    expect((await me(cookie)).status).toBe(401);
  });

  it("refuses a cookie without a session id (issued before sessions had rows) and a row of another principal", async () => {
    const legacy = await encode({ token: { sub: hospital.adminUserId, kind: "staff", sv: 0, role: "hospital_admin" }, secret: authSecret(), maxAge: 3600 });
    expect((await me(`next-auth.session-token=${legacy}`)).status).toBe(401);

    const other = await newHospital();
    const { sid } = (await decodeSession(tokenOf(other.cookie)))!;
    const borrowed = await encodeSession({ sub: hospital.adminUserId, kind: "staff", sv: 0, sid }, 3600);
    expect((await me(`next-auth.session-token=${borrowed}`)).status).toBe(401);
  });

  it("has decodeSession (the proxy's only check) refuse an expired JWT whose row is still live", async () => {
    const cookie = await signIn(hospital.adminEmail, hospital.adminPassword);
    const claims = (await decodeSession(tokenOf(cookie)))!;
    const expired = await encodeSession(claims, -60);
    expect(await decodeSession(expired)).toBeNull();
    expect((await me(`next-auth.session-token=${expired}`)).status).toBe(401);
  });
});

describe("next-auth's endpoints", () => {
  afterEach(() => setTimeoutHours(24));

  it("GET /api/auth/session answers the row's end and re-issues no cookie; after logout it answers no user", async () => {
    await setTimeoutHours(8);
    const cookie = await signIn(hospital.adminEmail, hospital.adminPassword);
    const res = await nextAuth("/api/auth/session", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
    const row = await rowOf(cookie);
    expect(res.body).toEqual({
      user: { id: hospital.adminUserId, name: null, email: hospital.adminEmail, role: "hospital_admin", kind: "staff" },
      expires: row.expiresAt.toISOString(),
    });
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    // Asking again extends nothing.
    await nextAuth("/api/auth/session", { cookie, method: "POST", body: {} });
    expect((await rowOf(cookie)).expiresAt).toEqual(row.expiresAt);

    await call(logout, "/api/auth/logout", { method: "POST", cookie });
    const after = await nextAuth("/api/auth/session", { cookie });
    expect(after.body).toEqual({});
    expect(after.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;.*Max-Age=0/i);
  });

  it("signs in through the staff provider with a cookie no longer than the timeout; signout ends that session", async () => {
    await setTimeoutHours(8);
    const csrf = await nextAuth("/api/auth/csrf");
    const csrfCookie = csrf.headers.getSetCookie().find((c) => c.startsWith("next-auth.csrf-token="))!.split(";")[0];
    const started = Date.now();
    const res = await nextAuth("/api/auth/callback/staff", {
      body: { csrfToken: csrf.body.csrfToken, email: hospital.adminEmail, password: hospital.adminPassword, json: "true" },
      cookie: csrfCookie,
    });
    const finished = Date.now();
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="))!;
    const expires = Date.parse(/Expires=([^;]+)/i.exec(setCookie)![1]);
    // The cookie is set during the call (password hashing and a few queries, slow on a loaded machine).
    expect(expires).toBeLessThanOrEqual(finished + 8 * 3600 * 1000 + 1000);
    expect(expires).toBeGreaterThan(started + 8 * 3600 * 1000 - 5000);
    const cookie = setCookie.split(";")[0];
    const row = await rowOf(cookie);
    expect(row).toMatchObject({ kind: "staff", principalId: hospital.adminUserId, revokedAt: null });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(8 * 3600 * 1000);
    const claims = (await decodeSession(tokenOf(cookie)))!;
    expect(Number(claims.exp) * 1000).toBeLessThanOrEqual(row.expiresAt.getTime() + 1000);
    expect((await me(cookie)).status).toBe(200);

    const out = await nextAuth("/api/auth/signout", { body: { csrfToken: csrf.body.csrfToken, json: "true" }, cookie: `${cookie}; ${csrfCookie}` });
    expect(out.status).toBe(200);
    expect((await rowOf(cookie)).revokedAt).toBeInstanceOf(Date);
    expect((await me(cookie)).status).toBe(401);
  });

  it("gives a portal session opened through the patient provider 30 minutes, whatever the staff timeout", async () => {
    const { id } = await registered(selfForm({ dateOfBirth: "1990-04-12" }), { ip: "10.61.9.9" });
    const csrf = await nextAuth("/api/auth/csrf");
    const csrfCookie = csrf.headers.getSetCookie().find((c) => c.startsWith("next-auth.csrf-token="))!.split(";")[0];
    const started = Date.now();
    const res = await nextAuth("/api/auth/callback/patient", {
      body: { csrfToken: csrf.body.csrfToken, healthNumber: id, dateOfBirth: "1990-04-12", json: "true" },
      cookie: csrfCookie,
      ip: "10.61.0.1",
    });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="))!;
    expect(Date.parse(/Expires=([^;]+)/i.exec(setCookie)![1])).toBeLessThanOrEqual(started + PATIENT_SESSION_SECONDS * 1000 + 1000);
    const row = await rowOf(setCookie.split(";")[0]);
    expect(row).toMatchObject({ kind: "patient", principalId: id });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(PATIENT_SESSION_SECONDS * 1000);
  });
});

async function registeredWorker() {
  const [department] = await getDb().select().from(departments).where(eq(departments.hospitalId, hospital.hospitalId)).orderBy(asc(departments.id)).limit(1);
  const form = {
    firstName: "Joseph",
    lastName: `Okot${(n += 1)}`,
    email: `joseph${n}@sessions.example`,
    phone: "+256 701 555 020",
    role: "nurse",
    departmentId: department.id,
    qualifications: "Diploma in Nursing",
    licenseNumber: "UNMC/1001",
    employmentType: "full-time",
    shift: "night",
    emergencyContact: "+256 782 000 222",
    emergencyRelationship: "Brother",
  };
  const res = await call(registerWorkerRoute, "/api/health-workers", { body: form, cookie: hospital.cookie });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id as string, workerNumber: res.body.workerNumber as string, password: res.body.temporaryPassword as string };
}
