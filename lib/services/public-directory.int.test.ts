import { eq } from "drizzle-orm";

import { GET as hospitalsRoute } from "@/app/api/hospitals/route";
import { GET as doctorsRoute } from "@/app/api/public/doctors/route";
import { GET as hospitalRoute } from "@/app/api/public/hospitals/[hospitalId]/route";
import { anonymous, type StaffActor } from "@/lib/auth/actor-types";
import { getDb } from "@/lib/db/client";
import { nextDoctorId } from "@/lib/db/ids";
import { appointments, departments, doctors, hospitals, users } from "@/lib/db/schema";
import { addDays, localDate, zonedInstant } from "@/lib/time";
import { publicDoctorsQuerySchema } from "@/lib/validation/public-directory";
import { addPatient } from "@/test/doctor";
import { createHospital } from "@/test/factories";
import { call } from "@/test/http";
import { signIn } from "@/test/staff";

import { listSlots } from "./appointments";
import { MIN_BOOKING_LEAD_MINUTES } from "./doctor-availability";
import { searchPublicDoctors, type PublicDoctor } from "./public-directory";
import { getPublicHospital } from "./public-hospitals";

// The public directory against hand-built diaries. The clock is fixed at NOW, 10:10 in Kampala on
// a Tuesday, so that 11:10 is the earliest start a patient may book (the 1-hour lead). Kampala
// (UTC+3) holds the diaries; Sydney (17:10 there: no slot left today) and New York (03:10 there:
// its whole day ahead) check that each hospital's own local day decides "today".

const TODAY = "2031-06-10";
const KAMPALA = "Africa/Kampala";
const NOW = zonedInstant(TODAY, "10:10", KAMPALA);

type Doc = { id: string; userId: string; email: string; phone: string; licenseNumber: string; hospitalId: string; departmentId: string };
type Hosp = { hospitalId: string; timezone: string; adminUserId: string; adminEmail: string; adminPassword: string; licenseNumber: string; dept: (name: string) => string };

let n = 0;

async function hospital(country: string, city: string, departmentNames: string[]): Promise<Hosp> {
  n += 1;
  const licenseNumber = `LIC-DIR-${n}`;
  const h = await createHospital({ name: `Directory Hospital ${n}`, country, city, licenseNumber, departments: departmentNames.map((name) => ({ name })) });
  const db = getDb();
  // A paid plan without an end: the hospital takes bookings at NOW (years ahead), unlike its trial.
  await db.update(hospitals).set({ subscriptionStatus: "premium", paidUntil: null }).where(eq(hospitals.id, h.hospitalId));
  const [row] = await db.select({ timezone: hospitals.timezone, adminUserId: hospitals.adminUserId }).from(hospitals).where(eq(hospitals.id, h.hospitalId));
  const rows = await db.select({ id: departments.id, name: departments.name }).from(departments).where(eq(departments.hospitalId, h.hospitalId));
  const dept = (name: string) => rows.find((r) => r.name === name)!.id;
  return { hospitalId: h.hospitalId, timezone: row.timezone, adminUserId: row.adminUserId!, adminEmail: h.adminEmail, adminPassword: h.adminPassword, licenseNumber, dept };
}

type DoctorSpec = { firstName: string; lastName: string; specialization: string; languages?: string[]; isActive?: boolean; userActive?: boolean };

/** A doctor with every private field filled (email, phone, licence number, user id), inserted directly. */
async function doctor(h: Hosp, departmentId: string, spec: DoctorSpec): Promise<Doc> {
  n += 1;
  const db = getDb();
  const email = `directory-doctor${n}@directory.example`;
  const phone = `+256 772 55${String(n).padStart(4, "0")}`;
  const licenseNumber = `UMDPC/DIR-${n}`;
  const [user] = await db
    .insert(users)
    .values({ email, username: email, role: "doctor", hospitalId: h.hospitalId, departmentId, firstName: spec.firstName, lastName: spec.lastName, phone, isActive: spec.userActive ?? true })
    .returning({ id: users.id });
  const id = await nextDoctorId(db, h.hospitalId);
  await db.insert(doctors).values({
    id,
    userId: user.id,
    hospitalId: h.hospitalId,
    departmentId,
    specialization: spec.specialization,
    phone,
    licenseNumber,
    experience: 7,
    qualification: "MBChB, MMed",
    languages: spec.languages ?? [],
    bio: "Sees adults and children.",
    isActive: spec.isActive ?? true,
  });
  return { id, userId: user.id, email, phone, licenseNumber, hospitalId: h.hospitalId, departmentId };
}

