import { and, eq } from "drizzle-orm";
import type { CredentialsConfig } from "next-auth/providers/credentials";

import { POST as login } from "@/app/api/auth/login/route";
import { POST as disableRoute } from "@/app/api/auth/two-factor/disable/route";
import { POST as enableRoute } from "@/app/api/auth/two-factor/enable/route";
import { POST as setupRoute } from "@/app/api/auth/two-factor/setup/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { authOptions } from "@/lib/auth/options";
import { totpCode, totpStep } from "@/lib/auth/totp";
import { PRODUCT_NAME } from "@/lib/constants/product";
import { getDb } from "@/lib/db/client";
import { auditLogs, twoFactorRecoveryCodes, users } from "@/lib/db/schema";
import { decryptPhi } from "@/lib/security/phi";
import { createHospital } from "@/test/factories";
import { call } from "@/test/http";
import { portalCookie } from "@/test/patients";
import { addPatient } from "@/test/doctor";
import { staffUser } from "@/test/staff";
import { addTestWorker } from "@/test/workers";

import { LOGIN_LIMITS } from "./auth";
import { getTwoFactorStatus, TWO_FACTOR_CODE_LIMIT } from "./two-factor";

// Staff members of one hospital (an administrator, a doctor, a plain user and the system
// administrator) turn two-factor sign-in on from Settings, sign in with the six-digit code or a
// recovery code, and turn it off. Health workers and portal patients have none.

const SETUP = "/api/auth/two-factor/setup";
const ENABLE = "/api/auth/two-factor/enable";
const DISABLE = "/api/auth/two-factor/disable";
const NEED_CODE = { message: "Enter the six-digit code from your authenticator app", code: "two_factor_required" };
const WRONG_CODE = { message: "Invalid two-factor code", code: "two_factor_required" };

let hospitalId: string;
let ipN = 0;
/** A distinct client address per sign-in: the per-address limit is not what these tests look at. */
const nextIp = () => `10.15.${Math.floor(++ipN / 200)}.${ipN % 200}`;

const setup = (cookie?: string) => call(setupRoute, SETUP, { method: "POST", cookie });
const enable = (body: unknown, cookie?: string) => call(enableRoute, ENABLE, { body, cookie });
const disable = (body: unknown, cookie?: string) => call(disableRoute, DISABLE, { body, cookie });
const signIn = (body: { email: string; password: string; code?: string }, ip = nextIp()) => call(login, "/api/auth/login", { body, ip });
const me = (cookie?: string) => call(currentUser, "/api/auth/user", { cookie });

const secretOf = (otpauthUrl: string) => new URL(otpauthUrl).searchParams.get("secret")!;
const userRow = async (email: string) => (await getDb().select().from(users).where(eq(users.email, email)))[0];
const codesOf = (userId: string) => getDb().select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
const auditsOf = (userId: string, action: string) =>
  getDb()
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entityId, userId), eq(auditLogs.action, action)))
    .orderBy(auditLogs.id);
/** The code of the step after now: accepted (window ±1) and later than the step that enabled. */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);
/** A six-digit code that is none of the secret's codes within the window. */
function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1, 2].map((o) => totpCode(secret, Date.now() + o * 30_000)));
  for (let i = 0; ; i++) {
    const candidate = String((123457 + i * 7919) % 1_000_000).padStart(6, "0");
    if (!near.has(candidate)) return candidate;
  }
}

type Enrolled = { email: string; password: string; cookie: string; secret: string; recoveryCodes: string[]; userId: string };

/** A new staff member with two-factor on (set up and confirmed through the routes). */
async function enrolled(role: "hospital_admin" | "doctor" | "user" | "system_admin" = "hospital_admin"): Promise<Enrolled> {
  const user = await staffUser(role, role === "system_admin" ? null : hospitalId);
  // A system administrator comes enrolled (test/staff.ts): this one starts without, to enrol here.
  if (role === "system_admin") await getDb().update(users).set({ totpSecretEnc: null, totpEnabledAt: null }).where(eq(users.email, user.email));
  const started = await setup(user.cookie);
  expect(started.status).toBe(200);
  const secret = secretOf(started.body.otpauthUrl);
  const done = await enable({ code: totpCode(secret) }, user.cookie);
  expect(done.status).toBe(200);
  return { ...user, secret, recoveryCodes: done.body.recoveryCodes, userId: (await userRow(user.email)).id };
}

