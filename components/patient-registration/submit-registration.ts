import { apiRequest } from "@/lib/api-client";
import type { PatientInput } from "@/lib/validation/patient-fields";

export type RegisteredPatient = { id: string };

// POST /api/patients without a staff session: a self-registration (source "self"). The validated
// input is sent, so height and weight go as numbers, insurance is null unless insured and biometric
// info is present only with consent; hasInsurance tells the server to keep the insurance object.
export function submitRegistration(input: PatientInput): Promise<RegisteredPatient> {
  return apiRequest<RegisteredPatient>("/api/patients", {
    method: "POST",
    body: { ...input, hasInsurance: input.insurance !== null },
  });
}
