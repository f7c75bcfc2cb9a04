import { NextResponse } from "next/server";

import { setSessionCookie } from "@/lib/auth/cookies";
import { route } from "@/lib/http";
import { signInStaff } from "@/lib/services/auth";
import { loginSchema } from "@/lib/validation/auth";

// POST /api/auth/login: staff sign-in; rate-limited and audited in the service.
export const POST = route({ body: loginSchema }, async ({ actor, body }) => {
  const { user, sessionVersion, sessionMaxAgeSeconds } = await signInStaff(actor, body);
  const res = NextResponse.json({ user });
  return setSessionCookie(res, { sub: user.id, kind: "staff", sv: sessionVersion, role: user.role }, sessionMaxAgeSeconds);
});
