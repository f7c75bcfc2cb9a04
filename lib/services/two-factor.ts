import { and, count, eq, isNull } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { getDb } from "@/lib/db/client";
import { twoFactorRecoveryCodes, users } from "@/lib/db/schema";
import { notSignedIn } from "@/lib/errors";

// Two-factor sign-in (TOTP) for staff accounts (issue 15).

export type TwoFactorStatus = { enabled: boolean; enabledAt: string | null; recoveryCodesLeft: number };

/** Whether the signed-in staff member has two-factor on, since when, and how many recovery codes are unused. */
export async function getTwoFactorStatus(actor: Actor): Promise<TwoFactorStatus> {
  const staff = requireStaff(actor);
  const db = getDb();
  const [[user], [codes]] = await Promise.all([
    db.select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, staff.userId)).limit(1),
    db
      .select({ n: count() })
      .from(twoFactorRecoveryCodes)
      .where(and(eq(twoFactorRecoveryCodes.userId, staff.userId), isNull(twoFactorRecoveryCodes.usedAt))),
  ]);
  if (!user) throw notSignedIn();
  return { enabled: user.enabledAt !== null, enabledAt: user.enabledAt?.toISOString() ?? null, recoveryCodesLeft: user.enabledAt ? Number(codes?.n ?? 0) : 0 };
}
