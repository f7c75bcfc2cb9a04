import { currentSessionId } from "@/lib/auth/cookies";
import { route } from "@/lib/http";
import { changePassword } from "@/lib/services/password-change";
import { changePasswordSchema } from "@/lib/validation/password";

// POST /api/auth/password: any signed-in staff user or health worker; 204, every other session of
// the account ends. Also the way out of a temporary password (allowed while one is held).
export const POST = route({ body: changePasswordSchema, duringAccountSetup: true }, async ({ req, actor, body }) => {
  await changePassword(actor, body, await currentSessionId(req, actor));
});