beforeAll(async () => {
  jest.spyOn(console, "info").mockImplementation(() => {});
  hospitalId = (await createHospital()).hospitalId;
});

describe("who may use the two-factor routes", () => {
  it("answers 401 signed out, and 403 to a health worker and to a portal patient", async () => {
    const worker = await addTestWorker(hospitalId, null);
    const patient = await addPatient(hospitalId);
    const portal = await portalCookie(patient.id, "1990-04-12");
    for (const [cookie, status] of [
      [undefined, 401],
      [worker.cookie, 403],
      [portal, 403],
    ] as const) {
      expect((await setup(cookie)).status).toBe(status);
      expect((await enable({ code: "123456" }, cookie)).status).toBe(status);
      expect((await disable({ code: "123456" }, cookie)).status).toBe(status);
    }
  });

  it.each(["doctor", "user", "system_admin"] as const)("lets a %s enrol", async (role) => {
    const user = await enrolled(role);
    expect(user.recoveryCodes).toHaveLength(10);
    expect((await signIn({ email: user.email, password: user.password })).body).toEqual(NEED_CODE);
  });
});

describe("POST /api/auth/two-factor/setup", () => {
  it("stores a new secret encrypted and pending, and answers its otpauth URI and QR code", async () => {
    const user = await staffUser("hospital_admin", hospitalId);
    const res = await setup(user.cookie);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["otpauthUrl", "qrSvg"]);
    const url = new URL(res.body.otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    // Label "issuer:email" (the key URI format), which the app shows beside the code.
    expect(decodeURIComponent(res.body.otpauthUrl)).toMatch(new RegExp(`^otpauth://totp/${PRODUCT_NAME}:${user.email.replace(/[.+]/g, "\\$&")}\\?`));
    expect(url.searchParams.get("issuer")).toBe(PRODUCT_NAME);
    expect(url.searchParams.get("algorithm")).toBe("SHA1");
    expect(url.searchParams.get("digits")).toBe("6");
    expect(url.searchParams.get("period")).toBe("30");
    const secret = url.searchParams.get("secret")!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(res.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);

    const row = await userRow(user.email);
    expect(row.totpPendingSecretEnc).not.toContain(secret);
    expect(decryptPhi(row.totpPendingSecretEnc)).toBe(secret);
    // Not active until confirmed: sign-in still needs only the password.
    expect([row.totpSecretEnc, row.totpEnabledAt]).toEqual([null, null]);
    expect((await signIn({ email: user.email, password: user.password })).status).toBe(200);
  });

  it("replaces the pending secret when run again: the first secret's code no longer confirms", async () => {
    const user = await staffUser("hospital_admin", hospitalId);
    const first = secretOf((await setup(user.cookie)).body.otpauthUrl);
    const second = secretOf((await setup(user.cookie)).body.otpauthUrl);
    expect(second).not.toBe(first);
    expect(decryptPhi((await userRow(user.email)).totpPendingSecretEnc)).toBe(second);
    if (totpCode(first) !== totpCode(second)) {
      expect((await enable({ code: totpCode(first) }, user.cookie)).status).toBe(400);
    }
    expect((await enable({ code: totpCode(second) }, user.cookie)).status).toBe(200);
  });

  it("answers 409 while two-factor is on, and keeps the active secret", async () => {
    const user = await enrolled();
    const before = await userRow(user.email);
    const res = await setup(user.cookie);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Two-factor sign-in is already on");
    const after = await userRow(user.email);
    expect([after.totpSecretEnc, after.totpPendingSecretEnc]).toEqual([before.totpSecretEnc, null]);
  });
});

