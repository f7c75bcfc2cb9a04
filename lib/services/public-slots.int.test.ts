import { eq } from "drizzle-orm";

import { GET as slotsRoute } from "@/app/api/public/doctors/[id]/slots/route";
import { loadBooking } from "@/components/portal-booking/load-booking";
import { anonymous, type PatientActor } from "@/lib/auth/actor-types";
import { SLOT_TIMES } from "@/lib/constants/appointments";
import { getDb } from "@/lib/db/client";
import { nextDoctorId } from "@/lib/db/ids";
import { appointments, departments, doctors, hospitals, users } from "@/lib/db/schema";
import { addDays, localDate, zonedInstant } from "@/lib/time";
import { publicDoctorsQuerySchema } from "@/lib/validation/public-directory";
import { addPatient } from "@/test/doctor";
import { createHospital } from "@/test/factories";
import { call } from "@/test/http";

import { searchPublicDoctors } from "./public-directory";
import { FAR_DATE_MESSAGE, listPublicSlots, PAST_DATE_MESSAGE, SLOT_DAYS_AHEAD, type PublicSlot } from "./public-slots";

// One doctor's slots of a day, as the booking page offers them, against hand-built diaries. The
// clock is fixed at NOW, 10:10 in Kampala, so that 11:10 is the earliest start a patient may book
// (the 1-hour lead). The directory's next available slot must be the first slot offered here.

const TODAY = "2031-06-10";
const KAMPALA = "Africa/Kampala";
const NOW = zonedInstant(TODAY, "10:10", KAMPALA);
const kampala = (date: string, time: string) => zonedInstant(date, time, KAMPALA).toISOString();

type Hosp = { hospitalId: string; dept: string };
type Doc = { id: string; hospitalId: string; departmentId: string };

let n = 0;

/** A Kampala hospital on a paid plan without an end (it takes bookings at NOW), with one department. */
async function hospital(): Promise<Hosp> {
  n += 1;
  const h = await createHospital({ name: `Slots Hospital ${n}`, country: "Uganda", city: "Kampala", licenseNumber: `LIC-SLOTS-${n}`, departments: [{ name: "General Medicine" }] });
  await getDb().update(hospitals).set({ subscriptionStatus: "premium", paidUntil: null }).where(eq(hospitals.id, h.hospitalId));
  const [dept] = await getDb().select({ id: departments.id }).from(departments).where(eq(departments.hospitalId, h.hospitalId));
  return { hospitalId: h.hospitalId, dept: dept.id };
}

async function doctor(h: Hosp, lastName: string, options: { isActive?: boolean } = {}): Promise<Doc> {
  n += 1;
  const db = getDb();
  const email = `slots-doctor${n}@slots.example`;
  const [user] = await db
    .insert(users)
    .values({ email, username: email, role: "doctor", hospitalId: h.hospitalId, departmentId: h.dept, firstName: "Ann", lastName, phone: `+256 772 66${String(n).padStart(4, "0")}` })
    .returning({ id: users.id });
  const id = await nextDoctorId(db, h.hospitalId);
  await db.insert(doctors).values({
    id,
    userId: user.id,
    hospitalId: h.hospitalId,
    departmentId: h.dept,
    specialization: "Cardiology",
    phone: "+256 772 000000",
    licenseNumber: `UMDPC/SLOTS-${n}`,
    experience: 5,
    qualification: "MBChB",
    isActive: options.isActive ?? true,
  });
  return { id, hospitalId: h.hospitalId, departmentId: h.dept };
}

/** An appointment of the doctor at Kampala local `time` of `date`, with a patient of its own. */
async function visit(d: Doc, date: string, time: string, duration: number, status = "accepted") {
  const patient = await addPatient(d.hospitalId);
  await getDb()
    .insert(appointments)
    .values({ hospitalId: d.hospitalId, departmentId: d.departmentId, doctorId: d.id, patientId: patient.id, appointmentDate: zonedInstant(date, time, KAMPALA), duration, status, reason: "Slots diary" });
}

const slots = (d: Doc, date: string, now = NOW) => listPublicSlots(anonymous(), d.id, { date }, now);
const taken = (list: PublicSlot[]) => list.filter((s) => !s.available).map((s) => s.time);
const getSlots = (id: string, date: string) => call(slotsRoute, `/api/public/doctors/${encodeURIComponent(id)}/slots?date=${date}`, { params: { id } });

let a: Hosp;
let b: Hosp;
let free: Doc;
let partial: Doc;
let busyToday: Doc;
let other: Doc;

