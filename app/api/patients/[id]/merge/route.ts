import { route } from "@/lib/http";
import { mergePatients } from "@/lib/services/patient-merge";
import { mergePatientSchema } from "@/lib/validation/patient-merge";

// POST /api/patients/{id}/merge (added): the hospital administrator folds `duplicateId` into {id};
// the duplicate's number stays as an alias of {id}.
export const POST = route({ roles: ["hospital_admin"], body: mergePatientSchema }, async ({ actor, body, params }) =>
  mergePatients(actor, String(params.id), body),
);
