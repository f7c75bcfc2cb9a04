import { and, eq } from "drizzle-orm";

import { PATCH as adminPatchHospital } from "@/app/api/admin/hospitals/[hospitalId]/route";
import { POST as createDepartmentRoute } from "@/app/api/departments/route";
import { POST as subscribeRoute } from "@/app/api/hospitals/[hospitalId]/subscription/route";
import { resolveActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { auditLogs, hospitals, payments } from "@/lib/db/schema";
import { PLAN_ENDED_MESSAGE } from "@/lib/subscription";
import { call } from "@/test/http";
import { expireTrial, hospitalWithAdmin, staffUser } from "@/test/staff";

import { getHospitalOrThrow } from "./hospitals";
import { addMonths, listHospitalInvoices } from "./subscriptions";

type Hospital = Awaited<ReturnType<typeof hospitalWithAdmin>>;

const subscribe = (cookie: string | undefined, hospitalId: string, body: unknown) =>
  call(subscribeRoute, `/api/hospitals/${hospitalId}/subscription`, { cookie, body, params: { hospitalId } });
const adminPatch = (cookie: string | undefined, hospitalId: string, body: unknown) =>
  call(adminPatchHospital, `/api/admin/hospitals/${hospitalId}`, { cookie, body, method: "PATCH", params: { hospitalId } });
const invoicesOf = (hospitalId: string) => getDb().select().from(payments).where(eq(payments.hospitalId, hospitalId));
const pendingOf = async (hospitalId: string) => (await invoicesOf(hospitalId)).filter((p) => p.status === "pending");

/** The actor behind a session cookie, for calling a service directly. */
const actorOf = (cookie: string) => resolveActor(cookie.slice(cookie.indexOf("=") + 1), "127.0.0.1");

let a: Hospital;
let b: Hospital;
let sysadmin: Awaited<ReturnType<typeof staffUser>>;

beforeAll(async () => {
  a = await hospitalWithAdmin();
  b = await hospitalWithAdmin();
  sysadmin = await staffUser("system_admin", null);
});

describe("POST /api/hospitals/{hospitalId}/subscription", () => {
  it("opens a pending invoice for one month of the chosen plan at the plan's price", async () => {
    const before = Date.now();
    const res = await subscribe(a.cookie, a.hospitalId, { plan: "basic" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ hospitalId: a.hospitalId, plan: "basic", amount: 99, currency: "USD", status: "pending" });
    expect(res.body.hospitalName).toMatch(/^Test Hospital \d+$/);
    const start = new Date(res.body.periodStart);
    expect(start.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(res.body.periodEnd).toISOString()).toBe(addMonths(start, 1).toISOString());
    const [entry] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.action, "subscription.invoice"), eq(auditLogs.entityId, res.body.id)));
    expect(entry).toMatchObject({ hospitalId: a.hospitalId, outcome: "success" });
  });

  it("supersedes the open invoice when another plan is chosen: one pending remains", async () => {
    const res = await subscribe(a.cookie, a.hospitalId, { plan: "PREMIUM" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ plan: "premium", amount: 299, status: "pending" });
    const pending = await pendingOf(a.hospitalId);
    expect(pending.map((p) => p.id)).toEqual([res.body.id]);
    expect((await invoicesOf(a.hospitalId)).filter((p) => p.status === "cancelled")).toHaveLength(1);

    // The administrator's invoice list: newest first.
    const list = await listHospitalInvoices(await actorOf(a.cookie), a.hospitalId);
    expect(list.map((i) => [i.plan, i.status])).toEqual([
      ["premium", "pending"],
      ["basic", "cancelled"],
    ]);
  });

  it("keeps one pending invoice when two plan choices arrive at once", async () => {
    const results = await Promise.all([
      subscribe(a.cookie, a.hospitalId, { plan: "enterprise" }),
      subscribe(a.cookie, a.hospitalId, { plan: "basic" }),
    ]);
    for (const r of results) expect([201, 409]).toContain(r.status);
    expect(results.some((r) => r.status === 201)).toBe(true);
    expect(await pendingOf(a.hospitalId)).toHaveLength(1);
  });

  it.each([[{ plan: "gold" }], [{}], [{ plan: 3 }]])("rejects %j with 400 and writes nothing", async (body) => {
    const before = (await invoicesOf(b.hospitalId)).length;
    const res = await subscribe(b.cookie, b.hospitalId, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please choose a plan: basic, premium or enterprise");
    expect((await invoicesOf(b.hospitalId)).length).toBe(before);
  });

  it("answers 404 for another hospital, 403 for a doctor and 401 when signed out", async () => {
    // Hospital B's administrator tries to open an invoice for hospital A.
    const before = (await invoicesOf(a.hospitalId)).length;
    const foreign = await subscribe(b.cookie, a.hospitalId, { plan: "basic" });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Hospital not found");
    const doctor = await staffUser("doctor", a.hospitalId);
    expect((await subscribe(doctor.cookie, a.hospitalId, { plan: "basic" })).status).toBe(403);
    expect((await subscribe(undefined, a.hospitalId, { plan: "basic" })).status).toBe(401);
    expect((await invoicesOf(a.hospitalId)).length).toBe(before);
    await expect(listHospitalInvoices(await actorOf(b.cookie), a.hospitalId)).rejects.toMatchObject({ status: 404 });
  });

  it("still lets an expired hospital renew", async () => {
    const c = await hospitalWithAdmin();
    await expireTrial(c.hospitalId);
    const res = await subscribe(c.cookie, c.hospitalId, { plan: "basic" });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe("pending");
  });

  it("starts a renewal where a running paid period ends", async () => {
    const paidUntil = new Date(Date.now() + 10 * 86_400_000);
    await getDb().update(hospitals).set({ subscriptionStatus: "basic", paidUntil }).where(eq(hospitals.id, b.hospitalId));
    const res = await subscribe(b.cookie, b.hospitalId, { plan: "basic" });
    expect(res.status).toBe(201);
    expect(res.body.periodStart).toBe(paidUntil.toISOString());
    expect(res.body.periodEnd).toBe(addMonths(paidUntil, 1).toISOString());
  });
});

