import type { USER_ROLES } from "@/lib/db/schema/enums";

export type UserRole = (typeof USER_ROLES)[number];

type Origin = { ip: string | null };

/**
 * Set when the account's password is a temporary one that somebody else generated: until it is
 * replaced, the route wrapper answers 403 `password_change_required` and pages lead to the change.
 */
type PasswordState = { passwordChangeRequired?: boolean };

export type StaffActor = Origin & PasswordState & {
  kind: "staff";
  userId: string;
  role: UserRole;
  hospitalId: string | null;
  departmentId: string | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
};
export type HealthWorkerActor = Origin & PasswordState & { kind: "health_worker"; healthWorkerId: string; hospitalId: string | null };
export type PatientActor = Origin & { kind: "patient"; patientId: string };
export type AnonymousActor = Origin & { kind: "anonymous" };

/** The acting principal every service function receives (ARCHITECTURE.md "How data flows"). */
export type Actor = StaffActor | HealthWorkerActor | PatientActor | AnonymousActor;

export const anonymous = (ip: string | null = null): AnonymousActor => ({ kind: "anonymous", ip });

export function actorId(actor: Actor): string | null {
  switch (actor.kind) {
    case "staff":
      return actor.userId;
    case "health_worker":
      return actor.healthWorkerId;
    case "patient":
      return actor.patientId;
    default:
      return null;
  }
}

/** A staff member or health worker still holding a temporary password (see PasswordState). */
export const mustChangePassword = (actor: Actor) =>
  (actor.kind === "staff" || actor.kind === "health_worker") && actor.passwordChangeRequired === true;
