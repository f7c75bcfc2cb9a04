import { currentSessionId } from "@/lib/auth/cookies";
import { route } from "@/lib/http";
import { revokeOtherSessions } from "@/lib/services/account-sessions";

// POST /api/auth/sessions/revoke: any signed-in principal; 204, every other session of the account ends.
export const POST = route({}, async ({ req, actor }) => {
  await revokeOtherSessions(actor, await currentSessionId(req, actor));
});
