import { and, eq, isNull, ne, sql } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { generatePassword, hashPassword } from "@/lib/auth/password";
import type { DbOrTx } from "@/lib/db/client";
import { healthWorkers, sessions, users } from "@/lib/db/schema";
import { forbidden, notSignedIn, ServiceError } from "@/lib/errors";

// The one place where an account's password is replaced (issue 15): a change in Settings, the
// forced change of a temporary password, a forgotten-password reset and an administrator's new
// temporary password all store through here, so the temporary state and the sessions follow.

/** An account with a password: a staff user (users) or a health worker (health_workers). */
export type AccountKind = "staff" | "health_worker";
export type AccountRef = { kind: AccountKind; id: string };

/** A generated password is good for this long unused, and must be replaced at the first sign-in. */
export const TEMPORARY_PASSWORD_HOURS = 72;
export const TEMPORARY_PASSWORD_EXPIRED = "Your temporary password has expired. Ask your hospital administrator for a new one.";
/** The line of a mail that carries a temporary password. */
export const TEMPORARY_PASSWORD_NOTE = `This password works for ${TEMPORARY_PASSWORD_HOURS} hours and only until you choose your own, which you will be asked to do when you first sign in.`;
/** 401 at sign-in with a correct temporary password past its 72 hours. */
export const temporaryPasswordExpired = () =>
  new ServiceError(401, TEMPORARY_PASSWORD_EXPIRED, undefined, undefined, { code: "temporary_password_expired" });

/** The account of a signed-in staff member or health worker: 401 signed out, 403 for a portal patient. */
export function accountOf(actor: Actor): AccountRef {
  if (actor.kind === "staff") return { kind: "staff", id: actor.userId };
  if (actor.kind === "health_worker") return { kind: "health_worker", id: actor.healthWorkerId };
  if (actor.kind === "anonymous") throw notSignedIn();
  throw forbidden();
}

/** A new temporary password: the clear text (shown once, mailed), its hash and when it stops working. */
export async function newTemporaryPassword(now = new Date()) {
  const password = generatePassword();
  return {
    password,
    passwordHash: await hashPassword(password),
    expiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_HOURS * 3600_000),
  };
}

const tableOf = (kind: AccountKind) => (kind === "staff" ? users : healthWorkers);

/** The account's password hash and temporary state (null when there is no such account). */
export async function readPassword(tx: DbOrTx, account: AccountRef) {
  const t = tableOf(account.kind);
  const [row] = await tx
    .select({ passwordHash: t.passwordHash, temporaryUntil: t.temporaryPasswordExpiresAt })
    .from(t)
    .where(eq(t.id, account.id))
    .limit(1);
  return row ?? null;
}

/**
 * Stores a password the person chose: the temporary state ends, and every session of the account
 * ends except `keepSessionId` (the one that made the change; none for a reset). With `expectHash`
 * the update happens only while the stored hash is still that one, so two racing changes cannot
 * both pass. Answers whether the password was stored.
 */
export async function storeOwnPassword(
  tx: DbOrTx,
  account: AccountRef,
  passwordHash: string,
  options: { expectHash?: string | null; keepSessionId?: string | null } = {},
): Promise<boolean> {
  const t = tableOf(account.kind);
  const [changed] = await tx
    .update(t)
    .set({ passwordHash, temporaryPasswordExpiresAt: null })
    .where(and(eq(t.id, account.id), options.expectHash ? eq(t.passwordHash, options.expectHash) : undefined))
    .returning({ id: t.id });
  if (!changed) return false;
  await revokeSessions(tx, account, options.keepSessionId ?? null);
  return true;
}

/** Stores a temporary password someone else generated: it must be changed, and every session ends. */
export async function storeTemporaryPassword(tx: DbOrTx, account: AccountRef, temporary: { passwordHash: string; expiresAt: Date }) {
  const t = tableOf(account.kind);
  await tx
    .update(t)
    .set({ passwordHash: temporary.passwordHash, temporaryPasswordExpiresAt: temporary.expiresAt })
    .where(eq(t.id, account.id));
  await revokeSessions(tx, account, null);
}

/** Ends every live session of the account, except `keepSessionId`. */
export async function revokeSessions(tx: DbOrTx, account: { kind: AccountKind | "patient"; id: string }, keepSessionId: string | null) {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.kind, account.kind),
        eq(sessions.principalId, account.id),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}
