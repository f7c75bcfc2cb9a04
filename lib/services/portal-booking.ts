import { and, eq, gt, sql } from "drizzle-orm";

import type { Actor, PatientActor } from "@/lib/auth/actor-types";
import { SLOT_TIMES } from "@/lib/constants/appointments";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { appointments, departments, doctors, hospitals, users } from "@/lib/db/schema";
import { forbidden, notFound, notSignedIn, ServiceError } from "@/lib/errors";
import { subscriptionEndedReason } from "@/lib/subscription";
import type { BookPortalAppointmentInput } from "@/lib/validation/portal-booking";

import { localTime } from "./appointment-rules";
import type { AppointmentView } from "./appointment-types";
import { bookInScope } from "./appointments";
import { MIN_BOOKING_LEAD_MINUTES } from "./doctor-availability";

// The lead time is the directory's (doctor-availability.ts), so that a slot it offers is one this accepts.
export { MIN_BOOKING_LEAD_MINUTES };

// Patient self-booking (issue 18, item 2): a patient with a portal session books one of a doctor's
// free slots. The booking goes through bookInScope, as staff booking does: the same checks, the
// same locks and the same exclusion constraints (of 200 patients racing for one slot, exactly one
// gets it; the others 409). What only the portal adds: the hospital and the department are the
// doctor's; the booking links the patient to that hospital (source "booked"); at most
// MAX_PENDING_REQUESTS requests awaiting an answer per patient across the network, counted while
// every booking of the patient waits on the patient's lock; no slot less than an hour ahead.

/** Future requests awaiting the doctor's answer (`scheduled`) one patient may hold, network-wide. */
export const MAX_PENDING_REQUESTS = 3;

export const LEAD_TIME_MESSAGE = "Please choose a slot at least 1 hour from now: sooner, please call the hospital.";
export const NOT_A_SLOT_MESSAGE = `Please choose one of the doctor's slots (every 30 minutes from ${SLOT_TIMES[0]} to ${SLOT_TIMES[SLOT_TIMES.length - 1]}, the hospital's time).`;
export const TOO_MANY_PENDING_MESSAGE = `You already have ${MAX_PENDING_REQUESTS} appointment requests waiting for a doctor's answer. Please wait for an answer, or cancel one, before booking another.`;
export const NOT_BOOKABLE_MESSAGE = "This hospital is not taking online bookings at the moment. Please call the hospital.";

/** The patient of a portal session: 401 signed out, 403 for staff and health workers. */
export function requirePortalPatient(actor: Actor): PatientActor {
  if (actor.kind === "anonymous") throw notSignedIn();
  if (actor.kind !== "patient") throw forbidden();
  return actor;
}

/**
 * The doctor as the public may book them: active, with an active account, in an active department
 * of an active hospital. Anything else is simply not found.
 */
async function bookableDoctor(doctorId: string) {
  const [doctor] = await getDb()
    .select({ hospitalId: doctors.hospitalId, departmentId: departments.id, timezone: hospitals.timezone })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .innerJoin(hospitals, eq(hospitals.id, doctors.hospitalId))
    .innerJoin(departments, and(eq(departments.id, doctors.departmentId), eq(departments.hospitalId, doctors.hospitalId)))
    .where(and(eq(doctors.id, doctorId), eq(doctors.isActive, true), eq(users.isActive, true), eq(hospitals.isActive, true), eq(departments.isActive, true)))
    .limit(1);
  if (!doctor) throw notFound("Doctor");
  return doctor;
}

/** In the booking's transaction: a deactivated hospital, or one whose subscription ended, takes no booking. */
async function assertTakesBookings(tx: DbOrTx, hospitalId: string, now: Date): Promise<void> {
  const [hospital] = await tx
    .select({ isActive: hospitals.isActive, subscriptionStatus: hospitals.subscriptionStatus, trialExpiresAt: hospitals.trialExpiresAt, paidUntil: hospitals.paidUntil })
    .from(hospitals)
    .where(eq(hospitals.id, hospitalId))
    .limit(1);
  if (!hospital?.isActive) throw notFound("Doctor");
  if (subscriptionEndedReason(hospital, now)) throw new ServiceError(409, NOT_BOOKABLE_MESSAGE);
}

/**
 * The pending-request limit, read while this transaction holds the patient's booking lock
 * (lockBookingParties): every other booking or move of the patient waits for it, so ten
 * concurrent requests of one patient are counted one after the other and at most the limit pass.
 */
async function assertPendingLimit(tx: DbOrTx, patientId: string, now: Date): Promise<void> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.patientId, patientId), eq(appointments.status, "scheduled"), gt(appointments.appointmentDate, now)));
  if (Number(row?.n ?? 0) >= MAX_PENDING_REQUESTS) {
    throw new ServiceError(429, TOO_MANY_PENDING_MESSAGE, undefined, undefined, { code: "too_many_pending" });
  }
}

// POST /api/portal/appointments (added): the portal patient books a doctor's free slot with a
// reason; 201 Appointment `scheduled` for the doctor to accept or reject, 409 when the slot is taken.
export async function bookPortalAppointment(actor: Actor, input: BookPortalAppointmentInput, now = new Date()): Promise<AppointmentView> {
  const patient = requirePortalPatient(actor);
  const doctor = await bookableDoctor(input.doctorId);
  const start = input.appointmentDate;
  if (start.getTime() < now.getTime() + MIN_BOOKING_LEAD_MINUTES * 60_000) {
    throw new ServiceError(400, LEAD_TIME_MESSAGE, { appointmentDate: LEAD_TIME_MESSAGE });
  }
  // A slot is a listed one: on the half hour, between the first and the last slot of the local day.
  if (start.getUTCSeconds() !== 0 || start.getUTCMilliseconds() !== 0 || !SLOT_TIMES.includes(localTime(start, doctor.timezone))) {
    throw new ServiceError(400, NOT_A_SLOT_MESSAGE, { appointmentDate: NOT_A_SLOT_MESSAGE });
  }
  return bookInScope(
    {
      actor: patient,
      hospitalId: doctor.hospitalId,
      createdBy: null,
      link: "create",
      assertWritable: (tx) => assertTakesBookings(tx, doctor.hospitalId, now),
      underLock: (tx) => assertPendingLimit(tx, patient.patientId, now),
      auditDetails: { via: "portal" },
    },
    {
      patientId: patient.patientId,
      departmentId: doctor.departmentId,
      doctorId: input.doctorId,
      appointmentDate: start,
      duration: input.duration,
      reason: input.reason,
      notes: undefined,
    },
  );
}
