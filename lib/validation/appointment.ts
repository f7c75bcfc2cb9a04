import { z } from "zod";

import { APPOINTMENT_DURATIONS, APPOINTMENT_STATUSES } from "@/lib/constants/appointments";

import { hospitalIdField, isCalendarDate, isCalendarInstant, optionalText, safeString, textAtLeast } from "./fields";
import { pageQuerySchema } from "./list";

// Bodies and queries of the appointment endpoints (API.md "Doctors, appointments and diagnoses").

const DURATION_MESSAGE = `Duration must be one of ${APPOINTMENT_DURATIONS.join(", ")} minutes`;

/** Minutes, sent as a number (or its text), one of the form's durations. */
export const durationField = z.coerce
  .number({ error: DURATION_MESSAGE })
  .refine((v) => (APPOINTMENT_DURATIONS as readonly number[]).includes(v), { error: DURATION_MESSAGE });

const INSTANT_MESSAGE = "Date is required";
/** An ISO 8601 instant with an offset (or Z) on a real day; a bare local time is refused as ambiguous. */
export const instantField = safeString({ error: INSTANT_MESSAGE })
  .trim()
  .min(1, { error: INSTANT_MESSAGE })
  .refine(isCalendarInstant, {
    error: "Please give the appointment date as an ISO date and time with an offset",
  })
  .transform((v) => new Date(v));

const dateField = (message: string) => safeString({ error: message }).trim().refine(isCalendarDate, { error: message });

const id = (message: string) => textAtLeast(1, message, 100);

// POST /api/appointments
export const createAppointmentSchema = z.object({
  patientId: id("Patient is required"),
  departmentId: id("Department is required"),
  doctorId: id("Doctor is required"),
  appointmentDate: instantField,
  duration: durationField.default(30),
  reason: textAtLeast(5, "Reason for visit is required", 1000),
  notes: optionalText(2000),
  /** system_admin only: the hospital of the booking (otherwise the actor's own). */
  hospitalId: hospitalIdField,
});
export type CreateAppointmentInput = z.output<typeof createAppointmentSchema>;

// GET /api/appointments/slots
export const slotsQuerySchema = z.object({
  doctorId: id("Doctor is required"),
  date: dateField("Please give the date as YYYY-MM-DD"),
  /** The duration to fit (default one slot): a slot is free when [time, time + duration) is. */
  duration: durationField.optional(),
  hospitalId: hospitalIdField,
  /** The appointment being rescheduled: its own time does not count as taken. */
  exceptId: safeString().trim().min(1).max(100).optional(),
});
export type SlotsQuery = z.output<typeof slotsQuerySchema>;

const STATUS_MESSAGE = `Status must be one of ${APPOINTMENT_STATUSES.join(", ")}`;

// GET /api/appointments
export const listAppointmentsQuerySchema = pageQuerySchema.extend({
  from: dateField("from must be a date (YYYY-MM-DD)").optional(),
  to: dateField("to must be a date (YYYY-MM-DD)").optional(),
  status: z.enum(APPOINTMENT_STATUSES, { error: STATUS_MESSAGE }).optional(),
  doctorId: safeString().trim().min(1).max(100).optional(),
  hospitalId: hospitalIdField,
});
export type ListAppointmentsQuery = z.output<typeof listAppointmentsQuerySchema>;

// PATCH /api/appointments/{id}: cancel, or move to another time.
export const updateAppointmentSchema = z.union(
  [
    z.object({ status: z.literal("cancelled", { error: "Only cancellation can be requested here" }) }),
    z.object({ appointmentDate: instantField, duration: durationField.default(30) }),
  ],
  { error: "Send { status: \"cancelled\" } or { appointmentDate, duration }" },
);
export type UpdateAppointmentInput = z.output<typeof updateAppointmentSchema>;

export const REJECT_REASON_MESSAGE = "Please give a reason for rejecting the appointment";

// PATCH /api/doctor/appointments/{id}/respond
export const respondAppointmentSchema = z
  .object({
    action: z.enum(["accept", "reject"], { error: "Action must be accept or reject" }),
    reason: optionalText(1000),
  })
  .refine((v) => v.action !== "reject" || !!v.reason, { error: REJECT_REASON_MESSAGE, path: ["reason"] });
export type RespondAppointmentInput = z.output<typeof respondAppointmentSchema>;