/** An appointment of the doctor at local `time` of `date` (Kampala), inserted directly with a patient of its own. */
async function visit(d: Doc, date: string, time: string, duration: number, status = "accepted") {
  const patient = await addPatient(d.hospitalId);
  await getDb()
    .insert(appointments)
    .values({ hospitalId: d.hospitalId, departmentId: d.departmentId, doctorId: d.id, patientId: patient.id, appointmentDate: zonedInstant(date, time, KAMPALA), duration, status, reason: "Directory diary" });
}

/** Every slot of the local day taken: 09:00-17:00 and 17:00-18:00. */
async function fullDay(d: Doc, date: string) {
  await visit(d, date, "09:00", 480);
  await visit(d, date, "17:00", 60, "scheduled");
}

const adminOf = (h: Hosp): StaffActor => ({
  kind: "staff",
  userId: h.adminUserId,
  role: "hospital_admin",
  hospitalId: h.hospitalId,
  departmentId: null,
  email: h.adminEmail,
  firstName: "Admin",
  lastName: "Directory",
  ip: "127.0.0.1",
});

/**
 * The first slot the staff booking's slot list (listSlots, as the hospital's administrator) says is
 * available and that starts at least the lead time after NOW, day by day from the local today.
 */
async function firstBookable(h: Hosp, d: Doc, days = 30): Promise<string | null> {
  const earliest = NOW.getTime() + MIN_BOOKING_LEAD_MINUTES * 60_000;
  const today = localDate(NOW, h.timezone);
  for (let i = 0; i < days; i++) {
    const slots = await listSlots(adminOf(h), { doctorId: d.id, date: addDays(today, i) }, NOW);
    const slot = slots.find((s) => s.available && new Date(s.startsAt).getTime() >= earliest);
    if (slot) return slot.startsAt;
  }
  return null;
}

const search = (query: Record<string, unknown>) => searchPublicDoctors(anonymous(), publicDoctorsQuerySchema.parse(query), NOW);
const ids = (items: PublicDoctor[]) => items.map((d) => d.id);
const kampala = (date: string, time: string) => zonedInstant(date, time, KAMPALA).toISOString();

const PUBLIC_DOCTOR_KEYS = [
  "bio",
  "city",
  "country",
  "departmentId",
  "departmentName",
  "experienceYears",
  "firstName",
  "hospitalId",
  "hospitalName",
  "id",
  "languages",
  "lastName",
  "nextAvailable",
  "qualification",
  "specialization",
  "timezone",
];

let kla: Hosp;
let syd: Hosp;
let nyc: Hosp;
let gone: Hosp;
let free: Doc;
let freeToo: Doc;
let partial: Doc;
let busyToday: Doc;
let busyWeek: Doc;
let sydney: Doc;
let newYork: Doc;
let lapsedDoc: Doc;
let hidden: Doc[];

