import { NextResponse } from "next/server";

import { sessionClient, setSessionCookie } from "@/lib/auth/cookies";
import { route } from "@/lib/http";
import { signInStaff } from "@/lib/services/auth";
import { loginSchema } from "@/lib/validation/auth";

// POST /api/auth/login: staff sign-in; rate-limited and audited in the service. The answer is the
// contract's `{ user }` also for a temporary password: the next call answers 403
// password_change_required and the pages lead to the change.
export const POST = route({ body: loginSchema, session: "sign-in" }, async ({ req, actor, body }) => {
  const { user, sessionVersion, sessionMaxAgeSeconds } = await signInStaff(actor, body, { userAgent: req.headers.get("user-agent") });
  const res = NextResponse.json({ user });
  const principal = { sub: user.id, kind: "staff", sv: sessionVersion, role: user.role } as const;
  return setSessionCookie(res, principal, sessionMaxAgeSeconds, sessionClient(req, actor.ip));
});
