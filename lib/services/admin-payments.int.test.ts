import { and, eq } from "drizzle-orm";

import { GET as exportRoute } from "@/app/api/admin/payments/export/route";
import { PATCH as patchRoute } from "@/app/api/admin/payments/[paymentId]/route";
import { GET as listRoute } from "@/app/api/admin/payments/route";
import { GET as summaryRoute } from "@/app/api/admin/payments/summary/route";
import { POST as createDepartmentRoute } from "@/app/api/departments/route";
import { POST as subscribeRoute } from "@/app/api/hospitals/[hospitalId]/subscription/route";
import { getDb } from "@/lib/db/client";
import { auditLogs, hospitals, payments } from "@/lib/db/schema";
import { PLAN_ENDED_MESSAGE, TRIAL_ENDED_MESSAGE } from "@/lib/subscription";
import { actorOf, clinic, type Clinic } from "@/test/doctor";
import { call } from "@/test/http";
import { portalCookie } from "@/test/patients";
import { expireTrial, hospitalWithAdmin, staffUser } from "@/test/staff";
import { addTestWorker } from "@/test/workers";

import { coverageAt, paymentSummary } from "./admin-payments";

// The system administrator's invoices: list, totals, CSV export and the status changes that turn a
// hospital's plan on (paid) and off (refunded).

const DAY = 86_400_000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY);

let c: Clinic;
let sys: Awaited<ReturnType<typeof staffUser>>;
let outsiders: [string, string | undefined, number][];
let n = 0;

const list = (cookie: string | undefined, query = "") => call(listRoute, `/api/admin/payments${query}`, { cookie });
const summary = (cookie: string | undefined) => call(summaryRoute, "/api/admin/payments/summary", { cookie });
const exportCsv = (cookie: string | undefined, query = "") => call(exportRoute, `/api/admin/payments/export${query}`, { cookie });
const patch = (cookie: string | undefined, paymentId: string, body: unknown) =>
  call(patchRoute, `/api/admin/payments/${paymentId}`, { cookie, body, method: "PATCH", params: { paymentId } });
const subscribe = (cookie: string, hospitalId: string, plan: string) =>
  call(subscribeRoute, `/api/hospitals/${hospitalId}/subscription`, { cookie, body: { plan }, params: { hospitalId } });
const addDepartment = (cookie: string) => call(createDepartmentRoute, "/api/departments", { cookie, body: { name: `Ward ${(n += 1)}` } });

const hospitalRow = async (id: string) => (await getDb().select().from(hospitals).where(eq(hospitals.id, id)))[0];
const paymentRow = async (id: string) => (await getDb().select().from(payments).where(eq(payments.id, id)))[0];
const auditsOf = (paymentId: string) =>
  getDb()
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, "payment.update"), eq(auditLogs.entityId, paymentId)))
    .orderBy(auditLogs.id);

/** An invoice inserted as it would stand after its history (for states Upgrade Now cannot make directly). */
async function invoice(hospitalId: string, v: Partial<typeof payments.$inferInsert> = {}) {
  const periodStart = v.periodStart ?? new Date();
  const [row] = await getDb()
    .insert(payments)
    .values({ hospitalId, plan: "basic", amount: "99.00", currency: "USD", status: "pending", periodStart, periodEnd: new Date(periodStart.getTime() + 30 * DAY), ...v })
    .returning();
  return row;
}

beforeAll(async () => {
  c = await clinic({ patientCount: 1 });
  sys = await staffUser("system_admin", null);
  const user = await staffUser("user", c.hospitalId);
  const worker = await addTestWorker(c.hospitalId, c.general);
  const patient = await portalCookie(c.patients[0].id, "1990-04-12");
  outsiders = [
    ["signed out", undefined, 401],
    ["a hospital administrator", c.adminCookie, 403],
    ["a doctor", c.doctors[0].cookie, 403],
    ["a staff user", user.cookie, 403],
    ["a health worker", worker.cookie, 403],
    ["a portal patient", patient, 403],
  ];
});

describe("who may call", () => {
  it("refuses every other principal on every path, and changes nothing", async () => {
    const pending = await subscribe(c.adminCookie, c.hospitalId, "basic");
    expect(pending.status).toBe(201);
    for (const [who, cookie, status] of outsiders) {
      expect([who, (await list(cookie)).status]).toEqual([who, status]);
      expect([who, (await summary(cookie)).status]).toEqual([who, status]);
      expect([who, (await exportCsv(cookie)).status]).toEqual([who, status]);
      expect([who, (await patch(cookie, pending.body.id, { status: "paid" })).status]).toEqual([who, status]);
    }
    expect((await paymentRow(pending.body.id)).status).toBe("pending");
    expect((await hospitalRow(c.hospitalId)).subscriptionStatus).toBe("trial");
    expect(await auditsOf(pending.body.id)).toHaveLength(0);
  });
});

