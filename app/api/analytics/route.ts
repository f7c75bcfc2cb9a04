import { route } from "@/lib/http";
import { getHospitalAnalytics } from "@/lib/services/hospital-analytics";
import { analyticsQuerySchema } from "@/lib/validation/analytics";

// GET /api/analytics?from&to: the hospital's analytics over local calendar days (`to` inclusive,
// this month by default); system_admin names the hospital with ?hospitalId=.
export const GET = route({ roles: ["hospital_admin", "system_admin"], query: analyticsQuerySchema }, async ({ actor, query }) => getHospitalAnalytics(actor, query));
