import { NextResponse, type NextRequest } from "next/server";

import { canOpen, protectedPageFor, sharedPageRoles } from "@/lib/auth/roles";
import { decodeSession, sessionToken } from "@/lib/auth/session";
import { findUnsafeUrl, unsafeTextMessage } from "@/lib/security/input";

/**
 * The fast path in front of staff pages: a signed-out visitor goes to /login, a signed-in user
 * without the role gets the 403 page. It only reads the cookie; the (staff) and admin layouts
 * and every service check the account again, so this is never the only gate.
 */
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const refused = refuseUnsafeUrl(pathname, search);
  if (refused) return refused;
  const sharedRoles = sharedPageRoles(pathname);
  if (sharedRoles) return sharedPage(req, sharedRoles);
  const page = protectedPageFor(pathname);
  if (!page) return NextResponse.next();

  const claims = await decodeSession(sessionToken((n) => req.cookies.get(n)?.value));
  if (!claims || claims.kind !== "staff") {
    // /admin shows its own sign-in form (its layout checks the account, as every layout does).
    if (page.ownSignIn) return NextResponse.next();
    const login = new URL("/login", req.url);
    login.searchParams.set("callbackUrl", pathname + search);
    return NextResponse.redirect(login);
  }
  const role = typeof claims.role === "string" ? claims.role : "user";
  if (!canOpen(role, pathname)) {
    return NextResponse.rewrite(new URL("/forbidden", req.url), { status: 403 });
  }
  return NextResponse.next();
}

// /register-health-worker, /register-patient and /doctors serve some staff roles one page and
// visitors another: only signed-in staff without one of the page's roles are refused.
async function sharedPage(req: NextRequest, roles: readonly string[]) {
  const claims = await decodeSession(sessionToken((n) => req.cookies.get(n)?.value));
  const role = claims?.kind === "staff" && typeof claims.role === "string" ? claims.role : null;
  if (role && !roles.includes(role)) {
    return NextResponse.rewrite(new URL("/forbidden", req.url), { status: 403 });
  }
  return NextResponse.next();
}

/**
 * A path segment or query parameter that does not percent-decode, or decodes to NUL or an
 * unpaired surrogate, answers 400 here: Next.js would fail decoding it with a bare 500 before any
 * route handler runs, and the database cannot store it.
 */
function refuseUnsafeUrl(pathname: string, search: string) {
  const field = findUnsafeUrl(pathname, search);
  if (!field) return null;
  const message = unsafeTextMessage(field);
  return NextResponse.json({ message, fieldErrors: { [field]: message } }, { status: 400 });
}

// Every page and API route (for the URL check above); static assets are left out.
export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon\\.ico).*)"],
};