beforeAll(async () => {
  kla = await hospital("Uganda", "Kampala", ["Emergency Department", "Cardiology Unit", "General Medicine"]);
  syd = await hospital("Australia", "Sydney", ["Pediatrics Ward"]);
  nyc = await hospital("United States", "New York", ["Dermatology Clinic"]);
  gone = await hospital("Uganda", "Kampala", ["Cardiology Unit"]);
  const lapsed = await hospital("Uganda", "Gulu", ["Skin Clinic"]);

  free = await doctor(kla, kla.dept("Cardiology Unit"), { firstName: "Sarah", lastName: "Namubiru", specialization: "Cardiology", languages: ["English", "Luganda"] });
  freeToo = await doctor(kla, kla.dept("General Medicine"), { firstName: "Moses", lastName: "Kato", specialization: "Pediatrics" });
  partial = await doctor(kla, kla.dept("General Medicine"), { firstName: "Peter", lastName: "Okello", specialization: "Internal Medicine" });
  busyToday = await doctor(kla, kla.dept("General Medicine"), { firstName: "Grace", lastName: "Atim", specialization: "Emergency Medicine" });
  busyWeek = await doctor(kla, kla.dept("Emergency Department"), { firstName: "John", lastName: "Mugisha", specialization: "Surgery" });
  sydney = await doctor(syd, syd.dept("Pediatrics Ward"), { firstName: "Alice", lastName: "Walker", specialization: "Pediatrics", languages: ["English"] });
  newYork = await doctor(nyc, nyc.dept("Dermatology Clinic"), { firstName: "Bob", lastName: "Smith", specialization: "Dermatology" });
  // A hospital whose trial ended before NOW: listed, but no booking would be accepted there.
  lapsedDoc = await doctor(lapsed, lapsed.dept("Skin Clinic"), { firstName: "Ivan", lastName: "Lapsed", specialization: "Dermatology" });
  await getDb()
    .update(hospitals)
    .set({ subscriptionStatus: "trial", trialExpiresAt: new Date(NOW.getTime() - 86_400_000) })
    .where(eq(hospitals.id, lapsed.hospitalId));

  // Never listed: an inactive doctor, a doctor whose account is inactive, a doctor of an inactive
  // department, and a doctor of a hospital the system administrator deactivated.
  const [oldWing] = await getDb().insert(departments).values({ id: `${kla.hospitalId.replace("HOSP", "DEPT")}-900`, hospitalId: kla.hospitalId, name: "Old Wing", isActive: false }).returning({ id: departments.id });
  hidden = [
    await doctor(kla, kla.dept("Cardiology Unit"), { firstName: "Ruth", lastName: "Inactive", specialization: "Cardiology", isActive: false }),
    await doctor(kla, kla.dept("Cardiology Unit"), { firstName: "Paul", lastName: "Locked", specialization: "Cardiology", userActive: false }),
    await doctor(kla, oldWing.id, { firstName: "Agnes", lastName: "Oldwing", specialization: "Cardiology" }),
    await doctor(gone, gone.dept("Cardiology Unit"), { firstName: "Ghost", lastName: "Doctor", specialization: "Cardiology", languages: ["Luganda"] }),
  ];
  await getDb().update(hospitals).set({ isActive: false }).where(eq(hospitals.id, gone.hospitalId));

  // Okello: 11:20-11:50 takes the 11:30 slot, 12:00-13:00 the next two; the cancelled, rejected
  // and completed visits at 13:00 take nothing. Next available: 13:00 today.
  await visit(partial, TODAY, "11:20", 30, "scheduled");
  await visit(partial, TODAY, "12:00", 60);
  await visit(partial, TODAY, "13:00", 30, "cancelled");
  await visit(partial, TODAY, "13:00", 30, "rejected");
  await visit(partial, TODAY, "13:00", 30, "completed");
  // Atim: fully booked today, and tomorrow's 09:00. Next available: 09:30 tomorrow.
  await fullDay(busyToday, TODAY);
  await visit(busyToday, addDays(TODAY, 1), "09:00", 30);
  // Mugisha: fully booked for the next 7 local days. Next available: 09:00 on the eighth day.
  for (let i = 0; i < 7; i++) await fullDay(busyWeek, addDays(TODAY, i));
});

