import { route } from "@/lib/http";
import { getCurrentUser } from "@/lib/services/auth";

// GET /api/auth/user: the signed-in staff member, or 401.
export const GET = route({ duringAccountSetup: true }, async ({ actor }) => getCurrentUser(actor));