describe("GET /api/admin/payments", () => {
  it("lists every hospital's invoices newest first, with the hospital's name, filtered and paged", async () => {
    const h = await hospitalWithAdmin();
    const first = await invoice(h.hospitalId, { status: "failed", createdAt: at(-3) });
    const second = await invoice(h.hospitalId, { status: "paid", plan: "premium", amount: "299.00", paidAt: at(-1), createdAt: at(-2) });
    const third = await invoice(h.hospitalId, { status: "pending", createdAt: at(-1) });

    const all = await list(sys.cookie, `?hospitalId=${h.hospitalId}`);
    expect(all.status).toBe(200);
    expect(all.headers.get("x-total-count")).toBe("3");
    expect(all.body.map((p: { id: string }) => p.id)).toEqual([third.id, second.id, first.id]);
    expect(all.body[1]).toEqual({
      id: second.id,
      hospitalId: h.hospitalId,
      hospitalName: (await hospitalRow(h.hospitalId)).name,
      plan: "premium",
      amount: 299,
      currency: "USD",
      status: "paid",
      periodStart: second.periodStart.toISOString(),
      periodEnd: second.periodEnd.toISOString(),
      createdAt: second.createdAt.toISOString(),
      paidAt: second.paidAt!.toISOString(),
    });

    const paged = await list(sys.cookie, `?hospitalId=${h.hospitalId}&limit=1&offset=1`);
    expect(paged.body.map((p: { id: string }) => p.id)).toEqual([second.id]);
    expect(paged.headers.get("x-total-count")).toBe("3");

    const failed = await list(sys.cookie, `?hospitalId=${h.hospitalId}&status=FAILED`);
    expect(failed.body.map((p: { id: string }) => p.id)).toEqual([first.id]);
    // Without a hospital: every failed invoice of the network, and only failed ones.
    const network = await list(sys.cookie, "?status=failed&limit=200");
    expect(network.body.length).toBeGreaterThanOrEqual(1);
    expect(new Set(network.body.map((p: { status: string }) => p.status))).toEqual(new Set(["failed"]));
  });

  it.each([
    ["?status=gold", "Status must be one of pending, paid, failed, refunded, cancelled"],
    ["?limit=0", "limit must be a number from 1 to 200"],
    ["?limit=201", "limit must be a number from 1 to 200"],
    ["?offset=-1", "offset must be a whole number of 0 or more"],
  ])("answers 400 for %s", async (query, message) => {
    const res = await list(sys.cookie, query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe("PATCH /api/admin/payments/{paymentId}", () => {
  it("paid activates the plan until the period's end: a hospital refused for its ended trial may write again; refunded ends it", async () => {
    // The trial ran out: the hospital can still open an invoice, but not change anything.
    const h = await hospitalWithAdmin();
    await expireTrial(h.hospitalId);
    const opened = await subscribe(h.cookie, h.hospitalId, "premium");
    expect(opened.status).toBe(201);
    const blocked = await addDepartment(h.cookie);
    expect(blocked.status).toBe(402);
    expect(blocked.body.message).toBe(TRIAL_ENDED_MESSAGE);

    const before = Date.now();
    const paid = await patch(sys.cookie, opened.body.id, { status: "Paid" });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ id: opened.body.id, status: "paid", plan: "premium", hospitalId: h.hospitalId, periodEnd: opened.body.periodEnd });
    expect(new Date(paid.body.paidAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const active = await hospitalRow(h.hospitalId);
    expect(active.subscriptionStatus).toBe("premium");
    expect(active.paidUntil!.toISOString()).toBe(opened.body.periodEnd);
    expect((await addDepartment(h.cookie)).status).toBe(201);
    const [entry] = await auditsOf(opened.body.id);
    expect(entry).toMatchObject({ hospitalId: h.hospitalId, outcome: "success", actorType: "staff" });
    expect(entry.details).toMatchObject({ from: "pending", to: "paid", hospital: { after: { subscriptionStatus: "premium" } } });

    // The money goes back: the plan ends now, and changes are refused again.
    const refunded = await patch(sys.cookie, opened.body.id, { status: "refunded" });
    expect(refunded.status).toBe(200);
    expect(refunded.body.status).toBe("refunded");
    const ended = await hospitalRow(h.hospitalId);
    expect(ended.subscriptionStatus).toBe("expired");
    expect(ended.paidUntil!.getTime()).toBeLessThanOrEqual(Date.now());
    const again = await addDepartment(h.cookie);
    expect(again.status).toBe(402);
    expect(again.body.message).toBe(PLAN_ENDED_MESSAGE);
    expect(await auditsOf(opened.body.id)).toHaveLength(2);
  });

  it("a refund leaves the plan of another paid invoice that still covers now", async () => {
    // Hospital X paid for basic from ten days ago; its renewal (premium) starts where that ends.
    const x = await hospitalWithAdmin();
    const current = await invoice(x.hospitalId, { status: "paid", plan: "basic", periodStart: at(-10), periodEnd: at(20), paidAt: at(-10) });
    await getDb().update(hospitals).set({ subscriptionStatus: "basic", paidUntil: current.periodEnd }).where(eq(hospitals.id, x.hospitalId));
    const renewal = await subscribe(x.cookie, x.hospitalId, "premium");
    expect(renewal.body.periodStart).toBe(current.periodEnd.toISOString());

    // Paying the renewal in advance extends the paid run; basic stays the plan in force today.
    expect((await patch(sys.cookie, renewal.body.id, { status: "paid" })).status).toBe(200);
    let row = await hospitalRow(x.hospitalId);
    expect([row.subscriptionStatus, row.paidUntil!.toISOString()]).toEqual(["basic", renewal.body.periodEnd]);

    // Refunding the renewal: back to the end of the current period, still basic.
    expect((await patch(sys.cookie, renewal.body.id, { status: "refunded" })).status).toBe(200);
    row = await hospitalRow(x.hospitalId);
    expect([row.subscriptionStatus, row.paidUntil!.toISOString()]).toEqual(["basic", current.periodEnd.toISOString()]);
    expect((await addDepartment(x.cookie)).status).toBe(201);

    // Refunding the current one too: nothing covers now any more.
    expect((await patch(sys.cookie, current.id, { status: "refunded" })).status).toBe(200);
    row = await hospitalRow(x.hospitalId);
    expect(row.subscriptionStatus).toBe("expired");
    expect(row.paidUntil!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("paying an invoice whose period is over records the payment and leaves the hospital as it is", async () => {
    const h = await hospitalWithAdmin();
    const old = await invoice(h.hospitalId, { status: "failed", periodStart: at(-60), periodEnd: at(-30) });
    const res = await patch(sys.cookie, old.id, { status: "paid" });
    expect(res.status).toBe(200);
    expect(res.body.paidAt).not.toBeNull();
    const row = await hospitalRow(h.hospitalId);
    expect([row.subscriptionStatus, row.paidUntil]).toEqual(["trial", null]);
  });

  it("allows pending → failed → pending → paid, and refuses every other move with 409", async () => {
    const h = await hospitalWithAdmin();
    const p = await invoice(h.hospitalId);
    expect((await patch(sys.cookie, p.id, { status: "failed" })).body.status).toBe("failed");
    expect((await patch(sys.cookie, p.id, { status: "pending" })).body.status).toBe("pending");
    const same = await patch(sys.cookie, p.id, { status: "pending" });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe("The payment is already pending.");
    expect((await patch(sys.cookie, p.id, { status: "refunded" })).body.message).toBe("A pending payment cannot be marked refunded: only a paid payment can.");
    expect((await patch(sys.cookie, p.id, { status: "paid" })).status).toBe(200);

    for (const [status, message] of [
      ["failed", "A paid payment cannot be marked failed: only a pending payment can."],
      ["pending", "A paid payment cannot be marked pending: only a failed payment can."],
      ["paid", "The payment is already paid."],
    ]) {
      const res = await patch(sys.cookie, p.id, { status });
      expect([status, res.status, res.body.message]).toEqual([status, 409, message]);
    }
    expect((await patch(sys.cookie, p.id, { status: "refunded" })).status).toBe(200);
    const final = await patch(sys.cookie, p.id, { status: "paid" });
    expect([final.status, final.body.message]).toEqual([409, "A refunded payment cannot be marked paid: only a pending or failed payment can."]);

    // A superseded (cancelled) invoice stays as it is.
    const cancelled = await invoice(h.hospitalId, { status: "cancelled" });
    expect((await patch(sys.cookie, cancelled.id, { status: "paid" })).status).toBe(409);
    expect((await paymentRow(cancelled.id)).status).toBe("cancelled");
    // Four allowed moves (failed, pending, paid, refunded), each audited once; refusals write nothing.
    expect((await auditsOf(p.id)).map((e) => (e.details as { to: string }).to)).toEqual(["failed", "pending", "paid", "refunded"]);
  });

  it("refuses to reopen a failed invoice while the hospital has another open one (409)", async () => {
    const h = await hospitalWithAdmin();
    const failed = await invoice(h.hospitalId, { status: "failed" });
    await invoice(h.hospitalId, { status: "pending" });
    const res = await patch(sys.cookie, failed.id, { status: "pending" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This hospital already has an open invoice. Mark that one failed first, or leave this one failed.");
    expect((await paymentRow(failed.id)).status).toBe("failed");
  });

  // The same change sent twice at once: one goes through, the other finds it made (409). (Two
  // different changes can both be right in sequence, e.g. pending → failed → paid, so the pairs repeat
  // one change.)
  it("lets exactly one of two racing changes of one invoice through", async () => {
    const h = await hospitalWithAdmin();
    for (const pair of [
      ["failed", "failed"],
      ["paid", "paid"],
    ]) {
      const p = await invoice(h.hospitalId);
      const results = await Promise.all(pair.map((status) => patch(sys.cookie, p.id, { status })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.status === 200)!;
      expect((await paymentRow(p.id)).status).toBe(winner.body.status);
      expect(await auditsOf(p.id)).toHaveLength(1);
      if (winner.body.status === "failed") continue;
      await patch(sys.cookie, p.id, { status: "refunded" });
    }
  });

  it.each([
    [{ status: "cancelled" }, "Status must be one of pending, paid, failed, refunded"],
    [{ status: "gold" }, "Status must be one of pending, paid, failed, refunded"],
    [{}, "Status must be one of pending, paid, failed, refunded"],
    [{ status: 1 }, "Status must be one of pending, paid, failed, refunded"],
  ])("answers 400 for %j and changes nothing", async (body, message) => {
    const h = await hospitalWithAdmin();
    const p = await invoice(h.hospitalId);
    const res = await patch(sys.cookie, p.id, body);
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect((await paymentRow(p.id)).status).toBe("pending");
  });

  it("answers 404 for an unknown invoice", async () => {
    const res = await patch(sys.cookie, "00000000-0000-0000-0000-000000000000", { status: "paid" });
    expect([res.status, res.body.message]).toEqual([404, "Payment not found"]);
  });
});

describe("GET /api/admin/payments/summary", () => {
  it("adds paid invoices by the month they were paid (UTC) and pending ones as outstanding, per currency", async () => {
    const actor = await actorOf(sys.cookie);
    const [h1, h2, h3] = [await hospitalWithAdmin(), await hospitalWithAdmin(), await hospitalWithAdmin()];
    const start = new Date("2031-03-01T00:00:00Z");
    const paid = (hospitalId: string, paidAt: string, amount: string, currency = "EUR") =>
      invoice(hospitalId, { status: "paid", paidAt: new Date(paidAt), amount, currency, periodStart: start });
    await paid(h1.hospitalId, "2031-05-01T00:00:00Z", "299.00");
    await paid(h1.hospitalId, "2031-05-31T23:59:59Z", "99.50");
    await paid(h1.hospitalId, "2031-04-30T23:59:59Z", "799.00");
    await paid(h1.hospitalId, "2031-03-31T12:00:00Z", "5.00"); // two months back: not counted
    await paid(h1.hospitalId, "2031-06-01T00:00:00Z", "7.00"); // next month: not counted
    await paid(h1.hospitalId, "2031-05-10T08:00:00Z", "40.00", "USD");
    await invoice(h1.hospitalId, { status: "refunded", paidAt: new Date("2031-05-02T00:00:00Z"), amount: "11.00", currency: "EUR" });
    await invoice(h2.hospitalId, { status: "pending", amount: "20.25", currency: "EUR" });
    await invoice(h3.hospitalId, { status: "pending", amount: "30.00", currency: "EUR" });
    await invoice(h3.hospitalId, { status: "failed", amount: "50.00", currency: "EUR" });

    const result = await paymentSummary(actor, new Date("2031-05-15T12:00:00Z"));
    expect(result.thisMonth).toBe("2031-05");
    expect(result.lastMonth).toBe("2031-04");
    expect(result.currencies.find((t) => t.currency === "EUR")).toEqual({
      currency: "EUR",
      collectedThisMonth: 398.5,
      paidThisMonth: 2,
      collectedLastMonth: 799,
      paidLastMonth: 1,
      outstanding: 50.25,
      pending: 2,
    });
    expect(result.currencies.find((t) => t.currency === "USD")).toMatchObject({ collectedThisMonth: 40, paidThisMonth: 1, collectedLastMonth: 0, paidLastMonth: 0 });
    // January looks back at December of the year before.
    expect((await paymentSummary(actor, new Date("2032-01-03T00:00:00Z"))).lastMonth).toBe("2031-12");
  });

  it("moves with the invoices: marking one paid adds it to this month and takes it from outstanding", async () => {
    const usd = (body: { currencies: { currency: string; collectedThisMonth: number; outstanding: number; pending: number }[] }) =>
      body.currencies.find((t) => t.currency === "USD") ?? { collectedThisMonth: 0, outstanding: 0, pending: 0 };
    const h = await hospitalWithAdmin();
    const opened = await subscribe(h.cookie, h.hospitalId, "enterprise");
    const before = usd((await summary(sys.cookie)).body);
    expect((await patch(sys.cookie, opened.body.id, { status: "paid" })).status).toBe(200);
    const res = await summary(sys.cookie);
    expect(res.status).toBe(200);
    const after = usd(res.body);
    expect(after.collectedThisMonth - before.collectedThisMonth).toBe(799);
    expect(before.outstanding - after.outstanding).toBe(799);
    expect(before.pending - after.pending).toBe(1);
  });
});

describe("GET /api/admin/payments/export", () => {
  it("answers the filtered list as a CSV attachment with escaped, formula-safe cells, and audits it", async () => {
    const h = await hospitalWithAdmin();
    await getDb().update(hospitals).set({ name: '=HYPERLINK("http://evil.example","Mulago, Kampala")' }).where(eq(hospitals.id, h.hospitalId));
    const refunded = await invoice(h.hospitalId, { status: "refunded", paidAt: new Date("2026-01-05T10:00:00Z") });
    await invoice(h.hospitalId, { status: "pending" });

    const res = await exportCsv(sys.cookie, `?status=refunded&hospitalId=${h.hospitalId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename=payments-${new Date().toISOString().slice(0, 10)}.csv`);
    expect(res.headers.get("x-export-truncated")).toBe("false");
    const lines = (res.body as string).split("\r\n");
    expect(lines[0]).toBe("id,hospitalId,hospitalName,plan,amount,currency,status,periodStart,periodEnd,createdAt,paidAt");
    expect(lines[1]).toBe(
      [
        refunded.id,
        h.hospitalId,
        `"'=HYPERLINK(""http://evil.example"",""Mulago, Kampala"")"`,
        "basic",
        "99.00",
        "USD",
        "refunded",
        refunded.periodStart.toISOString(),
        refunded.periodEnd.toISOString(),
        refunded.createdAt.toISOString(),
        "2026-01-05T10:00:00.000Z",
      ].join(","),
    );
    expect(lines.slice(2)).toEqual([""]);
    const [entry] = await getDb().select().from(auditLogs).where(eq(auditLogs.action, "admin.payments.export"));
    expect(entry.details).toMatchObject({ filters: { status: "refunded", hospitalId: h.hospitalId }, rows: 1, truncated: false });
  });

  it("answers 400 for an unknown status", async () => {
    const res = await exportCsv(sys.cookie, "?status=unpaid");
    expect([res.status, res.body.message]).toEqual([400, "Status must be one of pending, paid, failed, refunded, cancelled"]);
  });
});

describe("coverageAt", () => {
  const now = new Date("2026-06-15T00:00:00Z");
  const period = (plan: string, start: string, end: string, paidAt: string) => ({
    plan,
    periodStart: new Date(start),
    periodEnd: new Date(end),
    paidAt: new Date(paidAt),
  });

  it("follows renewals that start where the run ends, and stops at a gap", () => {
    const runs = [
      period("basic", "2026-06-01", "2026-07-01", "2026-06-01"),
      period("premium", "2026-07-01", "2026-08-01", "2026-06-20"),
      period("premium", "2026-09-01", "2026-10-01", "2026-06-21"),
    ];
    expect(coverageAt(runs, now)).toEqual({ plan: "basic", until: new Date("2026-08-01") });
  });

  it("names the plan paid last when two periods cover now, and answers null when none does", () => {
    const both = [period("basic", "2026-06-01", "2026-07-01", "2026-06-01"), period("enterprise", "2026-06-10", "2026-07-10", "2026-06-10")];
    expect(coverageAt(both, now)).toEqual({ plan: "enterprise", until: new Date("2026-07-10") });
    expect(coverageAt([period("basic", "2026-05-01", "2026-06-01", "2026-05-01")], now)).toBeNull();
    // A prepaid renewal alone does not cover today.
    expect(coverageAt([period("basic", "2026-07-01", "2026-08-01", "2026-06-01")], now)).toBeNull();
  });
});
