import { and, eq, sql } from "drizzle-orm";

import { GET as exportRoute } from "@/app/api/analytics/export/route";
import { GET as analyticsRoute } from "@/app/api/analytics/route";
import { getDb } from "@/lib/db/client";
import { appointments, billItems, billPayments, bills, doctors, patientHospitals, visitRatings } from "@/lib/db/schema";
import { zonedInstant } from "@/lib/time";
import { addPatient, clinic, type Clinic, type DoctorUser, type PatientRow } from "@/test/doctor";
import { call } from "@/test/http";
import { staffUser } from "@/test/staff";

// Hospital A (Kampala, UTC+3) over March 2026, built by hand; every expected figure below is
// counted from this setup by hand and written as a literal.
//
// Patients linked: P1 10 Jan, P2 10 Feb, P3 5 Mar 09:00, P4 31 Mar 23:30 (local, counted), P5 1 Apr
// 00:30 (local, not counted).
// Appointments (local times; Dr. Sarah in General Medicine, Dr. Peter moved to Laboratory):
//   A1 Sarah P1 2 Mar 09:00 completed, started 09:10 (wait 10), answered 30 min after the request, rated 5
//   A2 Sarah P2 2 Mar 10:00 completed, started 09:55 (early: wait 0), answered after 90 min, rated 3
//   A3 Sarah P3 10 Mar 11:00 cancelled, answered (accepted) after 60 min
//   A4 Peter P1 15 Mar 14:00 rejected, answered after 120 min
//   A5 Peter P2 31 Mar 23:30 completed (the last local day: counted), started 23:50 (wait 20), never answered, rated 4
//   A6 Peter P3 1 Apr 00:30 completed (the next local day: not counted), wait 60, rated 1 (the rating written in March)
//   A7 Sarah P4 20 Mar 08:00 scheduled, not answered
//   A8 Sarah P1 25 Mar 09:00 no-show, answered after 30 min
// Previous period (29 Jan–28 Feb): B1 Sarah P2 15 Feb 10:00 completed, wait 45, rated 2; B2 Peter P1
// 29 Jan 00:30 (its first local day) cancelled.
// Bills (UGX, no minor digits): X1 General 1 Mar 00:20, 30,000, paid by cash 20,000 (1 Mar 00:30
// local, still 28 Feb in UTC) and mobile money 10,000 (3 Mar), plus a card payment of 5,000 voided;
// X2 Laboratory 15 Mar, 50,000, card 20,000 on 31 Mar 23:30 (counted) and cash 10,000 on 1 Apr
// 00:30 (not counted), balance 20,000; X3 no department 20 Mar, 8,000 open; X4 General 21 Mar,
// 12,000, void; X5 General 15 Feb, 25,000 paid by insurance on 16 Feb.
// Hospital B has an appointment, a rating, a patient, a bill and a payment in March: never counted.

jest.setTimeout(120_000);

const TZ = "Africa/Kampala";
const local = (date: string, time: string) => zonedInstant(date, time, TZ);
const minutesAfter = (d: Date, m: number) => new Date(d.getTime() + m * 60_000);

let a: Clinic;
let b: Clinic;
let lab: string;
let sarah: DoctorUser;
let peter: DoctorUser;
let p: PatientRow[];
let sysadmin: { cookie: string };

const analytics = (cookie: string | undefined, query = "") => call(analyticsRoute, `/api/analytics${query}`, { cookie });
const march = "?from=2026-03-01&to=2026-03-31";

async function linkAt(patient: PatientRow, hospitalId: string, when: Date) {
  await getDb()
    .update(patientHospitals)
    .set({ linkedAt: when })
    .where(and(eq(patientHospitals.patientId, patient.id), eq(patientHospitals.hospitalId, hospitalId)));
}

