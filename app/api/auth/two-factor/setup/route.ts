import { route } from "@/lib/http";
import { setupTwoFactor } from "@/lib/services/two-factor";

// POST /api/auth/two-factor/setup: any signed-in staff user; 200 { otpauthUrl, qrSvg } of a new
// secret that stays pending until /enable confirms it; 409 while two-factor is on.
export const POST = route({ roles: [], duringAccountSetup: ["two_factor_enrolment"] }, async ({ actor }) => setupTwoFactor(actor));
