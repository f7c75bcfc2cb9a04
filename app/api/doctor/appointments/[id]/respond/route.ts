import { route } from "@/lib/http";
import { respondToAppointment } from "@/lib/services/doctor-portal";
import { respondAppointmentSchema } from "@/lib/validation/appointment";

// PATCH /api/doctor/appointments/{id}/respond: accept, or reject with a reason, one of the
// doctor's own pending appointments; 409 when it is no longer pending.
export const PATCH = route({ roles: ["doctor"], body: respondAppointmentSchema }, async ({ actor, body, params }) =>
  respondToAppointment(actor, String(params.id), body),
);
