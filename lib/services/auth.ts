import { eq, sql } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { verifyPasswordOrDummy } from "@/lib/auth/password";
import { revokeAllSessions } from "@/lib/auth/sessions-store";
import { audit } from "@/lib/audit";
import { getDb } from "@/lib/db/client";
import { hospitals, users, type User } from "@/lib/db/schema";
import { hospitalDeactivated, notSignedIn, ServiceError, underMaintenance } from "@/lib/errors";
import { clearLimits, giveBack, isRateLimited, takeAttempt, type Attempt, type Limit } from "@/lib/security/rate-limit";
import type { LoginInput } from "@/lib/validation/auth";

import { temporaryPasswordExpired } from "./passwords";
import { readSettings } from "./settings";
import { checkSignInSecondFactor } from "./two-factor";

export type CurrentUser = {
  id: string;
  email: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  hospitalId: string | null;
  departmentId: string | null;
  profileImageUrl: string | null;
};

export function toCurrentUser(u: User): CurrentUser {
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    hospitalId: u.hospitalId,
    departmentId: u.departmentId,
    profileImageUrl: u.profileImageUrl,
  };
}

const INVALID = "Invalid email or password";
const TOO_MANY = "Too many sign-in attempts. Please wait before trying again.";
const WINDOW_SECONDS = 15 * 60;

/** Failed attempts allowed per account and per client address in a 15-minute window. */
export const LOGIN_LIMITS = { perEmail: 5, perIp: 20 } as const;

function loginLimits(email: string, ip: string | null): Limit[] {
  const limits: Limit[] = [{ key: `login:email:${email}`, max: LOGIN_LIMITS.perEmail, windowSeconds: WINDOW_SECONDS }];
  if (ip) limits.push({ key: `login:ip:${ip}`, max: LOGIN_LIMITS.perIp, windowSeconds: WINDOW_SECONDS });
  return limits;
}

export type StaffSignIn = { user: CurrentUser; sessionVersion: number; sessionMaxAgeSeconds: number };

// POST /api/auth/login and the next-auth "staff" provider: verify, rate-limit, audit; with
// two-factor on, `code` (a TOTP or a recovery code) is the second step.
// `userAgent` is kept in the audit record of a successful sign-in (Settings → recent sign-ins).
export async function signInStaff(actor: Actor, input: LoginInput, client: { userAgent?: string | null } = {}): Promise<StaffSignIn> {
  const db = getDb();
  const userAgent = client.userAgent?.slice(0, 300) ?? null;
  // Every failure is recorded with the account it names (when it exists) and the browser, so that
  // the account's owner sees it among the recent sign-ins in Settings.
  const failed = (reason: string, user: Pick<User, "id" | "hospitalId"> | undefined, outcome: "failure" | "denied" = "failure") =>
    audit(actor, {
      action: "auth.login",
      entity: "user",
      entityId: user?.id ?? null,
      hospitalId: user?.hospitalId ?? null,
      outcome,
      details: { email: input.email, reason, userAgent },
    });
  const limits = loginLimits(input.email, actor.ip);
  // The attempt takes its slot before the password is checked: racing attempts cannot outrun the count.
  let attempt: Attempt;
  try {
    attempt = await takeAttempt(limits, TOO_MANY);
  } catch (error) {
    if (isRateLimited(error)) {
      const [named] = await db.select({ id: users.id, hospitalId: users.hospitalId }).from(users).where(eq(users.email, input.email)).limit(1);
      await failed("rate_limited", named, "denied");
    }
    throw error;
  }

  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const passwordOk = await verifyPasswordOrDummy(input.password, user?.passwordHash);
  if (!user || !passwordOk || !user.isActive) {
    await failed(!user ? "unknown_email" : !passwordOk ? "wrong_password" : "inactive", user);
    throw new ServiceError(401, INVALID);
  }
  // Maintenance mode lets only a system administrator in; a deactivated hospital's staff are
  // refused with its message. The password was right: its slot goes back.
  const platform = await readSettings();
  const refusal =
    user.role === "system_admin"
      ? null
      : platform.maintenanceMode
        ? ({ reason: "maintenance", error: underMaintenance() } as const)
        : (await hospitalIsDeactivated(user.hospitalId))
          ? ({ reason: "hospital_deactivated", error: hospitalDeactivated() } as const)
          : null;
  if (refusal) {
    await giveBack(attempt);
    await failed(refusal.reason, user, "denied");
    throw refusal.error;
  }
  if (user.temporaryPasswordExpiresAt && user.temporaryPasswordExpiresAt <= new Date()) {
    await failed("temporary_password_expired", user);
    throw temporaryPasswordExpired();
  }
  // Two-factor: the right password alone guesses nothing more, so the slot of a request without a
  // code goes back (people behind one address would otherwise use up its limit by signing in);
  // a wrong code keeps its slot, and only a full success gives it back.
  if (user.totpSecretEnc && !input.code) await giveBack(attempt);
  await checkSignInSecondFactor(actor, user, input.code);

  await Promise.all([
    db.update(users).set({ lastLogin: sql`now()` }).where(eq(users.id, user.id)),
    clearLimits([limits[0].key]),
    giveBack(attempt),
  ]);
  await audit(actor, { action: "auth.login", entity: "user", entityId: user.id, hospitalId: user.hospitalId, details: { userAgent } });
  return { user: toCurrentUser(user), sessionVersion: user.sessionVersion, sessionMaxAgeSeconds: platform.sessionTimeoutHours * 3600 };
}

/** Whether `email` (any case, as sign-in takes it) is an active system administrator's (maintenance lets only them sign in). */
export async function isSystemAdminEmail(email: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row?.role === "system_admin" && row.isActive;
}

/** Whether the hospital of an account (none for a system administrator or an independent worker) is deactivated. */
export async function hospitalIsDeactivated(hospitalId: string | null): Promise<boolean> {
  if (!hospitalId) return false;
  const [row] = await getDb().select({ isActive: hospitals.isActive }).from(hospitals).where(eq(hospitals.id, hospitalId)).limit(1);
  return row ? !row.isActive : false;
}

// GET /api/auth/user: the signed-in staff member, re-read from the database.
export async function getCurrentUser(actor: Actor): Promise<CurrentUser> {
  if (actor.kind !== "staff") throw notSignedIn();
  const [user] = await getDb().select().from(users).where(eq(users.id, actor.userId)).limit(1);
  if (!user) throw notSignedIn();
  return toCurrentUser(user);
}

/** Logout everywhere: voids every session of the signed-in user, this one included. */
export async function logoutEverywhere(actor: Actor): Promise<void> {
  if (actor.kind !== "staff") throw notSignedIn();
  await getDb()
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, actor.userId));
  await revokeAllSessions("staff", actor.userId);
  await audit(actor, { action: "auth.logout_everywhere", entity: "user", entityId: actor.userId });
}
