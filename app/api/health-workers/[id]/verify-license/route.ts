import { route } from "@/lib/http";
import { verifyLicense } from "@/lib/services/employment-end";

// POST /api/health-workers/{healthWorkerId}/verify-license (added): the employer's administrator or
// system_admin; 409 when the worker has no license number.
export const POST = route({ roles: ["hospital_admin", "system_admin"] }, async ({ actor, params }) => verifyLicense(actor, String(params.id)));
