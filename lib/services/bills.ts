import { and, eq, gte, lt, type SQL } from "drizzle-orm";

import type { Actor, StaffActor } from "@/lib/auth/actor-types";
import { requiredTenantOf, requireStaff, tenantOf } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { billItems, bills, hospitals, patientHospitals } from "@/lib/db/schema";
import { notFound, ServiceError } from "@/lib/errors";
import { formatMoney } from "@/lib/money";
import { dayBounds } from "@/lib/time";
import type { AddBillItemInput, CreateBillInput, ListBillsQuery, VoidInput } from "@/lib/validation/billing";

import { billSearchCondition, billViewOf, lockBill, selectBillSummaries, statusFor, withLines, type BillSummary, type BillView } from "./bill-views";
import { assertPatientAccess } from "./patient-access";
import { activePriceItemByCode, consultationFeeOf, hospitalCurrency } from "./price-list";
import { assertHospitalWritable } from "./tenant-guard";

// Patient bills (issue 17). A bill belongs to one hospital and one patient, and to at most one
// consultation. Its totals change only under the bill row's lock, in the transaction that adds
// the item (here) or the payment (bill-payments.ts), so the balance is always the items minus the
// live payments. Reads: the hospital's clinical staff (system_admin names the hospital); items:
// its administrator and doctors; voiding: its administrator. Another hospital's bill is 404.

export const BILL_READERS = ["hospital_admin", "doctor", "system_admin"] as const;
export const BILL_WRITERS = ["hospital_admin", "doctor"] as const;
export const BILL_MANAGERS = ["hospital_admin"] as const;

/** The largest total of one bill: well inside the integers a JSON number holds exactly. */
const MAX_TOTAL = 1_000_000_000_000_000;

const VOID_BILL = "This bill is void";
const LIVE_PAYMENTS = "This bill has payments: void them first, then the bill";
const unknownCode = (code: string) => {
  const message = `No active price list item has the code ${code}`;
  return new ServiceError(400, message, { code: message });
};

// GET /api/bills: the hospital's bills, newest first, by status, patient (id, or a search of the
// name or health number) and local days from..to.
export async function listBills(actor: Actor, query: ListBillsQuery): Promise<BillSummary[]> {
  const staff = requireStaff(actor, BILL_READERS);
  const hospitalId = requiredTenantOf(staff, query.hospitalId);
  if (query.from && query.to && query.from > query.to) throw new ServiceError(400, "to must not be before from", { to: "to must not be before from" });
  const db = getDb();
  const [hospital] = await db.select({ timezone: hospitals.timezone }).from(hospitals).where(eq(hospitals.id, hospitalId)).limit(1);
  if (!hospital) throw notFound("Hospital");
  const where: (SQL | undefined)[] = [
    eq(bills.hospitalId, hospitalId),
    query.status ? eq(bills.status, query.status) : undefined,
    query.patientId ? eq(bills.patientId, query.patientId) : undefined,
    query.search ? billSearchCondition(query.search) : undefined,
    query.from ? gte(bills.createdAt, dayBounds(query.from, hospital.timezone).start) : undefined,
    query.to ? lt(bills.createdAt, dayBounds(query.to, hospital.timezone).end) : undefined,
  ];
  const rows = await selectBillSummaries(db, and(...where), query);
  await audit(actor, { action: "bills.list", entity: "bill", hospitalId, details: { count: rows.length, patientId: query.patientId ?? null, searching: Boolean(query.search) } });
  return rows;
}

// GET /api/bills/{id}: one bill with its items and payments.
export async function getBill(actor: Actor, id: string, requestedHospitalId?: string): Promise<BillView> {
  const staff = requireStaff(actor, BILL_READERS);
  const hospitalId = requiredTenantOf(staff, requestedHospitalId);
  const bill = await billViewOf(getDb(), hospitalId, id);
  await audit(actor, { action: "bill.read", entity: "bill", entityId: id, hospitalId, details: { patientId: bill.patientId } });
  return bill;
}

