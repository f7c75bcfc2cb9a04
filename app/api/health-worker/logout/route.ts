import { NextResponse } from "next/server";

import { endSession } from "@/lib/auth/cookies";
import { audit } from "@/lib/audit";
import { route } from "@/lib/http";

// POST /api/health-worker/logout: ends this cookie's session on the server and clears the cookie (204), whoever asks.
export const POST = route({ session: "sign-out" }, async ({ req, actor }) => {
  if (actor.kind !== "anonymous") await audit(actor, { action: "auth.logout" });
  return endSession(req, new NextResponse(null, { status: 204 }));
});
