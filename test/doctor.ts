import { and, asc, eq } from "drizzle-orm";

import { resolveActor } from "@/lib/auth/actor";
import type { Actor } from "@/lib/auth/actor-types";
import { getDb } from "@/lib/db/client";
import { nextDoctorId, nextHealthNumber } from "@/lib/db/ids";
import { appointments, auditLogs, departments, doctors, hospitals, mailOutbox, notifications, patientHospitals, patients, users } from "@/lib/db/schema";

import { dayBounds, localDate } from "@/lib/time";

import { createHospital } from "./factories";
import { fixturePasswordHash, signIn } from "./staff";

// The doctor portal's world: a hospital with a general, a Pharmacy and a Laboratory department,
// two signed-in doctors, patients linked to the hospital, and appointments inserted directly
// (never through the booking service, so these fixtures depend on nothing under test).

export type DoctorUser = { id: string; userId: string; email: string; cookie: string; firstName: string; lastName: string; departmentId: string };
export type PatientRow = { id: string; firstName: string; lastName: string; email: string | null };
export type Clinic = {
  hospitalId: string;
  timezone: string;
  adminCookie: string;
  adminUserId: string;
  general: string;
  /** null when the hospital was created without one. */
  pharmacy: string | null;
  laboratory: string | null;
  doctors: [DoctorUser, DoctorUser];
  patients: PatientRow[];
};

let n = 0;
const next = () => (n += 1);

/** A doctor user (role doctor) with its doctor record, signed in through POST /api/auth/login. */
export async function addDoctorUser(hospitalId: string, departmentId: string, name = { firstName: "Sarah", lastName: "Namubiru" }): Promise<DoctorUser> {
  const i = next();
  const email = `doctor${i}@doctor-portal.example`;
  const password = "Doctor-Pass1";
  const db = getDb();
  const [user] = await db
    .insert(users)
    .values({ email, username: email, passwordHash: await fixturePasswordHash(password), role: "doctor", hospitalId, departmentId, ...name })
    .returning({ id: users.id });
  const id = await nextDoctorId(db, hospitalId);
  await db.insert(doctors).values({
    id,
    userId: user.id,
    hospitalId,
    departmentId,
    specialization: "General Medicine",
    licenseNumber: `UMDPC/${1000 + i}`,
    qualification: "MBChB, MMed (Internal Medicine)",
  });
  return { id, userId: user.id, email, cookie: await signIn(email, password), departmentId, ...name };
}

/** A patient linked to the hospital (registered there), inserted directly. */
export async function addPatient(
  hospitalId: string,
  overrides: { firstName?: string; lastName?: string; email?: string | null; allergies?: string } = {},
): Promise<PatientRow> {
  const i = next();
  const db = getDb();
  const id = await nextHealthNumber(db, "UG", 2026);
  const row = {
    id,
    firstName: overrides.firstName ?? "Amina",
    lastName: overrides.lastName ?? `Nakato${i}`,
    email: overrides.email === undefined ? `patient${i}@doctor-portal.example` : overrides.email,
  };
  await db.insert(patients).values({
    ...row,
    dateOfBirth: "1990-04-12",
    gender: "female",
    phone: "+256 772 410 233",
    address: "Plot 4, Kira Road",
    countryOfOrigin: "Uganda",
    emergencyContact: "Joseph Okot",
    emergencyPhone: "+256 701 555 020",
    registrationSource: "hospital",
    allergies: overrides.allergies ?? null,
  });
  await db.insert(patientHospitals).values({ patientId: id, hospitalId, source: "registered" });
  return row;
}

/**
 * A hospital (time zone Africa/Kampala) with its administrator's session, two doctors and
 * `patientCount` patients. `withPharmacy: false` leaves out the Pharmacy and Laboratory departments.
 */
