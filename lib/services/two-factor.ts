import { and, count, eq, isNull, lt, or, sql } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import {
  looksLikeTotp,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  otpauthUrl,
  qrCodeSvg,
  recoveryCodeDigest,
} from "@/lib/auth/totp";
import { audit } from "@/lib/audit";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { hospitals, twoFactorRecoveryCodes, users, type User } from "@/lib/db/schema";
import { notSignedIn, ServiceError } from "@/lib/errors";
import { decryptPhi, encryptPhi } from "@/lib/security/phi";
import { clearLimits, giveBack, takeAttempt, type Limit } from "@/lib/security/rate-limit";
import { INVALID_TWO_FACTOR_CODE, TOTP_CODE_REQUIRED, type DisableTwoFactorInput, type EnableTwoFactorInput } from "@/lib/validation/two-factor";

import { revokeSessions } from "./passwords";

// Two-factor sign-in (TOTP, RFC 6238) for staff accounts (issue 15). The secret is kept encrypted
// with the PHI key; setup stores a pending one, the first code confirms it; ten single-use
// recovery codes stand in for a lost phone. A code is good once: every use is one conditional
// UPDATE (the step must be later than the last accepted one; a recovery code must be unused), so
// a replayed code and two racing sign-ins with one code cannot both pass.

/** `timeZone`: the hospital's (UTC for an account without one), in which the page shows `enabledAt`. */
export type TwoFactorStatus = { enabled: boolean; enabledAt: string | null; recoveryCodesLeft: number; timeZone: string };
export type TwoFactorSetup = { otpauthUrl: string; qrSvg: string };
export type SecondFactor = "totp" | "recovery_code";

export const TWO_FACTOR_ALREADY_ON = "Two-factor sign-in is already on";
export const TWO_FACTOR_NOT_ON = "Two-factor sign-in is not on";
export const TWO_FACTOR_NOT_SET_UP = "Start the set-up first: there is no new secret to confirm";
const TOO_MANY = "Too many attempts. Please wait before trying again.";

/** Wrong codes allowed per account in 15 minutes when enabling or turning off (a stolen session cannot guess on). */
export const TWO_FACTOR_CODE_LIMIT = 5;
const codeLimit = (userId: string): Limit => ({ key: `two-factor:${userId}`, max: TWO_FACTOR_CODE_LIMIT, windowSeconds: 15 * 60 });

/** 401 at sign-in: the account has two-factor on and the code is missing or wrong (API.md, Accounts). */
export const twoFactorRequired = (message: string) =>
  new ServiceError(401, message, undefined, undefined, { code: "two_factor_required" });
const invalidCode = () => new ServiceError(400, INVALID_TWO_FACTOR_CODE, { code: INVALID_TWO_FACTOR_CODE });

/** Whether the signed-in staff member has two-factor on, since when, and how many recovery codes are unused. */
export async function getTwoFactorStatus(actor: Actor): Promise<TwoFactorStatus> {
  const staff = requireStaff(actor);
  const db = getDb();
  const [[user], [codes]] = await Promise.all([
    db
      .select({ enabledAt: users.totpEnabledAt, timeZone: hospitals.timezone })
      .from(users)
      .leftJoin(hospitals, eq(hospitals.id, users.hospitalId))
      .where(eq(users.id, staff.userId))
      .limit(1),
    db
      .select({ n: count() })
      .from(twoFactorRecoveryCodes)
      .where(and(eq(twoFactorRecoveryCodes.userId, staff.userId), isNull(twoFactorRecoveryCodes.usedAt))),
  ]);
  if (!user) throw notSignedIn();
  return {
    enabled: user.enabledAt !== null,
    enabledAt: user.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: user.enabledAt ? Number(codes?.n ?? 0) : 0,
    timeZone: user.timeZone ?? "UTC",
  };
}

async function readTotpState(userId: string) {
  const [user] = await getDb()
    .select({ secret: users.totpSecretEnc, pending: users.totpPendingSecretEnc })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notSignedIn();
  return user;
}

