import { NextResponse } from "next/server";

import { sessionClient, setSessionCookie } from "@/lib/auth/cookies";
import { route } from "@/lib/http";
import { signInHealthWorker } from "@/lib/services/health-worker-auth";
import { healthWorkerLoginSchema } from "@/lib/validation/health-worker";

// POST /api/health-worker/login: worker number and password; rate-limited and audited in the service.
export const POST = route({ body: healthWorkerLoginSchema, session: "sign-in" }, async ({ req, actor, body }) => {
  const { id, worker, sessionVersion, sessionMaxAgeSeconds } = await signInHealthWorker(actor, body, { userAgent: req.headers.get("user-agent") });
  const res = NextResponse.json(worker);
  return setSessionCookie(res, { sub: id, kind: "health_worker", sv: sessionVersion }, sessionMaxAgeSeconds, sessionClient(req, actor.ip));
});
