import { route } from "@/lib/http";
import { publicJson } from "@/lib/services/public-cache";
import { getPublicHospital } from "@/lib/services/public-hospitals";

// GET /api/public/hospitals/{hospitalId}: anyone; an active hospital's public fields, active
// departments and first doctors with their next available slot; 404 unknown or deactivated.
export const GET = route({}, async ({ actor, params }) => publicJson(await getPublicHospital(actor, String(params.hospitalId))));
