import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

import { eq } from "drizzle-orm";

import { GET as statsRoute } from "@/app/api/admin/stats/route";
import { PLAN_PERIOD_MONTHS, planPrice } from "@/lib/constants/plans";
import { getDb } from "@/lib/db/client";
import { auditLogs, hospitals, payments, type NewPayment } from "@/lib/db/schema";
import { addPatient, clinic, type Clinic } from "@/test/doctor";
import { createHospital } from "@/test/factories";
import { call } from "@/test/http";
import { portalCookie } from "@/test/patients";
import { hospitalWithAdmin, staffUser } from "@/test/staff";
import { addTestWorker, type TestWorker } from "@/test/workers";

import { RECENT_ACTIVITY_LIMIT } from "./admin-stats";

// The system administrator's Overview over a network this file builds itself (each test file has
// its own database): five hospitals on different plans, staff, health workers and patients, and
// invoices paid this month, last month, pending, refunded and in another currency. Every expected
// figure is counted here from that setup, not read back from the database.

const DAY = 86_400_000;
const stats = (cookie?: string) => call(statsRoute, "/api/admin/stats", { cookie });

let sysadmin: { cookie: string };
let a: Clinic;
let worker: TestWorker;
let patientPortal: string;
let doctorCookie: string;
let ids: { a: string; b: string; c: string; d: string; e: string };
let monthStart: Date;

const invoice = (hospitalId: string, plan: "basic" | "premium", v: Partial<NewPayment>): NewPayment => ({
  hospitalId,
  plan,
  amount: planPrice(plan).toFixed(2),
  currency: "USD",
  status: "paid",
  periodStart: new Date(Date.now() - 40 * DAY),
  periodEnd: new Date(Date.now() + 20 * DAY),
  ...v,
});

beforeAll(async () => {
  jest.spyOn(console, "info").mockImplementation(() => {});
  const now = new Date();
  monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const db = getDb();

  // Users: 1 system administrator; A: its administrator and 2 doctors; B, C, D, E: an administrator each.
  sysadmin = await staffUser("system_admin", null);
  a = await clinic({ patientCount: 3 });
  doctorCookie = a.doctors[0].cookie;
  const b = await hospitalWithAdmin();
  const c = await createHospital();
  const d = await createHospital();
  const e = await createHospital();
  ids = { a: a.hospitalId, b: b.hospitalId, c: c.hospitalId, d: d.hospitalId, e: e.hospitalId };
  // Health workers: one employed by A, one public registrant.
  worker = await addTestWorker(a.hospitalId, a.general);
  await addTestWorker(null, null, { firstName: "Moses", lastName: "Kato" });
  patientPortal = await portalCookie(a.patients[0].id, "1990-04-12");

  // A basic and B premium with a running paid period; C on trial; D expired and switched off;
  // E basic whose paid period is over.
  const set = (id: string, v: Partial<typeof hospitals.$inferInsert>) => db.update(hospitals).set(v).where(eq(hospitals.id, id));
  await set(ids.a, { subscriptionStatus: "basic", paidUntil: new Date(Date.now() + 20 * DAY) });
  await set(ids.b, { subscriptionStatus: "premium", paidUntil: new Date(Date.now() + 5 * DAY) });
  await set(ids.d, { subscriptionStatus: "expired", isActive: false });
  await set(ids.e, { subscriptionStatus: "basic", paidUntil: new Date(Date.now() - DAY) });

  await db.insert(payments).values([
    // Paid this month: at the month's first instant (A) and just now (B).
    invoice(ids.a, "basic", { paidAt: monthStart }),
    invoice(ids.b, "premium", { paidAt: new Date(Math.max(monthStart.getTime(), Date.now() - 1000)) }),
    // Paid last month (the month's boundary is exclusive), pending, refunded: not this month's revenue.
    invoice(ids.a, "basic", { paidAt: new Date(monthStart.getTime() - 1) }),
    invoice(ids.b, "premium", { status: "pending" }),
    invoice(ids.c, "basic", { status: "refunded", paidAt: monthStart }),
    // Paid this month in another currency: listed apart, never added to the dollars.
    invoice(ids.e, "basic", { currency: "EUR", amount: "80.50", paidAt: monthStart }),
  ]);
});

