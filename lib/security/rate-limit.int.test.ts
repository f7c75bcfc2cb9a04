import { and, asc, eq, sql } from "drizzle-orm";

import { POST as analyzeRoute } from "@/app/api/ai-diagnosis/route";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { POST as workerLogin } from "@/app/api/health-worker/login/route";
import { POST as registerWorkerRoute } from "@/app/api/health-workers/route";
import { POST as verifyRoute } from "@/app/api/patients/verify/route";
import { getDb } from "@/lib/db/client";
import { aiAnalyses, auditLogs, departments } from "@/lib/db/schema";
import { LOGIN_LIMITS } from "@/lib/services/auth";
import { WORKER_LOGIN_LIMITS } from "@/lib/services/health-worker-auth";
import { PATIENT_VERIFY_LIMITS } from "@/lib/services/patient-auth";
import { SELF_REGISTRATION_LIMIT } from "@/lib/services/patients";
import { clinic } from "@/test/doctor";
import { call, type CallResult } from "@/test/http";
import { registerCall, registered, selfForm } from "@/test/patients";
import { hospitalWithAdmin, staffUser } from "@/test/staff";

import { giveBack, takeAttempt } from "./rate-limit";

// Attackers do not wait for one answer before sending the next: every limit is tried here with
// many attempts at once. No more than `max` of them may reach the password or date check, and
// the right credential sent afterwards must still be refused.

const ATTEMPTS = 60;
// Each sign-in verifies a cost-12 bcrypt hash (a third of a second of one core): dozens of them at
// once on a busy two-core machine take longer than the default minute.
jest.setTimeout(240_000);
const concurrently = <T>(n: number, attempt: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => attempt(i)));
const statuses = (results: CallResult[]) => results.map((r) => r.status).sort();
const count = (results: CallResult[], status: number) => results.filter((r) => r.status === status).length;
const outcomes = (action: string, where: ReturnType<typeof sql>) =>
  getDb()
    .select({ outcome: auditLogs.outcome, ip: auditLogs.ip })
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), where));

let hospital: Awaited<ReturnType<typeof hospitalWithAdmin>>;

beforeAll(async () => {
  delete process.env.SMTP_URL;
  jest.spyOn(console, "info").mockImplementation(() => {});
  hospital = await hospitalWithAdmin();
});

