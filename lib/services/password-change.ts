import type { Actor } from "@/lib/auth/actor-types";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { audit } from "@/lib/audit";
import { getDb } from "@/lib/db/client";
import { notSignedIn, ServiceError } from "@/lib/errors";
import { clearLimits, giveBack, takeAttempt } from "@/lib/security/rate-limit";

import { accountOf, readPassword, storeOwnPassword } from "./passwords";

// POST /api/auth/password (staff and health workers) and POST /api/health-worker/password: the
// current password is required, the new one must differ, every other session of the account ends.

export const WRONG_CURRENT = "Current password is incorrect";
export const SAME_PASSWORD = "The new password must be different from the current password";
const TOO_MANY = "Too many attempts. Please wait before trying again.";
const CHANGED_MEANWHILE = "The password was changed in the meantime. Please sign in again.";

/** Wrong current passwords allowed per account in 15 minutes (a stolen session cannot guess on). */
export const PASSWORD_CHANGE_LIMIT = 5;

export type PasswordChange = { currentPassword: string; newPassword: string };

export async function changePassword(actor: Actor, input: PasswordChange, currentSessionId: string | null): Promise<void> {
  const account = accountOf(actor);
  const entity = account.kind === "staff" ? "user" : "health_worker";
  const action = account.kind === "staff" ? "auth.password_change" : "health_worker.password_change";
  const limit = { key: `password-change:${account.kind}:${account.id}`, max: PASSWORD_CHANGE_LIMIT, windowSeconds: 15 * 60 };
  const attempt = await takeAttempt([limit], TOO_MANY);

  const stored = await readPassword(getDb(), account);
  if (!stored) throw notSignedIn();
  if (!(await verifyPassword(input.currentPassword, stored.passwordHash ?? ""))) {
    await audit(actor, { action, entity, entityId: account.id, outcome: "failure", details: { reason: "wrong_current_password" } });
    throw new ServiceError(400, WRONG_CURRENT, { currentPassword: WRONG_CURRENT });
  }
  await giveBack(attempt);
  if (input.newPassword === input.currentPassword) throw new ServiceError(400, SAME_PASSWORD, { newPassword: SAME_PASSWORD });

  const newHash = await hashPassword(input.newPassword);
  await getDb().transaction(async (tx) => {
    const stored_ = await storeOwnPassword(tx, account, newHash, { expectHash: stored.passwordHash, keepSessionId: currentSessionId });
    if (!stored_) throw new ServiceError(409, CHANGED_MEANWHILE);
    const details = { wasTemporary: stored.temporaryUntil !== null, otherSessionsEnded: true };
    await audit(actor, { action, entity, entityId: account.id, details }, tx);
  });
  await clearLimits([limit.key]);
}
