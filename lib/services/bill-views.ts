import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import type { DbOrTx } from "@/lib/db/client";
import { billItems, billPayments, bills, departments, hospitals, patients, users } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";

// What a bill answers (API.md `Bill`): amounts in minor units of `currency`, the balance computed
// from the kept totals (which the checks and the row lock keep equal to items minus live payments).

export type BillStatus = "open" | "partly_paid" | "paid" | "void";
export type PaymentMethod = "cash" | "mobile_money" | "card" | "insurance";

export type BillItemView = { id: string; code: string; name: string; quantity: number; unitAmount: number; amount: number; createdAt: string };

export type BillPaymentView = {
  id: string;
  method: PaymentMethod;
  amount: number;
  reference: string | null;
  receivedAt: string;
  receivedByName: string | null;
  voided: boolean;
  voidedAt: string | null;
  voidReason: string | null;
};

export type BillSummary = {
  id: string;
  hospitalId: string;
  hospitalName: string;
  patientId: string;
  patientName: string;
  appointmentId: string | null;
  departmentId: string | null;
  departmentName: string | null;
  currency: string;
  status: BillStatus;
  total: number;
  paid: number;
  balance: number;
  createdAt: string;
  voidedAt: string | null;
  voidReason: string | null;
};

export type BillView = BillSummary & { items: BillItemView[]; payments: BillPaymentView[] };

export const billNotFound = () => notFound("Bill");

/** The status the amounts give (a void bill stays void). */
export function statusFor(total: number, paid: number): Exclude<BillStatus, "void"> {
  if (paid === 0) return "open";
  return paid < total ? "partly_paid" : "paid";
}

const summaryColumns = {
  id: bills.id,
  hospitalId: bills.hospitalId,
  hospitalName: hospitals.name,
  patientId: bills.patientId,
  patientName: sql<string>`concat_ws(' ', ${patients.firstName}, ${patients.lastName})`,
  appointmentId: bills.appointmentId,
  departmentId: bills.departmentId,
  departmentName: departments.name,
  currency: bills.currency,
  status: sql<BillStatus>`${bills.status}`,
  total: bills.totalAmount,
  paid: bills.paidAmount,
  createdAt: bills.createdAt,
  voidedAt: bills.voidedAt,
  voidReason: bills.voidReason,
};

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The bills whose patient matches a search: a term with a digit is a fragment of the health
 * number (UG-PAT-2026-001, 2026-001); otherwise every word must appear in the patient's name (the
 * trigram index on the full name serves the ILIKE). Joined through `patients` in selectBillSummaries.
 */
export function billSearchCondition(term: string): SQL | undefined {
  const text = term.trim();
  if (!text) return undefined;
  if (/\d/.test(text)) return sql`${patients.id} ilike ${`%${escapeLike(text)}%`}`;
  const words = text.split(/\s+/).filter(Boolean).slice(0, 5);
  const fullName = sql`(${patients.firstName} || ' ' || ${patients.lastName})`;
  return and(...words.map((word) => sql`${fullName} ilike ${`%${escapeLike(word)}%`}`));
}

/** Bill summaries (no items or payments) in one statement, newest first. */
export async function selectBillSummaries(db: DbOrTx, where: SQL | undefined, page: { limit: number; offset: number }): Promise<BillSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(bills)
    .innerJoin(hospitals, eq(hospitals.id, bills.hospitalId))
    .innerJoin(patients, eq(patients.id, bills.patientId))
    .leftJoin(departments, and(eq(departments.id, bills.departmentId), eq(departments.hospitalId, bills.hospitalId)))
    .where(where)
    .orderBy(desc(bills.createdAt), desc(bills.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({
    ...r,
    balance: r.status === "void" ? 0 : r.total - r.paid,
    createdAt: r.createdAt.toISOString(),
    voidedAt: r.voidedAt?.toISOString() ?? null,
  }));
}

const receiver = alias(users, "receiver");

/** The bills with their items and payments: three statements whatever the number of bills. */
export async function withLines(db: DbOrTx, summaries: BillSummary[]): Promise<BillView[]> {
  if (!summaries.length) return [];
  const ids = summaries.map((s) => s.id);
  const [items, payments] = await Promise.all([
    db
      .select({
        id: billItems.id,
        billId: billItems.billId,
        code: billItems.code,
        name: billItems.description,
        quantity: billItems.quantity,
        unitAmount: billItems.unitAmount,
        amount: billItems.amount,
        createdAt: billItems.createdAt,
      })
      .from(billItems)
      .where(inArray(billItems.billId, ids))
      .orderBy(asc(billItems.createdAt), asc(billItems.code), asc(billItems.id)),
    db
      .select({
        id: billPayments.id,
        billId: billPayments.billId,
        method: sql<PaymentMethod>`${billPayments.method}`,
        amount: billPayments.amount,
        reference: billPayments.reference,
        receivedAt: billPayments.receivedAt,
        receivedByName: sql<string | null>`nullif(concat_ws(' ', ${receiver.firstName}, ${receiver.lastName}), '')`,
        voidedAt: billPayments.voidedAt,
        voidReason: billPayments.voidReason,
      })
      .from(billPayments)
      .leftJoin(receiver, eq(receiver.id, billPayments.receivedBy))
      .where(inArray(billPayments.billId, ids))
      .orderBy(asc(billPayments.receivedAt), asc(billPayments.id)),
  ]);
  const itemsOf = groupBy(
    items.map((i) => ({ billId: i.billId, line: { id: i.id, code: i.code, name: i.name, quantity: i.quantity, unitAmount: i.unitAmount, amount: i.amount, createdAt: i.createdAt.toISOString() } })),
  );
  const paymentsOf = groupBy(
    payments.map((p) => ({
      billId: p.billId,
      line: {
        id: p.id,
        method: p.method,
        amount: p.amount,
        reference: p.reference,
        receivedAt: p.receivedAt.toISOString(),
        receivedByName: p.receivedByName,
        voided: p.voidedAt !== null,
        voidedAt: p.voidedAt?.toISOString() ?? null,
        voidReason: p.voidReason,
      },
    })),
  );
  return summaries.map((s) => ({ ...s, items: itemsOf.get(s.id) ?? [], payments: paymentsOf.get(s.id) ?? [] }));
}

function groupBy<T>(rows: { billId: string; line: T }[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const { billId, line } of rows) {
    const list = map.get(billId);
    if (list) list.push(line);
    else map.set(billId, [line]);
  }
  return map;
}

/** One bill of the hospital with its lines; 404 when it is missing or another hospital's. */
export async function billViewOf(db: DbOrTx, hospitalId: string, billId: string): Promise<BillView> {
  const [summary] = await selectBillSummaries(db, and(eq(bills.id, billId), eq(bills.hospitalId, hospitalId)), { limit: 1, offset: 0 });
  if (!summary) throw billNotFound();
  return (await withLines(db, [summary]))[0];
}

/** The bill's row, locked until the transaction ends: every change of its totals goes through here. */
export async function lockBill(tx: DbOrTx, hospitalId: string, billId: string) {
  const [bill] = await tx
    .select({ id: bills.id, status: bills.status, currency: bills.currency, total: bills.totalAmount, paid: bills.paidAmount, patientId: bills.patientId })
    .from(bills)
    .where(and(eq(bills.id, billId), eq(bills.hospitalId, hospitalId)))
    .limit(1)
    .for("update");
  if (!bill) throw billNotFound();
  return bill;
}
