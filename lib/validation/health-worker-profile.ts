import { z } from "zod";

import { safeString, textAtLeast } from "./fields";

// The worker's own edits in the portal (API.md PATCH /api/health-worker/profile and POST
// /api/health-worker/password, added), with the public registration form's rules (specification
// section 5): phone at least 10 characters, skills at least 5, languages at least 2, the password
// at least 8 with an upper-case letter, a lower-case letter and a digit.

export const SKILLS_MESSAGE = "Skills must be at least 5 characters";
export const LANGUAGES_MESSAGE = "Languages must be at least 2 characters";

/**
 * A list typed as comma-separated text (the form) or sent as an array (API clients): trimmed,
 * blanks dropped, duplicates (any case) dropped; the text of the list must reach `min` characters.
 */
function listField(min: number, message: string) {
  return z
    .union([safeString({ error: message }).transform((text) => text.split(",")), z.array(safeString({ error: message }), { error: message })], {
      error: message,
    })
    .transform((items) => {
      const seen = new Set<string>();
      return items.map((s) => s.trim()).filter((s) => s && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
    })
    .refine((items) => items.join(", ").length >= min, { error: message })
    .refine((items) => items.length <= 30 && items.every((s) => s.length <= 60), { error: "At most 30 entries of 60 characters each" });
}

export const updateWorkerProfileSchema = z
  .object({
    phone: textAtLeast(10, "Phone number must be at least 10 characters", 30).optional(),
    skills: listField(5, SKILLS_MESSAGE).optional(),
    languages: listField(2, LANGUAGES_MESSAGE).optional(),
    isPublicProfile: z.boolean({ error: "Public profile must be on or off" }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: "Nothing to update" });

export type UpdateWorkerProfileInput = z.infer<typeof updateWorkerProfileSchema>;
export type UpdateWorkerProfileFormValues = z.input<typeof updateWorkerProfileSchema>;

export const PASSWORD_RULES = {
  length: "Password must be at least 8 characters",
  upper: "Password must contain at least one uppercase letter",
  lower: "Password must contain at least one lowercase letter",
  digit: "Password must contain at least one number",
} as const;
export const PASSWORDS_DIFFER = "Passwords do not match";
export const CURRENT_REQUIRED = "Current password is required";

/** The public form's password rule: 8 characters with an upper-case letter, a lower-case letter and a digit. */
export const newPasswordField = z
  .string({ error: PASSWORD_RULES.length })
  .min(8, { error: PASSWORD_RULES.length })
  .max(128, { error: "Password must be at most 128 characters" })
  .regex(/[A-Z]/, { error: PASSWORD_RULES.upper })
  .regex(/[a-z]/, { error: PASSWORD_RULES.lower })
  .regex(/\d/, { error: PASSWORD_RULES.digit });

export const changeWorkerPasswordSchema = z
  .object({
    currentPassword: z.string({ error: CURRENT_REQUIRED }).min(1, { error: CURRENT_REQUIRED }).max(200, { error: CURRENT_REQUIRED }),
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: PASSWORDS_DIFFER }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { error: PASSWORDS_DIFFER, path: ["confirmPassword"] });

export type ChangeWorkerPasswordInput = z.infer<typeof changeWorkerPasswordSchema>;
