import { and, eq, inArray, sql } from "drizzle-orm";

import { getDb, type DbOrTx } from "@/lib/db/client";
import { rateLimits } from "@/lib/db/schema";
import { ServiceError } from "@/lib/errors";

export type Limit = { key: string; max: number; windowSeconds: number };

/** The slots one attempt holds: each limit's key and the window it was counted in. */
export type Attempt = { slots: { key: string; window: string }[] };

// Counters live in the database so that every app instance shares them (no sticky state). A
// counter is a fixed window that starts with its first attempt; its count is the number of slots
// taken in that window.

/**
 * Takes one slot of every limit BEFORE the caller checks anything, and decides in the same
 * statement: the upsert increments and returns each count, so concurrent attempts each see their
 * own number and no more than `max` of them ever pass. An attempt past any limit gives back
 * everything it added and is refused with 429 and Retry-After.
 */
export async function takeAttempt(limits: Limit[], message: string, db: DbOrTx = getDb()): Promise<Attempt> {
  // One row per key, in key order: two attempts lock the same rows in the same order (no deadlock).
  const byKey = new Map(limits.map((l) => [l.key, l]));
  const ordered = [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (ordered.length === 0) return { slots: [] };

  const expired = sql`${rateLimits.resetAt} <= now()`;
  const rows = await db
    .insert(rateLimits)
    .values(ordered.map((l) => ({ key: l.key, count: 1, resetAt: sql`now() + make_interval(secs => ${l.windowSeconds})` })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      key: rateLimits.key,
      count: rateLimits.count,
      // Text keeps the microseconds, so that a give-back finds exactly this window.
      window: sql<string>`${rateLimits.resetAt}::text`,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.resetAt} - now())))::int`,
    });

  const attempt = { slots: rows.map(({ key, window }) => ({ key, window })) };
  const over = rows.filter((r) => r.count > byKey.get(r.key)!.max);
  if (over.length === 0) return attempt;

  // A refused attempt counts nowhere: it gives back what it added to every limit.
  await giveBack(attempt, db);
  const retryAfter = Math.max(...over.map((r) => Number(r.retryAfter)));
  throw new ServiceError(429, message, undefined, { "Retry-After": String(Math.max(1, retryAfter)) });
}

/**
 * Gives back the slots of an attempt that must not count (a successful sign-in, an operation that
 * failed for another reason). A window that has ended or been cleared since is left alone.
 */
export async function giveBack(attempt: Attempt, db: DbOrTx = getDb()): Promise<void> {
  // One statement per row: each locks a single row, so a give-back never joins a lock cycle.
  for (const slot of attempt.slots) {
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(and(eq(rateLimits.key, slot.key), sql`${rateLimits.resetAt} = ${slot.window}::timestamptz`));
  }
}

/** Whether an error is a limit's refusal (callers audit it as `denied`). */
export const isRateLimited = (error: unknown) => error instanceof ServiceError && error.status === 429;

export async function clearLimits(keys: string[], db: DbOrTx = getDb()): Promise<void> {
  if (keys.length) await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}
