import { route } from "@/lib/http";
import { resetPassword } from "@/lib/services/password-reset";
import { resetPasswordSchema } from "@/lib/validation/password-reset";

// POST /api/auth/reset-password: anyone holding a mailed token; 204, every session of the account
// ends; 400 for an unknown, used or expired token.
export const POST = route({ body: resetPasswordSchema, duringAccountSetup: true }, async ({ actor, body }) => {
  await resetPassword(actor, body);
});
