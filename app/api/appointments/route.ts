import { CLINICAL_ROLES } from "@/lib/auth/roles";
import { route } from "@/lib/http";
import { bookAppointment, listAppointments } from "@/lib/services/appointments";
import { createAppointmentSchema, listAppointmentsQuerySchema } from "@/lib/validation/appointment";

// GET /api/appointments: the hospital's appointments (?from&to local days, status, doctorId; system_admin ?hospitalId).
export const GET = route({ roles: CLINICAL_ROLES, query: listAppointmentsQuerySchema }, async ({ actor, query }) =>
  listAppointments(actor, query),
);

// POST /api/appointments: book a slot; 201 Appointment, 409 when it overlaps the doctor's or the patient's.
export const POST = route({ roles: CLINICAL_ROLES, body: createAppointmentSchema, status: 201 }, async ({ actor, body }) =>
  bookAppointment(actor, body),
);
