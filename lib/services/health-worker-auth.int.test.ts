import { and, asc, eq } from "drizzle-orm";

import { GET as currentUser } from "@/app/api/auth/user/route";
import { GET as listDoctorsRoute, POST as registerDoctorRoute } from "@/app/api/doctors/route";
import { POST as login } from "@/app/api/health-worker/login/route";
import { POST as logout } from "@/app/api/health-worker/logout/route";
import { GET as listWorkersRoute, POST as registerWorkerRoute } from "@/app/api/health-workers/route";
import { resolveActor } from "@/lib/auth/actor";
import { authOptions } from "@/lib/auth/options";
import { encodeSession, type SessionClaims } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { auditLogs, departments, healthWorkers } from "@/lib/db/schema";
import { call } from "@/test/http";
import { hospitalWithAdmin } from "@/test/staff";

import { WORKER_LOGIN_LIMITS } from "./health-worker-auth";

// A hospital registers a health worker, who then signs in with the mailed worker number and
// password; the worker's session must never open staff endpoints.

type Worker = { id: string; workerNumber: string; password: string; firstName: string; lastName: string };

let hospital: Awaited<ReturnType<typeof hospitalWithAdmin>>;
let departmentId: string;
let n = 0;

async function registeredWorker(): Promise<Worker> {
  n += 1;
  const form = {
    firstName: "Joseph",
    lastName: `Okot${n}`,
    email: `joseph${n}@workers.example`,
    phone: "+256 701 555 020",
    role: "nurse",
    departmentId,
    qualifications: "Diploma in Nursing",
    licenseNumber: "UNMC/1001",
    employmentType: "full-time",
    shift: "night",
    emergencyContact: "+256 782 000 222",
    emergencyRelationship: "Brother",
  };
  const res = await call(registerWorkerRoute, "/api/health-workers", { body: form, cookie: hospital.cookie });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, workerNumber: res.body.workerNumber, password: res.body.temporaryPassword, firstName: form.firstName, lastName: form.lastName };
}

const signIn = (body: unknown, ip = "10.20.0.1") => call(login, "/api/health-worker/login", { body, ip });
const tokenOf = (cookie: string) => cookie.split("=").slice(1).join("=");

beforeAll(async () => {
  delete process.env.SMTP_URL;
  jest.spyOn(console, "info").mockImplementation(() => {});
  hospital = await hospitalWithAdmin();
  const [first] = await getDb().select().from(departments).where(eq(departments.hospitalId, hospital.hospitalId)).orderBy(asc(departments.id)).limit(1);
  departmentId = first.id;
});

describe("POST /api/health-worker/login", () => {
  it("signs the worker in with the temporary password and sets a health_worker session", async () => {
    const worker = await registeredWorker();
    const res = await signIn({ workerNumber: worker.workerNumber.toLowerCase(), password: worker.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      firstName: "Joseph",
      lastName: worker.lastName,
      role: "nurse",
      workerNumber: worker.workerNumber,
      hospitalId: hospital.hospitalId,
      departmentId,
    });
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=.+; .*HttpOnly/i);
    // 24 hours: the default session timeout of the platform settings.
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=86400/i);

    const actor = await resolveActor(tokenOf(res.cookie!), "10.20.0.1");
    // Registered by the hospital: the password is a temporary one, to be replaced first (issue 15).
    expect(actor).toEqual({
      kind: "health_worker",
      ip: "10.20.0.1",
      healthWorkerId: worker.id,
      hospitalId: hospital.hospitalId,
      passwordChangeRequired: true,
      maintenanceMode: false,
      hospitalDeactivated: false,
    });

    const [entry] = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "auth.health_worker_login"), eq(auditLogs.entityId, worker.id), eq(auditLogs.outcome, "success")));
    expect(entry).toMatchObject({ hospitalId: hospital.hospitalId, ip: "10.20.0.1" });
  });

  it("does not open staff endpoints to a worker's session", async () => {
    const worker = await registeredWorker();
    const { cookie } = await signIn({ workerNumber: worker.workerNumber, password: worker.password });
    expect((await call(listDoctorsRoute, "/api/doctors", { cookie })).status).toBe(403);
    expect((await call(listWorkersRoute, "/api/health-workers", { cookie })).status).toBe(403);
    expect((await call(registerDoctorRoute, "/api/doctors", { cookie, body: {} })).status).toBe(403);
    expect((await call(registerWorkerRoute, "/api/health-workers", { cookie, body: {} })).status).toBe(403);
    expect((await call(currentUser, "/api/auth/user", { cookie })).status).toBe(401);
  });

  it("answers a wrong password, an unknown number and an inactive worker alike with 401, and audits each", async () => {
    const worker = await registeredWorker();
    const inactive = await registeredWorker();
    await getDb().update(healthWorkers).set({ isActive: false }).where(eq(healthWorkers.id, inactive.id));
    const answers = [
      await signIn({ workerNumber: worker.workerNumber, password: "Wrong-pass1" }, "10.21.0.1"),
      await signIn({ workerNumber: "WN-999999", password: "Wrong-pass1" }, "10.21.0.1"),
      await signIn({ workerNumber: inactive.workerNumber, password: inactive.password }, "10.21.0.1"),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Invalid worker number or password" });
      expect(res.cookie).toBeUndefined();
    }
    const failures = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "auth.health_worker_login"), eq(auditLogs.outcome, "failure"), eq(auditLogs.ip, "10.21.0.1")));
    expect(failures.map((f) => (f.details as { reason: string }).reason).sort()).toEqual(["inactive", "unknown_worker_number", "wrong_password"]);
    expect(JSON.stringify(failures.map((f) => f.details))).not.toContain("Wrong-pass1");
  });

  it.each([[{}], [{ workerNumber: "WN-000001" }], [{ password: "secret" }], [{ workerNumber: "   ", password: "secret" }]])(
    "answers 400 'Please enter both worker number and password' to %j",
    async (body) => {
      const res = await signIn(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Please enter both worker number and password");
    },
  );

  it(`answers 429 with Retry-After after ${WORKER_LOGIN_LIMITS.perWorkerNumber} failures for one number, even with the right password`, async () => {
    const worker = await registeredWorker();
    for (let i = 0; i < WORKER_LOGIN_LIMITS.perWorkerNumber; i++) {
      expect((await signIn({ workerNumber: worker.workerNumber, password: "Wrong-pass1" }, `10.22.0.${i}`)).status).toBe(401);
    }
    const limited = await signIn({ workerNumber: worker.workerNumber, password: worker.password }, "10.22.1.1");
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Too many sign-in attempts. Please wait before trying again.");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const denied = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "auth.health_worker_login"), eq(auditLogs.outcome, "denied"), eq(auditLogs.ip, "10.22.1.1")));
    expect(denied).toHaveLength(1);
  });

  it(`answers 429 after ${WORKER_LOGIN_LIMITS.perIp} failures from one address across numbers; another address is unaffected`, async () => {
    const worker = await registeredWorker();
    for (let i = 0; i < WORKER_LOGIN_LIMITS.perIp; i++) {
      expect((await signIn({ workerNumber: `WN-${String(900000 + i)}`, password: "Wrong-pass1" }, "10.23.0.1")).status).toBe(401);
    }
    expect((await signIn({ workerNumber: worker.workerNumber, password: worker.password }, "10.23.0.1")).status).toBe(429);
    expect((await signIn({ workerNumber: worker.workerNumber, password: worker.password }, "10.23.0.2")).status).toBe(200);
  });

  it("clears the number's failures on a successful sign-in", async () => {
    const worker = await registeredWorker();
    const fail = (ip: string) => signIn({ workerNumber: worker.workerNumber, password: "Wrong-pass1" }, ip);
    for (let i = 0; i < WORKER_LOGIN_LIMITS.perWorkerNumber - 1; i++) expect((await fail(`10.24.0.${i}`)).status).toBe(401);
    expect((await signIn({ workerNumber: worker.workerNumber, password: worker.password }, "10.24.1.1")).status).toBe(200);
    for (let i = 0; i < WORKER_LOGIN_LIMITS.perWorkerNumber - 1; i++) expect((await fail(`10.24.2.${i}`)).status).toBe(401);
    expect((await signIn({ workerNumber: worker.workerNumber, password: worker.password }, "10.24.1.1")).status).toBe(200);
  });
});

