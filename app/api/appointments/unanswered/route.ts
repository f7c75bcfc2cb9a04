import { route } from "@/lib/http";
import { listUnansweredRequests } from "@/lib/services/unanswered-requests";
import { unansweredQuerySchema } from "@/lib/validation/portal-booking";

// GET /api/appointments/unanswered (added): requests the doctor has not answered in time, each
// with the doctors it could be reassigned to; hospital_admin, system_admin with ?hospitalId.
export const GET = route({ roles: ["hospital_admin", "system_admin"], query: unansweredQuerySchema }, async ({ actor, query }) =>
  listUnansweredRequests(actor, query),
);
