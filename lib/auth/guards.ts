import { forbidden, notSignedIn } from "@/lib/errors";

import type { Actor, StaffActor, UserRole } from "./actor-types";

/** Staff only, optionally of the given roles: 401 for anyone else signed out, 403 for the wrong role. */
export function requireStaff(actor: Actor, roles?: readonly UserRole[]): StaffActor {
  if (actor.kind === "anonymous") throw notSignedIn();
  if (actor.kind !== "staff") throw forbidden();
  if (roles && !roles.includes(actor.role)) throw forbidden();
  return actor;
}

/** The hospital a staff member acts for; system_admin may name one, everyone else uses their own. */
export function tenantOf(actor: StaffActor, requested?: string | null): string {
  if (actor.role === "system_admin" && requested) return requested;
  if (!actor.hospitalId) throw forbidden();
  return actor.hospitalId;
}
