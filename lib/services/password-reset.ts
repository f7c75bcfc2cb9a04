import { createHash, randomBytes } from "node:crypto";

import { and, eq, gt, isNull, sql } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { audit } from "@/lib/audit";
import { PRODUCT_NAME } from "@/lib/constants/product";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { healthWorkers, passwordResetTokens, users } from "@/lib/db/schema";
import { ServiceError } from "@/lib/errors";
import { appLink, deliverMail, mailSecret, queueMail, type MailMessage } from "@/lib/mail";
import { isRateLimited, takeAttempt, type Limit } from "@/lib/security/rate-limit";
import { RESET_LINK_MINUTES, type ForgotPasswordInput } from "@/lib/validation/password-reset";

import { SAME_PASSWORD } from "./password-change";
import { storeOwnPassword, type AccountRef } from "./passwords";

// Forgotten password (issue 15, API.md "Accounts"): POST /api/auth/forgot-password mails a
// single-use link to every active account the email or worker number names, and answers the same
// whether or not one exists; POST /api/auth/reset-password redeems the link once.

/** Requests allowed per email or worker number as given (known or not, alike) and per client address, per hour. */
export const RESET_REQUEST_LIMITS = { perAccount: 3, perIp: 10 } as const;
const WINDOW_SECONDS = 3600;
export const TOO_MANY_REQUESTS = "Too many password reset requests. Please wait before asking again.";
export const INVALID_TOKEN = "This password reset link is invalid, has expired or has already been used. Ask for a new one.";
export const RESET_MAIL_SUBJECT = "Reset your password";

const invalidToken = () => new ServiceError(400, INVALID_TOKEN, { token: INVALID_TOKEN }, undefined, { code: "invalid_reset_token" });

/** Only this digest of a token is stored: a copy of the table opens no account. */
export const tokenDigest = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

type Found = AccountRef & { active: boolean; hospitalId: string | null; email: string; name: string; workerNumber: string | null };

/** The accounts a request names: the staff user of an email and the health worker of that email, or the worker of a number. */
async function accountsNamed(db: DbOrTx, input: ForgotPasswordInput): Promise<Found[]> {
  const found: Found[] = [];
  if (input.email !== undefined) {
    const [user] = await db
      .select({ id: users.id, active: users.isActive, hospitalId: users.hospitalId, email: users.email, first: users.firstName, last: users.lastName })
      .from(users)
      .where(eq(users.email, input.email))
      .limit(1);
    if (user) found.push({ kind: "staff", ...user, name: [user.first, user.last].filter(Boolean).join(" "), workerNumber: null });
  }
  const [worker] = await db
    .select({
      id: healthWorkers.id,
      active: healthWorkers.isActive,
      hospitalId: healthWorkers.hospitalId,
      email: healthWorkers.email,
      first: healthWorkers.firstName,
      last: healthWorkers.lastName,
      workerNumber: healthWorkers.workerNumber,
    })
    .from(healthWorkers)
    .where(input.email !== undefined ? eq(healthWorkers.email, input.email) : eq(healthWorkers.workerNumber, input.workerNumber))
    .limit(1);
  if (worker) found.push({ kind: "health_worker", ...worker, name: `${worker.first} ${worker.last}` });
  return found;
}

function resetMail(account: Found, token: string): MailMessage {
  const which =
    account.kind === "staff"
      ? `your ${PRODUCT_NAME} hospital staff account (${account.email})`
      : `your ${PRODUCT_NAME} health worker account (worker number ${account.workerNumber})`;
  return {
    to: account.email,
    subject: RESET_MAIL_SUBJECT,
    text: [
      `Hello${account.name ? ` ${account.name}` : ""},`,
      "",
      `Someone asked to reset the password of ${which}. To choose a new password, open this link:`,
      "",
      `${appLink("/reset-password")}?token=${mailSecret("token")}`,
      "",
      `The link works for ${RESET_LINK_MINUTES} minutes and only once. Choosing a new password signs the account out everywhere.`,
      "If you did not ask for this, ignore this mail: your password stays as it is.",
    ].join("\n"),
    secrets: { token },
  };
}

const entityOf = (kind: AccountRef["kind"]) => (kind === "staff" ? "user" : "health_worker");

