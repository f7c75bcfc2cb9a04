import { route } from "@/lib/http";
import { confirmDiagnosis } from "@/lib/services/diagnoses";
import { confirmDiagnosisSchema } from "@/lib/validation/diagnosis";

// PATCH /api/doctor/diagnosis/{id}/confirm: confirms the doctor's diagnosis once and routes the
// prescription (pharmacy or laboratory task, or a notification to the patient).
export const PATCH = route({ roles: ["doctor"], body: confirmDiagnosisSchema }, async ({ actor, body, params }) =>
  confirmDiagnosis(actor, String(params.id), body),
);
