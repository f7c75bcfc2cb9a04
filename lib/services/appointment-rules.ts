import { and, eq, ne, sql } from "drizzle-orm";

import { getDb, type DbOrTx } from "@/lib/db/client";
import { appointments, doctors, hospitals, users } from "@/lib/db/schema";
import { notFound, pgConstraint, pgErrorCode, ServiceError } from "@/lib/errors";
import { queueMail, type MailMessage } from "@/lib/mail";
import { localDate } from "@/lib/time";

import type { AppointmentView } from "./appointment-types";
import { selectAppointmentViews } from "./appointment-view";
import { notify, type NewNotice, type Recipient } from "./notifications";

// What booking and changing an appointment share: messages, the overlap predicate of the
// exclusion constraints, the 409 that names a clash, deadlock retries and the notices to both parties.

export const PAST = "Appointment date cannot be in the past";
export const INVALID_DOCTOR = "Please select a valid doctor";
export const WRONG_DEPARTMENT = "The doctor does not work in this department";
export const PATIENT_UNAVAILABLE = "The patient is not available at that time";
export const NOT_ACTIVE = (verb: string) => `Only scheduled or accepted appointments can be ${verb}`;
/** The longest appointment (appointments_duration_check): bounds the index range of an overlap search. */
export const MAX_DURATION_MS = 480 * 60_000;

/** The predicate of the partial indexes and of the exclusion constraints, word for word. */
export const ACTIVE = sql`${appointments.status} in ('scheduled', 'accepted')`;
export const slotOf = (start: Date, minutes: number) =>
  sql`appointment_slot(${start.toISOString()}::timestamptz, ${minutes}::int)`;
export const overlapping = (start: Date, minutes: number) =>
  sql`appointment_slot(${appointments.appointmentDate}, ${appointments.duration}) && ${slotOf(start, minutes)}`;

export const pastError = () => new ServiceError(400, PAST, { appointmentDate: PAST });
export const appointmentNotFound = () => notFound("Appointment");
export const localTime = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);
export const when = (at: Date, timeZone: string) => `${localDate(at, timeZone)} at ${localTime(at, timeZone)}`;
export const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ");

export async function hospitalOf(db: DbOrTx, hospitalId: string) {
  const [hospital] = await db
    .select({ name: hospitals.name, timezone: hospitals.timezone })
    .from(hospitals)
    .where(eq(hospitals.id, hospitalId))
    .limit(1);
  if (!hospital) throw notFound("Hospital");
  return hospital;
}

/**
 * A deadlock is how PostgreSQL may settle two transactions inserting conflicting rows into one
 * exclusion constraint at the same instant: the loser is retried, and then sees the winner's row.
 */
export async function retryingDeadlocks<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (pgErrorCode(error) !== "40P01" || attempt >= attempts) throw error;
      // Bookings lock their parties first (lockBookingParties), so this should not happen: say so.
      console.warn(`[db] deadlock detected; retrying (attempt ${attempt + 1} of ${attempts})`);
    }
  }
}

/**
 * Serialises the bookings and moves that involve one doctor or one patient: each transaction
 * takes both advisory locks in one order, so two bookings of one patient with two doctors queue
 * instead of deadlocking on each other's exclusion-constraint check; the later one then meets
 * the committed row and gets its 409. Held until the transaction ends.
 */
export async function lockBookingParties(tx: DbOrTx, doctorId: string, patientId: string): Promise<void> {
  const keys = [`appointment-doctor:${doctorId}`, `appointment-patient:${patientId}`].sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export type Clash = { doctorId: string; patientId: string; start: Date; minutes: number; timeZone: string; exceptId?: string };

/**
 * 409 naming the active appointment an exclusion violation (23P01) ran into, looked up after the
 * rollback in the hospital's local time; null for any other error.
 */
export async function overlapError(error: unknown, clash: Clash): Promise<ServiceError | null> {
  if (pgErrorCode(error) !== "23P01") return null;
  const byPatient = pgConstraint(error) === "appointments_patient_no_overlap";
  // The patient's other appointment may be at another hospital: its time is not this one's to know.
  if (byPatient) return new ServiceError(409, PATIENT_UNAVAILABLE, { appointmentDate: PATIENT_UNAVAILABLE });
  const [other] = await getDb()
    .select({ appointmentDate: appointments.appointmentDate, duration: appointments.duration, firstName: users.firstName, lastName: users.lastName })
    .from(appointments)
    .innerJoin(doctors, and(eq(doctors.id, appointments.doctorId), eq(doctors.hospitalId, appointments.hospitalId)))
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(
      and(
        eq(appointments.doctorId, clash.doctorId),
        ACTIVE,
        overlapping(clash.start, clash.minutes),
        clash.exceptId ? ne(appointments.id, clash.exceptId) : undefined,
      ),
    )
    .orderBy(appointments.appointmentDate)
    .limit(1);
  const who = other ? `Dr. ${fullName(other.firstName, other.lastName)}` : "The doctor";
  if (!other) return new ServiceError(409, `${who} already has an appointment at this time`, { appointmentDate: `${who} already has an appointment at this time` });
  const end = new Date(other.appointmentDate.getTime() + other.duration * 60_000);
  const tz = clash.timeZone;
  const message = `${who} already has an appointment from ${localTime(other.appointmentDate, tz)} to ${localTime(end, tz)} on ${localDate(other.appointmentDate, tz)}`;
  return new ServiceError(409, message, { appointmentDate: message });
}

export async function viewOf(id: string): Promise<AppointmentView> {
  const [view] = await selectAppointmentViews(getDb(), eq(appointments.id, id), { limit: 1 });
  if (!view) throw appointmentNotFound();
  return view;
}

export type Party = { to: Recipient; email: string | null };

/**
 * The same notice to the doctor and the patient, and a mail of it to each address there is.
 * NOTE: notices name people and times only, never the reason or notes: they travel by mail.
 */
export async function tellBoth(tx: DbOrTx, parties: Party[], notices: NewNotice[], subject: string): Promise<string[]> {
  await notify(tx, parties.map((party, i) => ({ to: party.to, notice: notices[i] })));
  const mails: MailMessage[] = parties.flatMap((party, i) => (party.email ? [{ to: party.email, subject, text: notices[i].message }] : []));
  const ids: string[] = [];
  for (const mail of mails) ids.push(await queueMail(tx, mail));
  return ids;
}

