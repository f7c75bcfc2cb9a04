import { CLINICAL_ROLES } from "@/lib/auth/roles";
import { route } from "@/lib/http";
import { updateAppointment } from "@/lib/services/appointment-changes";
import { updateAppointmentSchema } from "@/lib/validation/appointment";

// PATCH /api/appointments/{id}: { status: "cancelled" } or { appointmentDate, duration }; 409 on overlap.
export const PATCH = route({ roles: CLINICAL_ROLES, body: updateAppointmentSchema }, async ({ actor, body, params }) =>
  updateAppointment(actor, String(params.id), body),
);