type Visit = {
  c: Clinic;
  doctor: DoctorUser;
  departmentId: string;
  patient: PatientRow;
  at: Date;
  status: string;
  startedAfter?: number;
  answeredAfter?: number;
  rating?: number;
};

async function visit(v: Visit): Promise<string> {
  const createdAt = minutesAfter(v.at, -7 * 24 * 60);
  const [row] = await getDb()
    .insert(appointments)
    .values({
      hospitalId: v.c.hospitalId,
      departmentId: v.departmentId,
      doctorId: v.doctor.id,
      patientId: v.patient.id,
      appointmentDate: v.at,
      duration: 30,
      status: v.status,
      reason: "Follow-up visit",
      createdBy: v.c.adminUserId,
      createdAt,
      responseDate: v.answeredAfter === undefined ? null : minutesAfter(createdAt, v.answeredAfter),
      consultationStartedAt: v.startedAfter === undefined ? null : minutesAfter(v.at, v.startedAfter),
    })
    .returning({ id: appointments.id });
  if (v.rating !== undefined) {
    await getDb()
      .insert(visitRatings)
      .values({
        appointmentId: row.id,
        hospitalId: v.c.hospitalId,
        patientId: v.patient.id,
        doctorId: v.doctor.id,
        departmentId: v.departmentId,
        rating: v.rating,
        createdAt: local("2026-03-15", "12:00"),
      });
  }
  return row.id;
}

type Pay = { method: string; amount: number; at: Date; voided?: boolean };

async function bill(c: Clinic, o: { departmentId: string | null; patient: PatientRow; at: Date; total: number; payments?: Pay[]; voided?: boolean }) {
  const paid = (o.payments ?? []).filter((x) => !x.voided).reduce((s, x) => s + x.amount, 0);
  const status = o.voided ? "void" : paid === 0 ? "open" : paid === o.total ? "paid" : "partly_paid";
  const [row] = await getDb()
    .insert(bills)
    .values({
      hospitalId: c.hospitalId,
      patientId: o.patient.id,
      departmentId: o.departmentId,
      status,
      currency: "UGX",
      totalAmount: o.total,
      paidAmount: paid,
      createdBy: c.adminUserId,
      createdAt: o.at,
      updatedAt: o.at,
      ...(o.voided ? { voidedAt: o.at, voidedBy: c.adminUserId, voidReason: "Opened by mistake" } : {}),
    })
    .returning({ id: bills.id });
  await getDb()
    .insert(billItems)
    .values({ billId: row.id, hospitalId: c.hospitalId, code: "SVC", description: "Services", quantity: 1, unitAmount: o.total, amount: o.total, createdAt: o.at });
  for (const x of o.payments ?? []) {
    await getDb()
      .insert(billPayments)
      .values({
        billId: row.id,
        hospitalId: c.hospitalId,
        method: x.method,
        amount: x.amount,
        receivedBy: c.adminUserId,
        receivedAt: x.at,
        ...(x.voided ? { voidedAt: minutesAfter(x.at, 5), voidedBy: c.adminUserId, voidReason: "Entered twice" } : {}),
      });
  }
  return row.id;
}

