import { eq } from "drizzle-orm";

import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { resolveActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { auditLogs, users } from "@/lib/db/schema";
import { call } from "@/test/http";
import { createHospital } from "@/test/factories";

import { LOGIN_LIMITS, logoutEverywhere } from "./auth";

let hospital: Awaited<ReturnType<typeof createHospital>>;
beforeAll(async () => {
  hospital = await createHospital();
});

const signIn = (email: string, password: string, ip = "10.0.0.1") =>
  call(login, "/api/auth/login", { body: { email, password }, ip });

describe("POST /api/auth/login", () => {
  it.each([
    [{ email: "not-an-email", password: "secret1" }, "Invalid email address", "email"],
    [{ email: "a@b.co", password: "12345" }, "Password must be at least 6 characters", "password"],
    [{ password: "secret1" }, "Invalid email address", "email"],
  ])("rejects %j with the specification's message", async (body, message, field) => {
    const res = await call(login, "/api/auth/login", { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toBe(message);
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const res = await call(login, "/api/auth/login", { method: "POST", rawBody: "{email:", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Malformed JSON body");
  });

  it("signs the hospital administrator in and sets a session cookie that /api/auth/user accepts", async () => {
    const res = await signIn(hospital.adminEmail.toUpperCase(), hospital.adminPassword);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: hospital.adminEmail, role: "hospital_admin", hospitalId: hospital.hospitalId });
    expect(res.body.user).not.toHaveProperty("passwordHash");
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=.+; .*HttpOnly/i);

    const me = await call(currentUser, "/api/auth/user", { cookie: res.cookie });
    expect(me.status).toBe(200);
    expect(Object.keys(me.body).sort()).toEqual(
      ["departmentId", "email", "firstName", "hospitalId", "id", "lastName", "profileImageUrl", "role", "username"].sort(),
    );
  });

  it("answers a wrong password and an unknown email alike with 401, and audits both", async () => {
    const wrong = await signIn(hospital.adminEmail, "Wrong-password1", "10.0.0.2");
    const unknown = await signIn("nobody@nowhere.example", "Whatever1", "10.0.0.2");
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual({ message: "Invalid email or password" });
    expect(unknown.body).toEqual({ message: "Invalid email or password" });
    const failures = await getDb().select().from(auditLogs).where(eq(auditLogs.outcome, "failure"));
    expect(failures.map((f) => (f.details as { reason: string }).reason)).toEqual(expect.arrayContaining(["wrong_password", "unknown_email"]));
    expect(failures.every((f) => f.ip === "10.0.0.2")).toBe(true);
  });

  it("refuses an inactive user", async () => {
    const other = await createHospital();
    await getDb().update(users).set({ isActive: false }).where(eq(users.email, other.adminEmail));
    const res = await signIn(other.adminEmail, other.adminPassword);
    expect(res.status).toBe(401);
  });

  it(`answers 429 with Retry-After after ${LOGIN_LIMITS.perEmail} wrong passwords for one email, even for the right one`, async () => {
    const target = await createHospital();
    for (let i = 0; i < LOGIN_LIMITS.perEmail; i++) {
      expect((await signIn(target.adminEmail, "Wrong-password1", `10.1.0.${i}`)).status).toBe(401);
    }
    const limited = await signIn(target.adminEmail, target.adminPassword, "10.1.1.1");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/Too many sign-in attempts/);
  });

  it(`answers 429 after ${LOGIN_LIMITS.perIp} failures from one address across many emails`, async () => {
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
      expect((await signIn(`guess${i}@nowhere.example`, "Wrong-password1", "10.9.9.9")).status).toBe(401);
    }
    const limited = await signIn(hospital.adminEmail, hospital.adminPassword, "10.9.9.9");
    expect(limited.status).toBe(429);
    // Another address is not affected.
    expect((await signIn(hospital.adminEmail, hospital.adminPassword, "10.9.9.10")).status).toBe(200);
  });
});

describe("sessions", () => {
  it("refuses a cross-site mutation with 403 and accepts a same-origin one", async () => {
    const body = { email: hospital.adminEmail, password: hospital.adminPassword };
    const cross = await call(login, "/api/auth/login", { body, headers: { origin: "https://evil.example" } });
    expect(cross.status).toBe(403);
    const fetchSite = await call(login, "/api/auth/login", { body, headers: { "sec-fetch-site": "cross-site" } });
    expect(fetchSite.status).toBe(403);
    const same = await call(login, "/api/auth/login", { body, headers: { origin: "http://localhost:3000" } });
    expect(same.status).toBe(200);
  });

  it("stops honouring a session as soon as the user is deactivated", async () => {
    const other = await createHospital();
    const { cookie } = await signIn(other.adminEmail, other.adminPassword);
    expect((await call(currentUser, "/api/auth/user", { cookie })).status).toBe(200);
    await getDb().update(users).set({ isActive: false }).where(eq(users.email, other.adminEmail));
    expect((await call(currentUser, "/api/auth/user", { cookie })).status).toBe(401);
  });

  it("voids every session on logout everywhere", async () => {
    const other = await createHospital();
    const { cookie } = await signIn(other.adminEmail, other.adminPassword);
    const token = cookie!.split("=").slice(1).join("=");
    const actor = await resolveActor(token, "127.0.0.1");
    expect(actor.kind).toBe("staff");
    await logoutEverywhere(actor);
    expect((await resolveActor(token, "127.0.0.1")).kind).toBe("anonymous");
    expect((await call(currentUser, "/api/auth/user", { cookie })).status).toBe(401);
  });

  it("logs out with 204 and clears the cookie", async () => {
    const { cookie } = await signIn(hospital.adminEmail, hospital.adminPassword, "10.3.0.1");
    const res = await call(logout, "/api/auth/logout", { method: "POST", cookie });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;.*Max-Age=0/i);
  });

  it("answers 401 to /api/auth/user without a session or with a forged cookie", async () => {
    expect((await call(currentUser, "/api/auth/user")).status).toBe(401);
    expect((await call(currentUser, "/api/auth/user", { cookie: "next-auth.session-token=forged" })).status).toBe(401);
  });
});