describe("addMonths", () => {
  it("adds calendar months and clamps to the month's end", () => {
    expect(addMonths(new Date("2026-01-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addMonths(new Date("2028-01-31T10:00:00Z"), 1).toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(addMonths(new Date("2026-03-15T08:30:00Z"), 1).toISOString()).toBe("2026-04-15T08:30:00.000Z");
    expect(addMonths(new Date("2026-12-31T23:00:00Z"), 1).toISOString()).toBe("2027-01-31T23:00:00.000Z");
  });
});

describe("PATCH /api/admin/hospitals/{hospitalId}", () => {
  it("is for system_admin only: 403 for the hospital's own administrator, 401 signed out", async () => {
    const res = await adminPatch(a.cookie, a.hospitalId, { subscriptionStatus: "enterprise" });
    expect(res.status).toBe(403);
    expect((await adminPatch(undefined, a.hospitalId, { isActive: false })).status).toBe(401);
    const [row] = await getDb().select().from(hospitals).where(eq(hospitals.id, a.hospitalId));
    expect(row.subscriptionStatus).toBe("trial");
  });

  it("sets the plan and the active flag, audits, and answers the hospital", async () => {
    const res = await adminPatch(sysadmin.cookie, a.hospitalId, { subscriptionStatus: "Premium", isActive: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: a.hospitalId, subscriptionStatus: "premium", isActive: false, trialDaysLeft: 0 });
    const [entry] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.action, "subscription.change"), eq(auditLogs.entityId, a.hospitalId)));
    expect(entry).toBeDefined();
    await adminPatch(sysadmin.cookie, a.hospitalId, { isActive: true });
  });

  it("'expired' stops the hospital's changes (402) and 'trial' on an ended trial starts a fresh one", async () => {
    const c = await hospitalWithAdmin();
    expect((await adminPatch(sysadmin.cookie, c.hospitalId, { subscriptionStatus: "expired" })).status).toBe(200);
    const blocked = await call(createDepartmentRoute, "/api/departments", { cookie: c.cookie, body: { name: "Laboratory" } });
    expect(blocked.status).toBe(402);
    expect(blocked.body.message).toBe(PLAN_ENDED_MESSAGE);

    // The trial date from registration is pushed into the past, then trial is set again.
    await expireTrial(c.hospitalId);
    const res = await adminPatch(sysadmin.cookie, c.hospitalId, { subscriptionStatus: "trial" });
    expect(res.status).toBe(200);
    expect(res.body.subscriptionStatus).toBe("trial");
    expect(res.body.trialDaysLeft).toBe(30);
    const allowed = await call(createDepartmentRoute, "/api/departments", { cookie: c.cookie, body: { name: "Laboratory" } });
    expect(allowed.status).toBe(201);
  });

  it("keeps a running trial's end when trial is set again", async () => {
    const c = await hospitalWithAdmin();
    const before = await getHospitalOrThrow(await actorOf(c.cookie), c.hospitalId);
    await adminPatch(sysadmin.cookie, c.hospitalId, { subscriptionStatus: "basic" });
    const res = await adminPatch(sysadmin.cookie, c.hospitalId, { subscriptionStatus: "trial" });
    expect(new Date(res.body.trialExpiresAt).toISOString()).toBe(before.trialExpiresAt!.toISOString());
  });

  it("answers 400 for an unknown status and 404 for an unknown hospital", async () => {
    const bad = await adminPatch(sysadmin.cookie, b.hospitalId, { subscriptionStatus: "platinum" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Invalid subscription status");
    expect((await adminPatch(sysadmin.cookie, "HOSP-999", { isActive: false })).status).toBe(404);
  });
});