beforeAll(async () => {
  [a, b] = [await hospital(), await hospital()];
  free = await doctor(a, "Free");
  partial = await doctor(a, "Partial");
  busyToday = await doctor(a, "Busy");
  other = await doctor(b, "Elsewhere");
  // Partial: 11:20-11:50 takes 11:00 and 11:30; 13:00-14:00 takes 13:00 and 13:30; the
  // cancelled, rejected and completed visits at 15:00 take nothing.
  await visit(partial, TODAY, "11:20", 30, "scheduled");
  await visit(partial, TODAY, "13:00", 60);
  for (const status of ["cancelled", "rejected", "completed"]) await visit(partial, TODAY, "15:00", 30, status);
  // Busy: the whole of today (09:00-17:00 and 17:00-18:00) and tomorrow's 09:00.
  await visit(busyToday, TODAY, "09:00", 480);
  await visit(busyToday, TODAY, "17:00", 60, "scheduled");
  await visit(busyToday, addDays(TODAY, 1), "09:00", 30);
  // Another hospital's doctor is busy tomorrow morning: nothing of A's diary changes.
  await visit(other, addDays(TODAY, 1), "10:00", 120);
});

describe("listPublicSlots", () => {
  it("lists the hospital's 18 slots of the local day; an active appointment's slots are taken, others are not", async () => {
    const day = await slots(partial, TODAY);
    expect(day.map((s) => s.time)).toEqual(SLOT_TIMES);
    expect(day.map((s) => s.startsAt)).toEqual(SLOT_TIMES.map((t) => kampala(TODAY, t)));
    // Before 11:10 by the lead time; 11:30 and 13:00-14:00 by the appointments; 15:00 is free.
    expect(taken(day)).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "13:00", "13:30"]);
    expect(day.find((s) => s.time === "15:00")?.available).toBe(true);
  });

  it("offers no slot less than an hour ahead", async () => {
    expect(taken(await slots(free, TODAY))).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00"]);
    // At 10:35 the earliest start is 11:35: 11:30 goes too.
    expect(taken(await slots(free, TODAY, new Date(NOW.getTime() + 25 * 60_000)))).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "11:30"]);
    // Tomorrow is wholly ahead.
    expect(taken(await slots(free, addDays(TODAY, 1)))).toEqual([]);
  });

  it("does not count another hospital's appointments", async () => {
    expect(taken(await slots(free, addDays(TODAY, 1)))).toEqual([]);
    expect(taken(await slots(other, addDays(TODAY, 1)))).toEqual(["10:00", "10:30", "11:00", "11:30"]);
  });

  it("offers as its first free slot the directory's next available slot for the doctor", async () => {
    const page = await searchPublicDoctors(anonymous(), publicDoctorsQuerySchema.parse({ hospitalId: a.hospitalId }), NOW);
    for (const d of [free, partial, busyToday]) {
      let first: string | null = null;
      for (let i = 0; i < SLOT_DAYS_AHEAD && !first; i++) first = (await slots(d, addDays(TODAY, i))).find((s) => s.available)?.startsAt ?? null;
      expect([d.id, first]).toEqual([d.id, page.items.find((item) => item.id === d.id)?.nextAvailable]);
    }
    expect(page.items.find((item) => item.id === busyToday.id)?.nextAvailable).toBe(kampala(addDays(TODAY, 1), "09:30"));
  });

  it("offers nothing at a hospital whose subscription has ended", async () => {
    const lapsed = await hospital();
    const d = await doctor(lapsed, "Lapsed");
    await getDb().update(hospitals).set({ subscriptionStatus: "trial", trialExpiresAt: new Date(NOW.getTime() - 86_400_000) }).where(eq(hospitals.id, lapsed.hospitalId));
    expect((await slots(d, addDays(TODAY, 1))).every((s) => !s.available)).toBe(true);
  });

  it("refuses a past day and a day more than 30 days ahead, by the hospital's local today", async () => {
    await expect(slots(free, addDays(TODAY, -1))).rejects.toMatchObject({ status: 400, message: PAST_DATE_MESSAGE });
    await expect(slots(free, addDays(TODAY, SLOT_DAYS_AHEAD + 1))).rejects.toMatchObject({ status: 400, message: FAR_DATE_MESSAGE });
    expect(await slots(free, addDays(TODAY, SLOT_DAYS_AHEAD))).toHaveLength(SLOT_TIMES.length);
    // 23:30 UTC on the 9th is already the 10th in Kampala: the 9th has passed there.
    const lateUtc = new Date(`${addDays(TODAY, -1)}T23:30:00Z`);
    await expect(slots(free, addDays(TODAY, -1), lateUtc)).rejects.toMatchObject({ status: 400, message: PAST_DATE_MESSAGE });
  });
});