describe("POST /api/auth/two-factor/enable", () => {
  it("refuses a missing, malformed or wrong code with 400 and leaves two-factor off", async () => {
    const user = await staffUser("hospital_admin", hospitalId);
    const secret = secretOf((await setup(user.cookie)).body.otpauthUrl);
    for (const body of [{}, { code: "" }, { code: "12345" }, { code: "abcdef" }]) {
      const res = await enable(body, user.cookie);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.code).toBe("Enter the six-digit code from your authenticator app");
    }
    const wrong = await enable({ code: wrongCode(secret) }, user.cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: "Invalid two-factor code", fieldErrors: { code: "Invalid two-factor code" } });
    expect((await userRow(user.email)).totpSecretEnc).toBeNull();
    expect((await auditsOf((await userRow(user.email)).id, "auth.two_factor_enable"))[0]).toMatchObject({
      outcome: "failure",
      details: { reason: "wrong_two_factor_code" },
    });
  });

  it("answers 409 without a pending secret", async () => {
    const user = await staffUser("doctor", hospitalId);
    const res = await enable({ code: "123456" }, user.cookie);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Start the set-up first: there is no new secret to confirm");
  });

  it("turns two-factor on, answers ten recovery codes once, stores only their digests and ends the other sessions", async () => {
    const user = await staffUser("hospital_admin", hospitalId);
    const other = (await signIn({ email: user.email, password: user.password })).cookie!;
    const secret = secretOf((await setup(user.cookie)).body.otpauthUrl);
    const { id: userId } = await userRow(user.email);
    // A set left from an earlier enrolment is replaced, not added to.
    await getDb().insert(twoFactorRecoveryCodes).values({ userId, codeHash: "old-digest" });

    const res = await enable({ code: totpCode(secret) }, user.cookie);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["recoveryCodes"]);
    const codes: string[] = res.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);

    const row = await userRow(user.email);
    expect(decryptPhi(row.totpSecretEnc)).toBe(secret);
    expect(row.totpPendingSecretEnc).toBeNull();
    expect(row.totpEnabledAt).toBeInstanceOf(Date);
    expect(row.totpLastStep).toBeGreaterThanOrEqual(totpStep() - 1);

    const stored = await codesOf(userId);
    expect(stored).toHaveLength(10);
    expect(stored.some((s) => s.codeHash === "old-digest")).toBe(false);
    const digests = stored.map((s) => s.codeHash).join(" ");
    for (const code of codes) expect(digests.toLowerCase()).not.toContain(code.replace(/-/g, "").toLowerCase().slice(0, 8));

    expect((await me(user.cookie)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect(await getTwoFactorStatus({ kind: "staff", userId, role: "hospital_admin", hospitalId, departmentId: null, email: user.email, firstName: null, lastName: null, ip: null })).toEqual({
      enabled: true,
      enabledAt: row.totpEnabledAt!.toISOString(),
      recoveryCodesLeft: 10,
      timeZone: "Africa/Kampala",
    });
    expect(await auditsOf(userId, "auth.two_factor_enable")).toEqual([expect.objectContaining({ outcome: "success" })]);
  });

  it("refuses the code that enabled for a sign-in (a code is good once)", async () => {
    const user = await staffUser("hospital_admin", hospitalId);
    const secret = secretOf((await setup(user.cookie)).body.otpauthUrl);
    const code = totpCode(secret);
    expect((await enable({ code }, user.cookie)).status).toBe(200);
    // The step may have turned since: the same six digits are then another step's code only by chance.
    if (totpCode(secret) === code) expect((await signIn({ email: user.email, password: user.password, code })).body).toEqual(WRONG_CODE);
  });

  it(`answers 429 after ${TWO_FACTOR_CODE_LIMIT} wrong codes, even to the right one`, async () => {
    const user = await staffUser("hospital_admin", hospitalId);
    const secret = secretOf((await setup(user.cookie)).body.otpauthUrl);
    for (let i = 0; i < TWO_FACTOR_CODE_LIMIT; i++) expect((await enable({ code: wrongCode(secret) }, user.cookie)).status).toBe(400);
    const limited = await enable({ code: totpCode(secret) }, user.cookie);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("is held by the database: a secret without an enabling time (or the reverse) is refused", async () => {
    const user = await staffUser("user", hospitalId);
    await expect(getDb().update(users).set({ totpSecretEnc: "v1.x.y.z" }).where(eq(users.email, user.email))).rejects.toThrow();
    await expect(getDb().update(users).set({ totpEnabledAt: new Date() }).where(eq(users.email, user.email))).rejects.toThrow();
  });
});

