import { eq } from "drizzle-orm";

import { GET as statsRoute } from "@/app/api/dashboard/stats/route";
import type { StaffActor } from "@/lib/auth/actor-types";
import { getDb } from "@/lib/db/client";
import { nextDoctorId, nextHealthNumber } from "@/lib/db/ids";
import { appointments, departments, doctors, hospitals, patientHospitals, patients, users } from "@/lib/db/schema";
import { addDays, localDate, zonedInstant } from "@/lib/time";
import { call } from "@/test/http";
import { hospitalWithAdmin, staffUser } from "@/test/staff";

import { getDashboardStats } from "./dashboard";

type Hospital = Awaited<ReturnType<typeof hospitalWithAdmin>> & { timezone: string; departmentId: string };

const stats = (cookie: string | undefined, qs = "") => call(statsRoute, `/api/dashboard/stats${qs}`, { cookie });

let n = 0;

async function insertDoctor(h: Hospital) {
  n += 1;
  const email = `doctor${n}@dashboard.example`;
  return getDb().transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, username: email, role: "doctor", hospitalId: h.hospitalId, firstName: "Sam", lastName: `Doctor${n}` })
      .returning({ id: users.id });
    const id = await nextDoctorId(tx, h.hospitalId);
    await tx.insert(doctors).values({
      id,
      userId: user.id,
      hospitalId: h.hospitalId,
      departmentId: h.departmentId,
      specialization: "Internal Medicine",
      licenseNumber: "MED-54321",
      qualification: "MBChB, MMed Internal Medicine",
    });
    return { id, userId: user.id };
  });
}

/** A patient, linked to the hospital (as a registration there would) unless `linkTo` is null. */
async function insertPatient(linkTo: string | null) {
  return getDb().transaction(async (tx) => {
    const id = await nextHealthNumber(tx, "UG", 2026);
    await tx.insert(patients).values({
      id,
      firstName: "Ruth",
      lastName: "Namuli",
      dateOfBirth: "1990-04-12",
      gender: "female",
      phone: "+256700000123",
      address: "Plot 4, Kira Road, Kampala",
      countryOfOrigin: "Uganda",
      emergencyContact: "John Namuli",
      emergencyPhone: "+256700000124",
    });
    if (linkTo) await tx.insert(patientHospitals).values({ patientId: id, hospitalId: linkTo });
    return id;
  });
}

/** An appointment at local wall-clock `time` on local day `date` of the hospital. */
async function insertAppointment(h: Hospital, doctorId: string, patientId: string, date: string, time: string, status = "scheduled") {
  const [row] = await getDb()
    .insert(appointments)
    .values({
      hospitalId: h.hospitalId,
      departmentId: h.departmentId,
      doctorId,
      patientId,
      appointmentDate: zonedInstant(date, time, h.timezone),
      duration: 30,
      status,
      reason: "Follow-up visit",
    })
    .returning({ id: appointments.id });
  return row.id;
}

const setStatus = (id: string, status: string) => getDb().update(appointments).set({ status }).where(eq(appointments.id, id));

async function hospital(): Promise<Hospital> {
  const h = await hospitalWithAdmin();
  const [row] = await getDb().select({ timezone: hospitals.timezone }).from(hospitals).where(eq(hospitals.id, h.hospitalId));
  const [dept] = await getDb().select({ id: departments.id }).from(departments).where(eq(departments.hospitalId, h.hospitalId)).limit(1);
  return { ...h, timezone: row.timezone, departmentId: dept.id };
}

let a: Hospital;
let b: Hospital;

beforeAll(async () => {
  a = await hospital();
  b = await hospital();
});

