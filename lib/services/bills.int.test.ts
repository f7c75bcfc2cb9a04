import { and, asc, eq, isNull, sql } from "drizzle-orm";

import { POST as diagnosisRoute } from "@/app/api/doctor/diagnosis/route";
import { POST as createPriceRoute } from "@/app/api/billing/prices/route";
import { POST as addItemRoute } from "@/app/api/bills/[id]/items/route";
import { POST as voidPaymentRoute } from "@/app/api/bills/[id]/payments/[paymentId]/void/route";
import { POST as payRoute } from "@/app/api/bills/[id]/payments/route";
import { GET as receiptRoute } from "@/app/api/bills/[id]/receipt/route";
import { GET as getBillRoute } from "@/app/api/bills/[id]/route";
import { POST as voidBillRoute } from "@/app/api/bills/[id]/void/route";
import { GET as patientBillsRoute } from "@/app/api/bills/patient/[id]/route";
import { GET as listBillsRoute, POST as createBillRoute } from "@/app/api/bills/route";
import { getDb } from "@/lib/db/client";
import { auditLogs, billPayments, bills, patientHospitals } from "@/lib/db/schema";
import { addAppointment, addPatient, auditOf, clinic, consultableSlot, type Clinic, type PatientRow } from "@/test/doctor";
import { call } from "@/test/http";
import { portalCookie } from "@/test/patients";
import { staffUser } from "@/test/staff";

// Hospital A (Uganda, shillings) charges 20,000 for a General Medicine consultation and prices a
// malaria test and a full blood count. Dr. Sarah completes consultations; bills open with the fee;
// the administrator takes part payments, refuses overpayments and voids with reasons. Hospital B's
// staff, A's other roles and other patients never read or change A's bills.

let a: Clinic;
let b: Clinic;
const FEE = 2_000_000; // UGX has no minor unit below the shilling: 2,000,000 shillings, exact.
const LAB = "MAL-RDT";
const CBC = "CBC";

const createBill = (body: unknown, cookie?: string) => call(createBillRoute, "/api/bills", { body, cookie });
const listBills = (cookie?: string, query = "") => call(listBillsRoute, `/api/bills${query}`, { cookie });
const getBill = (id: string, cookie?: string) => call(getBillRoute, `/api/bills/${id}`, { cookie, params: { id } });
const addItem = (id: string, body: unknown, cookie?: string) => call(addItemRoute, `/api/bills/${id}/items`, { body, cookie, params: { id } });
const pay = (id: string, body: unknown, cookie?: string) => call(payRoute, `/api/bills/${id}/payments`, { body, cookie, params: { id } });
const voidPayment = (id: string, paymentId: string, body: unknown, cookie?: string) =>
  call(voidPaymentRoute, `/api/bills/${id}/payments/${paymentId}/void`, { body, cookie, params: { id, paymentId } });
const voidBill = (id: string, body: unknown, cookie?: string) => call(voidBillRoute, `/api/bills/${id}/void`, { body, cookie, params: { id } });
const patientBills = (id: string, cookie?: string) => call(patientBillsRoute, `/api/bills/patient/${id}`, { cookie, params: { id } });
const receipt = (id: string, cookie?: string, query = "") => call(receiptRoute, `/api/bills/${id}/receipt${query}`, { cookie, params: { id } });

/** A completed consultation of Dr. Sarah (of `c`) with a fresh patient, in `departmentId` (General Medicine by default). */
async function consult(c: Clinic, patient?: PatientRow, departmentId?: string) {
  const p = patient ?? (await addPatient(c.hospitalId));
  const appointmentId = await addAppointment(c, { doctor: c.doctors[0], patientId: p.id, status: "accepted", at: consultableSlot(c.timezone), duration: 5 });
  if (departmentId) await getDb().execute(sql`update appointments set department_id = ${departmentId} where id = ${appointmentId}`);
  const res = await call(diagnosisRoute, "/api/doctor/diagnosis", {
    body: {
      appointmentId,
      patientId: p.id,
      symptoms: "Fever and headache for three days",
      diagnosis: "Uncomplicated malaria",
      prescription: "Artemether-lumefantrine",
      treatmentPlan: "Rest and fluids, review in a week",
    },
    cookie: c.doctors[0].cookie,
  });
  expect(res.status).toBe(201);
  return { patient: p, appointmentId };
}

