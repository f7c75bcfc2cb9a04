import { and, eq, lt, sql } from "drizzle-orm";

import { minorDigits } from "@/lib/money";

import type { DbOrTx } from "../client";
import { appointments, billingSettings, billItems, billPayments, bills, incidentReports, incidentStatusChanges, priceListItems, visitRatings } from "../schema";
import type { DepartmentName } from "./demo-data";
import type { Rng } from "./prng";

// The demo's money and follow-up (issue 17), so a newcomer sees real figures on /analytics and
// /billing: a price list in the hospital's currency, the consultation start of every completed
// visit (waiting times), a bill for each completed visit with its payments (some part-paid, some
// unpaid), ratings from about half of the patients, and two incident reports. Everything is derived
// from the appointments already inserted, in the seed's transaction.

const MINUTE = 60_000;

/** Prices in whole units of the currency (converted to minor units below). */
type PricePlan = { consultation: Partial<Record<DepartmentName, number>> & { default: number }; services: readonly { code: string; name: string; amount: number }[] };

const PRICE_PLANS: Readonly<Record<string, PricePlan>> = {
  UGX: {
    consultation: { default: 30_000, "Emergency Department": 50_000, Cardiology: 60_000, Pediatrics: 25_000 },
    services: [
      { code: "LAB-CBC", name: "Full blood count", amount: 15_000 },
      { code: "LAB-MAL", name: "Malaria rapid test", amount: 5_000 },
      { code: "IMG-XRAY", name: "Chest X-ray", amount: 40_000 },
      { code: "ECG", name: "Electrocardiogram (ECG)", amount: 35_000 },
    ],
  },
  KES: {
    consultation: { default: 1_500, "Emergency Department": 2_500, Surgery: 3_000, Pediatrics: 1_200 },
    services: [
      { code: "LAB-CBC", name: "Full blood count", amount: 800 },
      { code: "LAB-MAL", name: "Malaria rapid test", amount: 300 },
      { code: "IMG-XRAY", name: "Chest X-ray", amount: 2_000 },
      { code: "IMG-US", name: "Abdominal ultrasound", amount: 3_500 },
    ],
  },
};

const METHODS = ["cash", "cash", "mobile_money", "mobile_money", "mobile_money", "card", "insurance"] as const;
const RATINGS = [5, 5, 5, 4, 4, 4, 4, 3, 3, 2] as const;
const COMMENTS = [
  "The doctor explained everything clearly.",
  "Waited a long time at the reception.",
  "Friendly nurses and a clean ward.",
  "Quick service, thank you.",
] as const;

type Context = {
  hospitalId: string;
  currency: string;
  adminUserId: string;
  departmentIds: ReadonlyMap<DepartmentName, string>;
  now: Date;
};

export type DemoBillingCounts = { bills: number; payments: number; ratings: number; incidents: number };

