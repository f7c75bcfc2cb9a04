import { and, gt, inArray, sql } from "drizzle-orm";

import { getDb, type DbOrTx } from "@/lib/db/client";
import { rateLimits } from "@/lib/db/schema";
import { ServiceError } from "@/lib/errors";

export type Limit = { key: string; max: number; windowSeconds: number };

// Counters live in the database so that every app instance shares them (no sticky state).

/** Throws 429 with Retry-After when any of the limits is already used up. */
export async function assertNotLimited(limits: Limit[], message: string, db: DbOrTx = getDb()): Promise<void> {
  if (limits.length === 0) return;
  const rows = await db
    .select()
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, limits.map((l) => l.key)), gt(rateLimits.resetAt, sql`now()`)));
  let retryAfter = 0;
  for (const row of rows) {
    const limit = limits.find((l) => l.key === row.key);
    if (limit && row.count >= limit.max) {
      retryAfter = Math.max(retryAfter, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
    }
  }
  if (retryAfter > 0) {
    throw new ServiceError(429, message, undefined, { "Retry-After": String(Math.max(1, retryAfter)) });
  }
}

/** Counts one attempt against each limit (a fixed window that starts with the first attempt). */
export async function recordAttempt(limits: Limit[], db: DbOrTx = getDb()): Promise<void> {
  for (const limit of limits) {
    const window = sql`now() + make_interval(secs => ${limit.windowSeconds})`;
    await db
      .insert(rateLimits)
      .values({ key: limit.key, count: 1, resetAt: window })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${window} else ${rateLimits.resetAt} end`,
        },
      });
  }
}

export async function clearLimits(keys: string[], db: DbOrTx = getDb()): Promise<void> {
  if (keys.length) await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}
