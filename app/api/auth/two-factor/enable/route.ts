import { currentSessionId } from "@/lib/auth/cookies";
import { route } from "@/lib/http";
import { enableTwoFactor } from "@/lib/services/two-factor";
import { enableTwoFactorSchema } from "@/lib/validation/two-factor";

// POST /api/auth/two-factor/enable: { code } of the pending secret; 200 { recoveryCodes } (shown
// once); every other session of the user ends.
export const POST = route({ roles: [], body: enableTwoFactorSchema, duringAccountSetup: ["two_factor_enrolment"] }, async ({ req, actor, body }) =>
  enableTwoFactor(actor, body, await currentSessionId(req, actor)),
);
