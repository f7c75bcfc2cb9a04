import { randomBytes } from "node:crypto";

import { and, eq, gt, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import { getDb, type DbOrTx } from "@/lib/db/client";
import { sessions, settings } from "@/lib/db/schema";

import type { SessionKind } from "./session";

// The server side of a session cookie: one `sessions` row per sign-in. The cookie names its row
// (`sid`); sign-out revokes the row and no cookie outlives `expires_at`, whatever the JWT says.

export type SessionClient = { ip: string | null; userAgent: string | null };
export type NewSession = SessionClient & { kind: SessionKind; principalId: string; lifetimeSeconds: number };
export type OpenedSession = { id: string; expiresAt: Date; lifetimeSeconds: number };

const USER_AGENT_MAX = 512;

/** Opens a session row (a 144-bit random id) and drops the principal's expired ones, so the table stays small. */
export async function createSession(s: NewSession): Promise<OpenedSession> {
  const db = getDb();
  const id = randomBytes(18).toString("base64url");
  const createdAt = new Date();
  const expiresAt = new Date(createdAt.getTime() + s.lifetimeSeconds * 1000);
  await db
    .delete(sessions)
    .where(and(eq(sessions.kind, s.kind), eq(sessions.principalId, s.principalId), lte(sessions.expiresAt, sql`now()`)));
  await db.insert(sessions).values({
    id,
    kind: s.kind,
    principalId: s.principalId,
    ip: s.ip,
    userAgent: s.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    createdAt,
    expiresAt,
  });
  return { id, expiresAt, lifetimeSeconds: s.lifetimeSeconds };
}

/** Ends one session (sign-out). Unknown or already ended sessions are left as they are. */
export async function revokeSession(id: string | undefined): Promise<void> {
  if (!id) return;
  await getDb()
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every live session of one principal (logout everywhere); pass the transaction of a deactivation. */
export async function revokeAllSessions(kind: SessionKind, principalId: string, tx: DbOrTx = getDb()): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.kind, kind), eq(sessions.principalId, principalId), isNull(sessions.revokedAt)));
}

/** The settings' default session timeout, used when the settings row is missing. */
const DEFAULT_TIMEOUT_HOURS = 24;

/**
 * The earliest start of a session still within the administrator's session timeout
 * (settings.session_timeout_hours), read in the same statement: lowering the timeout ends the older
 * sessions on their next request, whatever their cookie or their row's `expires_at` says.
 */
const timeoutHours = sql<number>`coalesce((select ${settings.sessionTimeoutHours} from ${settings} where ${settings.id} = 1), ${sql.raw(String(DEFAULT_TIMEOUT_HOURS))})`.mapWith(Number);
const timeoutStart = sql`now() - make_interval(hours => ${timeoutHours})`;

/**
 * The join condition that makes a cookie count: its row, of this kind and this principal, neither
 * revoked nor expired, and opened within the session timeout. Joined into the principal's own
 * lookup, so checking costs no extra query.
 */
export function liveSession(sid: string, kind: SessionKind, principalId: AnyPgColumn): SQL {
  return and(
    eq(sessions.id, sid),
    eq(sessions.kind, kind),
    eq(sessions.principalId, principalId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.createdAt, timeoutStart),
  )!;
}

/**
 * When a live session ends (its row's end, or sooner when the session timeout ends it first), or
 * null when it has ended (revoked, expired, timed out or unknown).
 */
export async function liveSessionExpiry(sid: string): Promise<Date | null> {
  const [row] = await getDb()
    .select({ expiresAt: sessions.expiresAt, createdAt: sessions.createdAt, timeoutHours })
    .from(sessions)
    .where(and(eq(sessions.id, sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), gt(sessions.createdAt, timeoutStart)))
    .limit(1);
  if (!row) return null;
  const timedOut = row.createdAt.getTime() + row.timeoutHours * 3600_000;
  return timedOut < row.expiresAt.getTime() ? new Date(timedOut) : row.expiresAt;
}
