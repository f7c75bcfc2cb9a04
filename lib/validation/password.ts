import { z } from "zod";

// The password rule for every account that chooses its own (issue 15): the hospital
// administrator's rule of the specification, 8 characters with an upper-case letter, a lower-case
// letter and a digit, with its messages word for word.

export const PASSWORD_LENGTH = "Password must be at least 8 characters";
export const PASSWORD_CHARACTERS = "Password must contain at least one uppercase letter, one lowercase letter, and one number";
export const PASSWORD_TOO_LONG = "Password must be at most 128 characters";
export const PASSWORDS_DIFFER = "Passwords do not match";
export const CURRENT_REQUIRED = "Current password is required";

export const strongPassword = z
  .string({ error: PASSWORD_LENGTH })
  .min(8, { error: PASSWORD_LENGTH })
  .max(128, { error: PASSWORD_TOO_LONG })
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).*$/, { error: PASSWORD_CHARACTERS });

const confirmMatches = (v: { newPassword: string; confirmPassword?: string }) =>
  v.confirmPassword === undefined || v.confirmPassword === v.newPassword;
const confirmOptions = { error: PASSWORDS_DIFFER, path: ["confirmPassword"] };

/** POST /api/auth/password (API.md: `{ currentPassword, newPassword }`; the forms also send the confirmation). */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: CURRENT_REQUIRED }).min(1, { error: CURRENT_REQUIRED }).max(200, { error: CURRENT_REQUIRED }),
    newPassword: strongPassword,
    confirmPassword: z.string({ error: PASSWORDS_DIFFER }).optional(),
  })
  .refine(confirmMatches, confirmOptions);

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type ChangePasswordFormValues = z.input<typeof changePasswordSchema>;
