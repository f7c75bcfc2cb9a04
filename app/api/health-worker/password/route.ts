import { currentSessionId } from "@/lib/auth/cookies";
import { forbidden, notSignedIn } from "@/lib/errors";
import { route } from "@/lib/http";
import { changePassword } from "@/lib/services/password-change";
import { changeWorkerPasswordSchema } from "@/lib/validation/health-worker-profile";

// POST /api/health-worker/password: the worker's own (staff use POST /api/auth/password, the same
// service); 204, the worker's other sessions end, this one stays.
export const POST = route({ body: changeWorkerPasswordSchema, duringAccountSetup: true }, async ({ req, actor, body }) => {
  if (actor.kind === "anonymous") throw notSignedIn();
  if (actor.kind !== "health_worker") throw forbidden();
  await changePassword(actor, body, await currentSessionId(req, actor));
});