beforeAll(async () => {
  a = await clinic({ patientCount: 0 });
  b = await clinic({ patientCount: 0 });
  sysadmin = await staffUser("system_admin", null);
  lab = a.laboratory!;
  sarah = a.doctors[0];
  peter = { ...a.doctors[1], departmentId: lab };
  await getDb().update(doctors).set({ departmentId: lab }).where(eq(doctors.id, peter.id));

  p = [];
  for (let i = 0; i < 5; i++) p.push(await addPatient(a.hospitalId));
  await linkAt(p[0], a.hospitalId, local("2026-01-10", "10:00"));
  await linkAt(p[1], a.hospitalId, local("2026-02-10", "10:00"));
  await linkAt(p[2], a.hospitalId, local("2026-03-05", "09:00"));
  await linkAt(p[3], a.hospitalId, local("2026-03-31", "23:30"));
  await linkAt(p[4], a.hospitalId, local("2026-04-01", "00:30"));

  const g = a.general;
  await visit({ c: a, doctor: sarah, departmentId: g, patient: p[0], at: local("2026-03-02", "09:00"), status: "completed", startedAfter: 10, answeredAfter: 30, rating: 5 });
  await visit({ c: a, doctor: sarah, departmentId: g, patient: p[1], at: local("2026-03-02", "10:00"), status: "completed", startedAfter: -5, answeredAfter: 90, rating: 3 });
  await visit({ c: a, doctor: sarah, departmentId: g, patient: p[2], at: local("2026-03-10", "11:00"), status: "cancelled", answeredAfter: 60 });
  await visit({ c: a, doctor: peter, departmentId: lab, patient: p[0], at: local("2026-03-15", "14:00"), status: "rejected", answeredAfter: 120 });
  await visit({ c: a, doctor: peter, departmentId: lab, patient: p[1], at: local("2026-03-31", "23:30"), status: "completed", startedAfter: 20, rating: 4 });
  await visit({ c: a, doctor: peter, departmentId: lab, patient: p[2], at: local("2026-04-01", "00:30"), status: "completed", startedAfter: 60, rating: 1 });
  await visit({ c: a, doctor: sarah, departmentId: g, patient: p[3], at: local("2026-03-20", "08:00"), status: "scheduled" });
  await visit({ c: a, doctor: sarah, departmentId: g, patient: p[0], at: local("2026-03-25", "09:00"), status: "no_show", answeredAfter: 30 });
  await visit({ c: a, doctor: sarah, departmentId: g, patient: p[1], at: local("2026-02-15", "10:00"), status: "completed", startedAfter: 45, rating: 2 });
  await visit({ c: a, doctor: peter, departmentId: lab, patient: p[0], at: local("2026-01-29", "00:30"), status: "cancelled" });

  await bill(a, {
    departmentId: g,
    patient: p[0],
    at: local("2026-03-01", "00:20"),
    total: 30_000,
    payments: [
      { method: "cash", amount: 20_000, at: local("2026-03-01", "00:30") },
      { method: "mobile_money", amount: 10_000, at: local("2026-03-03", "12:00") },
      { method: "card", amount: 5_000, at: local("2026-03-03", "13:00"), voided: true },
    ],
  });
  await bill(a, {
    departmentId: lab,
    patient: p[1],
    at: local("2026-03-15", "15:00"),
    total: 50_000,
    payments: [
      { method: "card", amount: 20_000, at: local("2026-03-31", "23:30") },
      { method: "cash", amount: 10_000, at: local("2026-04-01", "00:30") },
    ],
  });
  await bill(a, { departmentId: null, patient: p[2], at: local("2026-03-20", "10:00"), total: 8_000 });
  await bill(a, { departmentId: g, patient: p[3], at: local("2026-03-21", "10:00"), total: 12_000, voided: true });
  await bill(a, { departmentId: g, patient: p[1], at: local("2026-02-15", "11:00"), total: 25_000, payments: [{ method: "insurance", amount: 25_000, at: local("2026-02-16", "09:00") }] });

  // Hospital B: the same kinds of rows in the same days.
  const bp = await addPatient(b.hospitalId);
  await linkAt(bp, b.hospitalId, local("2026-03-05", "09:00"));
  await visit({ c: b, doctor: b.doctors[0], departmentId: b.general, patient: bp, at: local("2026-03-02", "10:00"), status: "completed", startedAfter: 300, answeredAfter: 5, rating: 1 });
  await bill(b, { departmentId: b.general, patient: bp, at: local("2026-03-02", "11:00"), total: 99_000, payments: [{ method: "cash", amount: 99_000, at: local("2026-03-02", "12:00") }] });
});