describe("POST /api/health-worker/logout", () => {
  it("answers 204 and clears the session cookie", async () => {
    const worker = await registeredWorker();
    const { cookie } = await signIn({ workerNumber: worker.workerNumber, password: worker.password }, "10.25.0.1");
    const res = await call(logout, "/api/health-worker/logout", { method: "POST", cookie });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;.*Max-Age=0/i);
    // Signed out already: still 204.
    expect((await call(logout, "/api/health-worker/logout", { method: "POST" })).status).toBe(204);
  });
});

describe("next-auth providers", () => {
  type Provider = { type: string; options: { id: string; authorize: (c: Record<string, string>, req: unknown) => Promise<unknown> } };
  const options = () => authOptions("10.26.0.1");
  const provider = (id: string) => (options().providers as unknown as Provider[]).find((p) => p.options.id === id)!;
  const jwt = (user: unknown, providerId: string) =>
    options().callbacks!.jwt!({ token: {}, user: user as never, account: { provider: providerId, type: "credentials", providerAccountId: "x" } } as never);

  it("signs a worker in through the health-worker provider into a health_worker session", async () => {
    const worker = await registeredWorker();
    const user = await provider("health-worker").options.authorize({ workerNumber: worker.workerNumber, password: worker.password }, {});
    expect(user).toMatchObject({ id: worker.id });
    const token = (await jwt(user, "health-worker")) as SessionClaims;
    expect(token).toMatchObject({ sub: worker.id, kind: "health_worker", sv: 0 });
    expect(token.role).toBeUndefined();
    const actor = await resolveActor(await encodeSession(token, 3600), null);
    expect(actor).toMatchObject({ kind: "health_worker", healthWorkerId: worker.id });

    expect(await provider("health-worker").options.authorize({ workerNumber: worker.workerNumber, password: "Wrong-pass1" }, {})).toBeNull();
    expect(await provider("health-worker").options.authorize({}, {})).toBeNull();
  });

  it("keeps the staff provider signing staff into staff sessions", async () => {
    const user = await provider("staff").options.authorize({ email: hospital.adminEmail, password: hospital.adminPassword }, {});
    expect(user).toMatchObject({ email: hospital.adminEmail, role: "hospital_admin" });
    const token = (await jwt(user, "staff")) as SessionClaims;
    expect(token).toMatchObject({ kind: "staff", role: "hospital_admin" });
    const actor = await resolveActor(await encodeSession(token, 3600), null);
    expect(actor).toMatchObject({ kind: "staff", role: "hospital_admin", hospitalId: hospital.hospitalId });
  });
});