export async function clinic(options: { patientCount?: number; withPharmacy?: boolean } = {}): Promise<Clinic> {
  const withPharmacy = options.withPharmacy ?? true;
  const h = await createHospital({
    departments: withPharmacy
      ? [{ name: "General Medicine" }, { name: "Pharmacy" }, { name: "Laboratory" }]
      : [{ name: "General Medicine" }, { name: "Surgery" }],
  });
  const db = getDb();
  const [hospital] = await db.select({ timezone: hospitals.timezone, adminUserId: hospitals.adminUserId }).from(hospitals).where(eq(hospitals.id, h.hospitalId));
  const rows = await db.select({ id: departments.id, name: departments.name }).from(departments).where(eq(departments.hospitalId, h.hospitalId)).orderBy(asc(departments.id));
  const dept = (name: string) => rows.find((r) => r.name === name)?.id ?? null;
  const general = dept("General Medicine")!;
  const first = await addDoctorUser(h.hospitalId, general, { firstName: "Sarah", lastName: "Namubiru" });
  const second = await addDoctorUser(h.hospitalId, general, { firstName: "Peter", lastName: "Okello" });
  const list: PatientRow[] = [];
  for (let i = 0; i < (options.patientCount ?? 3); i++) list.push(await addPatient(h.hospitalId));
  return {
    hospitalId: h.hospitalId,
    timezone: hospital.timezone,
    adminCookie: await signIn(h.adminEmail, h.adminPassword),
    adminUserId: hospital.adminUserId!,
    general,
    pharmacy: dept("Pharmacy"),
    laboratory: dept("Laboratory"),
    doctors: [first, second],
    patients: list,
  };
}

let consultableTop: number | undefined;
let consultableUsed = 0;
/**
 * A start whose consultation is open now (lib/clinical/consultation-window.ts): on the hospital's
 * local today and less than 2 hours ahead. The latest such start is fixed at the file's first call
 * and each call takes the `minutes` before the previous one, so one doctor's appointments never
 * overlap (a latest start taken anew at each call moved with the clock: when a minute passed
 * between two calls, the second overlapped the first by a minute).
 */
export function consultableSlot(timeZone: string, minutes = 5): Date {
  const now = Date.now();
  const day = dayBounds(localDate(new Date(now), timeZone), timeZone);
  consultableTop ??= Math.floor(Math.min(now + 110 * 60_000, day.end.getTime()) / 60_000) * 60_000;
  consultableUsed += minutes;
  const at = consultableTop - consultableUsed * 60_000;
  if (at < day.start.getTime()) throw new Error("No consultable start left today: use fewer appointments per test file");
  return new Date(at);
}

let slot = 0;
/** A distinct future instant (whole hour, days ahead): appointments made with it never overlap. */
export function futureSlot(): Date {
  slot += 1;
  const base = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  return new Date(base + (48 + slot * 2) * 3_600_000);
}

type NewVisit = { doctor: DoctorUser; patientId: string; status?: string; at?: Date; duration?: number; createdBy?: string | null; reason?: string };

/** An appointment of the clinic, inserted directly (scheduled, at a fresh future slot, by default). */
export async function addAppointment(c: Clinic, v: NewVisit): Promise<string> {
  const [row] = await getDb()
    .insert(appointments)
    .values({
      hospitalId: c.hospitalId,
      departmentId: v.doctor.departmentId,
      doctorId: v.doctor.id,
      patientId: v.patientId,
      appointmentDate: v.at ?? futureSlot(),
      duration: v.duration ?? 30,
      status: v.status ?? "scheduled",
      reason: v.reason ?? "Persistent headaches",
      createdBy: v.createdBy === undefined ? c.adminUserId : v.createdBy,
    })
    .returning({ id: appointments.id });
  return row.id;
}

/** The service-level actor of a session cookie, as the route wrapper resolves it. */
export const actorOf = (cookie: string): Promise<Actor> => resolveActor(cookie.split("=").slice(1).join("="), "10.70.0.9");

export async function appointmentRow(id: string) {
  const [row] = await getDb().select().from(appointments).where(eq(appointments.id, id));
  return row;
}

export const auditOf = (action: string, entityId: string) =>
  getDb().select().from(auditLogs).where(and(eq(auditLogs.action, action), eq(auditLogs.entityId, entityId))).orderBy(asc(auditLogs.id));

export const notificationsAbout = (relatedId: string) =>
  getDb().select().from(notifications).where(eq(notifications.relatedId, relatedId)).orderBy(asc(notifications.createdAt), asc(notifications.id));

export const mailsTo = (address: string) => getDb().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(asc(mailOutbox.id));
