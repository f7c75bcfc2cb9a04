import { and, desc, eq } from "drizzle-orm";

import type { Actor, StaffActor } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { PLAN_CURRENCY, PLAN_OPTIONS, PLAN_PERIOD_MONTHS, planPrice, type Plan } from "@/lib/constants/plans";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { hospitals, payments, type Payment } from "@/lib/db/schema";
import { forbidden, notFound, pgConstraint, pgErrorCode, ServiceError } from "@/lib/errors";
import { getHospitalOrThrow, trialEnd, type HospitalView } from "@/lib/services/hospitals";
import type { ChangeSubscriptionInput, CreateSubscriptionInput } from "@/lib/validation/subscription";

import { readSettings } from "./settings";

/** API.md `Payment`: an invoice for one month of a plan. */
export type InvoiceView = {
  id: string;
  hospitalId: string;
  hospitalName: string;
  plan: string;
  amount: number;
  currency: string;
  status: string;
  periodStart: string;
  periodEnd: string;
  createdAt: string;
};

const INVOICE_RACE = "Another invoice for this hospital was created at the same time. Please reload and try again.";

export function toView(p: Payment, hospitalName: string): InvoiceView {
  return {
    id: p.id,
    hospitalId: p.hospitalId,
    hospitalName,
    plan: p.plan,
    amount: Number(p.amount),
    currency: p.currency,
    status: p.status,
    periodStart: p.periodStart.toISOString(),
    periodEnd: p.periodEnd.toISOString(),
    createdAt: p.createdAt.toISOString(),
  };
}

/** The hospital's own administrator, or system_admin; another hospital is "not found". */
function billingActor(actor: Actor, hospitalId: string): StaffActor {
  const staff = requireStaff(actor, ["hospital_admin", "system_admin"]);
  if (staff.role !== "system_admin" && staff.hospitalId !== hospitalId) throw notFound("Hospital");
  return staff;
}