// POST /api/auth/two-factor/setup: a new secret, pending until a first code confirms it (a second
// setup replaces it). Refused while two-factor is on: turning it off comes first.
export async function setupTwoFactor(actor: Actor): Promise<TwoFactorSetup> {
  const staff = requireStaff(actor);
  const secret = newTotpSecret();
  const [row] = await getDb()
    .update(users)
    .set({ totpPendingSecretEnc: encryptPhi(secret) })
    .where(and(eq(users.id, staff.userId), isNull(users.totpSecretEnc)))
    .returning({ email: users.email });
  if (!row) {
    await readTotpState(staff.userId); // 401 when the account is gone
    throw new ServiceError(409, TWO_FACTOR_ALREADY_ON);
  }
  await audit(actor, { action: "auth.two_factor_setup", entity: "user", entityId: staff.userId });
  const url = otpauthUrl(secret, row.email);
  return { otpauthUrl: url, qrSvg: qrCodeSvg(url) };
}

// POST /api/auth/two-factor/enable: the code must be the pending secret's; then, in one
// transaction, the secret becomes the active one, ten new recovery codes replace any old ones
// (their digests only; the codes are answered once) and every other session of the user ends.
export async function enableTwoFactor(actor: Actor, input: EnableTwoFactorInput, currentSessionId: string | null): Promise<{ recoveryCodes: string[] }> {
  const staff = requireStaff(actor);
  const state = await readTotpState(staff.userId);
  if (state.secret) throw new ServiceError(409, TWO_FACTOR_ALREADY_ON);
  if (!state.pending) throw new ServiceError(409, TWO_FACTOR_NOT_SET_UP);

  const limit = codeLimit(staff.userId);
  const attempt = await takeAttempt([limit], TOO_MANY);
  const step = matchTotp(decryptPhi(state.pending)!, input.code);
  if (step === null) {
    await audit(actor, { action: "auth.two_factor_enable", entity: "user", entityId: staff.userId, outcome: "failure", details: { reason: "wrong_two_factor_code" } });
    throw invalidCode();
  }
  await giveBack(attempt);

  const recoveryCodes = newRecoveryCodes();
  await getDb().transaction(async (tx) => {
    const [enabled] = await tx
      .update(users)
      .set({ totpSecretEnc: state.pending, totpPendingSecretEnc: null, totpEnabledAt: sql`now()`, totpLastStep: step })
      .where(and(eq(users.id, staff.userId), eq(users.totpPendingSecretEnc, state.pending!), isNull(users.totpSecretEnc)))
      .returning({ id: users.id });
    // A second setup or enable got there first: this code was for a secret that is no longer pending.
    if (!enabled) throw new ServiceError(409, TWO_FACTOR_NOT_SET_UP);
    await storeRecoveryCodes(tx, staff.userId, recoveryCodes);
    await revokeSessions(tx, { kind: "staff", id: staff.userId }, currentSessionId);
    await audit(actor, { action: "auth.two_factor_enable", entity: "user", entityId: staff.userId, details: { otherSessionsEnded: true } }, tx);
  });
  await clearLimits([limit.key]);
  return { recoveryCodes };
}

async function storeRecoveryCodes(tx: DbOrTx, userId: string, codes: string[]) {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.insert(twoFactorRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryCodeDigest(userId, normaliseRecoveryCode(code)!) })));
}

