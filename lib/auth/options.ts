import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";

import { anonymous } from "@/lib/auth/actor-types";
import { signInStaff } from "@/lib/services/auth";
import { signInHealthWorker } from "@/lib/services/health-worker-auth";
import { verifyPatient } from "@/lib/services/patient-auth";
import { loginSchema } from "@/lib/validation/auth";
import { healthWorkerLoginSchema } from "@/lib/validation/health-worker";
import { verifyPatientSchema } from "@/lib/validation/patient-portal";

import { authSecret, nowSeconds } from "./session";

const HEALTH_WORKER_PROVIDER = "health-worker";
const PATIENT_PROVIDER = "patient";

/**
 * next-auth v4 options: JWT sessions and Credentials providers. The staff provider runs the same
 * service as POST /api/auth/login, the health-worker provider the same as POST
 * /api/health-worker/login (rate limits, audit), the patient provider the same as POST
 * /api/patients/verify (a "patient" session, refused by decodeSession once PATIENT_SESSION_SECONDS
 * old). Built lazily so `next build` never reads the secret.
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
      CredentialsProvider({
        id: HEALTH_WORKER_PROVIDER,
        name: "Health worker",
        credentials: { workerNumber: { label: "Worker number", type: "text" }, password: { label: "Password", type: "password" } },
        async authorize(credentials) {
          const parsed = healthWorkerLoginSchema.safeParse(credentials ?? {});
          if (!parsed.success) return null;
          try {
            const { id, worker, sessionVersion } = await signInHealthWorker(anonymous(ip), parsed.data);
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
      async jwt({ token, user, account }) {
        if (user) {
          const u = user as typeof user & { role?: string; sv?: number };
          if (account?.provider === HEALTH_WORKER_PROVIDER) {
            return { ...token, sub: u.id, kind: "health_worker", role: undefined, sv: u.sv ?? 0 };
          }
          if (account?.provider === PATIENT_PROVIDER) return { ...token, sub: u.id, kind: "patient", role: undefined, sv: 0, authAt: nowSeconds() };
          return { ...token, sub: u.id, kind: "staff", role: u.role, sv: u.sv ?? 0 };
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub, role: token.role, kind: token.kind } };
      },
    },
  };
}
