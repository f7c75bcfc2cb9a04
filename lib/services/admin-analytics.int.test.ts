import { eq, sql } from "drizzle-orm";

import { GET as analyticsRoute } from "@/app/api/admin/analytics/route";
import { planPrice } from "@/lib/constants/plans";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { hospitals, patientHospitals, patients, payments, users, type NewPayment } from "@/lib/db/schema";
import { actorOf, addAppointment, addPatient, clinic, type Clinic } from "@/test/doctor";
import { createHospital } from "@/test/factories";
import { call } from "@/test/http";
import { portalCookie } from "@/test/patients";
import { staffUser } from "@/test/staff";
import { addTestWorker, type TestWorker } from "@/test/workers";

import { analyticsStatements, getNetworkAnalytics } from "./admin-analytics";

// Network analytics over a network this file builds itself: hospital A (this month, basic, paid),
// B (three months ago, trial, a refunded invoice), C (fourteen months ago: before the window,
// expired, paid) and D (the window's first instant, trial, a pending invoice); patients created
// in three different months and one just before the window; appointments in the last 30 days, one
// 40 days ago, one five months ago and one in the future. Every expected figure is counted here
// from that setup.

const DAY = 86_400_000;
const analytics = (cookie?: string) => call(analyticsRoute, "/api/admin/analytics", { cookie });