describe("public doctor search: availability", () => {
  it("gives each doctor the first free slot after the 1-hour lead, earliest first, then by name", async () => {
    const page = await search({});
    expect(ids(page.items)).toEqual([freeToo.id, free.id, partial.id, newYork.id, sydney.id, busyToday.id, busyWeek.id, lapsedDoc.id]);
    const next = Object.fromEntries(page.items.map((d) => [d.id, d.nextAvailable]));
    // 10:10 now: 11:10 is the earliest start; 11:30 is the first slot of the grid after it.
    expect(next[free.id]).toBe(kampala(TODAY, "11:30"));
    expect(next[freeToo.id]).toBe(kampala(TODAY, "11:30"));
    expect(next[partial.id]).toBe(kampala(TODAY, "13:00"));
    expect(next[busyToday.id]).toBe(kampala(addDays(TODAY, 1), "09:30"));
    expect(next[busyWeek.id]).toBe(kampala(addDays(TODAY, 7), "09:00"));
    // Sydney is at 17:10: nothing is left of its today. New York is at 03:10: its 09:00 is ahead.
    expect(next[sydney.id]).toBe(zonedInstant(addDays(TODAY, 1), "09:00", "Australia/Sydney").toISOString());
    expect(next[newYork.id]).toBe(zonedInstant(TODAY, "09:00", "America/New_York").toISOString());
    // Its hospital's trial has ended: listed last, with no slot to offer.
    expect(next[lapsedDoc.id]).toBeNull();
  });

  it("reports as next available the first slot the staff booking's slot list offers after the lead time", async () => {
    const page = await search({});
    const hospitalOf = new Map([kla, syd, nyc].map((h) => [h.hospitalId, h]));
    for (const d of [free, freeToo, partial, busyToday, busyWeek, sydney, newYork]) {
      const listed = page.items.find((item) => item.id === d.id)!;
      expect([d.id, listed.nextAvailable]).toEqual([d.id, await firstBookable(hospitalOf.get(d.hospitalId)!, d)]);
    }
  });

  it("offers no slot that starts less than an hour ahead", async () => {
    // At 10:35 the earliest start is 11:35: 11:30 is too close, 12:00 is the first offered.
    const later = new Date(NOW.getTime() + 25 * 60_000);
    const page = await searchPublicDoctors(anonymous(), publicDoctorsQuerySchema.parse({ hospitalId: kla.hospitalId }), later);
    expect(page.items.find((d) => d.id === free.id)?.nextAvailable).toBe(kampala(TODAY, "12:00"));
  });

  it("a doctor fully booked today is not available today but is this week; one booked all week only this month", async () => {
    const today = await search({ availability: "today" });
    expect(ids(today.items)).toEqual([freeToo.id, free.id, partial.id, newYork.id]);
    const week = await search({ availability: "week" });
    expect(ids(week.items)).toEqual([freeToo.id, free.id, partial.id, newYork.id, sydney.id, busyToday.id]);
    expect(week.items.find((d) => d.id === busyToday.id)?.nextAvailable).toBe(kampala(addDays(TODAY, 1), "09:30"));
    const month = await search({ availability: "Month" });
    expect(ids(month.items)).toEqual([freeToo.id, free.id, partial.id, newYork.id, sydney.id, busyToday.id, busyWeek.id]);
  });

  it("counts the last local day of a window: a slot on the seventh day is this week, on the eighth is not", async () => {
    // One day later Mugisha's free day (the eighth from TODAY) is the seventh local day.
    const tomorrow = new Date(NOW.getTime() + 86_400_000);
    const week = await searchPublicDoctors(anonymous(), publicDoctorsQuerySchema.parse({ availability: "week", hospitalId: kla.hospitalId }), tomorrow);
    expect(ids(week.items)).toContain(busyWeek.id);
    expect(week.items.find((d) => d.id === busyWeek.id)?.nextAvailable).toBe(kampala(addDays(TODAY, 7), "09:00"));
  });
});

