import { decodeSession, sessionToken } from "@/lib/auth/session";
import { route } from "@/lib/http";
import { changeWorkerPassword } from "@/lib/services/health-worker-portal";
import { changeWorkerPasswordSchema } from "@/lib/validation/health-worker-profile";

// POST /api/health-worker/password: 204; the worker's other sessions end, this one stays.
export const POST = route({ body: changeWorkerPasswordSchema }, async ({ req, actor, body }) => {
  const claims = await decodeSession(sessionToken((n) => req.cookies.get(n)?.value));
  await changeWorkerPassword(actor, body, claims?.sid ?? null);
});