const now = new Date();
/** The first instant of the UTC month `offset` months from this one. */
const month = (offset: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
/** Day `day` of that month at noon (UTC). */
const dayOf = (offset: number, day: number) => new Date(month(offset).getTime() + (day - 1) * DAY + 12 * 3_600_000);
const key = (d: Date) => d.toISOString().slice(0, 7);
/** The 12 months of the window, oldest first. */
const windowMonths = Array.from({ length: 12 }, (_, i) => key(month(i - 11)));

let sysadmin: { cookie: string; email: string };
let a: Clinic;
let b: Clinic;
let ids: { a: string; b: string; c: string; d: string };
let worker: TestWorker;
let portal: string;
const patientDates: Date[] = [];
const hospitalDates: Date[] = [];
const appointmentDates: Date[] = [];

const invoice = (hospitalId: string, v: Partial<NewPayment>): NewPayment => ({
  hospitalId,
  plan: "basic",
  amount: planPrice("basic").toFixed(2),
  currency: "USD",
  status: "paid",
  periodStart: new Date(now.getTime() - 10 * DAY),
  periodEnd: new Date(now.getTime() + 20 * DAY),
  ...v,
});

beforeAll(async () => {
  jest.spyOn(console, "info").mockImplementation(() => {});
  const db = getDb();
  sysadmin = await staffUser("system_admin", null);
  // A system administrator must have two-factor sign-in: mark it enrolled (the session is open).
  await db.update(users).set({ totpSecretEnc: "enrolled-for-the-test", totpEnabledAt: now }).where(eq(users.email, sysadmin.email));
  a = await clinic({ patientCount: 3 });
  b = await clinic({ patientCount: 0 });
  const c = await createHospital();
  const d = await createHospital();
  ids = { a: a.hospitalId, b: b.hospitalId, c: c.hospitalId, d: d.hospitalId };
  worker = await addTestWorker(a.hospitalId, a.general);
  portal = await portalCookie(a.patients[0].id, "1990-04-12");

  // Registrations: A now, B three months ago, C fourteen months ago, D at the window's first instant.
  const registered = { a: now, b: dayOf(-3, 15), c: dayOf(-14, 3), d: month(-11) };
  const set = (id: string, v: Partial<typeof hospitals.$inferInsert>) => db.update(hospitals).set(v).where(eq(hospitals.id, id));
  await set(ids.a, { createdAt: registered.a, subscriptionStatus: "basic", paidUntil: new Date(now.getTime() + 20 * DAY) });
  await set(ids.b, { createdAt: registered.b });
  await set(ids.c, { createdAt: registered.c, subscriptionStatus: "expired" });
  await set(ids.d, { createdAt: registered.d });
  hospitalDates.push(registered.a, registered.b, registered.d);

  // Patients of A, created in three different months (two in the same one), linked now.
  const created = [dayOf(-2, 10), dayOf(-2, 20), dayOf(-6, 5)];
  for (const [i, p] of a.patients.entries()) await db.update(patients).set({ createdAt: created[i] }).where(eq(patients.id, p.id));
  patientDates.push(...created);
  // One of B, created a millisecond before the window and linked 40 days ago: counted nowhere.
  const old = await addPatient(ids.b);
  await db.update(patients).set({ createdAt: new Date(month(-11).getTime() - 1) }).where(eq(patients.id, old.id));
  await db.update(patientHospitals).set({ linkedAt: new Date(now.getTime() - 40 * DAY) }).where(eq(patientHospitals.patientId, old.id));

  // Appointments: A three in the last 30 days (two patients), one 40 days ago, one five months ago,
  // one in two days; B one five days ago.
  const [sarah, peter] = a.doctors;
  const [p0, p1, p2] = a.patients;
  const visits: [Clinic, typeof sarah, string, Date][] = [
    [a, sarah, p0.id, new Date(now.getTime() - 1 * DAY)],
    [a, sarah, p0.id, new Date(now.getTime() - 2 * DAY)],
    [a, peter, p1.id, new Date(now.getTime() - 3 * DAY)],
    [a, peter, p2.id, new Date(now.getTime() - 40 * DAY)],
    [a, sarah, p2.id, dayOf(-5, 12)],
    [a, sarah, p1.id, new Date(now.getTime() + 2 * DAY)],
    [b, b.doctors[0], old.id, new Date(now.getTime() - 5 * DAY)],
  ];
  for (const [c2, doctor, patientId, at] of visits) await addAppointment(c2, { doctor, patientId, at, status: "scheduled" });
  appointmentDates.push(...visits.map((v) => v[3]));

  // Invoices: A paid; B paid then refunded (paid_at stays); C paid but registered before the window;
  // D only a pending one.
  await db.insert(payments).values([
    invoice(ids.a, { paidAt: now }),
    invoice(ids.b, { status: "refunded", paidAt: new Date(now.getTime() - DAY) }),
    invoice(ids.c, { paidAt: dayOf(-13, 1), periodStart: dayOf(-13, 1), periodEnd: dayOf(-12, 1) }),
    invoice(ids.d, { status: "pending" }),
  ]);
});

const countByMonth = (dates: Date[]) => (m: string) => dates.filter((d) => key(d) === m).length;

describe("GET /api/admin/analytics", () => {
  it("answers 401 signed out and 403 to every principal but the system administrator", async () => {
    expect((await analytics()).status).toBe(401);
    for (const cookie of [a.adminCookie, a.doctors[0].cookie, worker.cookie, portal]) {
      const res = await analytics(cookie);
      expect(res.status).toBe(403);
      expect(res.body.months).toBeUndefined();
    }
  });

  it("gives the 12 UTC months up to this one, empty months as zeros, with exact counts", async () => {
    const res = await analytics(sysadmin.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = res.body;
    expect(body.from).toBe(month(-11).toISOString());
    expect(body.months.map((m: { month: string }) => m.month)).toEqual(windowMonths);
    const hospitalsIn = countByMonth(hospitalDates);
    const patientsIn = countByMonth(patientDates);
    const appointmentsIn = countByMonth(appointmentDates);
    // C (before the window) is where the cumulative count starts.
    let cumulative = 1;
    const expected = windowMonths.map((m) => {
      cumulative += hospitalsIn(m);
      return { month: m, hospitals: hospitalsIn(m), hospitalsCumulative: cumulative, patients: patientsIn(m), appointments: appointmentsIn(m) };
    });
    expect(body.months).toEqual(expected);
    // Spelled out: D in the first month, B three months ago, A this one; the network ends at 4.
    expect(body.months[0].hospitals).toBe(1);
    expect(body.months[8].hospitals).toBe(1);
    expect(body.months[11].hospitals).toBe(1);
    expect(body.months[11].hospitalsCumulative).toBe(4);
    // Patients: two of them two months ago, one six months ago; the one before the window nowhere.
    expect(body.months[9].patients).toBe(2);
    expect(body.months[5].patients).toBe(1);
    expect(body.months.reduce((s: number, m: { patients: number }) => s + m.patients, 0)).toBe(3);
    expect(body.months[6].appointments).toBe(1);
    // Months with nothing are present, with zeros.
    expect(body.months[1]).toEqual({ month: windowMonths[1], hospitals: 0, hospitalsCumulative: 2, patients: 0, appointments: 0 });
  });

  it("counts the plan mix now, every status present", async () => {
    const { body } = await analytics(sysadmin.cookie);
    expect(body.planMix).toEqual([
      { status: "trial", hospitals: 2 },
      { status: "basic", hospitals: 1 },
      { status: "premium", hospitals: 0 },
      { status: "enterprise", hospitals: 0 },
      { status: "expired", hospitals: 1 },
    ]);
  });

  it("computes trial-to-paid conversion over the hospitals registered in the window", async () => {
    const { body } = await analytics(sysadmin.cookie);
    // A, B and D registered in the window; A paid, B paid then refunded (still converted); D only
    // pending; C paid but registered before the window.
    expect(body.conversion).toEqual({ registered: 3, converted: 2, rate: 2 / 3 });
  });

  it("ranks the most active hospitals by appointments of the last 30 days, with their patients", async () => {
    const { body } = await analytics(sysadmin.cookie);
    expect(body.mostActive).toEqual([
      // Three appointments (not the one 40 days ago nor the future one), three patients linked now.
      { hospitalId: ids.a, name: expect.any(String), city: expect.any(String), country: expect.any(String), appointments: 3, newPatients: 3 },
      // One appointment; its patient was linked 40 days ago. C and D had none: not listed.
      { hospitalId: ids.b, name: expect.any(String), city: expect.any(String), country: expect.any(String), appointments: 1, newPatients: 0 },
    ]);
  });

  it("places the months in UTC whatever the instant of the month", async () => {
    const actor = await actorOf(sysadmin.cookie);
    const late = await getNetworkAnalytics(actor, new Date("2027-03-31T23:59:59.999Z"));
    expect(late.months.map((m) => m.month)).toEqual([
      "2026-04", "2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11", "2026-12", "2027-01", "2027-02", "2027-03",
    ]);
    expect(late.from).toBe("2026-04-01T00:00:00.000Z");
    // Before anything existed: twelve months of zeros, no cohort, nobody active.
    const empty = await getNetworkAnalytics(actor, new Date("2010-06-15T00:00:00Z"));
    expect(empty.months.every((m) => m.hospitals === 0 && m.patients === 0 && m.appointments === 0 && m.hospitalsCumulative === 0)).toBe(true);
    expect(empty.conversion).toEqual({ registered: 0, converted: 0, rate: null });
    expect(empty.mostActive).toEqual([]);
  });

  it("serves every count from an index: hospitals by date, patients and appointments from the daily counts", async () => {
    const q = analyticsStatements(now);
    const plan = async (statement: ReturnType<typeof sql>) =>
      getDb().transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await queryRows<{ "QUERY PLAN": string }>(tx, sql`explain ${statement}`);
        return rows.map((r) => r["QUERY PLAN"]).join("\n");
      });
    const daily = /Index (Only )?Scan using activity_daily_metric_day_hospital_id_pk/;
    expect(await plan(q.hospitalSeries)).toMatch(/Index Only Scan using hospitals_created_at_idx/);
    expect(await plan(q.patientSeries)).toMatch(daily);
    expect(await plan(q.appointmentSeries)).toMatch(daily);
    expect(await plan(q.active)).toMatch(daily);
    expect(await plan(q.active)).not.toMatch(/on appointments/);
    expect(await plan(q.cohort)).toMatch(/hospitals_created_at_idx/);
  });
});
