import { z } from "zod";

import { PASSWORDS_DIFFER, strongPassword } from "./password";

// Forgotten password (issue 15): the request names the account by a staff email or a health
// worker's number; the reset carries the mailed token and the new password.

export const EMAIL_INVALID = "Invalid email address";
export const WORKER_NUMBER_INVALID = "Enter your worker number, for example WN-000042";
export const ONE_IDENTIFIER = "Enter your email address or your worker number";
export const BOTH_IDENTIFIERS = "Give either an email address or a worker number, not both";
export const TOKEN_MISSING = "The password reset link is incomplete. Open the link from the mail again.";

/** Lower-cased like every stored email (users and health workers). */
export const resetEmail = z.string({ error: EMAIL_INVALID }).trim().toLowerCase().max(254, { error: EMAIL_INVALID }).pipe(z.email({ error: EMAIL_INVALID }));
/** Upper-cased like the worker login; the format every worker number has (WN- and at least 6 digits). */
export const resetWorkerNumber = z
  .string({ error: WORKER_NUMBER_INVALID })
  .trim()
  .toUpperCase()
  .regex(/^WN-[0-9]{6,12}$/, { error: WORKER_NUMBER_INVALID });

/** POST /api/auth/forgot-password: `{ email }` or `{ workerNumber }` (API.md, Accounts). */
export const forgotPasswordSchema = z
  .object({ email: resetEmail.optional(), workerNumber: resetWorkerNumber.optional() })
  .superRefine(({ email, workerNumber }, ctx) => {
    if (email === undefined && workerNumber === undefined) ctx.addIssue({ code: "custom", message: ONE_IDENTIFIER, path: ["email"] });
    if (email !== undefined && workerNumber !== undefined) ctx.addIssue({ code: "custom", message: BOTH_IDENTIFIERS, path: ["workerNumber"] });
  })
  .transform((v): ForgotPasswordInput => (v.email !== undefined ? { email: v.email } : { workerNumber: v.workerNumber! }));

export type ForgotPasswordInput = { email: string; workerNumber?: undefined } | { workerNumber: string; email?: undefined };

/** The page's form: which kind of account, and its identifier; it sends `{ email }` or `{ workerNumber }`. */
export const forgotPasswordFormSchema = z
  .object({ kind: z.enum(["staff", "worker"]), email: z.string(), workerNumber: z.string() })
  .superRefine(({ kind, email, workerNumber }, ctx) => {
    const parsed = kind === "staff" ? resetEmail.safeParse(email) : resetWorkerNumber.safeParse(workerNumber);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? ONE_IDENTIFIER, path: [kind === "staff" ? "email" : "workerNumber"] });
    }
  });

export type ForgotPasswordFormValues = z.input<typeof forgotPasswordFormSchema>;

/** The body the form sends for its values. */
export function forgotPasswordBody(values: ForgotPasswordFormValues): ForgotPasswordInput {
  return values.kind === "staff" ? { email: resetEmail.parse(values.email) } : { workerNumber: resetWorkerNumber.parse(values.workerNumber) };
}

/** POST /api/auth/reset-password: `{ token, newPassword }` (the form also sends the confirmation). */
export const resetPasswordSchema = z
  .object({
    token: z.string({ error: TOKEN_MISSING }).trim().min(1, { error: TOKEN_MISSING }).max(200, { error: TOKEN_MISSING }),
    newPassword: strongPassword,
    confirmPassword: z.string({ error: PASSWORDS_DIFFER }).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, { error: PASSWORDS_DIFFER, path: ["confirmPassword"] });

export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type ResetPasswordFormValues = z.input<typeof resetPasswordSchema>;

/** How long a mailed reset link works. */
export const RESET_LINK_MINUTES = 30;
/** The answer to every request, whether or not an account matched (202), and the page's confirmation. */
export const RESET_REQUESTED = `If an account matches, we have sent a link to reset the password. It works for ${RESET_LINK_MINUTES} minutes.`;
