import { route } from "@/lib/http";
import { disableTwoFactor } from "@/lib/services/two-factor";
import { disableTwoFactorSchema } from "@/lib/validation/two-factor";

// POST /api/auth/two-factor/disable: { code }, a current code or a recovery code; 204, the secret
// and the recovery codes are removed.
export const POST = route({ roles: [], body: disableTwoFactorSchema }, async ({ actor, body }) => {
  await disableTwoFactor(actor, body);
});