describe("POST /api/auth/login with two-factor on", () => {
  it("asks for the code after the right password, refuses a wrong one, accepts the right one once", async () => {
    const user = await enrolled();
    const credentials = { email: user.email, password: user.password };
    const earlier = (await auditsOf(user.userId, "auth.login")).length; // the enrolling session's sign-in

    const noCode = await signIn(credentials);
    expect(noCode.status).toBe(401);
    expect(noCode.body).toEqual(NEED_CODE);
    expect(noCode.headers.get("set-cookie")).toBeNull();
    // A wrong password says nothing about two-factor.
    expect((await signIn({ ...credentials, password: "Wrong-Pass1", code: nextCode(user.secret) })).body).toEqual({ message: "Invalid email or password" });

    const wrong = await signIn({ ...credentials, code: wrongCode(user.secret) });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(WRONG_CODE);

    const code = nextCode(user.secret);
    const ok = await signIn({ ...credentials, code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(ok.status).toBe(200);
    expect((await me(ok.cookie)).body.email).toBe(user.email);
    expect((await userRow(user.email)).totpLastStep).toBe(totpStep() + 1);

    const replay = await signIn({ ...credentials, code });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(WRONG_CODE);

    const reasons = (await auditsOf(user.userId, "auth.login")).slice(earlier).map((r) => [r.outcome, (r.details as { reason?: string })?.reason ?? null]);
    expect(reasons).toEqual([
      ["failure", "two_factor_required"],
      ["failure", "wrong_password"],
      ["failure", "wrong_two_factor_code"],
      ["success", null],
      ["failure", "wrong_two_factor_code"],
    ]);
  });

  it("lets only one of two racing sign-ins with the same code through", async () => {
    const user = await enrolled();
    const code = nextCode(user.secret);
    const results = await Promise.all([1, 2, 3].map(() => signIn({ email: user.email, password: user.password, code })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it("accepts a recovery code once, in any case and without dashes, and audits its use", async () => {
    const user = await enrolled();
    const [first, second] = user.recoveryCodes;
    const ok = await signIn({ email: user.email, password: user.password, code: first.toUpperCase().replace(/-/g, "") });
    expect(ok.status).toBe(200);
    const again = await signIn({ email: user.email, password: user.password, code: first });
    expect(again.status).toBe(401);
    expect(again.body).toEqual(WRONG_CODE);
    expect((await signIn({ email: user.email, password: user.password, code: second })).status).toBe(200);

    const used = await auditsOf(user.userId, "auth.recovery_code_used");
    expect(used.map((r) => r.details)).toEqual([{ recoveryCodesLeft: 9 }, { recoveryCodesLeft: 8 }]);
    const stored = await codesOf(user.userId);
    expect(stored.filter((s) => s.usedAt !== null)).toHaveLength(2);
    // Another account's recovery code is not this account's.
    const other = await enrolled();
    expect((await signIn({ email: other.email, password: other.password, code: user.recoveryCodes[2] })).body).toEqual(WRONG_CODE);
  });

  it(`limits codes like passwords: the ${LOGIN_LIMITS.perEmail + 1}th wrong code is 429, even for the right one`, async () => {
    const user = await enrolled();
    const credentials = { email: user.email, password: user.password };
    // Asking for the code takes nothing from the limit (the password was right, nothing was guessed).
    for (let i = 0; i < LOGIN_LIMITS.perEmail + 2; i++) expect((await signIn(credentials)).body).toEqual(NEED_CODE);
    for (let i = 0; i < LOGIN_LIMITS.perEmail; i++) expect((await signIn({ ...credentials, code: wrongCode(user.secret) })).status).toBe(401);
    const limited = await signIn({ ...credentials, code: nextCode(user.secret) });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // The right code was not spent by the refused attempt.
    expect((await userRow(user.email)).totpLastStep).toBeLessThan(totpStep() + 1);
  });

  it("clears the count on a full success", async () => {
    const user = await enrolled();
    const credentials = { email: user.email, password: user.password };
    for (let i = 0; i < LOGIN_LIMITS.perEmail - 1; i++) await signIn({ ...credentials, code: wrongCode(user.secret) });
    expect((await signIn({ ...credentials, code: user.recoveryCodes[0] })).status).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perEmail - 1; i++) expect((await signIn({ ...credentials, code: wrongCode(user.secret) })).status).toBe(401);
    expect((await signIn({ ...credentials, code: user.recoveryCodes[1] })).status).toBe(200);
  });

  it("checks an expired temporary password before the code", async () => {
    const user = await enrolled();
    await getDb()
      .update(users)
      .set({ temporaryPasswordExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.email, user.email));
    const res = await signIn({ email: user.email, password: user.password, code: nextCode(user.secret) });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("temporary_password_expired");
  });

  it("holds for the next-auth staff provider too: no session without the code", async () => {
    const user = await enrolled();
    // next-auth keeps the provider's own settings (its id, its authorize) under `options`.
    const providers = authOptions("10.15.99.1").providers as unknown as { options: CredentialsConfig }[];
    const staff = providers.find((p) => p.options.id === "staff")!.options;
    const authorize = (credentials: Record<string, string>) => staff.authorize(credentials, { body: {}, query: {}, headers: {}, method: "POST" });
    expect(await authorize({ email: user.email, password: user.password })).toBeNull();
    expect(await authorize({ email: user.email, password: user.password, code: wrongCode(user.secret) })).toBeNull();
    expect(await authorize({ email: user.email, password: user.password, code: nextCode(user.secret) })).toMatchObject({ id: user.userId });
  });
});

describe("POST /api/auth/two-factor/disable", () => {
  it("answers 409 when two-factor is off and 400 to a missing or wrong code", async () => {
    const off = await staffUser("doctor", hospitalId);
    expect((await disable({ code: "123456" }, off.cookie)).status).toBe(409);

    const user = await enrolled();
    const missing = await disable({}, user.cookie);
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.code).toBe("Enter the six-digit code from your authenticator app, or one of your recovery codes");
    const wrong = await disable({ code: wrongCode(user.secret) }, user.cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Invalid two-factor code");
    expect((await userRow(user.email)).totpSecretEnc).not.toBeNull();
    expect(await auditsOf(user.userId, "auth.two_factor_disable")).toEqual([
      expect.objectContaining({ outcome: "failure", details: { reason: "wrong_two_factor_code" } }),
    ]);
  });

  it("turns two-factor off with a current code: the secret and the recovery codes go, sign-in needs the password only", async () => {
    const user = await enrolled();
    expect((await disable({ code: nextCode(user.secret) }, user.cookie)).status).toBe(204);
    const row = await userRow(user.email);
    expect([row.totpSecretEnc, row.totpPendingSecretEnc, row.totpEnabledAt, row.totpLastStep]).toEqual([null, null, null, null]);
    expect(await codesOf(user.userId)).toHaveLength(0);
    expect(await auditsOf(user.userId, "auth.two_factor_disable")).toEqual([expect.objectContaining({ outcome: "success", details: { with: "totp" } })]);
    expect((await signIn({ email: user.email, password: user.password })).status).toBe(200);
    // A recovery code of the removed set is worth nothing now, and two-factor can be set up again.
    expect((await disable({ code: user.recoveryCodes[0] }, user.cookie)).status).toBe(409);
    expect((await setup(user.cookie)).status).toBe(200);
  });

  it("turns two-factor off with a recovery code, and refuses the code that enabled (already used)", async () => {
    const user = await enrolled();
    const enabling = totpCode(user.secret);
    if (totpCode(user.secret, Date.now()) === enabling) expect((await disable({ code: enabling }, user.cookie)).status).toBe(400);
    expect((await disable({ code: user.recoveryCodes[3] }, user.cookie)).status).toBe(204);
    expect((await userRow(user.email)).totpSecretEnc).toBeNull();
  });

  it(`answers 429 after ${TWO_FACTOR_CODE_LIMIT} wrong codes, so a stolen session cannot guess its way to turning it off`, async () => {
    const user = await enrolled();
    for (let i = 0; i < TWO_FACTOR_CODE_LIMIT; i++) expect((await disable({ code: wrongCode(user.secret) }, user.cookie)).status).toBe(400);
    expect((await disable({ code: user.recoveryCodes[0] }, user.cookie)).status).toBe(429);
    expect((await userRow(user.email)).totpSecretEnc).not.toBeNull();
  });
});
