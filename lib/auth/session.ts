import { decode, encode, type JWT } from "next-auth/jwt";

import { getSecret } from "@/lib/config/secrets";

// next-auth v4 session cookies (JWE, encrypted with NEXTAUTH_SECRET). The REST sign-in routes and
// the next-auth Credentials providers both issue them; getActor() reads them.

const secure = () => (process.env.NEXTAUTH_URL ?? "").startsWith("https://");
export const sessionCookieName = () => (secure() ? "__Secure-next-auth.session-token" : "next-auth.session-token");
export const ALL_SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];

/** The session token among a request's cookies (the configured name first, then either name). */
export function sessionToken(get: (name: string) => string | undefined): string | undefined {
  return get(sessionCookieName()) ?? ALL_SESSION_COOKIES.map(get).find(Boolean);
}

export type SessionKind = "staff" | "health_worker" | "patient";

/**
 * The patient portal's own cookie: a portal session (health number + date of birth) must not
 * replace the session of a staff member who opens the portal on the same browser.
 */
export const portalCookieName = () => (secure() ? "__Secure-patient-portal.session-token" : "patient-portal.session-token");
export const ALL_PORTAL_COOKIES = ["patient-portal.session-token", "__Secure-patient-portal.session-token"];

export function portalToken(get: (name: string) => string | undefined): string | undefined {
  return get(portalCookieName()) ?? ALL_PORTAL_COOKIES.map(get).find(Boolean);
}

/** A patient session has no password behind it, so it is short whichever cookie carries it. */
export const PATIENT_SESSION_SECONDS = 30 * 60;

/**
 * What the cookie carries; everything else is re-read from the database on each request. `sid`
 * names the session's row (lib/auth/sessions-store.ts), which decides whether the cookie still counts.
 */
export type SessionClaims = JWT & { sub: string; kind: SessionKind; sv: number; sid: string };

export const authSecret = () => getSecret("NEXTAUTH_SECRET");

export async function encodeSession(claims: SessionClaims, maxAgeSeconds: number): Promise<string> {
  return encode({ token: claims, secret: authSecret(), maxAge: maxAgeSeconds });
}

/**
 * The claims of a session cookie, or null. The JWT's `exp` is checked here (next-auth's decode
 * refuses an expired token), so the proxy, which cannot read the database, never admits a cookie
 * past its session's end; a token without `sid` (issued before sessions had rows) is refused.
 */
export async function decodeSession(token: string | undefined): Promise<SessionClaims | null> {
  if (!token) return null;
  try {
    const claims = await decode({ token, secret: authSecret() });
    if (!claims || typeof claims.sub !== "string" || typeof claims.kind !== "string" || typeof claims.sid !== "string") return null;
    return { ...claims, sv: Number(claims.sv ?? 0) } as SessionClaims;
  } catch {
    return null;
  }
}

export function sessionCookieOptions(maxAgeSeconds: number) {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure: secure(), maxAge: maxAgeSeconds };
}
