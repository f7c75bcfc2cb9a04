import { and, desc, eq } from "drizzle-orm";

import { GET as getRoute, PUT as putRoute } from "@/app/api/admin/settings/route";
import { getDb } from "@/lib/db/client";
import { auditLogs, settings, users } from "@/lib/db/schema";
import {
  DEFAULT_PLAN_MESSAGE,
  MAX_USERS_MESSAGE,
  NOTHING_TO_CHANGE,
  SESSION_TIMEOUT_MESSAGE,
} from "@/lib/validation/admin-settings";
import { clinic, type Clinic } from "@/test/doctor";
import { call } from "@/test/http";
import { portalCookie } from "@/test/patients";
import { staffUser } from "@/test/staff";
import { addTestWorker } from "@/test/workers";

import { readSettings } from "./settings";

// Issue 16, item 7: GET and PUT /api/admin/settings, the system administrator's platform settings.
// PUT takes any subset of the six fields; bad values (and a body with none of the six) answer 400
// and change nothing; other fields are dropped; each change writes one audit row naming the changed fields with their values before and
// after. What each setting does to live sessions is tested in lib/auth/setting-effects.int.test.ts.

let a: Clinic;
let root: { cookie: string; id: string };
let others: Record<string, string>;

const DEFAULTS = {
  twoFactorRequired: false,
  sessionTimeoutHours: 24,
  autoBackup: false,
  maintenanceMode: false,
  maxUsersPerHospital: 100,
  defaultPlan: "trial",
};

const get = (cookie: string | undefined) => call(getRoute, "/api/admin/settings", { cookie });
const put = (cookie: string | undefined, body: unknown) => call(putRoute, "/api/admin/settings", { method: "PUT", body, cookie });
const row = async () => (await getDb().select().from(settings).where(eq(settings.id, 1)))[0];
const audits = () =>
  getDb().select().from(auditLogs).where(and(eq(auditLogs.action, "settings.update"), eq(auditLogs.entity, "settings"))).orderBy(desc(auditLogs.id));

beforeAll(async () => {
  a = await clinic({ patientCount: 1 });
  const admin = await staffUser("system_admin", null);
  const [me] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, admin.email));
  root = { cookie: admin.cookie, id: me.id };
  const worker = await addTestWorker(a.hospitalId, a.general);
  others = {
    "hospital admin": a.adminCookie,
    doctor: a.doctors[0].cookie,
    "staff user": (await staffUser("user", null)).cookie,
    "health worker": worker.cookie,
    "portal patient": await portalCookie(a.patients[0].id, "1990-04-12", "10.163.250.1"),
  };
});

describe("access", () => {
  it("answers 401 signed out and 403 to every principal but a system administrator, changing nothing", async () => {
    const before = await readSettings();
    for (const [name, send] of [
      ["GET /api/admin/settings", (cookie?: string) => get(cookie)],
      ["PUT /api/admin/settings", (cookie?: string) => put(cookie, { maintenanceMode: true, sessionTimeoutHours: 1 })],
    ] as const) {
      expect([name, "signed out", (await send(undefined)).status]).toEqual([name, "signed out", 401]);
      for (const [who, cookie] of Object.entries(others)) expect([name, who, (await send(cookie)).status]).toEqual([name, who, 403]);
    }
    expect(await readSettings()).toEqual(before);
    expect(await audits()).toHaveLength(0);
  });
});