// POST /api/auth/two-factor/disable: a current code or a recovery code; the secret, the pending
// secret and the recovery codes go.
export async function disableTwoFactor(actor: Actor, input: DisableTwoFactorInput): Promise<void> {
  const staff = requireStaff(actor);
  const state = await readTotpState(staff.userId);
  if (!state.secret) throw new ServiceError(409, TWO_FACTOR_NOT_ON);

  const limit = codeLimit(staff.userId);
  await takeAttempt([limit], TOO_MANY);
  const used = await getDb().transaction(async (tx) => {
    const factor = await spendSecondFactor(tx, { id: staff.userId, totpSecretEnc: state.secret! }, input.code);
    if (!factor) return null;
    const [off] = await tx
      .update(users)
      .set({ totpSecretEnc: null, totpPendingSecretEnc: null, totpEnabledAt: null, totpLastStep: null })
      .where(and(eq(users.id, staff.userId), eq(users.totpSecretEnc, state.secret!)))
      .returning({ id: users.id });
    if (!off) throw new ServiceError(409, TWO_FACTOR_NOT_ON);
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, staff.userId));
    await audit(actor, { action: "auth.two_factor_disable", entity: "user", entityId: staff.userId, details: { with: factor } }, tx);
    return factor;
  });
  if (!used) {
    await audit(actor, { action: "auth.two_factor_disable", entity: "user", entityId: staff.userId, outcome: "failure", details: { reason: "wrong_two_factor_code" } });
    throw invalidCode();
  }
  await clearLimits([limit.key]);
}

/**
 * Spends `code` as the account's second factor and answers which kind it was, or null when it is
 * not good. A TOTP code's step is stored by one conditional UPDATE that passes only when the step
 * is later than the last accepted one (and the secret is still the one checked); a recovery code
 * is marked used by one conditional UPDATE that passes only while it is unused.
 */
export async function spendSecondFactor(tx: DbOrTx, account: { id: string; totpSecretEnc: string }, code: string): Promise<SecondFactor | null> {
  if (looksLikeTotp(code)) {
    const step = matchTotp(decryptPhi(account.totpSecretEnc)!, code);
    if (step === null) return null;
    const [accepted] = await tx
      .update(users)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(users.id, account.id),
          eq(users.totpSecretEnc, account.totpSecretEnc),
          or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
        ),
      )
      .returning({ id: users.id });
    return accepted ? "totp" : null;
  }
  const canonical = normaliseRecoveryCode(code);
  if (!canonical) return null;
  const [spent] = await tx
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, account.id),
        eq(twoFactorRecoveryCodes.codeHash, recoveryCodeDigest(account.id, canonical)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return spent ? "recovery_code" : null;
}

/**
 * The second step of a staff sign-in, after the password: nothing for an account without
 * two-factor; otherwise 401 `two_factor_required` without a code or with a wrong one (audited as
 * failures), and an audit record when a recovery code is spent. The sign-in's rate-limit slot is
 * the caller's: a wrong code keeps it taken, so codes are limited like passwords.
 */
export async function checkSignInSecondFactor(
  actor: Actor,
  user: Pick<User, "id" | "email" | "hospitalId" | "totpSecretEnc">,
  code: string | undefined,
): Promise<void> {
  if (!user.totpSecretEnc) return;
  const base = { action: "auth.login", entity: "user", entityId: user.id, hospitalId: user.hospitalId } as const;
  if (!code) {
    await audit(actor, { ...base, outcome: "failure", details: { email: user.email, reason: "two_factor_required" } });
    throw twoFactorRequired(TOTP_CODE_REQUIRED);
  }
  const factor = await spendSecondFactor(getDb(), { id: user.id, totpSecretEnc: user.totpSecretEnc }, code);
  if (!factor) {
    await audit(actor, { ...base, outcome: "failure", details: { email: user.email, reason: "wrong_two_factor_code" } });
    throw twoFactorRequired(INVALID_TWO_FACTOR_CODE);
  }
  if (factor === "recovery_code") {
    const [left] = await getDb()
      .select({ n: count() })
      .from(twoFactorRecoveryCodes)
      .where(and(eq(twoFactorRecoveryCodes.userId, user.id), isNull(twoFactorRecoveryCodes.usedAt)));
    await audit(actor, { ...base, action: "auth.recovery_code_used", details: { recoveryCodesLeft: Number(left?.n ?? 0) } });
  }
}
