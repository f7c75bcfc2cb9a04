import { forbidden, notSignedIn, ServiceError } from "@/lib/errors";

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

const CHOOSE_HOSPITAL = "Please choose a hospital";

/**
 * The hospital a request acts on when it must act on exactly one: system_admin has none of its
 * own and must name one (400 otherwise); everyone else uses their own, whatever they send.
 */
export function requiredTenantOf(actor: StaffActor, requested?: string | null): string {
  if (actor.role === "system_admin" && !requested) throw new ServiceError(400, CHOOSE_HOSPITAL, { hospitalId: CHOOSE_HOSPITAL });
  return tenantOf(actor, requested);
}
