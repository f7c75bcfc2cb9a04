import { z } from "zod";

// POST /api/patients/{id}/link and the picker's date of birth: what the patient gives at the desk.

export const LINK_PROOF_REQUIRED = "Enter the patient's date of birth or the consent code from their portal";
export const DATE_OF_BIRTH_FORMAT = "Date of birth must be a date (YYYY-MM-DD)";
export const CONSENT_CODE_FORMAT = "The consent code has 6 letters and digits";

/** A date's shape only: an impossible or wrong date simply matches no patient (404, never a hint). */
export const dateOfBirthProof = z
  .string({ error: DATE_OF_BIRTH_FORMAT })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_OF_BIRTH_FORMAT });

export const consentCodeProof = z
  .string({ error: CONSENT_CODE_FORMAT })
  .trim()
  .toUpperCase()
  .transform((code) => code.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^[A-Z0-9]{6}$/, { error: CONSENT_CODE_FORMAT }));

export const linkPatientSchema = z
  .object({ dateOfBirth: dateOfBirthProof.optional(), consentCode: consentCodeProof.optional() })
  .refine((body) => Boolean(body.dateOfBirth) !== Boolean(body.consentCode), { error: LINK_PROOF_REQUIRED, path: ["dateOfBirth"] });

export type LinkPatientInput = z.output<typeof linkPatientSchema>;

export const patientSearchQuerySchema = z.object({
  dateOfBirth: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(dateOfBirthProof.optional()),
});
