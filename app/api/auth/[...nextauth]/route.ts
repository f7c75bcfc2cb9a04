import NextAuth from "next-auth";
import { NextResponse, type NextRequest } from "next/server";

import { clientIp, resolveActor } from "@/lib/auth/actor";
import type { Actor } from "@/lib/auth/actor-types";
import { clearSessionCookies } from "@/lib/auth/cookies";
import { authOptions, sessionLifetime } from "@/lib/auth/options";
import { decodeSession, sessionToken, type SessionClaims } from "@/lib/auth/session";
import { liveSessionExpiry } from "@/lib/auth/sessions-store";
import { refuseMalformedBody, toErrorResponse } from "@/lib/http";
import { underMaintenance } from "@/lib/errors";
import { isSystemAdminEmail } from "@/lib/services/auth";
import { readSettings } from "@/lib/services/settings";

type Ctx = { params: Promise<{ nextauth: string[] }> };

// next-auth's own endpoints (csrf, providers, callback/<provider>, signout). The REST routes
// /api/auth/login, /logout and /user are static paths and take precedence over this catch-all.
async function handler(req: NextRequest, ctx: Ctx) {
  const refused = await refuseMalformedBody(req);
  if (refused) return refused;
  const [action, providerId] = (await ctx.params).nextauth ?? [];
  if (action === "session") return currentSession(req);
  if (action === "callback" && req.method === "POST" && (await refusedForMaintenance(req, providerId))) {
    return toErrorResponse(underMaintenance(), req);
  }
  const maxAgeSeconds = action === "callback" ? await sessionLifetime(providerId) : undefined;
  const options = authOptions(clientIp(req.headers), { userAgent: req.headers.get("user-agent"), maxAgeSeconds });
  return NextAuth(req as never, ctx as never, options);
}

/**
 * Maintenance mode lets only system administrators sign in, here as at POST /api/auth/login: a
 * provider's sign-in answers 503 unless it is the staff provider's for a system administrator's
 * email (whose password and code the provider then checks as usual). Sign-out stays open.
 */
async function refusedForMaintenance(req: NextRequest, providerId: string | undefined): Promise<boolean> {
  if (!(await readSettings()).maintenanceMode) return false;
  if (providerId !== "staff") return true;
  const text = await req.clone().text();
  let email: unknown;
  try {
    email = /\bjson\b/i.test(req.headers.get("content-type") ?? "") ? JSON.parse(text)?.email : new URLSearchParams(text).get("email");
  } catch {
    return true;
  }
  return typeof email !== "string" || !(await isSystemAdminEmail(email));
}

/**
 * GET/POST /api/auth/session, answered here rather than by next-auth, which would re-issue the
 * cookie for its own maxAge on every call: the session is the one its row describes, `expires` is
 * the row's end, and nothing is renewed. A dead session answers `{}` and its cookie is cleared.
 */
async function currentSession(req: NextRequest) {
  const token = sessionToken((n) => req.cookies.get(n)?.value);
  const claims = await decodeSession(token);
  const actor = claims ? await resolveActor(token, clientIp(req.headers)) : null;
  const expires = actor && actor.kind !== "anonymous" ? await liveSessionExpiry(claims!.sid) : null;
  const res = NextResponse.json(expires ? { user: sessionUser(actor!, claims!), expires: expires.toISOString() } : {}, {
    headers: { "cache-control": "private, no-cache, no-store" },
  });
  return token && !expires ? clearSessionCookies(res) : res;
}

function sessionUser(actor: Actor, claims: SessionClaims) {
  switch (actor.kind) {
    case "staff":
      return { id: actor.userId, name: actor.firstName, email: actor.email, role: actor.role, kind: actor.kind };
    case "health_worker":
      return { id: actor.healthWorkerId, name: claims.name ?? null, kind: actor.kind };
    default:
      return { id: claims.sub, kind: actor.kind };
  }
}

export { handler as GET, handler as POST };
