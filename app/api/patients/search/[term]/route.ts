import { CLINICAL_ROLES } from "@/lib/auth/roles";
import { route } from "@/lib/http";
import { searchPatients } from "@/lib/services/patient-directory";
import { patientSearchQuerySchema } from "@/lib/validation/patient-link";

// GET /api/patients/search/{term}: the scheduling picker (2+ characters, at most 20 matches); an
// unlinked patient only by exact health number and `dateOfBirth`.
export const GET = route({ roles: CLINICAL_ROLES, query: patientSearchQuerySchema }, async ({ actor, params, query }) =>
  searchPatients(actor, String(params.term ?? ""), query.dateOfBirth),
);
