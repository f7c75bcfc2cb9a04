import { route } from "@/lib/http";
import { registerHospital } from "@/lib/services/hospitals";
import { registerHospitalSchema } from "@/lib/validation/hospital";

// POST /api/hospitals/register: a hospital registers itself (public).
export const POST = route({ body: registerHospitalSchema, status: 201 }, async ({ actor, body }) => registerHospital(actor, body));
