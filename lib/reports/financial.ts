import { and, asc, eq, gte, isNull, lt, sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { billPayments, bills, departments, patients } from "@/lib/db/schema";

import { keysetRows, num } from "./context";
import { BILL_STATUS_LABELS, PAYMENT_METHOD_LABELS } from "./labels";
import type { ReportContext, ReportDefinition, ReportTotal } from "./types";

// Financial report: the bills opened in the period (each in its own currency), then the totals:
// billed, paid and outstanding of those bills, and the payments received in the period by method
// (voided payments left out). Totals are per currency: a hospital that changed its currency has
// bills in both, and amounts of two currencies are never added.

const inPeriod = (ctx: ReportContext) => and(eq(bills.hospitalId, ctx.hospitalId), gte(bills.createdAt, ctx.start), lt(bills.createdAt, ctx.end));

type Rec = {
  id: string;
  createdAt: Date;
  patientName: string;
  patientId: string;
  department: string | null;
  status: string;
  currency: string;
  total: number;
  paid: number;
};

const CURRENCY = 6;

export const financialReport: ReportDefinition = {
  type: "financial",
  title: "Financial report",
  columns: [
    { label: "Bill", kind: "text", width: 1.6 },
    { label: "Patient", kind: "text", width: 1.4 },
    { label: "Health number", kind: "text", width: 1.2 },
    { label: "Opened", kind: "datetime", width: 1.1 },
    { label: "Department", kind: "text", width: 1.1 },
    { label: "Status", kind: "text", width: 0.8 },
    { label: "Currency", kind: "text", width: 0.6 },
    { label: "Total", kind: "money", currencyColumn: CURRENCY },
    { label: "Paid", kind: "money", currencyColumn: CURRENCY },
    { label: "Balance", kind: "money", currencyColumn: CURRENCY },
  ],

  async summary(ctx) {
    const db = getDb();
    const [byCurrency, byMethod] = await Promise.all([
      db
        .select({
          currency: bills.currency,
          count: sql<number>`count(*)::int`,
          voided: sql<number>`count(*) filter (where ${bills.status} = 'void')::int`,
          billed: sql<string>`coalesce(sum(${bills.totalAmount}) filter (where ${bills.status} <> 'void'), 0)`,
          paid: sql<string>`coalesce(sum(${bills.paidAmount}) filter (where ${bills.status} <> 'void'), 0)`,
        })
        .from(bills)
        .where(inPeriod(ctx))
        .groupBy(bills.currency)
        .orderBy(asc(bills.currency)),
      db
        .select({ currency: bills.currency, method: billPayments.method, amount: sql<string>`sum(${billPayments.amount})`, count: sql<number>`count(*)::int` })
        .from(billPayments)
        .innerJoin(bills, and(eq(bills.id, billPayments.billId), eq(bills.hospitalId, billPayments.hospitalId)))
        .where(
          and(
            eq(billPayments.hospitalId, ctx.hospitalId),
            isNull(billPayments.voidedAt),
            gte(billPayments.receivedAt, ctx.start),
            lt(billPayments.receivedAt, ctx.end),
          ),
        )
        .groupBy(bills.currency, billPayments.method)
        .orderBy(asc(bills.currency), asc(billPayments.method)),
    ]);
    const rowCount = byCurrency.reduce((n, r) => n + r.count, 0);
    const several = new Set([...byCurrency.map((r) => r.currency), ...byMethod.map((r) => r.currency)]).size > 1;
    const suffix = (currency: string) => (several ? ` (${currency})` : "");
    const totals: ReportTotal[] = [
      { label: "Bills opened", value: rowCount },
      { label: "Void bills", value: byCurrency.reduce((n, r) => n + r.voided, 0) },
    ];
    for (const r of byCurrency) {
      const billed = num(r.billed) ?? 0;
      const paid = num(r.paid) ?? 0;
      totals.push(
        { label: `Billed${suffix(r.currency)}`, value: billed, money: true, currency: r.currency },
        { label: `Paid on these bills${suffix(r.currency)}`, value: paid, money: true, currency: r.currency },
        { label: `Outstanding${suffix(r.currency)}`, value: billed - paid, money: true, currency: r.currency },
      );
    }
    for (const r of byMethod) {
      totals.push({
        label: `Payments received: ${PAYMENT_METHOD_LABELS[r.method] ?? r.method}${suffix(r.currency)} (${r.count})`,
        value: num(r.amount) ?? 0,
        money: true,
        currency: r.currency,
      });
    }
    if (!byMethod.length) totals.push({ label: "Payments received", value: 0 });
    return { rowCount, totals };
  },

  rows(ctx) {
    const db = getDb();
    return keysetRows<Rec>(
      (after, limit) =>
        db
          .select({
            id: bills.id,
            createdAt: bills.createdAt,
            patientName: sql<string>`concat_ws(' ', ${patients.firstName}, ${patients.lastName})`,
            patientId: bills.patientId,
            department: departments.name,
            status: bills.status,
            currency: bills.currency,
            total: bills.totalAmount,
            paid: bills.paidAmount,
          })
          .from(bills)
          .innerJoin(patients, eq(patients.id, bills.patientId))
          .leftJoin(departments, and(eq(departments.id, bills.departmentId), eq(departments.hospitalId, bills.hospitalId)))
          .where(and(inPeriod(ctx), after ? sql`(${bills.createdAt}, ${bills.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id})` : undefined))
          .orderBy(asc(bills.createdAt), asc(bills.id))
          .limit(limit),
      (r) => [
        r.id,
        r.patientName,
        r.patientId,
        r.createdAt,
        r.department,
        BILL_STATUS_LABELS[r.status] ?? r.status,
        r.currency,
        Number(r.total),
        Number(r.paid),
        r.status === "void" ? 0 : Number(r.total) - Number(r.paid),
      ],
    );
  },
};
