import { CLINICAL_ROLES } from "@/lib/auth/roles";
import { route } from "@/lib/http";
import { linkPatient } from "@/lib/services/patient-links";
import { linkPatientSchema } from "@/lib/validation/patient-link";

// POST /api/patients/{id}/link (added): the patient's date of birth or portal code links them to
// the actor's hospital; 404 for an unknown number, a wrong date or a wrong code alike.
export const POST = route({ roles: CLINICAL_ROLES, body: linkPatientSchema, status: 201 }, async ({ actor, params, body }) =>
  linkPatient(actor, String(params.id ?? ""), body),
);
