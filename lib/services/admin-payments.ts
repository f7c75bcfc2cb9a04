import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";

import type { Actor, StaffActor } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { csvFilename, csvResponse, toCsv } from "@/lib/csv";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { hospitals, payments, type Payment } from "@/lib/db/schema";
import { PLANS } from "@/lib/db/schema/enums";
import { notFound, pgConstraint, pgErrorCode, ServiceError } from "@/lib/errors";
import { toView, type InvoiceView } from "@/lib/services/subscriptions";
import type { ListPaymentsQuery, PaymentFilters, SettablePaymentStatus, UpdatePaymentInput } from "@/lib/validation/admin-payments";

/** API.md `Payment`, plus when it was marked paid (null until then). */
export type AdminPaymentView = InvoiceView & { paidAt: string | null };

const toAdminView = (p: Payment, hospitalName: string): AdminPaymentView => ({ ...toView(p, hospitalName), paidAt: p.paidAt?.toISOString() ?? null });

const systemAdmin = (actor: Actor): StaffActor => requireStaff(actor, ["system_admin"]);

function filtersWhere(f: PaymentFilters): SQL | undefined {
  return and(f.status ? eq(payments.status, f.status) : undefined, f.hospitalId ? eq(payments.hospitalId, f.hospitalId) : undefined);
}

// NULLS LAST as the (hospital|status, created_at) indexes are built, so that they give the order.
const newestFirst = [sql`${payments.createdAt} desc nulls last`, desc(payments.id)];

// GET /api/admin/payments: every hospital's invoices (system_admin), filtered, paged, newest first.
export async function listAdminPayments(actor: Actor, query: ListPaymentsQuery): Promise<{ rows: AdminPaymentView[]; total: number }> {
  systemAdmin(actor);
  const db = getDb();
  const where = filtersWhere(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ payment: payments, hospitalName: hospitals.name })
      .from(payments)
      .innerJoin(hospitals, eq(hospitals.id, payments.hospitalId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(payments).where(where),
  ]);
  return { rows: rows.map((r) => toAdminView(r.payment, r.hospitalName)), total: Number(total) };
}

/** The most rows one CSV export holds; beyond it the answer says so (`X-Export-Truncated: true`). */
export const PAYMENT_EXPORT_MAX_ROWS = 10_000;

const CSV_HEADER = ["id", "hospitalId", "hospitalName", "plan", "amount", "currency", "status", "periodStart", "periodEnd", "createdAt", "paidAt"];

// GET /api/admin/payments/export: the filtered list (newest first) as a CSV download; audited.
export async function exportAdminPayments(actor: Actor, filters: PaymentFilters, now = new Date()): Promise<Response> {
  const staff = systemAdmin(actor);
  const rows = await getDb()
    .select({ payment: payments, hospitalName: hospitals.name })
    .from(payments)
    .innerJoin(hospitals, eq(hospitals.id, payments.hospitalId))
    .where(filtersWhere(filters))
    .orderBy(...newestFirst)
    .limit(PAYMENT_EXPORT_MAX_ROWS + 1);
  const truncated = rows.length > PAYMENT_EXPORT_MAX_ROWS;
  const kept = rows.slice(0, PAYMENT_EXPORT_MAX_ROWS);
  // The amount as stored (two decimals, exact), not a float.
  const lines = kept.map(({ payment: p, hospitalName }) => [
    p.id, p.hospitalId, hospitalName, p.plan, p.amount, p.currency, p.status, p.periodStart, p.periodEnd, p.createdAt, p.paidAt,
  ]);
  await audit(staff, { action: "admin.payments.export", entity: "payment", details: { filters, rows: kept.length, truncated } });
  return csvResponse(csvFilename("payments", now), toCsv(CSV_HEADER, lines), { "x-export-truncated": String(truncated) });
}

export type PaymentTotals = {
  currency: string;
  /** Paid invoices whose `paidAt` falls in the current UTC month (refunded ones no longer count). */
  collectedThisMonth: number;
  paidThisMonth: number;
  collectedLastMonth: number;
  paidLastMonth: number;
  /** Pending invoices, whatever their date. */
  outstanding: number;
  pending: number;
};

