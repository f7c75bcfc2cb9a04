import NextAuth from "next-auth";
import type { NextRequest } from "next/server";

import { clientIp } from "@/lib/auth/actor";
import { authOptions } from "@/lib/auth/options";

// next-auth's own endpoints (session, csrf, providers, callback/staff). The REST routes
// /api/auth/login, /logout and /user are static paths and take precedence over this catch-all.
async function handler(req: NextRequest, ctx: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(req as never, ctx as never, authOptions(clientIp(req.headers)));
}

export { handler as GET, handler as POST };
