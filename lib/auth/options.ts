import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";

import { anonymous } from "@/lib/auth/actor-types";
import { signInStaff } from "@/lib/services/auth";
import { signInHealthWorker } from "@/lib/services/health-worker-auth";
import { verifyPatient } from "@/lib/services/patient-auth";
import { readSettings } from "@/lib/services/settings";
import { loginSchema } from "@/lib/validation/auth";
import { healthWorkerLoginSchema } from "@/lib/validation/health-worker";
import { verifyPatientSchema } from "@/lib/validation/patient-portal";

import { authSecret, PATIENT_SESSION_SECONDS } from "./session";
import { createSession, revokeSession } from "./sessions-store";

const HEALTH_WORKER_PROVIDER = "health-worker";
const PATIENT_PROVIDER = "patient";

/**
 * next-auth v4 options: JWT sessions and Credentials providers. The staff provider runs the same
 * service as POST /api/auth/login, the health-worker provider the same as POST
 * /api/health-worker/login (rate limits, audit), the patient provider the same as POST
 * /api/patients/verify (a "patient" session, PATIENT_SESSION_SECONDS long). Built lazily so
 * `next build` never reads the secret.
 *
 * Signing in opens a session row (jwt callback) like the REST routes do; signing out revokes it.
 * `maxAgeSeconds` is the lifetime of the session being opened (the settings' timeout, or
 * PATIENT_SESSION_SECONDS for the patient provider; see sessionLifetime): the row gets it, and
 * next-auth gives the cookie and the JWT the same. It defaults to the shortest session, so that a
 * caller that forgets it ends sessions early rather than late. GET /api/auth/session is answered
 * by the route itself and never renews anything.
 */
export function authOptions(ip: string | null = null, client: { userAgent?: string | null; maxAgeSeconds?: number } = {}): AuthOptions {
  const maxAge = client.maxAgeSeconds ?? PATIENT_SESSION_SECONDS;
  const opened = (kind: "staff" | "health_worker" | "patient", principalId: string, lifetimeSeconds: number) =>
    createSession({ kind, principalId, lifetimeSeconds, ip, userAgent: client.userAgent ?? null });
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge },
    jwt: { maxAge },
    events: {
      async signOut({ token }) {
        await revokeSession(typeof token?.sid === "string" ? token.sid : undefined);
      },
    },
    pages: { signIn: "/login" },
    providers: [
      CredentialsProvider({
        id: "staff",
        name: "Hospital staff",
        // `code`: the second factor of an account with two-factor sign-in on (as POST /api/auth/login).
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
          code: { label: "Two-factor code", type: "text" },
        },
        async authorize(credentials) {
          const parsed = loginSchema.safeParse(credentials ?? {});
          if (!parsed.success) return null;
          try {
            const { user, sessionVersion } = await signInStaff(anonymous(ip), parsed.data, client);
            return { id: user.id, email: user.email, name: user.firstName, role: user.role, sv: sessionVersion };
          } catch {
            return null;
          }
        },
      }),
      CredentialsProvider({
        id: HEALTH_WORKER_PROVIDER,
        name: "Health worker",
        credentials: { workerNumber: { label: "Worker number", type: "text" }, password: { label: "Password", type: "password" } },
        async authorize(credentials) {
          const parsed = healthWorkerLoginSchema.safeParse(credentials ?? {});
          if (!parsed.success) return null;
          try {
            const { id, worker, sessionVersion } = await signInHealthWorker(anonymous(ip), parsed.data, client);
            return { id, name: `${worker.firstName} ${worker.lastName}`, sv: sessionVersion };
          } catch {
            return null;
          }
        },
      }),
      CredentialsProvider({
        id: PATIENT_PROVIDER,
        name: "Patient portal",
        credentials: { healthNumber: { label: "Health number", type: "text" }, dateOfBirth: { label: "Date of birth", type: "date" } },
        async authorize(credentials) {
          const parsed = verifyPatientSchema.safeParse(credentials ?? {});
          if (!parsed.success) return null;
          try {
            const { id } = await verifyPatient(anonymous(ip), parsed.data);
            return { id, name: id };
          } catch {
            return null;
          }
        },
      }),
    ],
    callbacks: {
      // The kind comes from the provider that signed the principal in, never from the user object:
      // resolveActor reads a health_worker's `sub` from health_workers, a staff `sub` from users.
      // `user` is present only at sign-in: that is when the session's row is opened.
      async jwt({ token, user, account }) {
        if (user) {
          const u = user as typeof user & { role?: string; sv?: number };
          if (account?.provider === HEALTH_WORKER_PROVIDER) {
            const { id: sid } = await opened("health_worker", u.id, maxAge);
            return { ...token, sub: u.id, kind: "health_worker", role: undefined, sv: u.sv ?? 0, sid };
          }
          if (account?.provider === PATIENT_PROVIDER) {
            // NOTE: the route passes PATIENT_SESSION_SECONDS for this provider; the minimum only
            // guards against a caller that does not.
            const { id: sid } = await opened("patient", u.id, Math.min(PATIENT_SESSION_SECONDS, maxAge));
            return { ...token, sub: u.id, kind: "patient", role: undefined, sv: 0, sid };
          }
          const { id: sid } = await opened("staff", u.id, maxAge);
          return { ...token, sub: u.id, kind: "staff", role: u.role, sv: u.sv ?? 0, sid };
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub, role: token.role, kind: token.kind } };
      },
    },
  };
}

/** The lifetime of a session opened through next-auth's callback for `providerId`. */
export async function sessionLifetime(providerId: string | undefined): Promise<number> {
  if (providerId === PATIENT_PROVIDER) return PATIENT_SESSION_SECONDS;
  return (await readSettings()).sessionTimeoutHours * 3600;
}
