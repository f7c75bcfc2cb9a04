import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";

import { anonymous } from "@/lib/auth/actor-types";
import { signInStaff } from "@/lib/services/auth";
import { loginSchema } from "@/lib/validation/auth";

import { authSecret } from "./session";

/**
 * next-auth v4 options: JWT sessions and Credentials providers. The staff provider runs the same
 * service as POST /api/auth/login (rate limits, audit); health-worker and patient providers join
 * here with their own `kind`. Built lazily so `next build` never reads the secret.
 */
export function authOptions(ip: string | null = null): AuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt" },
    pages: { signIn: "/login" },
    providers: [
      CredentialsProvider({
        id: "staff",
        name: "Hospital staff",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials) {
          const parsed = loginSchema.safeParse(credentials ?? {});
          if (!parsed.success) return null;
          try {
            const { user, sessionVersion } = await signInStaff(anonymous(ip), parsed.data);
            return { id: user.id, email: user.email, name: user.firstName, role: user.role, sv: sessionVersion };
          } catch {
            return null;
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const u = user as typeof user & { role?: string; sv?: number };
          return { ...token, sub: u.id, kind: "staff", role: u.role, sv: u.sv ?? 0 };
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub, role: token.role } };
      },
    },
  };
}
