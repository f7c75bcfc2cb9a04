import type { NextRequest, NextResponse } from "next/server";

import {
  ALL_PORTAL_COOKIES,
  ALL_SESSION_COOKIES,
  decodeSession,
  encodeSession,
  PATIENT_SESSION_SECONDS,
  portalCookieName,
  portalToken,
  sessionCookieName,
  sessionCookieOptions,
  sessionToken,
  type SessionKind,
} from "./session";
import { createSession, revokeSession, type SessionClient } from "./sessions-store";

/** Whom a session cookie speaks for (its `sid` is added when the session's row is opened). */
type Principal = { sub: string; kind: SessionKind; sv: number; role?: string };

/** Who is signing in from where, for the session's row. */
export const sessionClient = (req: NextRequest, ip: string | null): SessionClient => ({ ip, userAgent: req.headers.get("user-agent") });

/** Opens a session (its row, then the next-auth cookie naming it); cookie and JWT end with the row. */
export async function setSessionCookie(res: NextResponse, principal: Principal, lifetimeSeconds: number, client: SessionClient) {
  const session = await createSession({ ...client, kind: principal.kind, principalId: principal.sub, lifetimeSeconds });
  const token = await encodeSession({ ...principal, sid: session.id }, session.lifetimeSeconds);
  res.cookies.set(sessionCookieName(), token, sessionCookieOptions(session.lifetimeSeconds));
  return res;
}

/** Ends the session of the request's next-auth cookie on the server, then clears the cookie. */
export async function endSession(req: NextRequest, res: NextResponse) {
  const claims = await decodeSession(sessionToken((n) => req.cookies.get(n)?.value));
  await revokeSession(claims?.sid);
  return clearSessionCookies(res);
}

export function clearSessionCookies(res: NextResponse) {
  for (const name of ALL_SESSION_COOKIES) {
    res.cookies.set(name, "", { ...sessionCookieOptions(0), secure: name.startsWith("__Secure-") || undefined });
  }
  return res;
}

/** The id of the session the actor acts through: the portal cookie's for a patient, the next-auth cookie's otherwise. */
export async function currentSessionId(req: NextRequest, actor: { kind: string }): Promise<string | null> {
  const get = (n: string) => req.cookies.get(n)?.value;
  const claims = await decodeSession(actor.kind === "patient" ? portalToken(get) : sessionToken(get));
  return claims?.sid ?? null;
}

/** Opens a patient portal session (its row and its own cookie, PATIENT_SESSION_SECONDS long). */
export async function setPortalCookie(res: NextResponse, patientId: string, client: SessionClient) {
  const session = await createSession({ ...client, kind: "patient", principalId: patientId, lifetimeSeconds: PATIENT_SESSION_SECONDS });
  const token = await encodeSession({ sub: patientId, kind: "patient", sv: 0, sid: session.id }, session.lifetimeSeconds);
  res.cookies.set(portalCookieName(), token, sessionCookieOptions(session.lifetimeSeconds));
  return res;
}

/** Ends the portal session of the request on the server, then clears the portal cookie. */
export async function endPortalSession(req: NextRequest, res: NextResponse) {
  const claims = await decodeSession(portalToken((n) => req.cookies.get(n)?.value));
  await revokeSession(claims?.sid);
  return clearPortalCookies(res);
}

export function clearPortalCookies(res: NextResponse) {
  for (const name of ALL_PORTAL_COOKIES) {
    res.cookies.set(name, "", { ...sessionCookieOptions(0), secure: name.startsWith("__Secure-") || undefined });
  }
  return res;
}