describe("GET /api/public/doctors/{id}/slots", () => {
  // The route runs on the real clock: days relative to the hospital's real local today.
  const today = () => localDate(new Date(), KAMPALA);

  it("answers anyone [{ time, startsAt, available }], never cached", async () => {
    const date = addDays(today(), 2);
    const res = await getSlots(free.id, date);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(SLOT_TIMES.length);
    expect(res.body[0]).toEqual({ time: "09:00", startsAt: kampala(date, "09:00"), available: true });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 404 'Doctor not found' for a doctor the directory does not list", async () => {
    const inactive = await doctor(a, "Inactive", { isActive: false });
    const closedDept = await doctor(a, "Closed");
    const [wing] = await getDb().insert(departments).values({ id: `${a.hospitalId.replace("HOSP", "DEPT")}-901`, hospitalId: a.hospitalId, name: "Closed Wing", isActive: false }).returning({ id: departments.id });
    await getDb().update(doctors).set({ departmentId: wing.id }).where(eq(doctors.id, closedDept.id));
    const gone = await hospital();
    const ghost = await doctor(gone, "Ghost");
    await getDb().update(hospitals).set({ isActive: false }).where(eq(hospitals.id, gone.hospitalId));
    for (const id of [inactive.id, closedDept.id, ghost.id, "DOC-999-999"]) {
      const res = await getSlots(id, addDays(today(), 1));
      expect([id, res.status, res.body.message]).toEqual([id, 404, "Doctor not found"]);
    }
  });

  it("answers 400 with a clear message for a missing or malformed date, a past day or one too far ahead", async () => {
    const missing = await call(slotsRoute, `/api/public/doctors/${free.id}/slots`, { params: { id: free.id } });
    expect([missing.status, missing.body.message]).toEqual([400, "Please give the date as YYYY-MM-DD"]);
    expect((await getSlots(free.id, "2031-02-30")).body.message).toBe("Please give the date as YYYY-MM-DD");
    const past = await getSlots(free.id, addDays(today(), -1));
    expect([past.status, past.body.message, past.body.fieldErrors]).toEqual([400, PAST_DATE_MESSAGE, { date: PAST_DATE_MESSAGE }]);
    const far = await getSlots(free.id, addDays(today(), SLOT_DAYS_AHEAD + 1));
    expect([far.status, far.body.message]).toEqual([400, FAR_DATE_MESSAGE]);
  });
});

describe("the booking page's loader (/patient-portal/book)", () => {
  const patient: PatientActor = { kind: "patient", patientId: "UG-PAT-2031-001", ip: null };
  const book = (actor: PatientActor | ReturnType<typeof anonymous>, params: Record<string, string>) => loadBooking(actor, params, NOW);

  it("shows a visitor without a portal session the doctor and the slot they chose, and no slots", async () => {
    const page = await book(anonymous(), { doctorId: free.id, startsAt: kampala(TODAY, "15:00") });
    expect(page).toMatchObject({ state: "locked", doctor: { id: free.id, lastName: "Free", today: TODAY }, chosen: { date: TODAY, time: "15:00" } });
  });

  it("shows the portal patient the chosen slot's day with the slot preselected while it is free", async () => {
    const page = await book(patient, { doctorId: partial.id, startsAt: kampala(TODAY, "15:00") });
    expect(page).toMatchObject({ state: "ready", date: TODAY, dateProblem: null, selected: kampala(TODAY, "15:00") });
    // Taken meanwhile: the day is shown, nothing is preselected.
    expect(await book(patient, { doctorId: partial.id, startsAt: kampala(TODAY, "13:00") })).toMatchObject({ state: "ready", date: TODAY, selected: null });
    // Another day asked for: that day, nothing preselected.
    expect(await book(patient, { doctorId: partial.id, startsAt: kampala(TODAY, "15:00"), date: addDays(TODAY, 2) })).toMatchObject({ date: addDays(TODAY, 2), selected: null });
  });

  it("says why a day cannot be booked, and falls back to today for a chosen slot already past", async () => {
    const past = await book(patient, { doctorId: free.id, date: addDays(TODAY, -3) });
    expect(past).toMatchObject({ state: "ready", dateProblem: PAST_DATE_MESSAGE, slots: [] });
    expect(await book(patient, { doctorId: free.id, startsAt: kampala(addDays(TODAY, -3), "10:00") })).toMatchObject({ date: TODAY, dateProblem: null, selected: null });
  });

  it("is 'not-found' for a missing or unlisted doctor", async () => {
    const inactive = await doctor(a, "Hidden", { isActive: false });
    for (const params of [{}, { doctorId: "DOC-999-999" }, { doctorId: inactive.id }] as Record<string, string>[]) expect(await book(patient, params)).toEqual({ state: "not-found" });
  });
});