describe("GET /api/admin/settings", () => {
  it("answers exactly the six settings, the specification's defaults on a new platform", async () => {
    const res = await get(root.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULTS);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("PUT /api/admin/settings: validation", () => {
  it.each([
    ["an empty object", {}, "_", NOTHING_TO_CHANGE],
    ["a timeout not among 1, 8, 24, 168", { sessionTimeoutHours: 2 }, "sessionTimeoutHours", SESSION_TIMEOUT_MESSAGE],
    ["a timeout as text", { sessionTimeoutHours: "8" }, "sessionTimeoutHours", SESSION_TIMEOUT_MESSAGE],
    ["a timeout of null", { sessionTimeoutHours: null }, "sessionTimeoutHours", SESSION_TIMEOUT_MESSAGE],
    ["a user limit of 0", { maxUsersPerHospital: 0 }, "maxUsersPerHospital", MAX_USERS_MESSAGE],
    ["a fractional user limit", { maxUsersPerHospital: 10.5 }, "maxUsersPerHospital", MAX_USERS_MESSAGE],
    ["a user limit above 100,000", { maxUsersPerHospital: 100_001 }, "maxUsersPerHospital", MAX_USERS_MESSAGE],
    ["the plan 'expired'", { defaultPlan: "expired" }, "defaultPlan", DEFAULT_PLAN_MESSAGE],
    ["an unknown plan", { defaultPlan: "gold" }, "defaultPlan", DEFAULT_PLAN_MESSAGE],
    ["a switch as text", { maintenanceMode: "yes" }, "maintenanceMode", "maintenanceMode must be true or false"],
    ["a switch as a number", { twoFactorRequired: 1 }, "twoFactorRequired", "twoFactorRequired must be true or false"],
    ["a switch of null", { autoBackup: null }, "autoBackup", "autoBackup must be true or false"],
    ["a misspelt field alone", { sessionTimeout: 8 }, "_", NOTHING_TO_CHANGE],
    ["an array", [{ maintenanceMode: true }], "_", "The body must be a JSON object of settings"],
  ])("refuses %s with 400 and its message, changing nothing", async (_what, body, field, message) => {
    const before = await row();
    const res = await put(root.cookie, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(await row()).toEqual(before);
  });

  it("refuses malformed JSON with 400", async () => {
    const res = await call(putRoute, "/api/admin/settings", {
      method: "PUT",
      rawBody: "{ maintenanceMode: true",
      headers: { "content-type": "application/json" },
      cookie: root.cookie,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Malformed JSON body");
  });
});

describe("PUT /api/admin/settings: changes", () => {
  it("changes only the fields sent, answers all six, and audits the changed fields before and after", async () => {
    const res = await put(root.cookie, { sessionTimeoutHours: 8, maxUsersPerHospital: 250 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...DEFAULTS, sessionTimeoutHours: 8, maxUsersPerHospital: 250 });
    expect((await get(root.cookie)).body).toEqual(res.body);
    const stored = await row();
    expect(stored).toMatchObject({ sessionTimeoutHours: 8, maxUsersPerHospital: 250, updatedBy: root.id });
    const [entry] = await audits();
    expect(entry).toMatchObject({ actorType: "staff", actorId: root.id, entityId: "1", outcome: "success" });
    expect(entry.details).toEqual({
      changed: ["sessionTimeoutHours", "maxUsersPerHospital"],
      before: { sessionTimeoutHours: 24, maxUsersPerHospital: 100 },
      after: { sessionTimeoutHours: 8, maxUsersPerHospital: 250 },
    });
  });

  it("drops fields that are not settings (the row's id, author and time stay the server's)", async () => {
    const res = await put(root.cookie, { autoBackup: false, id: 2, updatedBy: "forged", updatedAt: "2001-01-01T00:00:00Z", maintenance: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual((await get(root.cookie)).body);
    const stored = await row();
    expect(stored).toMatchObject({ id: 1, maintenanceMode: false, updatedBy: root.id });
    expect(stored.updatedAt.getTime()).toBeGreaterThan(Date.now() - 3600_000);
    expect(await getDb().$count(settings)).toBe(1);
  });

  it("takes the whole object of GET back, changed; sending the same values writes no audit row", async () => {
    const current = (await get(root.cookie)).body;
    const whole = { ...current, defaultPlan: "premium", autoBackup: true, sessionTimeoutHours: 168 };
    const res = await put(root.cookie, whole);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(whole);
    const [entry] = await audits();
    expect(entry.details).toEqual({
      changed: ["sessionTimeoutHours", "autoBackup", "defaultPlan"],
      before: { sessionTimeoutHours: 8, autoBackup: false, defaultPlan: "trial" },
      after: { sessionTimeoutHours: 168, autoBackup: true, defaultPlan: "premium" },
    });

    const count = (await audits()).length;
    const again = await put(root.cookie, whole);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(whole);
    expect(await audits()).toHaveLength(count);
  });

  it("accepts each allowed timeout and plan", async () => {
    for (const hours of [1, 8, 24, 168]) expect((await put(root.cookie, { sessionTimeoutHours: hours })).body.sessionTimeoutHours).toBe(hours);
    for (const plan of ["trial", "basic", "premium", "enterprise"]) expect((await put(root.cookie, { defaultPlan: plan })).body.defaultPlan).toBe(plan);
    expect((await put(root.cookie, { maxUsersPerHospital: 1 })).body.maxUsersPerHospital).toBe(1);
    expect((await put(root.cookie, { maxUsersPerHospital: 100_000 })).body.maxUsersPerHospital).toBe(100_000);
  });

  it("creates the settings row when it is missing (the defaults, then the change)", async () => {
    await getDb().delete(settings);
    const res = await put(root.cookie, { twoFactorRequired: false, maintenanceMode: false, sessionTimeoutHours: 24 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULTS);
    expect(await row()).toMatchObject(DEFAULTS);
  });

  it("lets two administrators' changes of different fields both land (the row is locked, nothing is lost)", async () => {
    const other = await staffUser("system_admin", null);
    const [x, y] = await Promise.all([put(root.cookie, { maxUsersPerHospital: 321 }), put(other.cookie, { defaultPlan: "enterprise" })]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(await row()).toMatchObject({ maxUsersPerHospital: 321, defaultPlan: "enterprise" });
  });
});