// GET /api/bills/patient/{id}: the portal patient's own bills at every hospital; clinical staff
// see only their hospital's bills of a linked patient (assertPatientAccess decides, as for records).
export async function listPatientBills(actor: Actor, patientId: string, page = { limit: 50, offset: 0 }): Promise<BillView[]> {
  const access = await assertPatientAccess(actor, patientId);
  const db = getDb();
  const where = and(eq(bills.patientId, patientId), access.scopeHospitalId ? eq(bills.hospitalId, access.scopeHospitalId) : undefined);
  const rows = await withLines(db, await selectBillSummaries(db, where, page));
  await audit(actor, { action: "patient.bills.read", entity: "patient", entityId: patientId, hospitalId: access.scopeHospitalId, details: { count: rows.length } });
  return rows;
}

type Line = { priceListItemId: string; code: string; name: string; unitAmount: number; quantity: number };

/** The price list lines of `items`, in the hospital's current currency, or 400 for an unknown code. */
async function linesOf(tx: DbOrTx, hospitalId: string, items: AddBillItemInput[]): Promise<Line[]> {
  const lines: Line[] = [];
  for (const { code, quantity } of items) {
    const item = await activePriceItemByCode(tx, hospitalId, code);
    if (!item) throw unknownCode(code);
    lines.push({ priceListItemId: item.id, code: item.code, name: item.name, unitAmount: item.unitAmount, quantity });
  }
  return lines;
}

/** Adds lines to a locked bill and moves its total and status, in the caller's transaction. */
async function addLines(tx: DbOrTx, staff: StaffActor, bill: { id: string; hospitalId: string; total: number; paid: number; currency: string }, lines: Line[]) {
  const added = lines.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0);
  const total = bill.total + added;
  if (total > MAX_TOTAL) throw new ServiceError(409, `A bill cannot exceed ${formatMoney(MAX_TOTAL, bill.currency)}`);
  if (lines.length) {
    await tx.insert(billItems).values(
      lines.map((l) => ({
        billId: bill.id,
        hospitalId: bill.hospitalId,
        priceListItemId: l.priceListItemId,
        code: l.code,
        description: l.name,
        quantity: l.quantity,
        unitAmount: l.unitAmount,
        amount: l.unitAmount * l.quantity,
        addedBy: staff.userId,
      })),
    );
  }
  await tx
    .update(bills)
    .set({ totalAmount: total, status: statusFor(total, bill.paid), updatedAt: new Date() })
    .where(and(eq(bills.id, bill.id), eq(bills.hospitalId, bill.hospitalId)));
  return { total, added };
}

/**
 * Completing a consultation (diagnoses.ts, in its transaction) opens the patient's bill with the
 * consultation fee of the appointment's department. No active fee (or a fee of 0) opens no bill:
 * a hospital that does not bill, or does not charge that department, is not given empty bills;
 * staff open one with POST /api/bills when they add services. Returns the bill's id or null.
 */
export async function openConsultationBill(
  tx: DbOrTx,
  actor: StaffActor,
  visit: { hospitalId: string; appointmentId: string; patientId: string; departmentId: string },
): Promise<string | null> {
  const fee = await consultationFeeOf(tx, visit.hospitalId, visit.departmentId);
  if (!fee || fee.unitAmount === 0) return null;
  const { currency } = await hospitalCurrency(tx, visit.hospitalId);
  const [bill] = await tx
    .insert(bills)
    .values({ hospitalId: visit.hospitalId, patientId: visit.patientId, appointmentId: visit.appointmentId, departmentId: visit.departmentId, currency, createdBy: actor.userId })
    .returning({ id: bills.id });
  const lines = [{ priceListItemId: fee.id, code: fee.code, name: fee.name, unitAmount: fee.unitAmount, quantity: 1 }];
  const { total } = await addLines(tx, actor, { id: bill.id, hospitalId: visit.hospitalId, total: 0, paid: 0, currency }, lines);
  await audit(
    actor,
    { action: "bill.open", entity: "bill", entityId: bill.id, hospitalId: visit.hospitalId, details: { patientId: visit.patientId, appointmentId: visit.appointmentId, currency, total } },
    tx,
  );
  return bill.id;
}

