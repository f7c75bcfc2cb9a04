import { route } from "@/lib/http";
import { getHospitalOrThrow } from "@/lib/services/hospitals";

// GET /api/hospitals/{hospitalId}: its own staff and system_admin; another tenant's is 404.
export const GET = route({ roles: [] }, async ({ actor, params }) => getHospitalOrThrow(actor, String(params.hospitalId)));
