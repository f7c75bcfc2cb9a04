import { patientReader, route } from "@/lib/http";
import { CLINICAL_ROLES } from "@/lib/auth/roles";
import { resolvePatientId } from "@/lib/services/patient-merge";
import { getPatientRecord } from "@/lib/services/patient-records";
import { updatePatient } from "@/lib/services/patients";
import { updatePatientSchema } from "@/lib/validation/patient-staff";

// GET /api/patients/{id}: the portal's record, for that patient's portal session or staff of a linked hospital.
export const GET = route({}, async ({ req, actor, params }) => {
  // A merged record's old number (an alias) answers the record it was merged into.
  const id = await resolvePatientId(String(params.id));
  return getPatientRecord(await patientReader(req, actor, id), id);
});

// PATCH /api/patients/{id} (added): the staff edit, with the dialog's rules; blanked optional fields are cleared.
export const PATCH = route({ roles: CLINICAL_ROLES, body: updatePatientSchema }, async ({ actor, body, params }) =>
  updatePatient(actor, String(params.id), body),
);