/** A bill of a linked patient with `items`, opened by the administrator. */
async function billWith(items: { code: string; quantity: number }[], c: Clinic = a, patient?: PatientRow) {
  const p = patient ?? (await addPatient(c.hospitalId));
  const res = await createBill({ patientId: p.id, items }, c.adminCookie);
  expect(res.status).toBe(201);
  return { bill: res.body, patient: p };
}

/** The invariant: the kept paid amount is the sum of the live payments, and the balance the rest. */
async function ledger(billId: string) {
  const [row] = await getDb().select().from(bills).where(eq(bills.id, billId));
  const [sum] = await getDb()
    .select({ paid: sql<number>`coalesce(sum(${billPayments.amount}), 0)`.mapWith(Number) })
    .from(billPayments)
    .where(and(eq(billPayments.billId, billId), isNull(billPayments.voidedAt)));
  const [items] = await getDb().execute(sql`select coalesce(sum(amount), 0)::bigint as total from bill_items where bill_id = ${billId}`).then((r) => (r as unknown as { rows: { total: string }[] }).rows);
  return { total: row.totalAmount, paid: row.paidAmount, status: row.status, livePayments: sum.paid, itemsTotal: Number(items.total) };
}

beforeAll(async () => {
  a = await clinic({ patientCount: 1 });
  b = await clinic({ patientCount: 1 });
  for (const [c, code] of [[a, "CONS-GEN"], [b, "CONS-GEN"]] as const) {
    const fee = await call(createPriceRoute, "/api/billing/prices", {
      body: { kind: "consultation", code, name: "General consultation", departmentId: c.general, amount: FEE },
      cookie: c.adminCookie,
    });
    expect(fee.status).toBe(201);
  }
  for (const body of [
    { kind: "service", code: LAB, name: "Malaria rapid test", amount: 500_000 },
    { kind: "service", code: CBC, name: "Full blood count", amount: 1_250_000 },
  ]) {
    expect((await call(createPriceRoute, "/api/billing/prices", { body, cookie: a.adminCookie })).status).toBe(201);
  }
});

