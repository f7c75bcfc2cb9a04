import { and, eq } from "drizzle-orm";

import { POST as logoutRoute } from "@/app/api/patients/logout/route";
import { GET as readRoute } from "@/app/api/patients/[id]/route";
import { POST as verifyRoute } from "@/app/api/patients/verify/route";
import { resolveActor } from "@/lib/auth/actor";
import { authOptions } from "@/lib/auth/options";
import { encodeSession, PATIENT_SESSION_SECONDS, type SessionClaims } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { auditLogs, patients } from "@/lib/db/schema";
import { BOTH_REQUIRED } from "@/lib/validation/patient-portal";
import { call } from "@/test/http";
import { auditRows, registered, selfForm } from "@/test/patients";
import { agedSessionToken } from "@/test/sessions";

import { INVALID_PATIENT_CREDENTIALS, PATIENT_VERIFY_LIMITS, TOO_MANY_VERIFICATIONS } from "./patient-auth";

// The patient portal opens with the health number and the exact date of birth; failures are
// counted per number and per address so that a date of birth cannot be found by trying.

const DOB = "1990-04-12";
const verify = (body: unknown, ip = "10.50.0.1") => call(verifyRoute, "/api/patients/verify", { body, ip });
const read = (id: string, cookie?: string) => call(readRoute, `/api/patients/${id}`, { cookie, params: { id } });
const newPatient = async () => (await registered(selfForm({ dateOfBirth: DOB }), { ip: "10.50.9.9" })).id;

/** A portal cookie whose session was opened `ageSeconds` ago (its JWT alone would last a day). */
async function portalCookieAged(patientId: string, ageSeconds: number): Promise<string> {
  const token = await agedSessionToken({ sub: patientId, kind: "patient" }, { ageSeconds, lifetimeSeconds: PATIENT_SESSION_SECONDS });
  return `patient-portal.session-token=${token}`;
}

describe("POST /api/patients/verify", () => {
  it("opens a portal session with the exact date of birth; that cookie reads the patient's record", async () => {
    const id = await newPatient();
    const res = await verify({ healthNumber: ` ${id.toLowerCase()} `, dateOfBirth: DOB });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id });
    const setCookie = res.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^patient-portal\.session-token=.+/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(new RegExp(`Max-Age=${PATIENT_SESSION_SECONDS}`));
    expect(setCookie).toMatch(/SameSite=lax/i);

    const record = await read(id, res.cookie);
    expect(record.status).toBe(200);
    expect(record.body.id).toBe(id);
    const [entry] = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "patient.verify"), eq(auditLogs.entityId, id), eq(auditLogs.outcome, "success")));
    expect(entry).toMatchObject({ actorType: "anonymous", ip: "10.50.0.1" });
  });

  it("accepts only the exact date: the day before and the day after are refused like an unknown number", async () => {
    const id = await newPatient();
    for (const [healthNumber, dateOfBirth] of [
      [id, "1990-04-11"],
      [id, "1990-04-13"],
      [id, "12/04/1990"],
      ["UG-PAT-1999-999", DOB],
    ]) {
      const res = await verify({ healthNumber, dateOfBirth }, "10.51.0.1");
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: INVALID_PATIENT_CREDENTIALS });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    expect((await verify({ healthNumber: id, dateOfBirth: DOB }, "10.51.0.1")).status).toBe(200);

    const failures = await auditRows("patient.verify", id);
    const reasons = failures.filter((f) => f.outcome === "failure").map((f) => (f.details as { reason: string }).reason);
    expect(reasons).toEqual(["wrong_date_of_birth", "wrong_date_of_birth", "wrong_date_of_birth"]);
    expect(JSON.stringify(failures.map((f) => f.details))).not.toMatch(/1990/);
  });

  it("refuses an inactive patient with the same 401", async () => {
    const id = await newPatient();
    await getDb().update(patients).set({ isActive: false }).where(eq(patients.id, id));
    const res = await verify({ healthNumber: id, dateOfBirth: DOB }, "10.52.0.1");
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(INVALID_PATIENT_CREDENTIALS);
  });

  it.each([[{}], [{ healthNumber: "UG-PAT-2026-001" }], [{ dateOfBirth: DOB }], [{ healthNumber: "  ", dateOfBirth: DOB }], [{ healthNumber: "UG-PAT-2026-001", dateOfBirth: "" }]])(
    "answers 400 'Please enter both your health number and date of birth.' to %j",
    async (body) => {
      const res = await verify(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(BOTH_REQUIRED);
    },
  );

  it(`answers 429 with Retry-After after ${PATIENT_VERIFY_LIMITS.perHealthNumber} failures for one number, even with the right date`, async () => {
    const id = await newPatient();
    for (let i = 0; i < PATIENT_VERIFY_LIMITS.perHealthNumber; i++) {
      expect((await verify({ healthNumber: id, dateOfBirth: `1990-01-${String(i + 1).padStart(2, "0")}` }, `10.53.0.${i}`)).status).toBe(401);
    }
    const limited = await verify({ healthNumber: id, dateOfBirth: DOB }, "10.53.1.1");
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(TOO_MANY_VERIFICATIONS);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("set-cookie")).toBeNull();
    const denied = (await auditRows("patient.verify", id)).filter((r) => r.outcome === "denied");
    expect(denied).toHaveLength(1);
  });

  it(`answers 429 after ${PATIENT_VERIFY_LIMITS.perIp} failures from one address across numbers; another address is unaffected`, async () => {
    const id = await newPatient();
    for (let i = 0; i < PATIENT_VERIFY_LIMITS.perIp; i++) {
      expect((await verify({ healthNumber: `UG-PAT-1999-${String(i).padStart(3, "0")}`, dateOfBirth: DOB }, "10.54.0.1")).status).toBe(401);
    }
    expect((await verify({ healthNumber: id, dateOfBirth: DOB }, "10.54.0.1")).status).toBe(429);
    expect((await verify({ healthNumber: id, dateOfBirth: DOB }, "10.54.0.2")).status).toBe(200);
  });

  it("clears the number's failures on success", async () => {
    const id = await newPatient();
    const fail = (ip: string) => verify({ healthNumber: id, dateOfBirth: "2000-01-01" }, ip);
    for (let i = 0; i < PATIENT_VERIFY_LIMITS.perHealthNumber - 1; i++) expect((await fail(`10.55.0.${i}`)).status).toBe(401);
    expect((await verify({ healthNumber: id, dateOfBirth: DOB }, "10.55.1.1")).status).toBe(200);
    for (let i = 0; i < PATIENT_VERIFY_LIMITS.perHealthNumber - 1; i++) expect((await fail(`10.55.2.${i}`)).status).toBe(401);
    expect((await verify({ healthNumber: id, dateOfBirth: DOB }, "10.55.1.1")).status).toBe(200);
  });
});

