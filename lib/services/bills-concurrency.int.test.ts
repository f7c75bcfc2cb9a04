import { and, eq, isNull, sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { billItems, billPayments, bills } from "@/lib/db/schema";
import { ServiceError } from "@/lib/errors";
import { createPriceItemSchema, recordPaymentSchema } from "@/lib/validation/billing";
import { actorOf, addPatient, clinic, type Clinic } from "@/test/doctor";

import { recordPayment, voidPayment } from "./bill-payments";
import { addBillItem, createBill } from "./bills";
import { createPriceItem } from "./price-list";

// Twenty cashiers take a payment of the same bill at the same moment (run this file on PostgreSQL
// too: DATABASE_URL=postgres://… gives each its own connection). The bill row's lock makes them
// queue: no payment takes the balance below zero, none is lost, and the balance is always the
// items minus the live payments.

let a: Clinic;
let admin: Awaited<ReturnType<typeof actorOf>>;

async function ledger(billId: string) {
  const db = getDb();
  const [row] = await db.select().from(bills).where(eq(bills.id, billId));
  const [items] = await db.select({ total: sql<number>`coalesce(sum(${billItems.amount}), 0)`.mapWith(Number) }).from(billItems).where(eq(billItems.billId, billId));
  const [live] = await db
    .select({ paid: sql<number>`coalesce(sum(${billPayments.amount}), 0)`.mapWith(Number), count: sql<number>`count(*)`.mapWith(Number) })
    .from(billPayments)
    .where(and(eq(billPayments.billId, billId), isNull(billPayments.voidedAt)));
  return { total: row.totalAmount, paid: row.paidAmount, status: row.status, itemsTotal: items.total, livePaid: live.paid, livePayments: live.count };
}

/** Settles every promise; the refusals must all be ServiceErrors (409), never anything else. */
async function settle<T>(work: Promise<T>[]) {
  const results = await Promise.allSettled(work);
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
  for (const r of refused) {
    expect(r.reason).toBeInstanceOf(ServiceError);
    expect((r.reason as ServiceError).status).toBe(409);
  }
  return { done: results.length - refused.length, refused: refused.map((r) => (r.reason as ServiceError).message) };
}

beforeAll(async () => {
  a = await clinic({ patientCount: 1 });
  admin = await actorOf(a.adminCookie);
  await createPriceItem(admin, createPriceItemSchema.parse({ kind: "service", code: "WARD-DAY", name: "Ward day", amount: 100_000 }));
  await createPriceItem(admin, createPriceItemSchema.parse({ kind: "service", code: "LAB", name: "Laboratory test", amount: 7_000 }));
});

const payment = (body: unknown) => recordPaymentSchema.parse(body);

async function newBill() {
  const patient = await addPatient(a.hospitalId);
  return createBill(admin, { patientId: patient.id, items: [{ code: "WARD-DAY", quantity: 1 }] });
}

it("20 concurrent payments above the balance together: exactly those that fit are taken, the rest refused with 409", async () => {
  const bill = await newBill();
  // 20 × 7,000 = 140,000 against a balance of 100,000: 14 fit (98,000), 6 must be refused.
  const { done, refused } = await settle(Array.from({ length: 20 }, (_, i) => recordPayment(admin, bill.id, { amount: 7_000, method: "cash", reference: `R-${i}` })));
  expect(done).toBe(14);
  expect(refused).toHaveLength(6);
  expect(new Set(refused)).toEqual(new Set(["The payment is more than the balance of this bill (UGX 2,000)"]));
  expect(await ledger(bill.id)).toEqual({ total: 100_000, paid: 98_000, status: "partly_paid", itemsTotal: 100_000, livePaid: 98_000, livePayments: 14 });
});

it("20 concurrent payments that add up to the total: all taken, the bill paid, nothing lost", async () => {
  const bill = await newBill();
  const { done } = await settle(Array.from({ length: 20 }, () => recordPayment(admin, bill.id, payment({ amount: 5_000, method: "mobile_money" }))));
  expect(done).toBe(20);
  expect(await ledger(bill.id)).toEqual({ total: 100_000, paid: 100_000, status: "paid", itemsTotal: 100_000, livePaid: 100_000, livePayments: 20 });
});

it("payments, voids and new items at once keep the balance equal to the items minus the live payments", async () => {
  const bill = await newBill();
  const first = await recordPayment(admin, bill.id, payment({ amount: 30_000, method: "card" }));
  const second = await recordPayment(admin, bill.id, payment({ amount: 20_000, method: "card" }));
  const [p1, p2] = [first.payments[0].id, second.payments.find((p) => p.amount === 20_000)!.id];
  const work: Promise<unknown>[] = [
    ...Array.from({ length: 12 }, () => recordPayment(admin, bill.id, payment({ amount: 6_000, method: "cash" }))),
    ...Array.from({ length: 4 }, () => addBillItem(admin, bill.id, { code: "LAB", quantity: 1 })),
    voidPayment(admin, bill.id, p1, { reason: "Card payment reversed" }),
    voidPayment(admin, bill.id, p1, { reason: "Card payment reversed" }),
    voidPayment(admin, bill.id, p2, { reason: "Card payment reversed" }),
  ];
  const { done, refused } = await settle(work);
  const after = await ledger(bill.id);
  // Exactly one of the two voids of p1 lands; the items all land.
  expect(refused.filter((m) => m === "This payment is already void")).toHaveLength(1);
  expect(after.total).toBe(100_000 + 4 * 7_000);
  expect(after.itemsTotal).toBe(after.total);
  expect(after.paid).toBe(after.livePaid);
  expect(after.paid).toBeLessThanOrEqual(after.total);
  expect(after.livePayments).toBe(done - 4 - 2);
  expect(after.status).toBe(after.paid === after.total ? "paid" : after.paid === 0 ? "open" : "partly_paid");
});