export async function insertDemoBilling(tx: DbOrTx, rng: Rng, context: Context): Promise<DemoBillingCounts> {
  const { hospitalId, currency, adminUserId, now } = context;
  const plan = PRICE_PLANS[currency] ?? PRICE_PLANS.UGX;
  const minor = (whole: number) => whole * 10 ** minorDigits(currency);

  await tx.insert(billingSettings).values({ hospitalId, currency, updatedBy: adminUserId });
  const fees = new Map<string, { id: string; code: string; name: string; amount: number }>();
  const consultationRows = [...context.departmentIds].map(([name, departmentId], i) => ({
    hospitalId,
    kind: "consultation",
    code: `CONS-${String(i + 1).padStart(2, "0")}`,
    name: `Consultation: ${name}`,
    departmentId,
    unitAmount: minor(plan.consultation[name] ?? plan.consultation.default),
    createdBy: adminUserId,
  }));
  const serviceRows = plan.services.map((s) => ({ hospitalId, kind: "service", code: s.code, name: s.name, departmentId: null, unitAmount: minor(s.amount), createdBy: adminUserId }));
  const priced = await tx
    .insert(priceListItems)
    .values([...consultationRows, ...serviceRows])
    .returning({ id: priceListItems.id, code: priceListItems.code, name: priceListItems.name, departmentId: priceListItems.departmentId, amount: priceListItems.unitAmount });
  for (const p of priced) if (p.departmentId) fees.set(p.departmentId, p);
  const services = priced.filter((p) => !p.departmentId);

  const visits = await tx
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      doctorId: appointments.doctorId,
      departmentId: appointments.departmentId,
      at: appointments.appointmentDate,
      duration: appointments.duration,
    })
    .from(appointments)
    .where(and(eq(appointments.hospitalId, hospitalId), eq(appointments.status, "completed"), lt(appointments.appointmentDate, now)))
    .orderBy(appointments.appointmentDate, appointments.id);
  const counts: DemoBillingCounts = { bills: 0, payments: 0, ratings: 0, incidents: 0 };
  if (visits.length === 0) return counts;

  // The consultation began up to 40 minutes after the booked start (a few on time).
  const started = new Map(visits.map((v) => [v.id, new Date(v.at.getTime() + (rng.chance(0.2) ? 0 : rng.int(3, 40)) * MINUTE)]));
  const startRows = sql.join(
    visits.map((v) => sql`(${v.id}, ${started.get(v.id)!.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${appointments} set consultation_started_at = s.at from (values ${startRows}) as s(id, at) where ${appointments.id} = s.id and ${appointments.hospitalId} = ${hospitalId}`,
  );

  type Draft = { visit: (typeof visits)[number]; items: { id: string; code: string; name: string; amount: number }[]; openedAt: Date };
  const drafts: Draft[] = visits
    .filter((v) => fees.has(v.departmentId))
    .map((visit) => ({
      visit,
      items: [fees.get(visit.departmentId)!, ...rng.sample(services, rng.chance(0.5) ? rng.int(1, 2) : 0)],
      openedAt: new Date(Math.min(started.get(visit.id)!.getTime() + visit.duration * MINUTE, now.getTime())),
    }));
  // Paid in full (once or in two parts), part paid, or not paid yet.
  const plans = drafts.map((d) => {
    const total = d.items.reduce((sum, i) => sum + i.amount, 0);
    const roll = rng.next();
    const parts = roll < 0.55 ? [total] : roll < 0.7 ? [Math.floor(total / 2), total - Math.floor(total / 2)] : roll < 0.85 ? [Math.floor(total / 3)] : [];
    const paid = parts.reduce((s, p) => s + p, 0);
    const status = paid === 0 ? "open" : paid === total ? "paid" : "partly_paid";
    return { ...d, total, parts: parts.filter((p) => p > 0), paid, status };
  });
  const opened = await tx
    .insert(bills)
    .values(
      plans.map((p) => ({
        hospitalId,
        patientId: p.visit.patientId,
        appointmentId: p.visit.id,
        departmentId: p.visit.departmentId,
        status: p.status,
        currency,
        totalAmount: p.total,
        paidAmount: p.paid,
        createdBy: adminUserId,
        createdAt: p.openedAt,
        updatedAt: p.openedAt,
      })),
    )
    .returning({ id: bills.id, appointmentId: bills.appointmentId });
  const billOf = new Map(opened.map((b) => [b.appointmentId, b.id]));
  await tx.insert(billItems).values(
    plans.flatMap((p) =>
      p.items.map((item) => ({
        billId: billOf.get(p.visit.id)!,
        hospitalId,
        priceListItemId: item.id,
        code: item.code,
        description: item.name,
        quantity: 1,
        unitAmount: item.amount,
        amount: item.amount,
        addedBy: adminUserId,
        createdAt: p.openedAt,
      })),
    ),
  );
  const paymentRows = plans.flatMap((p) =>
    p.parts.map((amount, i) => {
      const method = rng.pick(METHODS);
      return {
        billId: billOf.get(p.visit.id)!,
        hospitalId,
        method,
        amount,
        reference: method === "cash" ? null : `${method === "insurance" ? "CLM" : "TX"}-${rng.int(100000, 999999)}`,
        receivedBy: adminUserId,
        receivedAt: new Date(Math.min(p.openedAt.getTime() + (10 + i * 60 * 24) * MINUTE, now.getTime())),
      };
    }),
  );
  if (paymentRows.length > 0) await tx.insert(billPayments).values(paymentRows);

  // About half of the patients rated their visit, an hour or more after it.
  const rated = visits.filter(() => rng.chance(0.5));
  if (rated.length > 0) {
    await tx.insert(visitRatings).values(
      rated.map((v) => ({
        appointmentId: v.id,
        hospitalId,
        patientId: v.patientId,
        doctorId: v.doctorId,
        departmentId: v.departmentId,
        rating: rng.pick(RATINGS),
        comment: rng.chance(0.4) ? rng.pick(COMMENTS) : null,
        createdAt: new Date(Math.min(v.at.getTime() + v.duration * MINUTE + rng.int(60, 600) * MINUTE, now.getTime())),
      })),
    );
  }

  counts.incidents = await insertDemoIncidents(tx, { hospitalId, adminUserId, now, patientId: visits[0].patientId });
  return { ...counts, bills: opened.length, payments: paymentRows.length, ratings: rated.length };
}

