import { and, eq, gte, lt, sql } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { SLOT_TIMES } from "@/lib/constants/appointments";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { appointments } from "@/lib/db/schema";
import { notFound, ServiceError } from "@/lib/errors";
import { addDays, localDate, zonedInstant } from "@/lib/time";
import type { PublicSlotsQuery } from "@/lib/validation/public-slots";

import { ACTIVE, MAX_DURATION_MS } from "./appointment-rules";
import { DIRECTORY_SLOT_MINUTES, earliestBookable, takesBookingsSql } from "./doctor-availability";
import { IS_LISTED, LISTED_DOCTORS_FROM } from "./public-directory";

// One doctor's slots of one local day for the public and the patient's self-booking (issue 18;
// GET /api/public/doctors/{id}/slots, /patient-portal/book). The rules are the directory's
// (doctor-availability.ts), so that the first slot offered here is the doctor's next available
// slot there, and the ones the booking (portal-booking.ts) accepts: the SLOT_TIMES grid of the
// hospital's local day, DIRECTORY_SLOT_MINUTES long; a slot is free when no active (scheduled or
// accepted) appointment of the doctor overlaps it (the staff slot list's query, appointments.ts
// listSlots, over appointments_doctor_active_idx), it starts at least MIN_BOOKING_LEAD_MINUTES
// from now, and the hospital takes bookings (its trial or paid period runs).

/** How far ahead a patient may look and book: local days after the hospital's today. */
export const SLOT_DAYS_AHEAD = 30;

export const PAST_DATE_MESSAGE = "That day has passed: please choose today or a later date.";
export const FAR_DATE_MESSAGE = `Appointments can be booked up to ${SLOT_DAYS_AHEAD} days ahead: please choose an earlier date.`;

export type PublicSlot = {
  /** HH:MM, the hospital's local time. */
  time: string;
  /** ISO instant: what POST /api/portal/appointments takes as `appointmentDate`. */
  startsAt: string;
  available: boolean;
};

/** A doctor the directory lists, with what the booking page shows of them: public fields only. */
export type BookableDoctor = {
  id: string;
  firstName: string;
  lastName: string;
  specialization: string;
  departmentName: string;
  hospitalId: string;
  hospitalName: string;
  city: string;
  country: string;
  timezone: string;
  /** Whether the hospital takes bookings now (its trial or paid period runs). */
  takesBookings: boolean;
  /** The hospital's local today and the last day a booking may be made for (YYYY-MM-DD). */
  today: string;
  lastDay: string;
};

type DoctorRow = Omit<BookableDoctor, "today" | "lastDay">;

/**
 * The doctor when the directory lists them (public-directory.ts IS_LISTED), else null.
 */
export async function findBookableDoctor(db: DbOrTx, doctorId: string, now: Date): Promise<BookableDoctor | null> {
  const [row] = await queryRows<DoctorRow>(
    db,
    sql`select d.id as "id", coalesce(u.first_name, '') as "firstName", coalesce(u.last_name, '') as "lastName",
        d.specialization as "specialization", dep.name as "departmentName", d.hospital_id as "hospitalId",
        h.name as "hospitalName", h.city as "city", h.country as "country", h.timezone as "timezone",
        ${takesBookingsSql(now)} as "takesBookings"
      from ${LISTED_DOCTORS_FROM}
      where d.id = ${doctorId} and ${IS_LISTED}
      limit 1`,
  );
  if (!row) return null;
  const today = localDate(now, row.timezone);
  return { ...row, takesBookings: Boolean(row.takesBookings), today, lastDay: addDays(today, SLOT_DAYS_AHEAD) };
}

/** The public booking page's and the slot endpoint's doctor: 404 "Doctor not found" unless listed. */
export async function getBookableDoctor(_actor: Actor, doctorId: string, now = new Date()): Promise<BookableDoctor> {
  const doctor = await findBookableDoctor(getDb(), doctorId, now);
  if (!doctor) throw notFound("Doctor");
  return doctor;
}

/** Why `date` cannot be booked at this doctor's hospital (past, or too far ahead), or null. */
export function slotDateProblem(doctor: Pick<BookableDoctor, "today" | "lastDay">, date: string): string | null {
  // YYYY-MM-DD strings compare as the days they name.
  if (date < doctor.today) return PAST_DATE_MESSAGE;
  if (date > doctor.lastDay) return FAR_DATE_MESSAGE;
  return null;
}

/** The doctor's slots of the local day `date` (already checked by slotDateProblem). */
export async function readDoctorSlots(db: DbOrTx, doctor: BookableDoctor, date: string, now: Date): Promise<PublicSlot[]> {
  const length = DIRECTORY_SLOT_MINUTES * 60_000;
  const starts = SLOT_TIMES.map((time) => ({ time, start: zonedInstant(date, time, doctor.timezone) }));
  const first = starts[0].start;
  const last = new Date(starts[starts.length - 1].start.getTime() + length);
  // As listSlots: the doctor's active rows that may overlap the day's grid, over appointments_doctor_active_idx.
  const taken = doctor.takesBookings
    ? await db
        .select({ start: appointments.appointmentDate, duration: appointments.duration })
        .from(appointments)
        .where(
          and(
            eq(appointments.doctorId, doctor.id),
            eq(appointments.hospitalId, doctor.hospitalId),
            ACTIVE,
            gte(appointments.appointmentDate, new Date(first.getTime() - MAX_DURATION_MS)),
            lt(appointments.appointmentDate, last),
          ),
        )
    : [];
  const earliest = earliestBookable(now).getTime();
  return starts.map(({ time, start }) => {
    const from = start.getTime();
    const to = from + length;
    // Half-open ranges, as the exclusion constraint compares them.
    const busy = taken.some((a) => a.start.getTime() < to && a.start.getTime() + a.duration * 60_000 > from);
    return { time, startsAt: start.toISOString(), available: doctor.takesBookings && from >= earliest && !busy };
  });
}

// GET /api/public/doctors/{id}/slots: anyone; the listed doctor's slots of one local day, from the
// hospital's today to SLOT_DAYS_AHEAD days ahead (400 otherwise); 404 when the directory does not list the doctor.
export async function listPublicSlots(_actor: Actor, doctorId: string, query: PublicSlotsQuery, now = new Date()): Promise<PublicSlot[]> {
  const db = getDb();
  const doctor = await findBookableDoctor(db, doctorId, now);
  if (!doctor) throw notFound("Doctor");
  const problem = slotDateProblem(doctor, query.date);
  if (problem) throw new ServiceError(400, problem, { date: problem });
  return readDoctorSlots(db, doctor, query.date, now);
}