// POST /api/auth/forgot-password: rate-limited by the identifier as given and by the address before
// anything is looked up; the same database work and the same answer for a known, unknown or inactive
// account; the mail leaves after the commit without the answer waiting for the SMTP server.
export async function requestPasswordReset(actor: Actor, input: ForgotPasswordInput): Promise<void> {
  const identifier = input.email !== undefined ? `email:${input.email}` : `worker:${input.workerNumber}`;
  const limits: Limit[] = [{ key: `password-reset:${identifier}`, max: RESET_REQUEST_LIMITS.perAccount, windowSeconds: WINDOW_SECONDS }];
  if (actor.ip) limits.push({ key: `password-reset:ip:${actor.ip}`, max: RESET_REQUEST_LIMITS.perIp, windowSeconds: WINDOW_SECONDS });
  const asked = input.email !== undefined ? { email: input.email } : { workerNumber: input.workerNumber };
  try {
    await takeAttempt(limits, TOO_MANY_REQUESTS);
  } catch (error) {
    if (isRateLimited(error)) await audit(actor, { action: "auth.password_reset_request", outcome: "denied", details: { ...asked, reason: "rate_limited" } });
    throw error;
  }

  const mailIds = await getDb().transaction(async (tx) => {
    const accounts = await accountsNamed(tx, input);
    const ids: string[] = [];
    for (const account of accounts) {
      const base = { action: "auth.password_reset_request", entity: entityOf(account.kind), entityId: account.id, hospitalId: account.hospitalId };
      if (!account.active) {
        await audit(actor, { ...base, outcome: "failure", details: { ...asked, reason: "inactive" } }, tx);
        continue;
      }
      // 256 bits from the CSPRNG; the clear token exists only in the (encrypted) mail.
      const token = randomBytes(32).toString("base64url");
      await tx.insert(passwordResetTokens).values({
        tokenHash: tokenDigest(token),
        kind: account.kind,
        principalId: account.id,
        ip: actor.ip,
        expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})`,
      });
      ids.push(await queueMail(tx, resetMail(account, token)));
      await audit(actor, { ...base, details: asked }, tx);
    }
    // A request that named nobody is audited too (the same writes as for a known account).
    if (accounts.length === 0) await audit(actor, { action: "auth.password_reset_request", outcome: "failure", details: { ...asked, reason: "no_account" } }, tx);
    return ids;
  });
  // NOTE: not awaited: the SMTP server's speed must not tell whether a mail was sent. deliverMail never throws.
  void deliverMail(mailIds);
}

const live = (digest: string) =>
  and(eq(passwordResetTokens.tokenHash, digest), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`));

/**
 * GET /reset-password: whether a link can still be used (unknown, used, expired or of an inactive
 * account: no), so the page says so before a password is typed. Tells nothing to anyone without
 * the token; the redemption decides again.
 */
export async function isResetTokenLive(token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const db = getDb();
  const [found] = await db
    .select({ kind: passwordResetTokens.kind, principalId: passwordResetTokens.principalId })
    .from(passwordResetTokens)
    .where(live(tokenDigest(token)))
    .limit(1);
  if (!found) return false;
  const state = await accountState(db, { kind: found.kind as AccountRef["kind"], id: found.principalId });
  return Boolean(state?.active);
}

/** The account's password hash, whether it may still sign in, and its hospital. */
async function accountState(db: DbOrTx, account: AccountRef) {
  const t = account.kind === "staff" ? users : healthWorkers;
  const [row] = await db
    .select({ passwordHash: t.passwordHash, active: t.isActive, hospitalId: t.hospitalId, temporaryUntil: t.temporaryPasswordExpiresAt })
    .from(t)
    .where(eq(t.id, account.id))
    .limit(1);
  return row ?? null;
}

// POST /api/auth/reset-password: redeems the token in one conditional UPDATE (two racing requests:
// one wins), voids the account's other links, stores the new password and ends every session.
export async function resetPassword(actor: Actor, input: { token: string; newPassword: string }): Promise<void> {
  const digest = tokenDigest(input.token);
  const db = getDb();
  const [found] = await db
    .select({ kind: passwordResetTokens.kind, principalId: passwordResetTokens.principalId })
    .from(passwordResetTokens)
    .where(live(digest))
    .limit(1);
  if (!found) throw invalidToken();
  const account: AccountRef = { kind: found.kind as AccountRef["kind"], id: found.principalId };
  const state = await accountState(db, account);
  if (!state?.active) throw invalidToken();
  // The token stays good for another try: the person chose a password they already have.
  if (state.passwordHash && (await verifyPassword(input.newPassword, state.passwordHash))) {
    throw new ServiceError(400, SAME_PASSWORD, { newPassword: SAME_PASSWORD });
  }
  const passwordHash = await hashPassword(input.newPassword);

  await db.transaction(async (tx) => {
    // The decision: only the request whose UPDATE finds the token still unused and unexpired goes on.
    const [redeemed] = await tx.update(passwordResetTokens).set({ usedAt: sql`now()` }).where(live(digest)).returning({ id: passwordResetTokens.id });
    if (!redeemed) throw invalidToken();
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.kind, account.kind), eq(passwordResetTokens.principalId, account.id), isNull(passwordResetTokens.usedAt)));
    // No session is kept: whoever knew the old password is signed out too.
    if (!(await storeOwnPassword(tx, account, passwordHash))) throw invalidToken();
    const details = { wasTemporary: state.temporaryUntil !== null, sessionsEnded: true };
    await audit(actor, { action: "auth.password_reset", entity: entityOf(account.kind), entityId: account.id, hospitalId: state.hospitalId, details }, tx);
  });
}
