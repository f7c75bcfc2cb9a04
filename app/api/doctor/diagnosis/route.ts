import { route } from "@/lib/http";
import { createDiagnosis } from "@/lib/services/diagnoses";
import { createDiagnosisSchema } from "@/lib/validation/diagnosis";

// POST /api/doctor/diagnosis: 201 the diagnosis; completes the accepted appointment and writes
// the patient's medical record in the same transaction.
export const POST = route({ roles: ["doctor"], body: createDiagnosisSchema, status: 201 }, async ({ actor, body }) =>
  createDiagnosis(actor, body),
);