describe("sign-in limits under concurrent attempts", () => {
  it(`staff: ${ATTEMPTS} wrong passwords at once for one email check at most ${LOGIN_LIMITS.perEmail}; the right one then answers 429`, async () => {
    const email = hospital.adminEmail;
    const login = (password: string, ip: string) => call(staffLogin, "/api/auth/login", { body: { email, password }, ip });
    // Each from its own address, so that only the per-email limit decides.
    const results = await concurrently(ATTEMPTS, (i) => login(`Wrong-Pass${i}`, `10.91.0.${i}`));
    expect(statuses(results).filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(count(results, 401)).toBe(LOGIN_LIMITS.perEmail);
    const audited = await outcomes("auth.login", sql`${auditLogs.details}->>'email' = ${email}`);
    expect(audited.filter((a) => a.outcome === "failure")).toHaveLength(LOGIN_LIMITS.perEmail);
    expect(audited.filter((a) => a.outcome === "denied")).toHaveLength(ATTEMPTS - LOGIN_LIMITS.perEmail);

    const right = await login(hospital.adminPassword, "10.91.1.1");
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(right.cookie).toBeUndefined();
  });

  it(`patient portal: ${ATTEMPTS} wrong dates of birth at once check at most ${PATIENT_VERIFY_LIMITS.perHealthNumber}; the right date then answers 429`, async () => {
    const { id } = await registered(selfForm({ dateOfBirth: "1988-03-14" }), { ip: "10.92.9.9" });
    const verify = (dateOfBirth: string, ip: string) => call(verifyRoute, "/api/patients/verify", { body: { healthNumber: id, dateOfBirth }, ip });
    const results = await concurrently(ATTEMPTS, (i) => verify(`1988-01-${String((i % 28) + 1).padStart(2, "0")}`, `10.92.0.${i}`));
    expect(statuses(results).filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(count(results, 401)).toBe(PATIENT_VERIFY_LIMITS.perHealthNumber);
    const audited = await outcomes("patient.verify", sql`${auditLogs.entityId} = ${id}`);
    expect(audited.filter((a) => a.outcome === "failure")).toHaveLength(PATIENT_VERIFY_LIMITS.perHealthNumber);

    const right = await verify("1988-03-14", "10.92.1.1");
    expect(right.status).toBe(429);
    expect(right.cookie).toBeUndefined();
  });

  it(`health worker: ${ATTEMPTS} wrong passwords at once check at most ${WORKER_LOGIN_LIMITS.perWorkerNumber}; the right one then answers 429`, async () => {
    const worker = await registeredWorker();
    const login = (password: string, ip: string) =>
      call(workerLogin, "/api/health-worker/login", { body: { workerNumber: worker.workerNumber, password }, ip });
    const results = await concurrently(ATTEMPTS, (i) => login(`Wrong-Pass${i}`, `10.93.0.${i}`));
    expect(statuses(results).filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(count(results, 401)).toBe(WORKER_LOGIN_LIMITS.perWorkerNumber);

    const right = await login(worker.password, "10.93.1.1");
    expect(right.status).toBe(429);
  });
});

describe("the per-address limit and X-Forwarded-For", () => {
  it(`counts ${LOGIN_LIMITS.perIp + 5} sign-ins from one peer against that peer, whatever X-Forwarded-For each names`, async () => {
    const attempts = LOGIN_LIMITS.perIp + 5;
    // One connection's address; every request claims another one, and a different account.
    const results = await concurrently(attempts, (i) =>
      call(staffLogin, "/api/auth/login", {
        body: { email: `nobody${i}@forged.example`, password: "Wrong-Pass1" },
        ip: "10.94.0.1",
        headers: { "x-forwarded-for": `198.51.100.${i}` },
      }),
    );
    expect(count(results, 401)).toBe(LOGIN_LIMITS.perIp);
    expect(count(results, 429)).toBe(attempts - LOGIN_LIMITS.perIp);
    const audited = await outcomes("auth.login", sql`${auditLogs.details}->>'email' like '%@forged.example'`);
    expect(new Set(audited.map((a) => a.ip))).toEqual(new Set(["10.94.0.1"]));
  });

  it("does not let a client lock out an address by naming it", async () => {
    const user = await staffUser("doctor", hospital.hospitalId);
    const victim = "10.94.1.1";
    await concurrently(LOGIN_LIMITS.perIp + 5, (i) =>
      call(staffLogin, "/api/auth/login", {
        body: { email: `lockout${i}@forged.example`, password: "Wrong-Pass1" },
        ip: "10.94.1.2",
        headers: { "x-forwarded-for": victim },
      }),
    );
    const res = await call(staffLogin, "/api/auth/login", { body: { email: user.email, password: user.password }, ip: victim });
    expect(res.status).toBe(200);
  });
});

describe("other limits under concurrent attempts", () => {
  it(`self-registration: ${SELF_REGISTRATION_LIMIT.perIp + 10} at once from one address register ${SELF_REGISTRATION_LIMIT.perIp}`, async () => {
    const attempts = SELF_REGISTRATION_LIMIT.perIp + 10;
    const results = await concurrently(attempts, () => registerCall(selfForm(), { ip: "10.95.0.1" }));
    expect(count(results, 201)).toBe(SELF_REGISTRATION_LIMIT.perIp);
    expect(count(results, 429)).toBe(10);
  });

  it("AI analyses: 30 at once by one user make 20 (the per-minute limit)", async () => {
    const c = await clinic({ patientCount: 0 });
    const doctor = c.doctors[0];
    const results = await concurrently(30, (i) =>
      call(analyzeRoute, "/api/ai-diagnosis", { body: { symptoms: `runny nose and sneezing, try ${i}` }, cookie: doctor.cookie }),
    );
    expect(count(results, 200)).toBe(20);
    expect(count(results, 429)).toBe(10);
    expect(await getDb().$count(aiAnalyses, eq(aiAnalyses.userId, doctor.userId))).toBe(20);
  });
});

describe("takeAttempt and giveBack", () => {
  it("lets exactly max of many concurrent attempts through, and a give-back makes room for one more", async () => {
    const limits = [{ key: "test:race", max: 5, windowSeconds: 60 }];
    const settled = await Promise.allSettled(Array.from({ length: 50 }, () => takeAttempt(limits, "Too many")));
    const taken = settled.filter((s) => s.status === "fulfilled");
    expect(taken).toHaveLength(5);
    const refused = settled.filter((s) => s.status === "rejected").map((s) => (s as PromiseRejectedResult).reason);
    expect(refused.every((e) => e.status === 429 && Number(e.headers["Retry-After"]) > 0)).toBe(true);

    await giveBack((taken[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof takeAttempt>>>).value);
    await expect(takeAttempt(limits, "Too many")).resolves.toBeDefined();
    await expect(takeAttempt(limits, "Too many")).rejects.toMatchObject({ status: 429 });
  });

  it("an attempt refused by one limit does not use up the others", async () => {
    const tight = { key: "test:tight", max: 1, windowSeconds: 60 };
    const wide = { key: "test:wide", max: 3, windowSeconds: 60 };
    await takeAttempt([tight, wide], "Too many");
    for (let i = 0; i < 5; i++) await expect(takeAttempt([tight, wide], "Too many")).rejects.toMatchObject({ status: 429 });
    // Only the one attempt that passed counts against the wide limit: two more fit.
    await takeAttempt([wide], "Too many");
    await takeAttempt([wide], "Too many");
    await expect(takeAttempt([wide], "Too many")).rejects.toMatchObject({ status: 429 });
  });

  it("a give-back leaves a window that has ended or was cleared alone", async () => {
    const limit = { key: "test:window", max: 2, windowSeconds: 60 };
    const old = await takeAttempt([limit], "Too many");
    // The window ends; a new one starts with a new attempt.
    await getDb().execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key = ${limit.key}`);
    await takeAttempt([limit], "Too many");
    await giveBack(old);
    await takeAttempt([limit], "Too many");
    await expect(takeAttempt([limit], "Too many")).rejects.toMatchObject({ status: 429 });
  });
});

let n = 0;
async function registeredWorker() {
  n += 1;
  const [department] = await getDb()
    .select()
    .from(departments)
    .where(eq(departments.hospitalId, hospital.hospitalId))
    .orderBy(asc(departments.id))
    .limit(1);
  const form = {
    firstName: "Grace",
    lastName: `Akello${n}`,
    email: `grace${n}@race-workers.example`,
    phone: "+256 701 555 030",
    role: "nurse",
    departmentId: department.id,
    qualifications: "Diploma in Nursing",
    licenseNumber: "UNMC/2001",
    employmentType: "full-time",
    shift: "night",
    emergencyContact: "+256 782 000 333",
    emergencyRelationship: "Sister",
  };
  const res = await call(registerWorkerRoute, "/api/health-workers", { body: form, cookie: hospital.cookie });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { workerNumber: res.body.workerNumber as string, password: res.body.temporaryPassword as string };
}
