import { route } from "@/lib/http";
import { markNoShow, NO_SHOW_ROLES } from "@/lib/services/appointment-no-show";

// PATCH /api/doctor/appointments/{id}/no-show (added): the doctor of the appointment or the
// hospital administrator records that the patient did not come; 409 before the start time or
// on an appointment that is no longer active.
export const PATCH = route({ roles: NO_SHOW_ROLES }, async ({ actor, params }) => markNoShow(actor, String(params.id)));
