import { route } from "@/lib/http";
import { reassignAppointment } from "@/lib/services/appointment-reassign";
import { reassignAppointmentSchema } from "@/lib/validation/portal-booking";

// POST /api/appointments/{id}/reassign (added): { doctorId } of the same department; stays
// scheduled for the new doctor; 409 when that doctor is busy then; hospital_admin.
export const POST = route({ roles: ["hospital_admin"], body: reassignAppointmentSchema }, async ({ actor, body, params }) =>
  reassignAppointment(actor, String(params.id), body),
);