describe("completing a consultation", () => {
  it("opens the patient's bill with the department's consultation fee, in the hospital's currency, audited", async () => {
    const { patient, appointmentId } = await consult(a);
    const res = await listBills(a.adminCookie, `?patientId=${patient.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const [summary] = res.body;
    expect(summary).toMatchObject({ patientId: patient.id, appointmentId, departmentId: a.general, currency: "UGX", status: "open", total: FEE, paid: 0, balance: FEE });
    const bill = await getBill(summary.id, a.doctors[1].cookie);
    expect(bill.body.items).toEqual([expect.objectContaining({ code: "CONS-GEN", name: "General consultation", quantity: 1, unitAmount: FEE, amount: FEE })]);
    const [opened] = await auditOf("bill.open", summary.id);
    expect(opened).toMatchObject({ actorId: a.doctors[0].userId, hospitalId: a.hospitalId, details: { appointmentId, total: FEE, currency: "UGX" } });
  });

  it("opens no bill when the department has no active consultation fee", async () => {
    // The Pharmacy department of A has no fee: the consultation completes and no bill opens.
    const { appointmentId } = await consult(a, undefined, a.pharmacy!);
    expect(await getDb().$count(bills, eq(bills.appointmentId, appointmentId))).toBe(0);
  });
});

describe("payments", () => {
  it("takes part payments in exact minor units: open → partly paid → paid, each audited", async () => {
    const { bill } = await billWith([
      { code: LAB, quantity: 1 },
      { code: CBC, quantity: 3 },
    ]);
    const total = 500_000 + 3 * 1_250_000;
    expect(bill).toMatchObject({ status: "open", total, paid: 0, balance: total, currency: "UGX" });

    const first = await pay(bill.id, { amount: 1_000_001, method: "Mobile Money", reference: "MM-7781" }, a.adminCookie);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: "partly_paid", total, paid: 1_000_001, balance: total - 1_000_001 });
    expect(first.body.payments).toEqual([expect.objectContaining({ method: "mobile_money", amount: 1_000_001, reference: "MM-7781", voided: false })]);

    const rest = await pay(bill.id, { amount: total - 1_000_001, method: "cash" }, a.adminCookie);
    expect(rest.body).toMatchObject({ status: "paid", paid: total, balance: 0 });
    expect(await ledger(bill.id)).toEqual({ total, paid: total, status: "paid", livePayments: total, itemsTotal: total });

    const audits = await getDb().select().from(auditLogs).where(and(eq(auditLogs.action, "bill.payment.record"), sql`${auditLogs.details}->>'billId' = ${bill.id}`)).orderBy(asc(auditLogs.id));
    expect(audits.map((r) => r.details)).toEqual([
      expect.objectContaining({ amount: 1_000_001, method: "mobile_money", balanceBefore: total, balanceAfter: total - 1_000_001, currency: "UGX" }),
      expect.objectContaining({ amount: total - 1_000_001, method: "cash", balanceAfter: 0 }),
    ]);
    // Nothing left to pay: 409.
    const more = await pay(bill.id, { amount: 1, method: "cash" }, a.adminCookie);
    expect([more.status, more.body.message]).toEqual([409, "This bill has nothing left to pay"]);
  });

  it("refuses a payment above the balance with 409 naming the balance, and writes nothing", async () => {
    const { bill } = await billWith([{ code: LAB, quantity: 1 }]);
    expect((await pay(bill.id, { amount: 200_000, method: "card" }, a.adminCookie)).status).toBe(201);
    const res = await pay(bill.id, { amount: 300_001, method: "card" }, a.adminCookie);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: "The payment is more than the balance of this bill (UGX 300,000)", code: "over_balance", balance: 300_000, currency: "UGX" });
    expect(await ledger(bill.id)).toMatchObject({ paid: 200_000, livePayments: 200_000, status: "partly_paid" });
    // The exact balance is accepted.
    expect((await pay(bill.id, { amount: 300_000, method: "insurance", reference: "NHIS-22" }, a.adminCookie)).body.status).toBe("paid");
  });

  it("refuses invalid payments with 400 and its message", async () => {
    const { bill } = await billWith([{ code: LAB, quantity: 1 }]);
    const AMOUNT = "Amount must be a whole number of minor units (e.g. cents) greater than 0";
    const cases: [unknown, string][] = [
      [{ amount: 12.5, method: "cash" }, AMOUNT],
      [{ amount: "100", method: "cash" }, AMOUNT],
      [{ amount: 0, method: "cash" }, AMOUNT],
      [{ amount: -5, method: "cash" }, AMOUNT],
      [{ method: "cash" }, AMOUNT],
      [{ amount: 100, method: "bitcoin" }, "Method must be one of cash, mobile money, card, insurance"],
      [{ amount: 100 }, "Method must be one of cash, mobile money, card, insurance"],
      [{ amount: 100, method: "cash", reference: "x".repeat(101) }, "Must be at most 100 characters"],
    ];
    for (const [body, message] of cases) {
      const res = await pay(bill.id, body, a.adminCookie);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(await ledger(bill.id)).toMatchObject({ paid: 0, livePayments: 0, status: "open" });
  });

  it("voids a payment with a reason (administrator only): the balance and status follow, audited; twice is 409", async () => {
    const { bill } = await billWith([{ code: CBC, quantity: 2 }]);
    const paid = await pay(bill.id, { amount: 2_500_000, method: "cash" }, a.adminCookie);
    expect(paid.body.status).toBe("paid");
    const paymentId = paid.body.payments[0].id;

    const short = await voidPayment(bill.id, paymentId, { reason: "oops" }, a.adminCookie);
    expect([short.status, short.body.message]).toEqual([400, "Please give a reason of at least 5 characters"]);
    expect((await voidPayment(bill.id, paymentId, { reason: "Entered twice" }, a.doctors[0].cookie)).status).toBe(403);

    const res = await voidPayment(bill.id, paymentId, { reason: "Entered twice by mistake" }, a.adminCookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "open", paid: 0, balance: 2_500_000 });
    expect(res.body.payments[0]).toMatchObject({ id: paymentId, voided: true, voidReason: "Entered twice by mistake" });
    expect(await ledger(bill.id)).toMatchObject({ paid: 0, livePayments: 0 });
    const [entry] = await auditOf("bill.payment.void", paymentId);
    expect(entry).toMatchObject({ hospitalId: a.hospitalId, details: { billId: bill.id, amount: 2_500_000, reason: "Entered twice by mistake" } });

    const again = await voidPayment(bill.id, paymentId, { reason: "Entered twice by mistake" }, a.adminCookie);
    expect([again.status, again.body.message]).toEqual([409, "This payment is already void"]);
    // A payment of another bill named under this one: 404.
    const other = await billWith([{ code: LAB, quantity: 1 }]);
    const otherPaid = await pay(other.bill.id, { amount: 1, method: "cash" }, a.adminCookie);
    expect((await voidPayment(bill.id, otherPaid.body.payments[0].id, { reason: "Wrong bill named" }, a.adminCookie)).status).toBe(404);
  });
});

describe("items and voiding a bill", () => {
  it("adds a service at its price × quantity (doctor or administrator); a paid bill becomes partly paid again", async () => {
    const { bill } = await billWith([{ code: LAB, quantity: 1 }]);
    expect((await pay(bill.id, { amount: 500_000, method: "cash" }, a.adminCookie)).body.status).toBe("paid");
    const res = await addItem(bill.id, { code: CBC.toLowerCase(), quantity: 3 }, a.doctors[1].cookie);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "partly_paid", total: 500_000 + 3_750_000, paid: 500_000, balance: 3_750_000 });
    expect(res.body.items[1]).toMatchObject({ code: CBC, quantity: 3, unitAmount: 1_250_000, amount: 3_750_000 });
    expect(await ledger(bill.id)).toMatchObject({ total: 4_250_000, itemsTotal: 4_250_000 });
    const [entry] = await auditOf("bill.item.add", bill.id);
    expect(entry.details).toMatchObject({ code: CBC, quantity: 3, amount: 3_750_000, total: 4_250_000 });

    const unknown = await addItem(bill.id, { code: "NOPE", quantity: 1 }, a.adminCookie);
    expect([unknown.status, unknown.body.message]).toEqual([400, "No active price list item has the code NOPE"]);
    for (const quantity of [0, 1.5, 1001, "2"]) {
      const bad = await addItem(bill.id, { code: CBC, quantity }, a.adminCookie);
      expect([bad.status, bad.body.message]).toEqual([400, "Quantity must be a whole number from 1 to 1000"]);
    }
  });

  it("voids a whole bill only without a live payment, with a reason; a void bill takes no item or payment", async () => {
    const { bill } = await billWith([{ code: LAB, quantity: 1 }]);
    const paid = await pay(bill.id, { amount: 100, method: "cash" }, a.adminCookie);
    const refused = await voidBill(bill.id, { reason: "Opened for the wrong patient" }, a.adminCookie);
    expect([refused.status, refused.body.message]).toEqual([409, "This bill has payments: void them first, then the bill"]);
    await voidPayment(bill.id, paid.body.payments[0].id, { reason: "Opened for the wrong patient" }, a.adminCookie);
    expect((await voidBill(bill.id, { reason: "Opened for the wrong patient" }, a.doctors[0].cookie)).status).toBe(403);
    const res = await voidBill(bill.id, { reason: "Opened for the wrong patient" }, a.adminCookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "void", balance: 0, voidReason: "Opened for the wrong patient" });
    expect((await voidBill(bill.id, { reason: "Opened for the wrong patient" }, a.adminCookie)).status).toBe(409);
    expect((await pay(bill.id, { amount: 1, method: "cash" }, a.adminCookie)).status).toBe(409);
    expect((await addItem(bill.id, { code: LAB, quantity: 1 }, a.adminCookie)).status).toBe(409);
    expect(await auditOf("bill.void", bill.id)).toHaveLength(1);
  });

  it("keeps a bill in its currency: after a currency change, items of the new price list are refused with 409", async () => {
    const { bill } = await billWith([{ code: LAB, quantity: 1 }]);
    const { PUT: currencyRoute } = await import("@/app/api/billing/currency/route");
    expect((await call(currencyRoute, "/api/billing/currency", { method: "PUT", body: { currency: "USD" }, cookie: a.adminCookie })).status).toBe(200);
    try {
      const res = await addItem(bill.id, { code: LAB, quantity: 1 }, a.adminCookie);
      expect([res.status, res.body.message]).toEqual([409, "This bill is in UGX and the price list is now in USD: open a new bill for this service"]);
      const fresh = await billWith([{ code: LAB, quantity: 1 }]);
      expect(fresh.bill.currency).toBe("USD");
    } finally {
      await call(currencyRoute, "/api/billing/currency", { method: "PUT", body: { currency: null }, cookie: a.adminCookie });
    }
  });
});

describe("who may do what", () => {
  it("answers 401 signed out and 403 to the wrong roles on every billing route", async () => {
    const { bill } = await billWith([{ code: LAB, quantity: 1 }]);
    const user = await staffUser("user", a.hospitalId);
    for (const cookie of [undefined, user.cookie]) {
      const expected = cookie ? 403 : 401;
      expect((await listBills(cookie)).status).toBe(expected);
      expect((await getBill(bill.id, cookie)).status).toBe(expected);
      expect((await createBill({ patientId: a.patients[0].id }, cookie)).status).toBe(expected);
      expect((await addItem(bill.id, { code: LAB, quantity: 1 }, cookie)).status).toBe(expected);
      expect((await pay(bill.id, { amount: 1, method: "cash" }, cookie)).status).toBe(expected);
      expect((await voidBill(bill.id, { reason: "Wrong patient" }, cookie)).status).toBe(expected);
      expect((await receipt(bill.id, cookie)).status).toBe(expected);
    }
    // Doctors read and add items, but neither take nor void payments.
    expect((await pay(bill.id, { amount: 1, method: "cash" }, a.doctors[0].cookie)).status).toBe(403);
    expect((await getBill(bill.id, a.doctors[0].cookie)).status).toBe(200);
  });

  it("never shows or changes a bill of another hospital (404), nor bills a patient not linked to it", async () => {
    const { bill, patient } = await billWith([{ code: LAB, quantity: 1 }]);
    expect((await getBill(bill.id, b.adminCookie)).status).toBe(404);
    expect((await getBill(bill.id, b.doctors[0].cookie)).status).toBe(404);
    expect((await addItem(bill.id, { code: "CONS-GEN", quantity: 1 }, b.adminCookie)).status).toBe(404);
    expect((await pay(bill.id, { amount: 1, method: "cash" }, b.adminCookie)).status).toBe(404);
    expect((await voidBill(bill.id, { reason: "Voided by B" }, b.adminCookie)).status).toBe(404);
    expect((await receipt(bill.id, b.adminCookie)).status).toBe(404);
    const listed = await listBills(b.adminCookie, `?patientId=${patient.id}`);
    expect([listed.status, listed.body]).toEqual([200, []]);
    const notLinked = await createBill({ patientId: patient.id }, b.adminCookie);
    expect([notLinked.status, notLinked.body.message]).toEqual([404, "Patient not found"]);
    expect(await ledger(bill.id)).toMatchObject({ total: 500_000, paid: 0, status: "open" });
  });

  it("lists the hospital's bills by status and local day, paged", async () => {
    const c = await clinic({ patientCount: 1 });
    await call(createPriceRoute, "/api/billing/prices", { body: { kind: "service", code: "T1", name: "Test", amount: 10 }, cookie: c.adminCookie });
    const first = await billWith([{ code: "T1", quantity: 1 }], c);
    const second = await billWith([{ code: "T1", quantity: 2 }], c);
    await pay(second.bill.id, { amount: 20, method: "cash" }, c.adminCookie);
    expect((await listBills(c.adminCookie)).body.map((r: { id: string }) => r.id)).toEqual([second.bill.id, first.bill.id]);
    expect((await listBills(c.adminCookie, "?status=paid")).body.map((r: { id: string }) => r.id)).toEqual([second.bill.id]);
    expect((await listBills(c.adminCookie, "?limit=1&offset=1")).body.map((r: { id: string }) => r.id)).toEqual([first.bill.id]);
    expect((await listBills(c.adminCookie, "?from=2001-01-01&to=2001-01-31")).body).toEqual([]);
    const bad = await listBills(c.adminCookie, "?from=2027-02-30");
    expect([bad.status, bad.body.message]).toEqual([400, "from must be a date (YYYY-MM-DD)"]);
    expect((await listBills(c.adminCookie, "?status=unpaid")).status).toBe(400);
    expect((await listBills(c.adminCookie, "?from=2026-02-02&to=2026-02-01")).status).toBe(400);
  });
});

describe("the patient portal", () => {
  it("lists the patient's own bills and payments at every hospital, and reads their receipts; never anyone else's", async () => {
    const patient = await addPatient(a.hospitalId);
    await consult(a, patient);
    const [inA] = (await listBills(a.adminCookie, `?patientId=${patient.id}`)).body;
    const paid = await pay(inA.id, { amount: 750_000, method: "mobile_money", reference: "MM-1" }, a.adminCookie);
    // The patient is also seen at B, which bills a consultation fee.
    await getDb().insert(patientHospitals).values({ patientId: patient.id, hospitalId: b.hospitalId, source: "consent" });
    const inB = await createBill({ patientId: patient.id, items: [{ code: "CONS-GEN", quantity: 1 }] }, b.adminCookie);
    expect(inB.status).toBe(201);
    const cookie = await portalCookie(patient.id, "1990-04-12", "10.95.0.1");

    const res = await patientBills(patient.id, cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ id: inB.body.id, hospitalId: b.hospitalId, status: "open", total: FEE }),
      expect.objectContaining({ id: inA.id, hospitalName: expect.any(String), currency: "UGX", total: FEE, paid: 750_000, balance: FEE - 750_000, status: "partly_paid" }),
    ]);
    expect(res.body[1].payments).toEqual([expect.objectContaining({ amount: 750_000, method: "mobile_money", reference: "MM-1" })]);

    const paymentId = paid.body.payments[0].id;
    const one = await receipt(inA.id, cookie, `?paymentId=${paymentId}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ hospital: { id: a.hospitalId }, bill: { id: inA.id, patientId: patient.id }, payment: { id: paymentId, amount: 750_000 } });
    expect((await receipt(inA.id, cookie)).body.payment).toBeNull();
    expect((await receipt(inA.id, cookie, "?paymentId=nope")).status).toBe(404);

    // Another patient: neither the list nor the receipt.
    const stranger = await addPatient(a.hospitalId);
    const strangerCookie = await portalCookie(stranger.id, "1990-04-12", "10.95.0.2");
    expect((await patientBills(patient.id, strangerCookie)).status).toBe(404);
    expect((await receipt(inA.id, strangerCookie)).status).toBe(404);
    expect((await patientBills(stranger.id, strangerCookie)).body).toEqual([]);
    // Each hospital's staff see only their own hospital's bills of the patient; an unlinked hospital: 404.
    expect((await patientBills(patient.id, a.doctors[1].cookie)).body.map((r: { id: string }) => r.id)).toEqual([inA.id]);
    expect((await patientBills(patient.id, b.adminCookie)).body.map((r: { id: string }) => r.id)).toEqual([inB.body.id]);
    expect((await patientBills(stranger.id, b.adminCookie)).status).toBe(404);
    expect((await patientBills(patient.id)).status).toBe(401);
  });
});
