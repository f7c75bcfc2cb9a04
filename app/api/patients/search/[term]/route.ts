import { route } from "@/lib/http";
import { CLINICAL_ROLES } from "@/lib/auth/roles";
import { searchPatients } from "@/lib/services/patient-directory";

// GET /api/patients/search/{term}: the scheduling picker (2+ characters, at most 20 matches).
export const GET = route({ roles: CLINICAL_ROLES }, async ({ actor, params }) => searchPatients(actor, String(params.term ?? "")));
