import type { Actor } from "@/lib/auth/actor-types";
import { audit } from "@/lib/audit";
import { getDb } from "@/lib/db/client";
import { notSignedIn } from "@/lib/errors";

import { revokeSessions, type AccountKind } from "./passwords";

// The signed-in principal's own sessions (Settings → "Sign out of all other sessions").

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
