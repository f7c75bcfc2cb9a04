import { z } from "zod";

import { durationField, instantField } from "./appointment";
import { hospitalIdField, safeString, textAtLeast } from "./fields";
import { pageQuerySchema } from "./list";

// Bodies and queries of the patient's self-booking, the portal's appointments and the
// administrators' unanswered requests (issue 18; API.md "Public directory and patient booking").

const id = (message: string) => textAtLeast(1, message, 100);

// POST /api/portal/appointments: the hospital and the department are the doctor's, never the body's.
export const bookPortalAppointmentSchema = z.object({
  doctorId: id("Please choose a doctor"),
  appointmentDate: instantField,
  duration: durationField.default(30),
  reason: textAtLeast(5, "Please tell the doctor the reason for your visit (at least 5 characters)", 1000),
});
export type BookPortalAppointmentInput = z.output<typeof bookPortalAppointmentSchema>;

export const PORTAL_APPOINTMENT_PERIODS = ["upcoming", "past"] as const;

// GET /api/portal/appointments: upcoming (soonest first) or past (newest first), paged.
export const portalAppointmentsQuerySchema = pageQuerySchema.extend({
  period: z.enum(PORTAL_APPOINTMENT_PERIODS, { error: "period must be upcoming or past" }).default("upcoming"),
});
export type PortalAppointmentsQuery = z.output<typeof portalAppointmentsQuerySchema>;

// GET /api/appointments/unanswered (system_admin names the hospital).
export const unansweredQuerySchema = pageQuerySchema.extend({ hospitalId: hospitalIdField });
export type UnansweredQuery = z.output<typeof unansweredQuerySchema>;

// POST /api/appointments/{id}/reassign
export const reassignAppointmentSchema = z.object({
  doctorId: safeString({ error: "Please choose the doctor to reassign the request to" })
    .trim()
    .min(1, { error: "Please choose the doctor to reassign the request to" })
    .max(100, { error: "Please choose the doctor to reassign the request to" }),
});
export type ReassignAppointmentInput = z.output<typeof reassignAppointmentSchema>;