export type PaymentSummary = { thisMonth: string; lastMonth: string; currencies: PaymentTotals[] };

const monthStart = (at: Date, offset = 0) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));

// GET /api/admin/payments/summary: collected this month and last month, and outstanding, per currency,
// in one grouped query; a currency without any such invoice is absent (nothing is invented).
export async function paymentSummary(actor: Actor, now = new Date()): Promise<PaymentSummary> {
  systemAdmin(actor);
  const [last, current, next] = [monthStart(now, -1), monthStart(now), monthStart(now, 1)];
  const paidIn = (from: Date, to: Date) =>
    sql`${payments.status} = 'paid' and ${payments.paidAt} >= ${from.toISOString()}::timestamptz and ${payments.paidAt} < ${to.toISOString()}::timestamptz`;
  const rows = await getDb()
    .select({
      currency: payments.currency,
      collectedThisMonth: sql<string>`coalesce(sum(${payments.amount}) filter (where ${paidIn(current, next)}), 0)`,
      paidThisMonth: sql<number>`count(*) filter (where ${paidIn(current, next)})`,
      collectedLastMonth: sql<string>`coalesce(sum(${payments.amount}) filter (where ${paidIn(last, current)}), 0)`,
      paidLastMonth: sql<number>`count(*) filter (where ${paidIn(last, current)})`,
      outstanding: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'pending'), 0)`,
      pending: sql<number>`count(*) filter (where ${payments.status} = 'pending')`,
    })
    .from(payments)
    .where(or(and(eq(payments.status, "paid"), gte(payments.paidAt, last), lt(payments.paidAt, next)), eq(payments.status, "pending")))
    .groupBy(payments.currency)
    .orderBy(payments.currency);
  const month = (d: Date) => d.toISOString().slice(0, 7);
  return {
    thisMonth: month(current),
    lastMonth: month(last),
    currencies: rows.map((r) => ({
      currency: r.currency,
      collectedThisMonth: Number(r.collectedThisMonth),
      paidThisMonth: Number(r.paidThisMonth),
      collectedLastMonth: Number(r.collectedLastMonth),
      paidLastMonth: Number(r.paidLastMonth),
      outstanding: Number(r.outstanding),
      pending: Number(r.pending),
    })),
  };
}

/**
 * The transitions an administrator may make, by target: pending → paid or failed; failed → paid (the
 * money came after all) or pending (asked again); paid → refunded. Refunded and cancelled are final.
 */
export const PAYMENT_TRANSITIONS: Record<SettablePaymentStatus, readonly string[]> = {
  paid: ["pending", "failed"],
  failed: ["pending"],
  pending: ["failed"],
  refunded: ["paid"],
};

type PaidPeriod = Pick<Payment, "plan" | "periodStart" | "periodEnd" | "paidAt">;

/**
 * The plan in force at `now` and the end of the unbroken paid run from it (renewals that start where
 * the run stops extend it), from the hospital's paid invoices; null when none covers `now`. When
 * several cover it, the one paid last names the plan.
 */
export function coverageAt(paid: readonly PaidPeriod[], now: Date): { plan: string; until: Date } | null {
  const covering = paid.filter((p) => p.periodStart <= now && p.periodEnd > now);
  if (!covering.length) return null;
  const latest = [...covering].sort((a, b) => (b.paidAt?.getTime() ?? 0) - (a.paidAt?.getTime() ?? 0))[0];
  let until = new Date(Math.max(...covering.map((p) => p.periodEnd.getTime())));
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of paid) {
      if (p.periodStart <= until && p.periodEnd > until) {
        until = p.periodEnd;
        grew = true;
      }
    }
  }
  return { plan: latest.plan, until };
}

type HospitalState = { subscriptionStatus: string; paidUntil: Date | null };

/**
 * What the hospital's subscription becomes once `invoice` is paid or refunded. An invoice whose period
 * is over changes nothing. Paid: the plan in force now until the end of the paid run (an invoice
 * starting later than now is activated from now). Refunded: the other paid invoices decide; if none
 * covers now, the paid period ends now and a paid plan becomes `expired`.
 */
export function subscriptionAfter(
  invoice: Payment,
  hospital: HospitalState,
  otherPaid: readonly PaidPeriod[],
  now: Date,
): HospitalState | null {
  if (invoice.periodEnd <= now) return null;
  const paid = invoice.status === "paid" ? [...otherPaid, invoice] : otherPaid;
  const coverage = coverageAt(paid, now);
  if (coverage) return { subscriptionStatus: coverage.plan, paidUntil: coverage.until };
  if (invoice.status === "paid") return { subscriptionStatus: invoice.plan, paidUntil: invoice.periodEnd };
  const ended = hospital.paidUntil && hospital.paidUntil < now ? hospital.paidUntil : now;
  const isPlan = (PLANS as readonly string[]).includes(hospital.subscriptionStatus);
  return { subscriptionStatus: isPlan ? "expired" : hospital.subscriptionStatus, paidUntil: ended };
}

const REOPEN_CONFLICT = "This hospital already has an open invoice. Mark that one failed first, or leave this one failed.";

function transitionRefusal(current: string, target: SettablePaymentStatus): ServiceError {
  if (current === target) return new ServiceError(409, `The payment is already ${target}.`);
  const from = PAYMENT_TRANSITIONS[target].join(" or ");
  return new ServiceError(409, `A ${current} payment cannot be marked ${target}: only a ${from} payment can.`);
}

async function paidPeriodsOf(tx: DbOrTx, hospitalId: string, exceptId: string): Promise<PaidPeriod[]> {
  const rows = await tx
    .select({ id: payments.id, plan: payments.plan, periodStart: payments.periodStart, periodEnd: payments.periodEnd, paidAt: payments.paidAt })
    .from(payments)
    .where(and(eq(payments.hospitalId, hospitalId), eq(payments.status, "paid")));
  return rows.filter((r) => r.id !== exceptId);
}

// PATCH /api/admin/payments/{paymentId}: one conditional UPDATE decides the transition (a racing
// request finds the status moved and gets 409); paying or refunding updates the hospital's plan in the
// same transaction, under the hospital's row lock (the order Upgrade Now locks in), and is audited.
export async function updateAdminPayment(actor: Actor, paymentId: string, input: UpdatePaymentInput, now = new Date()): Promise<AdminPaymentView> {
  const staff = systemAdmin(actor);
  const target = input.status;
  try {
    return await getDb().transaction(async (tx) => {
      const [known] = await tx.select({ hospitalId: payments.hospitalId }).from(payments).where(eq(payments.id, paymentId)).limit(1);
      if (!known) throw notFound("Payment");
      const [hospital] = await tx
        .select({ name: hospitals.name, subscriptionStatus: hospitals.subscriptionStatus, paidUntil: hospitals.paidUntil })
        .from(hospitals)
        .where(eq(hospitals.id, known.hospitalId))
        .limit(1)
        .for("update");
      // Stable from here: every change of an invoice's status holds its hospital's lock.
      const [prior] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId)).limit(1);
      const [updated] = await tx
        .update(payments)
        .set({ status: target, ...(target === "paid" ? { paidAt: now } : {}) })
        .where(
          and(eq(payments.id, paymentId), eq(payments.hospitalId, known.hospitalId), inArray(payments.status, [...PAYMENT_TRANSITIONS[target]])),
        )
        .returning();
      if (!updated) throw transitionRefusal(prior.status, target);
      const before = { subscriptionStatus: hospital.subscriptionStatus, paidUntil: hospital.paidUntil };
      const moves = target === "paid" || target === "refunded";
      const after = moves ? subscriptionAfter(updated, before, await paidPeriodsOf(tx, known.hospitalId, paymentId), now) : null;
      if (after) await tx.update(hospitals).set(after).where(eq(hospitals.id, known.hospitalId));
      await audit(
        staff,
        {
          action: "payment.update",
          entity: "payment",
          entityId: paymentId,
          hospitalId: known.hospitalId,
          details: { from: prior.status, to: target, hospital: after ? { before, after } : undefined },
        },
        tx,
      );
      return toAdminView(updated, hospital.name);
    });
  } catch (error) {
    if (pgErrorCode(error) === "23505" && pgConstraint(error) === "payments_one_pending_per_hospital_key") throw new ServiceError(409, REOPEN_CONFLICT);
    throw error;
  }
}