describe("GET /api/analytics", () => {
  it("counts every figure of March 2026 in the hospital's time zone, and the 31 days before", async () => {
    expect(a.timezone).toBe(TZ);
    const res = await analytics(a.adminCookie, march);
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({
      hospitalId: a.hospitalId,
      from: "2026-03-01",
      to: "2026-03-31",
      timezone: TZ,
      currency: "UGX",
      granularity: "day",
      previousPeriod: { from: "2026-01-29", to: "2026-02-28" },
    });
    expect(body.summary).toEqual({
      totalPatients: 4,
      newPatients: 2,
      appointments: 7,
      completed: 3,
      cancelled: 1,
      rejected: 1,
      revenue: 50_000,
      billed: 88_000,
      outstanding: 28_000,
      averageWaitMinutes: 10,
      satisfaction: 4,
      ratings: 3,
    });
    expect(body.previous).toEqual({
      totalPatients: 2,
      newPatients: 1,
      appointments: 2,
      completed: 1,
      cancelled: 1,
      rejected: 0,
      revenue: 25_000,
      billed: 25_000,
      outstanding: 0,
      averageWaitMinutes: 45,
      satisfaction: 2,
      ratings: 1,
    });
    expect(body.rates).toEqual({ completion: 0.4286, cancellation: 0.1429, rejection: 0.1429 });
    expect(body.appointmentsByStatus).toEqual([
      { status: "scheduled", count: 1 },
      { status: "accepted", count: 0 },
      { status: "rejected", count: 1 },
      { status: "completed", count: 3 },
      { status: "cancelled", count: 1 },
      { status: "no_show", count: 1 },
    ]);
  });

  it("breaks the period down per department and per doctor", async () => {
    const { body } = await analytics(a.adminCookie, march);
    expect(body.byDepartment).toEqual([
      { departmentId: a.general, name: "General Medicine", isActive: true, appointments: 5, completed: 2, averageWaitMinutes: 5, revenue: 30_000, billed: 30_000, outstanding: 0, staffCount: 1, rating: 4, ratings: 2 },
      { departmentId: lab, name: "Laboratory", isActive: true, appointments: 2, completed: 1, averageWaitMinutes: 20, revenue: 20_000, billed: 50_000, outstanding: 20_000, staffCount: 1, rating: 4, ratings: 1 },
      { departmentId: a.pharmacy, name: "Pharmacy", isActive: true, appointments: 0, completed: 0, averageWaitMinutes: null, revenue: 0, billed: 0, outstanding: 0, staffCount: 0, rating: null, ratings: 0 },
    ]);
    expect(body.byDoctor).toEqual([
      {
        doctorId: sarah.id,
        name: "Dr. Sarah Namubiru",
        departmentId: a.general,
        departmentName: "General Medicine",
        isActive: true,
        appointments: 5,
        completed: 2,
        responded: 4,
        accepted: 4,
        acceptanceRate: 1,
        averageResponseMinutes: 52.5,
        rating: 4,
        ratings: 2,
      },
      {
        doctorId: peter.id,
        name: "Dr. Peter Okello",
        departmentId: lab,
        departmentName: "Laboratory",
        isActive: true,
        appointments: 2,
        completed: 1,
        responded: 1,
        accepted: 0,
        acceptanceRate: 0,
        averageResponseMinutes: 120,
        rating: 4,
        ratings: 1,
      },
    ]);
  });

  it("gives the financial breakdowns: per department, per payment method, per local month", async () => {
    const { body } = await analytics(a.adminCookie, march);
    expect(body.financial.byDepartment).toEqual([
      { departmentId: a.general, name: "General Medicine", revenue: 30_000, billed: 30_000, outstanding: 0 },
      { departmentId: lab, name: "Laboratory", revenue: 20_000, billed: 50_000, outstanding: 20_000 },
      { departmentId: null, name: "No department", revenue: 0, billed: 8_000, outstanding: 8_000 },
    ]);
    expect(body.financial.byMethod).toEqual([
      { method: "cash", payments: 1, amount: 20_000 },
      { method: "mobile_money", payments: 1, amount: 10_000 },
      { method: "card", payments: 1, amount: 20_000 },
      { method: "insurance", payments: 0, amount: 0 },
    ]);
    expect(body.financial.byMonth).toEqual([{ month: "2026-03", revenue: 50_000, billed: 88_000, outstanding: 28_000 }]);

    // February and March: the cash paid at 00:30 on 1 March (local) belongs to March, not February.
    const two = await analytics(a.adminCookie, "?from=2026-02-01&to=2026-03-31");
    expect(two.status).toBe(200);
    expect(two.body.financial.byMonth).toEqual([
      { month: "2026-02", revenue: 25_000, billed: 25_000, outstanding: 0 },
      { month: "2026-03", revenue: 50_000, billed: 88_000, outstanding: 28_000 },
    ]);
    expect(two.body.granularity).toBe("day");
    expect(two.body.series).toHaveLength(59);
  });

  it("gives a daily series with every local day, zeros included", async () => {
    const { body } = await analytics(a.adminCookie, march);
    expect(body.series).toHaveLength(31);
    const nonZero = body.series.filter((s: { appointments: number; completed: number; newPatients: number; revenue: number }) => s.appointments || s.completed || s.newPatients || s.revenue);
    expect(nonZero).toEqual([
      { date: "2026-03-01", appointments: 0, completed: 0, newPatients: 0, revenue: 20_000 },
      { date: "2026-03-02", appointments: 2, completed: 2, newPatients: 0, revenue: 0 },
      { date: "2026-03-03", appointments: 0, completed: 0, newPatients: 0, revenue: 10_000 },
      { date: "2026-03-05", appointments: 0, completed: 0, newPatients: 1, revenue: 0 },
      { date: "2026-03-10", appointments: 1, completed: 0, newPatients: 0, revenue: 0 },
      { date: "2026-03-15", appointments: 1, completed: 0, newPatients: 0, revenue: 0 },
      { date: "2026-03-20", appointments: 1, completed: 0, newPatients: 0, revenue: 0 },
      { date: "2026-03-25", appointments: 1, completed: 0, newPatients: 0, revenue: 0 },
      { date: "2026-03-31", appointments: 1, completed: 1, newPatients: 1, revenue: 20_000 },
    ]);
    expect(body.series[0].date).toBe("2026-03-01");
    expect(body.series[30].date).toBe("2026-03-31");
  });

  it("charts a period longer than 62 days per week of 7 days from `from`", async () => {
    const res = await analytics(a.adminCookie, "?from=2026-01-01&to=2026-03-31");
    expect(res.status).toBe(200);
    expect(res.body.granularity).toBe("week");
    expect(res.body.previousPeriod).toEqual({ from: "2025-10-03", to: "2025-12-31" });
    const series = res.body.series;
    expect(series).toHaveLength(13);
    expect(series.map((s: { date: string }) => s.date)).toEqual([
      "2026-01-01", "2026-01-08", "2026-01-15", "2026-01-22", "2026-01-29", "2026-02-05", "2026-02-12",
      "2026-02-19", "2026-02-26", "2026-03-05", "2026-03-12", "2026-03-19", "2026-03-26",
    ]);
    expect(series[1]).toEqual({ date: "2026-01-08", appointments: 0, completed: 0, newPatients: 1, revenue: 0 });
    expect(series[4]).toEqual({ date: "2026-01-29", appointments: 1, completed: 0, newPatients: 0, revenue: 0 });
    expect(series[5]).toEqual({ date: "2026-02-05", appointments: 0, completed: 0, newPatients: 1, revenue: 0 });
    expect(series[6]).toEqual({ date: "2026-02-12", appointments: 1, completed: 1, newPatients: 0, revenue: 25_000 });
    expect(series[8]).toEqual({ date: "2026-02-26", appointments: 2, completed: 2, newPatients: 0, revenue: 30_000 });
    expect(series[11]).toEqual({ date: "2026-03-19", appointments: 2, completed: 0, newPatients: 0, revenue: 0 });
    expect(series[12]).toEqual({ date: "2026-03-26", appointments: 1, completed: 1, newPatients: 1, revenue: 20_000 });
    expect(res.body.summary).toMatchObject({ totalPatients: 4, newPatients: 4, appointments: 9, completed: 4, revenue: 75_000 });
  });

  it("answers a period without data with zeros for counts and sums and null for averages and rates", async () => {
    const res = await analytics(a.adminCookie, "?from=2025-06-01&to=2025-06-30");
    expect(res.status).toBe(200);
    const empty = {
      totalPatients: 0,
      newPatients: 0,
      appointments: 0,
      completed: 0,
      cancelled: 0,
      rejected: 0,
      revenue: 0,
      billed: 0,
      outstanding: 0,
      averageWaitMinutes: null,
      satisfaction: null,
      ratings: 0,
    };
    expect(res.body.summary).toEqual(empty);
    expect(res.body.previous).toEqual(empty);
    expect(res.body.rates).toEqual({ completion: null, cancellation: null, rejection: null });
    expect(res.body.series).toHaveLength(30);
    expect(res.body.series.every((s: { appointments: number; revenue: number; newPatients: number }) => !s.appointments && !s.revenue && !s.newPatients)).toBe(true);
    expect(res.body.byDepartment.map((d: { appointments: number; rating: number | null; averageWaitMinutes: number | null }) => [d.appointments, d.rating, d.averageWaitMinutes])).toEqual([
      [0, null, null],
      [0, null, null],
      [0, null, null],
    ]);
    expect(res.body.byDoctor.map((d: { acceptanceRate: number | null; averageResponseMinutes: number | null; rating: number | null }) => [d.acceptanceRate, d.averageResponseMinutes, d.rating])).toEqual([
      [null, null, null],
      [null, null, null],
    ]);
    expect(res.body.financial).toEqual({
      byDepartment: [],
      byMethod: [
        { method: "cash", payments: 0, amount: 0 },
        { method: "mobile_money", payments: 0, amount: 0 },
        { method: "card", payments: 0, amount: 0 },
        { method: "insurance", payments: 0, amount: 0 },
      ],
      byMonth: [],
    });
  });

  it("shows hospital B only its own rows, and A's administrator never B's", async () => {
    const res = await analytics(b.adminCookie, march);
    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual({
      totalPatients: 1,
      newPatients: 1,
      appointments: 1,
      completed: 1,
      cancelled: 0,
      rejected: 0,
      revenue: 99_000,
      billed: 99_000,
      outstanding: 0,
      averageWaitMinutes: 300,
      satisfaction: 1,
      ratings: 1,
    });
    // A's administrator naming B gets A's own figures (the hospital comes from the session).
    const named = await analytics(a.adminCookie, `${march}&hospitalId=${b.hospitalId}`);
    expect(named.status).toBe(200);
    expect(named.body.hospitalId).toBe(a.hospitalId);
    expect(named.body.summary.revenue).toBe(50_000);
  });

  it("lets system_admin name the hospital, and only so", async () => {
    const none = await analytics(sysadmin.cookie, march);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Please choose a hospital");
    const named = await analytics(sysadmin.cookie, `${march}&hospitalId=${a.hospitalId}`);
    expect(named.status).toBe(200);
    expect(named.body.summary).toMatchObject({ appointments: 7, revenue: 50_000, satisfaction: 4 });
    const unknown = await analytics(sysadmin.cookie, `${march}&hospitalId=HOSP-999`);
    expect(unknown.status).toBe(404);
  });

  it("refuses the signed-out (401), other roles (403) and bad periods (400)", async () => {
    expect((await analytics(undefined, march)).status).toBe(401);
    expect((await analytics(sarah.cookie, march)).status).toBe(403);
    const user = await staffUser("user", a.hospitalId);
    expect((await analytics(user.cookie, march)).status).toBe(403);

    const backwards = await analytics(a.adminCookie, "?from=2026-03-31&to=2026-03-01");
    expect(backwards.status).toBe(400);
    expect(backwards.body).toEqual({ message: "The end date must not be before the start date", fieldErrors: { to: "The end date must not be before the start date" } });
    const long = await analytics(a.adminCookie, "?from=2024-01-01&to=2026-01-02");
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("The period must not be longer than 731 days (two years)");
    // 731 days exactly is allowed.
    expect((await analytics(a.adminCookie, "?from=2024-01-01&to=2025-12-31")).status).toBe(200);
    for (const [query, field] of [
      ["?from=2026-02-30", "from"],
      ["?to=31-03-2026", "to"],
      ["?from=1999-12-31", "from"],
      ["?from=tomorrow", "from"],
    ] as const) {
      const res = await analytics(a.adminCookie, query);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fieldErrors)).toEqual([field]);
    }
  });

  it("defaults to this month up to today in the hospital's zone", async () => {
    const res = await analytics(a.adminCookie);
    expect(res.status).toBe(200);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: TZ, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
    expect(res.body.from).toBe(`${today.slice(0, 7)}-01`);
    expect(res.body.to).toBe(today);
  });
});