describe("GET /api/dashboard/stats", () => {
  it("starts at zero for a new hospital and answers 401 when signed out", async () => {
    const res = await stats(a.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ totalPatients: 0, activeDoctors: 0, todayAppointments: 0, completedToday: 0 });
    expect((await stats(undefined)).status).toBe(401);
  });

  it("follows the data: patients, doctors and today's appointments in the hospital's time zone", async () => {
    expect(a.timezone).toBe("Africa/Kampala");
    // Two doctors join hospital A; one patient is linked to A, one only to B, one to nobody.
    const d1 = await insertDoctor(a);
    const d2 = await insertDoctor(a);
    const p1 = await insertPatient(a.hospitalId);
    await insertPatient(b.hospitalId);
    await insertPatient(null);
    expect((await stats(a.cookie)).body).toMatchObject({ totalPatients: 1, activeDoctors: 2 });

    // Today (local): 00:00 (the first instant of the day), 10:00 and 11:00; yesterday 23:30 and
    // tomorrow 00:00 local are outside the day.
    const today = localDate(new Date(), a.timezone);
    const midnight = await insertAppointment(a, d1.id, p1, today, "00:00");
    const ten = await insertAppointment(a, d1.id, p1, today, "10:00");
    const eleven = await insertAppointment(a, d2.id, p1, today, "11:00");
    await insertAppointment(a, d1.id, p1, addDays(today, -1), "23:30");
    await insertAppointment(a, d2.id, p1, addDays(today, 1), "00:00");
    expect((await stats(a.cookie)).body).toMatchObject({ todayAppointments: 3, completedToday: 0 });

    // One is completed (still today's), one cancelled and one rejected (no longer counted).
    await setStatus(ten, "completed");
    expect((await stats(a.cookie)).body).toMatchObject({ todayAppointments: 3, completedToday: 1 });
    await setStatus(eleven, "cancelled");
    await setStatus(midnight, "rejected");
    expect((await stats(a.cookie)).body).toMatchObject({ todayAppointments: 1, completedToday: 1 });

    // A deactivated doctor record, then a deactivated doctor account, leave the count.
    await getDb().update(doctors).set({ isActive: false }).where(eq(doctors.id, d1.id));
    expect((await stats(a.cookie)).body.activeDoctors).toBe(1);
    await getDb().update(users).set({ isActive: false }).where(eq(users.id, d2.userId));
    expect((await stats(a.cookie)).body.activeDoctors).toBe(0);

    // Hospital B's figures are its own.
    expect((await stats(b.cookie)).body).toEqual({ totalPatients: 1, activeDoctors: 0, todayAppointments: 0, completedToday: 0 });
  });

  it("ignores ?hospitalId= for everyone but system_admin, who must name one", async () => {
    const own = await stats(b.cookie);
    const asked = await stats(b.cookie, `?hospitalId=${a.hospitalId}`);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual(own.body);

    const sysadmin = await staffUser("system_admin", null);
    const none = await stats(sysadmin.cookie);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Please choose a hospital");
    const chosen = await stats(sysadmin.cookie, `?hospitalId=${a.hospitalId}`);
    expect(chosen.body).toEqual((await stats(a.cookie)).body);
    expect((await stats(sysadmin.cookie, "?hospitalId=HOSP-999")).status).toBe(404);
  });

  it("is open to every staff member of the hospital, a doctor included", async () => {
    const doctor = await staffUser("doctor", a.hospitalId);
    const res = await stats(doctor.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual((await stats(a.cookie)).body);
  });
});

describe("getDashboardStats", () => {
  it("takes today as the hospital's local day, not the UTC day", async () => {
    // 01:00 in Kampala (UTC+3) is 22:00 UTC of the day before: an appointment at 23:30 local the
    // evening before lies on the same UTC day, yet is not "today" for the hospital.
    const h = await hospital();
    const doctor = await insertDoctor(h);
    const patient = await insertPatient(h.hospitalId);
    const now = zonedInstant("2026-03-10", "01:00", h.timezone);
    await insertAppointment(h, doctor.id, patient, "2026-03-09", "23:30");
    await insertAppointment(h, doctor.id, patient, "2026-03-10", "00:30");
    await insertAppointment(h, doctor.id, patient, "2026-03-10", "23:30", "completed");
    const actor: StaffActor = {
      kind: "staff",
      ip: null,
      userId: "test",
      role: "hospital_admin",
      hospitalId: h.hospitalId,
      departmentId: null,
      email: h.adminEmail,
      firstName: null,
      lastName: null,
    };
    expect(await getDashboardStats(actor, undefined, now)).toMatchObject({ todayAppointments: 2, completedToday: 1 });
  });
});