describe("public doctor search: filters", () => {
  it("filters by specialization in any case, Emergency meaning Emergency Medicine or an emergency department", async () => {
    expect(ids((await search({ specialization: "cardiology" })).items)).toEqual([free.id]);
    expect(ids((await search({ specialization: "Pediatrics" })).items)).toEqual([freeToo.id, sydney.id]);
    expect(ids((await search({ specialization: "emergency" })).items)).toEqual([busyToday.id, busyWeek.id]);
    expect(ids((await search({ specialization: "Emergency Medicine" })).items)).toEqual([busyToday.id]);
    expect(ids((await search({ specialization: "DERMATOLOGY" })).items)).toEqual([newYork.id, lapsedDoc.id]);
    expect(ids((await search({ specialization: "Dermatology", availability: "month" })).items)).toEqual([newYork.id]);
    expect((await search({ specialization: "Oncology" })).items).toEqual([]);
  });

  it("filters by hospital, city and country; a deactivated hospital's doctors never appear", async () => {
    expect(ids((await search({ hospitalId: kla.hospitalId })).items)).toEqual([freeToo.id, free.id, partial.id, busyToday.id, busyWeek.id]);
    expect(ids((await search({ city: "KAMPALA" })).items)).toEqual([freeToo.id, free.id, partial.id, busyToday.id, busyWeek.id]);
    expect(ids((await search({ country: "australia" })).items)).toEqual([sydney.id]);
    expect(ids((await search({ city: "New York", country: "United States" })).items)).toEqual([newYork.id]);
    expect((await search({ hospitalId: gone.hospitalId })).items).toEqual([]);
    expect((await search({ hospitalId: "HOSP-999999" })).items).toEqual([]);
  });

  it("searches names (Dr. ignored, every word in the first or last name) and takes % literally", async () => {
    expect(ids((await search({ search: "Dr. Namu" })).items)).toEqual([free.id]);
    expect(ids((await search({ search: "okello peter" })).items)).toEqual([partial.id]);
    expect(ids((await search({ search: "ato" })).items)).toEqual([freeToo.id]);
    expect((await search({ search: "%" })).items).toEqual([]);
    expect((await search({ search: "Sarah Okello" })).items).toEqual([]);
  });

  it("filters by a language of the doctor's profile, in any case", async () => {
    expect(ids((await search({ language: "luganda" })).items)).toEqual([free.id]);
    expect(ids((await search({ language: "English" })).items)).toEqual([free.id, sydney.id]);
    expect((await search({ language: "French" })).items).toEqual([]);
  });

  it("combines filters and pages", async () => {
    expect(ids((await search({ specialization: "pediatrics", availability: "today" })).items)).toEqual([freeToo.id]);
    expect(ids((await search({ city: "Kampala", availability: "today", language: "english" })).items)).toEqual([free.id]);
    const first = await search({ hospitalId: kla.hospitalId, limit: 2 });
    expect([ids(first.items), first.hasMore]).toEqual([[freeToo.id, free.id], true]);
    const last = await search({ hospitalId: kla.hospitalId, limit: 2, offset: 4 });
    expect([ids(last.items), last.hasMore]).toEqual([[busyWeek.id], false]);
  });

  it("never lists an inactive doctor, a doctor whose account is inactive, of an inactive department or of a deactivated hospital", async () => {
    const all = [...(await search({ limit: 200 })).items, ...(await search({ specialization: "Cardiology", limit: 200 })).items];
    for (const d of hidden) expect(ids(all)).not.toContain(d.id);
    expect((await search({ search: "Ghost" })).items).toEqual([]);
  });
});