/** `at` plus `months` calendar months, clamped to the month's last day (31 Jan → 28/29 Feb). */
export function addMonths(at: Date, months: number): Date {
  const result = new Date(at);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** What "Upgrade Now" proposes: the paid plans in the order shown, and the one chosen when it opens. */
export type UpgradeOffer = { plans: Plan[]; preselected: Plan; recommended: Plan | null };

/** Without a paid default plan: the price list's order (cheapest first), Premium chosen, as before the setting. */
const USUAL_CHOICE: Plan = "premium";

/**
 * The system administrator's default plan (settings.default_plan) is "the plan that Upgrade Now
 * proposes first": when it is a paid plan (basic, premium or enterprise) it is listed first,
 * chosen when the dialog opens and marked recommended; the others follow in price order. When it
 * is "trial" (the default: no plan to push) the dialog keeps the price order with Premium chosen.
 */
export function upgradeOffer(defaultPlan: string): UpgradeOffer {
  const all = PLAN_OPTIONS.map((p) => p.plan as Plan);
  const preferred = all.find((p) => p === defaultPlan);
  if (!preferred) return { plans: all, preselected: USUAL_CHOICE, recommended: null };
  return { plans: [preferred, ...all.filter((p) => p !== preferred)], preselected: preferred, recommended: preferred };
}

/** The offer from the current settings, read on each render (a changed default applies at once). */
export async function readUpgradeOffer(db: DbOrTx = getDb()): Promise<UpgradeOffer> {
  return upgradeOffer((await readSettings(db)).defaultPlan);
}

// POST /api/hospitals/{id}/subscription ("Upgrade Now"): one pending invoice per hospital; a new
// plan choice supersedes the open one. Deliberately not behind the 402 guard, so that an
// expired hospital can renew.
export async function createSubscriptionInvoice(actor: Actor, hospitalId: string, input: CreateSubscriptionInput): Promise<InvoiceView> {
  const staff = billingActor(actor, hospitalId);
  const now = new Date();
  try {
    return await getDb().transaction(async (tx) => {
      // The row lock queues concurrent plan choices of one hospital behind each other.
      const [hospital] = await tx
        .select({ name: hospitals.name, paidUntil: hospitals.paidUntil })
        .from(hospitals)
        .where(eq(hospitals.id, hospitalId))
        .limit(1)
        .for("update");
      if (!hospital) throw notFound("Hospital");
      const superseded = await tx
        .update(payments)
        .set({ status: "cancelled" })
        .where(and(eq(payments.hospitalId, hospitalId), eq(payments.status, "pending")))
        .returning({ id: payments.id });
      // A renewal before the paid period ends starts where that period stops.
      const periodStart = hospital.paidUntil && hospital.paidUntil > now ? hospital.paidUntil : now;
      const [invoice] = await tx
        .insert(payments)
        .values({
          hospitalId,
          plan: input.plan,
          amount: planPrice(input.plan).toFixed(2),
          currency: PLAN_CURRENCY,
          status: "pending",
          periodStart,
          periodEnd: addMonths(periodStart, PLAN_PERIOD_MONTHS),
          createdBy: staff.userId,
        })
        .returning();
      await audit(
        staff,
        {
          action: "subscription.invoice",
          entity: "payment",
          entityId: invoice.id,
          hospitalId,
          details: { plan: input.plan, amount: Number(invoice.amount), superseded: superseded.map((p) => p.id) },
        },
        tx,
      );
      return toView(invoice, hospital.name);
    });
  } catch (error) {
    if (pgErrorCode(error) === "23505" && pgConstraint(error) === "payments_one_pending_per_hospital_key") {
      throw new ServiceError(409, INVOICE_RACE);
    }
    throw error;
  }
}

/** The hospital's latest invoices (at most 10), newest first, for its administrator. */
export async function listHospitalInvoices(actor: Actor, hospitalId: string): Promise<InvoiceView[]> {
  billingActor(actor, hospitalId);
  const rows = await getDb()
    .select({ payment: payments, hospitalName: hospitals.name })
    .from(payments)
    .innerJoin(hospitals, eq(hospitals.id, payments.hospitalId))
    .where(eq(payments.hospitalId, hospitalId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(10);
  return rows.map((r) => toView(r.payment, r.hospitalName));
}

// PATCH /api/admin/hospitals/{id}: system_admin sets the subscription status and/or the active flag.
export async function changeSubscription(actor: Actor, hospitalId: string, input: ChangeSubscriptionInput): Promise<HospitalView> {
  const staff = requireStaff(actor);
  if (staff.role !== "system_admin") throw forbidden();
  await getDb().transaction(async (tx) => {
    const [hospital] = await tx.select().from(hospitals).where(eq(hospitals.id, hospitalId)).limit(1).for("update");
    if (!hospital) throw notFound("Hospital");
    const changes: Partial<typeof hospitals.$inferInsert> = {};
    if (input.subscriptionStatus !== undefined && input.subscriptionStatus !== hospital.subscriptionStatus) {
      changes.subscriptionStatus = input.subscriptionStatus;
    }
    // A trial needs an end (check constraint): keep a running one, otherwise start a fresh one
    // (setting "trial" on a hospital whose trial ran out is how an administrator extends it).
    if (input.subscriptionStatus === "trial" && !(hospital.trialExpiresAt && hospital.trialExpiresAt > new Date())) {
      changes.trialExpiresAt = trialEnd(hospital.timezone);
    }
    if (input.isActive !== undefined && input.isActive !== hospital.isActive) changes.isActive = input.isActive;
    if (Object.keys(changes).length === 0) return;
    await tx.update(hospitals).set(changes).where(eq(hospitals.id, hospitalId));
    await audit(
      staff,
      {
        action: "subscription.change",
        entity: "hospital",
        entityId: hospitalId,
        hospitalId,
        details: {
          from: { subscriptionStatus: hospital.subscriptionStatus, isActive: hospital.isActive },
          to: { subscriptionStatus: changes.subscriptionStatus, isActive: changes.isActive, trialExpiresAt: changes.trialExpiresAt },
        },
      },
      tx,
    );
  });
  return getHospitalOrThrow(staff, hospitalId);
}
