import type { NextResponse } from "next/server";

import { ALL_SESSION_COOKIES, encodeSession, sessionCookieName, sessionCookieOptions, type SessionClaims } from "./session";

/** Sets the next-auth session cookie on a response. */
export async function setSessionCookie(res: NextResponse, claims: SessionClaims, maxAgeSeconds: number) {
  res.cookies.set(sessionCookieName(), await encodeSession(claims, maxAgeSeconds), sessionCookieOptions(maxAgeSeconds));
  return res;
}

export function clearSessionCookies(res: NextResponse) {
  for (const name of ALL_SESSION_COOKIES) {
    res.cookies.set(name, "", { ...sessionCookieOptions(0), secure: name.startsWith("__Secure-") || undefined });
  }
  return res;
}
