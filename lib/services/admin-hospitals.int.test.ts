import { eq } from "drizzle-orm";

import { GET as listRoute } from "@/app/api/admin/hospitals/route";
import { getDb } from "@/lib/db/client";
import { hospitals, patientHospitals } from "@/lib/db/schema";
import { daysLeft } from "@/lib/time";
import { actorOf, addAppointment, addDoctorUser, addPatient, clinic, type Clinic } from "@/test/doctor";
import { createHospital } from "@/test/factories";
import { call } from "@/test/http";
import { portalCookie } from "@/test/patients";
import { staffUser } from "@/test/staff";
import { addTestWorker, type TestWorker } from "@/test/workers";

import { listAllHospitals } from "./hospitals";

// The system administrator's hospital list over a network this file builds (its own database):
// A, a clinic in Kampala with staff, patients, appointments and a worker; Mulago in Gulu on a
// paid plan, sharing one of A's patients; Nsambya in Mbarara, switched off, with nothing else.

const DAY = 86_400_000;
const list = (cookie: string | undefined, query = "") => call(listRoute, `/api/admin/hospitals${query}`, { cookie });
type Row = Record<string, unknown> & { id: string; name: string };
const idsOf = (rows: Row[]) => rows.map((r) => r.id);

let sysadmin: { cookie: string };
let a: Clinic;
let mulago: string;
let nsambya: string;
let worker: TestWorker;
let patientPortal: string;
let paidUntil: Date;

beforeAll(async () => {
  jest.spyOn(console, "info").mockImplementation(() => {});
  sysadmin = await staffUser("system_admin", null);
  a = await clinic({ patientCount: 3 });
  mulago = (await createHospital({ name: "Mulago Referral Hospital", city: "Gulu", state: "Northern Region" })).hospitalId;
  nsambya = (await createHospital({ name: "Nsambya Hospital", city: "Mbarara", state: "Western Region" })).hospitalId;
  const db = getDb();
  paidUntil = new Date(Date.now() + 12 * DAY);
  await db.update(hospitals).set({ subscriptionStatus: "premium", paidUntil }).where(eq(hospitals.id, mulago));
  await db.update(hospitals).set({ subscriptionStatus: "expired", isActive: false }).where(eq(hospitals.id, nsambya));

  // A: its administrator, two doctors and a third one; three patients; three appointments; a worker.
  await addDoctorUser(a.hospitalId, a.general, { firstName: "Grace", lastName: "Achieng" });
  await addAppointment(a, { doctor: a.doctors[0], patientId: a.patients[0].id });
  await addAppointment(a, { doctor: a.doctors[1], patientId: a.patients[1].id, status: "completed" });
  await addAppointment(a, { doctor: a.doctors[0], patientId: a.patients[2].id, status: "cancelled" });
  worker = await addTestWorker(a.hospitalId, a.general);
  await addTestWorker(null, null, { firstName: "Moses", lastName: "Kato" });
  // Mulago: one patient of its own and one of A's, linked with consent.
  await addPatient(mulago);
  await db.insert(patientHospitals).values({ patientId: a.patients[0].id, hospitalId: mulago, source: "consent" });
  patientPortal = await portalCookie(a.patients[0].id, "1990-04-12");
});