describe("GET /api/admin/stats", () => {
  it("answers 401 signed out and 403 to every principal but the system administrator", async () => {
    expect((await stats()).status).toBe(401);
    for (const cookie of [a.adminCookie, doctorCookie, worker.cookie, patientPortal]) {
      const res = await stats(cookie);
      expect(res.status).toBe(403);
      expect(res.body.totalHospitals).toBeUndefined();
    }
  });

  it("counts hospitals by status, the active ones and those whose subscription has ended", async () => {
    const res = await stats(sysadmin.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toMatchObject({
      totalHospitals: 5,
      activeHospitals: 4,
      hospitalsByStatus: { trial: 1, basic: 2, premium: 1, enterprise: 0, expired: 1 },
      // D (expired) and E (paid period over).
      subscriptionsEnded: 2,
    });
  });

  it("counts every kind of user, and totalUsers is their sum", async () => {
    const { body } = await stats(sysadmin.cookie);
    // Staff: the system administrator, A's administrator and two doctors, B-E's administrators.
    expect(body.usersByKind).toEqual({ staff: 1 + 3 + 4, healthWorkers: 2, patients: 3 });
    expect(body.totalUsers).toBe(8 + 2 + 3);
  });

  it("sums this month's paid invoices per currency and the MRR of the running paid plans", async () => {
    const { body } = await stats(sysadmin.cookie);
    expect(body.revenueMonth).toBe(monthStart.toISOString().slice(0, 7));
    expect(body.currency).toBe("USD");
    expect(body.monthlyRevenue).toBe(planPrice("basic") + planPrice("premium"));
    expect(body.paidInvoicesThisMonth).toBe(2);
    expect(body.revenueByCurrency).toEqual([
      { currency: "EUR", amount: 80.5, invoices: 1 },
      { currency: "USD", amount: planPrice("basic") + planPrice("premium"), invoices: 2 },
    ]);
    // A (basic) and B (premium) pay; E's basic ended yesterday and D is expired.
    expect(body.payingHospitals).toEqual({ basic: 1, premium: 1, enterprise: 0 });
    expect(body.mrr).toBe((planPrice("basic") + planPrice("premium")) / PLAN_PERIOD_MONTHS);
  });

  it("follows the data: a new hospital, patient and worker, and a newly paying hospital", async () => {
    const before = (await stats(sysadmin.cookie)).body;
    await createHospital();
    await addPatient(ids.b);
    await addTestWorker(null, null, { firstName: "Ruth", lastName: "Apio" });
    await getDb().update(hospitals).set({ subscriptionStatus: "enterprise", paidUntil: new Date(Date.now() + DAY) }).where(eq(hospitals.id, ids.c));
    const after = (await stats(sysadmin.cookie)).body;
    expect(after.totalHospitals).toBe(before.totalHospitals + 1);
    expect(after.hospitalsByStatus).toEqual({ ...before.hospitalsByStatus, enterprise: 1 });
    expect(after.usersByKind).toEqual({
      staff: before.usersByKind.staff + 1,
      healthWorkers: before.usersByKind.healthWorkers + 1,
      patients: before.usersByKind.patients + 1,
    });
    expect(after.totalUsers).toBe(before.totalUsers + 3);
    expect(after.mrr).toBe(before.mrr + planPrice("enterprise") / PLAN_PERIOD_MONTHS);
    await getDb().update(hospitals).set({ subscriptionStatus: "trial", paidUntil: null }).where(eq(hospitals.id, ids.c));
  });

  it("probes the database: reachable, a timed round trip, its size and the newest applied migration", async () => {
    const { body } = await stats(sysadmin.cookie);
    const status = body.databaseStatus;
    expect(status.reachable).toBe(true);
    expect(typeof status.roundTripMs).toBe("number");
    expect(status.roundTripMs).toBeGreaterThanOrEqual(0);
    expect(status.sizeError).toBeNull();
    expect(status.sizeBytes).toBeGreaterThan(1_000_000);
    // The migrations this repository ships were all applied by the test database's setup.
    const folder = path.join(process.cwd(), "drizzle");
    const entries = (JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] }).entries;
    const newest = entries.at(-1)!;
    const hash = createHash("sha256").update(readFileSync(path.join(folder, `${newest.tag}.sql`), "utf8")).digest("hex");
    expect(status.migrationError).toBeNull();
    expect(status.migration).toEqual({
      tag: newest.tag,
      hash,
      generatedAt: new Date(newest.when).toISOString(),
      applied: entries.length,
      latestTag: newest.tag,
      upToDate: true,
    });
  });

  it("lists the newest audit records of the network, newest first, without their details", async () => {
    const rows = Array.from({ length: RECENT_ACTIVITY_LIMIT + 5 }, (_, i) => ({
      actorType: "staff",
      actorId: `actor-${i}`,
      action: `test.activity_${i}`,
      entity: "patient",
      entityId: `UG-PAT-2026-${900 + i}`,
      hospitalId: i % 2 ? ids.a : ids.b,
      outcome: i === 3 ? "denied" : "success",
      details: { patientName: "Kembabazi Secret" },
    }));
    for (const row of rows) await getDb().insert(auditLogs).values(row);
    const { body } = await stats(sysadmin.cookie);
    const newest = rows.slice(-RECENT_ACTIVITY_LIMIT).reverse();
    expect(body.recentActivity.map((r: { action: string }) => r.action)).toEqual(newest.map((r) => r.action));
    expect(body.recentActivity[0]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      actorType: "staff",
      actorId: `actor-${RECENT_ACTIVITY_LIMIT + 4}`,
      action: `test.activity_${RECENT_ACTIVITY_LIMIT + 4}`,
      entity: "patient",
      entityId: `UG-PAT-2026-${900 + RECENT_ACTIVITY_LIMIT + 4}`,
      hospitalId: ids.b,
      outcome: "success",
    });
    expect(JSON.stringify(body.recentActivity)).not.toContain("Kembabazi");
  });
});