describe("GET /api/analytics/export", () => {
  const exportCall = (cookie: string | undefined, query = march) => call(exportRoute, `/api/analytics/export${query}`, { cookie });

  it("downloads the page's figures as CSV", async () => {
    const res = await exportCall(a.adminCookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename=hospital-analytics-${a.hospitalId}-2026-03-01-to-2026-03-31.csv`);
    const lines = (res.body as string).split("\r\n");
    expect(lines[0]).toBe("Section,Item,Measure,Value,Unit");
    expect(lines).toContain("Summary,2026-03-01 to 2026-03-31,revenue,50000,UGX minor units");
    expect(lines).toContain("Summary,2026-03-01 to 2026-03-31,averageWaitMinutes,10,minutes");
    expect(lines).toContain("Previous period,2026-01-29 to 2026-02-28,satisfaction,2,rating 1-5");
    expect(lines).toContain(`Doctor,Dr. Peter Okello (${peter.id}),acceptanceRate,0,share 0-1`);
    expect(lines).toContain("Department,Pharmacy,averageWaitMinutes,,minutes");
    expect(lines).toContain("Financial by payment method,card,amount,20000,UGX minor units");
    expect(lines).toContain("Series,2026-03-31,revenue,20000,UGX minor units");
  });

  it("neutralises a department name a spreadsheet would read as a formula", async () => {
    await getDb().execute(
      // A name beginning with "=" (the departments form may refuse it; the file must be safe anyway).
      sql`update departments set name = '=HYPERLINK("x")' where id = ${a.pharmacy}`,
    );
    try {
      const res = await exportCall(a.adminCookie);
      expect(res.body).toContain(`Department,"'=HYPERLINK(""x"")",appointments,0,appointments`);
    } finally {
      await getDb().execute(sql`update departments set name = 'Pharmacy' where id = ${a.pharmacy}`);
    }
  });

  it("has the same refusals as the figures", async () => {
    expect((await exportCall(undefined)).status).toBe(401);
    expect((await exportCall(sarah.cookie)).status).toBe(403);
    expect((await exportCall(a.adminCookie, "?from=2026-03-31&to=2026-03-01")).status).toBe(400);
    expect((await exportCall(sysadmin.cookie)).status).toBe(400);
    expect((await exportCall(sysadmin.cookie, `${march}&hospitalId=${a.hospitalId}`)).status).toBe(200);
  });
});