describe("GET /api/admin/hospitals", () => {
  it("answers 401 signed out and 403 to every principal but the system administrator", async () => {
    expect((await list(undefined)).status).toBe(401);
    for (const cookie of [a.adminCookie, a.doctors[0].cookie, worker.cookie, patientPortal]) {
      const res = await list(cookie);
      expect(res.status).toBe(403);
      expect(Array.isArray(res.body)).toBe(false);
    }
  });

  it("lists every hospital, newest first, with its subscription and its counts", async () => {
    const res = await list(sysadmin.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-total-count")).toBe("3");
    expect(idsOf(res.body)).toEqual([nsambya, mulago, a.hospitalId]);
    const [n, m, first] = res.body as Row[];

    const [aRow] = await getDb().select().from(hospitals).where(eq(hospitals.id, a.hospitalId));
    expect(first).toEqual({
      id: a.hospitalId,
      name: aRow.name,
      city: "Kampala",
      state: "Central Region",
      country: "Uganda",
      isActive: true,
      subscriptionStatus: "trial",
      subscriptionLabel: `Trial: ${daysLeft(aRow.trialExpiresAt)} days left`,
      trialDaysLeft: daysLeft(aRow.trialExpiresAt),
      trialExpiresAt: aRow.trialExpiresAt!.toISOString(),
      paidUntil: null,
      subscriptionEnded: false,
      createdAt: aRow.createdAt.toISOString(),
      // The administrator and three doctors; the employed worker; three patients; three appointments.
      staff: 4,
      healthWorkers: 1,
      patients: 3,
      appointments: 3,
    });
    expect(first.trialDaysLeft).toBeGreaterThanOrEqual(29);

    expect(m).toMatchObject({
      name: "Mulago Referral Hospital",
      city: "Gulu",
      subscriptionStatus: "premium",
      subscriptionLabel: "PREMIUM",
      trialDaysLeft: null,
      paidUntil: paidUntil.toISOString(),
      subscriptionEnded: false,
      staff: 1,
      healthWorkers: 0,
      // Its own patient and A's patient linked with consent.
      patients: 2,
      appointments: 0,
    });
    expect(n).toMatchObject({
      isActive: false,
      subscriptionStatus: "expired",
      trialDaysLeft: null,
      subscriptionEnded: true,
      staff: 1,
      healthWorkers: 0,
      patients: 0,
      appointments: 0,
    });
  });

  it.each([
    ["a name, in any case", "?search=mULAGO", () => [mulago]],
    ["a hospital ID, in any case", () => `?search=${mulago.toLowerCase()}`, () => [mulago]],
    ["a city", "?search=%20mbarara%20", () => [nsambya]],
    ["a word several names share", "?search=hospital", () => [nsambya, mulago, a.hospitalId]],
    ["nothing", "?search=Lacor", () => []],
    // Wildcards are searched for as characters, not as patterns.
    ["a wildcard", "?search=%25", () => []],
    ["an underscore", "?search=_", () => []],
  ])("searches by %s", async (_, query, expected) => {
    const q = typeof query === "function" ? query() : query;
    const res = await list(sysadmin.cookie, q);
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual(expected());
    expect(res.headers.get("x-total-count")).toBe(String(expected().length));
  });

  it("pages with limit and offset; the total counts every match", async () => {
    const all = idsOf((await list(sysadmin.cookie)).body);
    const first = await list(sysadmin.cookie, "?limit=2");
    const second = await list(sysadmin.cookie, "?limit=2&offset=2");
    expect(idsOf(first.body)).toEqual(all.slice(0, 2));
    expect(idsOf(second.body)).toEqual(all.slice(2));
    expect(second.headers.get("x-total-count")).toBe("3");
    const beyond = await list(sysadmin.cookie, "?offset=10");
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get("x-total-count")).toBe("3");
    // The counts of a later page are that page's hospitals' own.
    expect((second.body as Row[])[0]).toMatchObject({ id: a.hospitalId, staff: 4, patients: 3, appointments: 3 });
  });

  it.each([
    ["?limit=0", "limit must be a number from 1 to 200"],
    ["?limit=201", "limit must be a number from 1 to 200"],
    ["?limit=ten", "limit must be a number from 1 to 200"],
    ["?offset=-1", "offset must be a whole number of 0 or more"],
    ["?offset=1.5", "offset must be a whole number of 0 or more"],
    [`?search=${"x".repeat(101)}`, "Search must be at most 100 characters"],
  ])("rejects %s with 400", async (query, message) => {
    const res = await list(sysadmin.cookie, query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("leaves the /admin page's listAllHospitals as it was", async () => {
    expect((await listAllHospitals(await actorOf(sysadmin.cookie))).map((h) => h.id)).toEqual([nsambya, mulago, a.hospitalId]);
  });
});
