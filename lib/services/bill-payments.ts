import { and, eq } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requiredTenantOf, requireStaff, tenantOf } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { getDb } from "@/lib/db/client";
import { billPayments, bills, hospitals } from "@/lib/db/schema";
import { forbidden, notFound, notSignedIn, ServiceError } from "@/lib/errors";
import { formatMoney } from "@/lib/money";
import type { RecordPaymentInput, VoidInput } from "@/lib/validation/billing";

import { billNotFound, billViewOf, lockBill, statusFor, type BillPaymentView, type BillView } from "./bill-views";
import { BILL_READERS } from "./bills";
import { assertHospitalWritable } from "./tenant-guard";

// Payments of a bill (issue 17): part payments allowed, never more than the balance, voided (never
// deleted) with a reason. Recording and voiding lock the bill row (SELECT … FOR UPDATE) first, so
// concurrent payments of one bill run one after another and each sees the balance the previous one
// left: the balance can never go below zero (the bills_amounts_check constraint is the backstop).
// Both are the hospital administrator's (the product has no cashier role yet); each is audited.

export const PAYMENT_MANAGERS = ["hospital_admin"] as const;

export const overBalanceMessage = (balance: number, currency: string) =>
  `The payment is more than the balance of this bill (${formatMoney(balance, currency)})`;

// POST /api/bills/{id}/payments: 201 the bill; 409 above the balance, on a paid or a void bill.
export async function recordPayment(actor: Actor, billId: string, input: RecordPaymentInput, now = new Date()): Promise<BillView> {
  const staff = requireStaff(actor, PAYMENT_MANAGERS);
  const hospitalId = tenantOf(staff);
  await getDb().transaction(async (tx) => {
    await assertHospitalWritable(staff, hospitalId, tx);
    const bill = await lockBill(tx, hospitalId, billId);
    if (bill.status === "void") throw new ServiceError(409, "This bill is void: it takes no payment");
    const balance = bill.total - bill.paid;
    if (balance === 0) throw new ServiceError(409, "This bill has nothing left to pay", undefined, undefined, { code: "nothing_due", balance });
    if (input.amount > balance) {
      const message = overBalanceMessage(balance, bill.currency);
      throw new ServiceError(409, message, { amount: message }, undefined, { code: "over_balance", balance, currency: bill.currency });
    }
    const [payment] = await tx
      .insert(billPayments)
      .values({ billId, hospitalId, method: input.method, amount: input.amount, reference: input.reference ?? null, receivedBy: staff.userId, receivedAt: now })
      .returning({ id: billPayments.id });
    const paid = bill.paid + input.amount;
    await tx
      .update(bills)
      .set({ paidAmount: paid, status: statusFor(bill.total, paid), updatedAt: now })
      .where(and(eq(bills.id, billId), eq(bills.hospitalId, hospitalId)));
    await audit(
      actor,
      {
        action: "bill.payment.record",
        entity: "bill_payment",
        entityId: payment.id,
        hospitalId,
        details: { billId, method: input.method, amount: input.amount, currency: bill.currency, balanceBefore: balance, balanceAfter: bill.total - paid },
      },
      tx,
    );
  });
  return billViewOf(getDb(), hospitalId, billId);
}

// POST /api/bills/{id}/payments/{paymentId}/void: the payment stops counting; the bill's balance
// and status follow. 409 when it is already void.
export async function voidPayment(actor: Actor, billId: string, paymentId: string, input: VoidInput, now = new Date()): Promise<BillView> {
  const staff = requireStaff(actor, PAYMENT_MANAGERS);
  const hospitalId = tenantOf(staff);
  await getDb().transaction(async (tx) => {
    await assertHospitalWritable(staff, hospitalId, tx);
    const bill = await lockBill(tx, hospitalId, billId);
    const [payment] = await tx
      .select({ id: billPayments.id, amount: billPayments.amount, voidedAt: billPayments.voidedAt, method: billPayments.method })
      .from(billPayments)
      .where(and(eq(billPayments.id, paymentId), eq(billPayments.billId, billId), eq(billPayments.hospitalId, hospitalId)))
      .limit(1);
    if (!payment) throw notFound("Payment");
    if (payment.voidedAt) throw new ServiceError(409, "This payment is already void");
    await tx
      .update(billPayments)
      .set({ voidedAt: now, voidedBy: staff.userId, voidReason: input.reason })
      .where(and(eq(billPayments.id, paymentId), eq(billPayments.hospitalId, hospitalId)));
    const paid = bill.paid - payment.amount;
    await tx
      .update(bills)
      .set({ paidAmount: paid, status: statusFor(bill.total, paid), updatedAt: now })
      .where(and(eq(bills.id, billId), eq(bills.hospitalId, hospitalId)));
    await audit(
      actor,
      {
        action: "bill.payment.void",
        entity: "bill_payment",
        entityId: paymentId,
        hospitalId,
        details: { billId, method: payment.method, amount: payment.amount, currency: bill.currency, reason: input.reason },
      },
      tx,
    );
  });
  return billViewOf(getDb(), hospitalId, billId);
}

export type Receipt = {
  hospital: { id: string; name: string; address: string; city: string; country: string; phone: string; email: string };
  bill: BillView;
  /** The payment the receipt is for; null for a receipt of the whole bill. */
  payment: BillPaymentView | null;
  issuedAt: string;
};

/**
 * The data of a printable receipt (a page and a PDF later): one payment, or the whole bill. The
 * patient reads their own (portal session); the hospital's clinical staff read their hospital's.
 */
export async function getReceipt(actor: Actor, billId: string, paymentId?: string, requestedHospitalId?: string, now = new Date()): Promise<Receipt> {
  const db = getDb();
  let hospitalId: string;
  if (actor.kind === "patient") {
    const [own] = await db.select({ hospitalId: bills.hospitalId }).from(bills).where(and(eq(bills.id, billId), eq(bills.patientId, actor.patientId))).limit(1);
    if (!own) throw billNotFound();
    hospitalId = own.hospitalId;
  } else if (actor.kind === "anonymous") {
    throw notSignedIn();
  } else if (actor.kind !== "staff") {
    throw forbidden();
  } else {
    hospitalId = requiredTenantOf(requireStaff(actor, BILL_READERS), requestedHospitalId);
  }
  const bill = await billViewOf(db, hospitalId, billId);
  const payment = paymentId ? bill.payments.find((p) => p.id === paymentId) : null;
  if (payment === undefined) throw notFound("Payment");
  const [hospital] = await db
    .select({ id: hospitals.id, name: hospitals.name, address: hospitals.address, city: hospitals.city, country: hospitals.country, phone: hospitals.phone, email: hospitals.email })
    .from(hospitals)
    .where(eq(hospitals.id, hospitalId))
    .limit(1);
  await audit(actor, { action: "bill.receipt.read", entity: "bill", entityId: billId, hospitalId, details: { paymentId: paymentId ?? null } });
  return { hospital, bill, payment, issuedAt: now.toISOString() };
}
