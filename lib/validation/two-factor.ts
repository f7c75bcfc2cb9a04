import { z } from "zod";

// Two-factor sign-in (issue 15): the six-digit code of an authenticator app, or a recovery code.

export const TOTP_CODE_REQUIRED = "Enter the six-digit code from your authenticator app";
export const SECOND_FACTOR_REQUIRED = "Enter the six-digit code from your authenticator app, or one of your recovery codes";
export const INVALID_TWO_FACTOR_CODE = "Invalid two-factor code";
/** Recovery codes made at each enrolment (single use, shown once). */
export const RECOVERY_CODE_COUNT = 10;

/** A six-digit code or a recovery code as typed (spaces and dashes are the service's to read). */
export const secondFactorCode = z
  .string({ error: SECOND_FACTOR_REQUIRED })
  .trim()
  .min(1, { error: SECOND_FACTOR_REQUIRED })
  .max(40, { error: INVALID_TWO_FACTOR_CODE });

/** POST /api/auth/two-factor/enable: the first code of the new secret confirms it. */
export const enableTwoFactorSchema = z.object({
  code: z
    .string({ error: TOTP_CODE_REQUIRED })
    .trim()
    .regex(/^\d{3} ?\d{3}$/, { error: TOTP_CODE_REQUIRED }),
});

/** POST /api/auth/two-factor/disable: a current code or a recovery code. */
export const disableTwoFactorSchema = z.object({ code: secondFactorCode });

export type EnableTwoFactorInput = z.infer<typeof enableTwoFactorSchema>;
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;
