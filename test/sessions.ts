import { encodeSession, type SessionKind } from "@/lib/auth/session";
import { createSession } from "@/lib/auth/sessions-store";

type Opened = { kind: SessionKind; sub: string; sv?: number; role?: string };

/**
 * A session token whose row was opened `ageSeconds` ago for `lifetimeSeconds` (only the clock is
 * turned back while the row is written). The JWT itself is fresh and valid for `jwtSeconds`, as
 * a re-issued or forged-lifetime token would be: only the row can refuse it.
 */
export async function agedSessionToken(p: Opened, o: { ageSeconds: number; lifetimeSeconds: number; jwtSeconds?: number }) {
  jest.useFakeTimers({ now: Date.now() - o.ageSeconds * 1000, doNotFake: ["nextTick", "setImmediate", "setTimeout", "setInterval", "queueMicrotask", "performance", "hrtime"] });
  let sid: string;
  try {
    sid = (await createSession({ kind: p.kind, principalId: p.sub, lifetimeSeconds: o.lifetimeSeconds, ip: null, userAgent: null })).id;
  } finally {
    jest.useRealTimers();
  }
  return encodeSession({ sub: p.sub, kind: p.kind, sv: p.sv ?? 0, role: p.role, sid }, o.jwtSeconds ?? 24 * 3600);
}