describe("public directory routes", () => {
  it("answers signed out with public fields only, cacheable for a minute", async () => {
    const res = await call(doctorsRoute, `/api/public/doctors?hospitalId=${kla.hospitalId}&limit=10`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    expect(res.headers.get("x-has-more")).toBe("false");
    expect(res.body).toHaveLength(5);
    for (const item of res.body) expect(Object.keys(item).sort()).toEqual(PUBLIC_DOCTOR_KEYS);
    const text = JSON.stringify(res.body);
    for (const d of [free, freeToo, partial, busyToday, busyWeek]) {
      for (const secret of [d.email, d.phone, d.licenseNumber, d.userId]) expect(text).not.toContain(secret);
    }
    // Real time: each free doctor has a next slot, at least an hour ahead.
    const item = res.body.find((d: PublicDoctor) => d.id === free.id);
    expect(new Date(item.nextAvailable).getTime()).toBeGreaterThanOrEqual(Date.now() + MIN_BOOKING_LEAD_MINUTES * 60_000 - 5_000);
  });

  it("gives a signed-in caller the same answer", async () => {
    const cookie = await signIn(kla.adminEmail, kla.adminPassword);
    const url = `/api/public/doctors?country=Australia`;
    const [signedIn, signedOut] = [await call(doctorsRoute, url, { cookie }), await call(doctorsRoute, url)];
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual(signedOut.body);
    expect(ids(signedIn.body)).toEqual([sydney.id]);
  });

  it("refuses a bad query with 400 and a message, never cached", async () => {
    const cases: [string, string][] = [
      ["availability=tomorrow", "Availability must be one of today, week, month"],
      ["specialization=Astrology", "Please select a valid specialization"],
      ["limit=0", "limit must be a number from 1 to 200"],
      ["offset=-1", "offset must be a whole number of 0 or more"],
      [`search=${"x".repeat(101)}`, "Must be at most 100 characters"],
    ];
    for (const [query, message] of cases) {
      const res = await call(doctorsRoute, `/api/public/doctors?${query}`);
      expect([query, res.status, res.body.message]).toEqual([query, 400, message]);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    const nul = await call(doctorsRoute, "/api/public/doctors?search=a%00b");
    expect(nul.status).toBe(400);
  });

  it("lists active hospitals with services, active departments and listed doctors, never a licence number or an administrator", async () => {
    const res = await call(hospitalsRoute, "/api/hospitals?limit=200");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    const listed = res.body.map((h: { id: string }) => h.id);
    expect(listed).toEqual(expect.arrayContaining([kla.hospitalId, syd.hospitalId, nyc.hospitalId]));
    expect(listed).not.toContain(gone.hospitalId);
    const mine = res.body.find((h: { id: string }) => h.id === kla.hospitalId);
    expect(Object.keys(mine).sort()).toEqual(
      ["address", "city", "country", "departments", "doctorCount", "email", "id", "isActive", "name", "phone", "servicesOffered", "state", "subscriptionStatus", "timezone", "website"].sort(),
    );
    expect(mine.departments).toEqual(["Cardiology Unit", "Emergency Department", "General Medicine"]);
    expect(mine.doctorCount).toBe(5);
    expect(mine.servicesOffered).toEqual(["Emergency Care", "Pharmacy"]);
    const text = JSON.stringify(res.body);
    for (const h of [kla, syd, nyc, gone]) for (const secret of [h.licenseNumber, h.adminEmail, h.adminUserId]) expect(text).not.toContain(secret);

    const found = await call(hospitalsRoute, "/api/hospitals?search=sydney");
    expect(found.body.map((h: { id: string }) => h.id)).toEqual([syd.hospitalId]);
    expect((await call(hospitalsRoute, "/api/hospitals?limit=500")).status).toBe(400);
  });

  it("shows a hospital's page with its active departments and doctors; 404 for an unknown or deactivated hospital", async () => {
    const res = await call(hospitalRoute, `/api/public/hospitals/${kla.hospitalId}`, { params: { hospitalId: kla.hospitalId } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    expect(res.body.departments.map((d: { name: string; doctorCount: number }) => [d.name, d.doctorCount])).toEqual([
      ["Cardiology Unit", 1],
      ["Emergency Department", 1],
      ["General Medicine", 3],
    ]);
    expect(res.body.doctors.map((d: PublicDoctor) => d.id).sort()).toEqual([free.id, freeToo.id, partial.id, busyToday.id, busyWeek.id].sort());
    expect(res.body.hasMoreDoctors).toBe(false);
    expect(res.body).not.toHaveProperty("licenseNumber");
    expect(res.body).not.toHaveProperty("adminUserId");
    for (const item of res.body.doctors) expect(Object.keys(item).sort()).toEqual(PUBLIC_DOCTOR_KEYS);
    const text = JSON.stringify(res.body);
    for (const secret of [kla.licenseNumber, kla.adminEmail, kla.adminUserId, ...hidden.map((d) => d.id), free.email, free.phone, free.licenseNumber, free.userId]) {
      expect(text).not.toContain(secret);
    }

    const detail = await getPublicHospital(anonymous(), kla.hospitalId, NOW);
    expect(detail.doctors.find((d) => d.id === partial.id)?.nextAvailable).toBe(kampala(TODAY, "13:00"));

    for (const id of [gone.hospitalId, "HOSP-999999"]) {
      const missing = await call(hospitalRoute, `/api/public/hospitals/${id}`, { params: { hospitalId: id } });
      expect([id, missing.status, missing.body.message]).toEqual([id, 404, "Hospital not found"]);
      expect(missing.headers.get("cache-control")).toBe("no-store");
    }
  });
});
