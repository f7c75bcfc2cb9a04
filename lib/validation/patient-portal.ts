import { z } from "zod";

// The patient portal's locked form (public specification section 5; API.md POST /api/patients/verify).

export const BOTH_REQUIRED = "Please enter both your health number and date of birth.";

export const verifyPatientSchema = z.object({
  healthNumber: z.string({ error: BOTH_REQUIRED }).trim().toUpperCase().min(1, { error: BOTH_REQUIRED }).max(40, { error: BOTH_REQUIRED }),
  // Any non-blank text: a malformed date is simply a wrong one (401), never a hint (400).
  dateOfBirth: z.string({ error: BOTH_REQUIRED }).trim().min(1, { error: BOTH_REQUIRED }).max(40, { error: BOTH_REQUIRED }),
});

export type VerifyPatientInput = z.infer<typeof verifyPatientSchema>;