/** A near miss followed up to its closing, and a fall still under review. */
async function insertDemoIncidents(tx: DbOrTx, input: { hospitalId: string; adminUserId: string; now: Date; patientId: string }): Promise<number> {
  const { hospitalId, adminUserId, now } = input;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 60 * MINUTE);
  const [nearMiss, fall] = await tx
    .insert(incidentReports)
    .values([
      {
        hospitalId,
        reportedBy: adminUserId,
        occurredAt: at(70),
        place: "Pharmacy dispensing counter",
        category: "medication",
        harmLevel: "near_miss",
        description: "Amoxicillin was about to be dispensed to a patient whose record lists a penicillin allergy; the pharmacist noticed it at the counter.",
        immediateAction: "Prescription held; the prescribing doctor was called and changed it.",
        status: "closed",
        closedAt: at(20),
        createdAt: at(69),
        updatedAt: at(20),
      },
      {
        hospitalId,
        reportedBy: adminUserId,
        occurredAt: at(30),
        place: "Internal Medicine ward, bed 4",
        category: "fall",
        harmLevel: "harm",
        description: "An elderly patient slipped while walking to the bathroom at night and bruised the left hip.",
        peopleInvolved: "Night-shift nurse on duty",
        patientId: input.patientId,
        immediateAction: "Examined by the doctor on call; X-ray showed no fracture; bed rails raised.",
        status: "under_review",
        createdAt: at(29),
        updatedAt: at(6),
      },
    ])
    .returning({ id: incidentReports.id });
  const step = (incidentId: string, fromStatus: string | null, toStatus: string, hoursAgo: number, note: string | null) => ({
    incidentId,
    hospitalId,
    fromStatus,
    toStatus,
    note,
    changedBy: adminUserId,
    createdAt: at(hoursAgo),
  });
  await tx.insert(incidentStatusChanges).values([
    step(nearMiss.id, null, "reported", 69, null),
    step(nearMiss.id, "reported", "under_review", 60, "Reviewed with the pharmacy lead."),
    step(nearMiss.id, "under_review", "action_taken", 40, "Allergy alert now shown at dispensing."),
    step(nearMiss.id, "action_taken", "closed", 20, "No harm; the alert works."),
    step(fall.id, null, "reported", 29, null),
    step(fall.id, "reported", "under_review", 6, "Night lighting on the ward to be checked."),
  ]);
  return 2;
}
