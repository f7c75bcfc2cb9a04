import { and, desc, eq } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { getDb } from "@/lib/db/client";
import { auditLogs, hospitals } from "@/lib/db/schema";
import { notSignedIn } from "@/lib/errors";
import { describeUserAgent } from "@/lib/user-agent";

import { revokeSessions, type AccountKind } from "./passwords";

// The signed-in principal's own sessions (Settings → "Sign out of all other sessions") and the
// staff member's recent sign-ins (Settings → "Recent sign-ins").

type SessionOwner = { kind: AccountKind | "patient"; id: string };

function ownerOf(actor: Actor): SessionOwner {
  switch (actor.kind) {
    case "staff":
      return { kind: "staff", id: actor.userId };
    case "health_worker":
      return { kind: "health_worker", id: actor.healthWorkerId };
    case "patient":
      return { kind: "patient", id: actor.patientId };
    default:
      throw notSignedIn();
  }
}

/** POST /api/auth/sessions/revoke: every session of the principal ends except the one asking. */
export async function revokeOtherSessions(actor: Actor, currentSessionId: string | null): Promise<void> {
  const owner = ownerOf(actor);
  await getDb().transaction(async (tx) => {
    await revokeSessions(tx, owner, currentSessionId);
    await audit(actor, { action: "auth.sessions_revoke", entity: owner.kind === "staff" ? "user" : owner.kind, entityId: owner.id }, tx);
  });
}

export type SignInOutcome = "success" | "failure" | "denied";
export type RecentSignIn = { at: string; ip: string | null; browser: string | null; outcome: SignInOutcome; result: string };
/** `timeZone`: the hospital's (UTC for an account without one), in which the page shows the times. */
export type RecentSignIns = { timeZone: string; signIns: RecentSignIn[] };

export const RECENT_SIGN_INS = 10;

const REASONS: Record<string, string> = {
  wrong_password: "Wrong password",
  inactive: "Blocked: account deactivated",
  rate_limited: "Blocked: too many attempts",
  temporary_password_expired: "Temporary password expired",
  // Two-factor sign-in (lib/services/two-factor.ts): the password was right, the code missing or wrong.
  two_factor_required: "Password correct, code asked",
  wrong_two_factor_code: "Wrong two-factor code",
};

/** "Signed in", "Wrong password", "Blocked: …", or the recorded reason in words. */
function resultOf(outcome: string, details: Record<string, unknown> | null): string {
  if (outcome === "success") return "Signed in";
  const reason = typeof details?.reason === "string" ? details.reason : null;
  if (reason && REASONS[reason]) return REASONS[reason];
  const words = reason ? reason.replace(/_/g, " ") : outcome === "denied" ? "blocked" : "failed";
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Settings → recent sign-ins: the last ten sign-in attempts on the staff member's own account
 * (POST /api/auth/login writes them with entity "user" and the account's id, served by the
 * (entity, entity_id) index), newest first, with the browser read from the row's user agent.
 */
export async function listRecentSignIns(actor: Actor): Promise<RecentSignIns> {
  const staff = requireStaff(actor);
  const db = getDb();
  const [rows, [hospital]] = await Promise.all([
    db
      .select({ at: auditLogs.createdAt, ip: auditLogs.ip, outcome: auditLogs.outcome, details: auditLogs.details })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, "user"), eq(auditLogs.entityId, staff.userId), eq(auditLogs.action, "auth.login")))
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(RECENT_SIGN_INS),
    staff.hospitalId
      ? db.select({ timeZone: hospitals.timezone }).from(hospitals).where(eq(hospitals.id, staff.hospitalId)).limit(1)
      : Promise.resolve([]),
  ]);
  return {
    timeZone: hospital?.timeZone ?? "UTC",
    signIns: rows.map((row) => {
      const details = (row.details ?? null) as Record<string, unknown> | null;
      const userAgent = typeof details?.userAgent === "string" ? details.userAgent : null;
      return {
        at: row.at.toISOString(),
        ip: row.ip,
        browser: userAgent ? describeUserAgent(userAgent) : null,
        outcome: row.outcome as SignInOutcome,
        result: resultOf(row.outcome, details),
      };
    }),
  };
}