describe("the portal session", () => {
  it("is refused once older than 30 minutes", async () => {
    const id = await newPatient();
    expect((await read(id, await portalCookieAged(id, PATIENT_SESSION_SECONDS - 60))).status).toBe(200);
    expect((await read(id, await portalCookieAged(id, PATIENT_SESSION_SECONDS + 60))).status).toBe(401);
  });

  it("counts from the verification, not from a re-issued token (fresh iat and exp, in next-auth's cookie)", async () => {
    const id = await newPatient();
    const reissued = (ageSeconds: number) =>
      agedSessionToken({ sub: id, kind: "patient" }, { ageSeconds, lifetimeSeconds: PATIENT_SESSION_SECONDS }).then((t) => `next-auth.session-token=${t}`);
    expect((await read(id, await reissued(PATIENT_SESSION_SECONDS - 60))).status).toBe(200);
    expect((await read(id, await reissued(PATIENT_SESSION_SECONDS + 60))).status).toBe(401);
  });

  it("ends with POST /api/patients/logout (204, cookie cleared)", async () => {
    const id = await newPatient();
    const { cookie } = await verify({ healthNumber: id, dateOfBirth: DOB }, "10.56.0.1");
    const res = await call(logoutRoute, "/api/patients/logout", { method: "POST", cookie });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(/patient-portal\.session-token=;.*Max-Age=0/i);
    expect(await auditRows("auth.patient_logout", id)).toHaveLength(1);
    // Signed out already: still 204.
    expect((await call(logoutRoute, "/api/patients/logout", { method: "POST" })).status).toBe(204);
  });
});

describe("next-auth patient provider", () => {
  type Provider = { options: { id: string; authorize: (c: Record<string, string>, req: unknown) => Promise<unknown> } };
  const options = () => authOptions("10.57.0.1");
  const provider = () => (options().providers as unknown as Provider[]).find((p) => p.options.id === "patient")!;

  it("verifies like POST /api/patients/verify and signs the patient into a 'patient' session", async () => {
    const id = await newPatient();
    const user = await provider().options.authorize({ healthNumber: id, dateOfBirth: DOB }, {});
    expect(user).toMatchObject({ id });
    const token = (await options().callbacks!.jwt!({
      token: {},
      user: user as never,
      account: { provider: "patient", type: "credentials", providerAccountId: id },
    } as never)) as SessionClaims;
    expect(token).toMatchObject({ sub: id, kind: "patient", sv: 0 });
    expect(token.role).toBeUndefined();
    expect(await resolveActor(await encodeSession(token, 3600), null)).toEqual({ kind: "patient", ip: null, patientId: id, maintenanceMode: false });

    expect(await provider().options.authorize({ healthNumber: id, dateOfBirth: "1990-04-13" }, {})).toBeNull();
    expect(await provider().options.authorize({}, {})).toBeNull();
  });
});