// POST /api/bills: a bill of a patient linked to the hospital, without a consultation.
export async function createBill(actor: Actor, input: CreateBillInput): Promise<BillView> {
  const staff = requireStaff(actor, BILL_WRITERS);
  const hospitalId = tenantOf(staff);
  const id = await getDb().transaction(async (tx) => {
    await assertHospitalWritable(staff, hospitalId, tx);
    const [link] = await tx
      .select({ patientId: patientHospitals.patientId })
      .from(patientHospitals)
      .where(and(eq(patientHospitals.patientId, input.patientId), eq(patientHospitals.hospitalId, hospitalId)))
      .limit(1);
    if (!link) throw notFound("Patient");
    const { currency } = await hospitalCurrency(tx, hospitalId);
    const lines = await linesOf(tx, hospitalId, input.items);
    const [bill] = await tx.insert(bills).values({ hospitalId, patientId: input.patientId, currency, createdBy: staff.userId }).returning({ id: bills.id });
    const { total } = await addLines(tx, staff, { id: bill.id, hospitalId, total: 0, paid: 0, currency }, lines);
    await audit(actor, { action: "bill.open", entity: "bill", entityId: bill.id, hospitalId, details: { patientId: input.patientId, currency, total } }, tx);
    return bill.id;
  });
  return billViewOf(getDb(), hospitalId, id);
}

// POST /api/bills/{id}/items: a service of the price list at today's price. A paid bill that
// receives a new item is partly paid again; a void bill takes nothing.
export async function addBillItem(actor: Actor, billId: string, input: AddBillItemInput): Promise<BillView> {
  const staff = requireStaff(actor, BILL_WRITERS);
  const hospitalId = tenantOf(staff);
  await getDb().transaction(async (tx) => {
    await assertHospitalWritable(staff, hospitalId, tx);
    const bill = await lockBill(tx, hospitalId, billId);
    if (bill.status === "void") throw new ServiceError(409, VOID_BILL);
    const { currency } = await hospitalCurrency(tx, hospitalId);
    if (currency !== bill.currency) {
      throw new ServiceError(409, `This bill is in ${bill.currency} and the price list is now in ${currency}: open a new bill for this service`);
    }
    const lines = await linesOf(tx, hospitalId, [input]);
    const { total, added } = await addLines(tx, staff, { ...bill, hospitalId }, lines);
    await audit(
      actor,
      { action: "bill.item.add", entity: "bill", entityId: billId, hospitalId, details: { code: lines[0].code, quantity: input.quantity, amount: added, total } },
      tx,
    );
  });
  return billViewOf(getDb(), hospitalId, billId);
}

// POST /api/bills/{id}/void: the whole bill, with a reason, only while no payment is live.
export async function voidBill(actor: Actor, billId: string, input: VoidInput): Promise<BillView> {
  const staff = requireStaff(actor, BILL_MANAGERS);
  const hospitalId = tenantOf(staff);
  await getDb().transaction(async (tx) => {
    await assertHospitalWritable(staff, hospitalId, tx);
    const bill = await lockBill(tx, hospitalId, billId);
    if (bill.status === "void") throw new ServiceError(409, "This bill is already void");
    if (bill.paid > 0) throw new ServiceError(409, LIVE_PAYMENTS);
    await tx
      .update(bills)
      .set({ status: "void", voidedAt: new Date(), voidedBy: staff.userId, voidReason: input.reason })
      .where(and(eq(bills.id, billId), eq(bills.hospitalId, hospitalId)));
    await audit(actor, { action: "bill.void", entity: "bill", entityId: billId, hospitalId, details: { reason: input.reason, total: bill.total } }, tx);
  });
  return billViewOf(getDb(), hospitalId, billId);
}
