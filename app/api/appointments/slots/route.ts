import { CLINICAL_ROLES } from "@/lib/auth/roles";
import { route } from "@/lib/http";
import { listSlots } from "@/lib/services/appointments";
import { slotsQuerySchema } from "@/lib/validation/appointment";

// GET /api/appointments/slots?doctorId&date[&duration]: the doctor's 18 slots of that local day.
export const GET = route({ roles: CLINICAL_ROLES, query: slotsQuerySchema }, async ({ actor, query }) => listSlots(actor, query));
