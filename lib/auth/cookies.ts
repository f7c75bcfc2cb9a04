import type { NextResponse } from "next/server";

import {
  ALL_PORTAL_COOKIES,
  ALL_SESSION_COOKIES,
  encodeSession,
  nowSeconds,
  PATIENT_SESSION_SECONDS,
  portalCookieName,
  sessionCookieName,
  sessionCookieOptions,
  type SessionClaims,
} from "./session";

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

/** Opens a patient portal session (its own cookie, PATIENT_SESSION_SECONDS long). */
export async function setPortalCookie(res: NextResponse, patientId: string) {
  const claims: SessionClaims = { sub: patientId, kind: "patient", sv: 0, authAt: nowSeconds() };
  res.cookies.set(portalCookieName(), await encodeSession(claims, PATIENT_SESSION_SECONDS), sessionCookieOptions(PATIENT_SESSION_SECONDS));
  return res;
}

export function clearPortalCookies(res: NextResponse) {
  for (const name of ALL_PORTAL_COOKIES) {
    res.cookies.set(name, "", { ...sessionCookieOptions(0), secure: name.startsWith("__Secure-") || undefined });
  }
  return res;
}
