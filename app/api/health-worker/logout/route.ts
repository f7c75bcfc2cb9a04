import { NextResponse } from "next/server";

import { clearSessionCookies } from "@/lib/auth/cookies";
import { audit } from "@/lib/audit";
import { route } from "@/lib/http";

// POST /api/health-worker/logout: clears the session cookie (204), whoever asks.
export const POST = route({}, async ({ actor }) => {
  if (actor.kind !== "anonymous") await audit(actor, { action: "auth.logout" });
  return clearSessionCookies(new NextResponse(null, { status: 204 }));
});
