import type { USER_ROLES } from "@/lib/db/schema/enums";

export type UserRole = (typeof USER_ROLES)[number];

type Origin = { ip: string | null };

/**
 * Set when the account's password is a temporary one that somebody else generated: until it is
 * replaced, the route wrapper answers 403 `password_change_required` and pages lead to the change.
 */
type PasswordState = { passwordChangeRequired?: boolean };

/**
 * What the platform settings and the account's hospital ask of this session, read in the same query
 * as the session itself, so that a change takes effect on the next request (see resolveActor):
 * - `maintenanceMode`: only a system administrator may change anything (route() answers 503);
 * - `twoFactorEnrolmentRequired`: a staff user without two-factor sign-in must enrol first
 *   (the setting is on, or the user is a system administrator);
 * - `hospitalDeactivated`: the staff member's or worker's hospital is deactivated (403).
 * Absent (an actor built by hand, e.g. in a test) means "nothing asked".
 */
type AccessState = { maintenanceMode?: boolean; hospitalDeactivated?: boolean };

export type StaffActor = Origin & PasswordState & AccessState & {
  twoFactorEnrolmentRequired?: boolean;
  kind: "staff";
  userId: string;
  role: UserRole;
  hospitalId: string | null;
  departmentId: string | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
};
export type HealthWorkerActor = Origin & PasswordState & AccessState & { kind: "health_worker"; healthWorkerId: string; hospitalId: string | null };
export type PatientActor = Origin & Pick<AccessState, "maintenanceMode"> & { kind: "patient"; patientId: string };
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

/**
 * The step an account must take before anything else, in order: replace a temporary password,
 * then enrol in two-factor sign-in. route() answers 403 with the step's code to every other route;
 * pages lead to the step's page (leadToPasswordChange in page-gates.ts).
 */
export type AccountStep = "password_change" | "two_factor_enrolment";

export function requiredStep(actor: Actor): AccountStep | null {
  if (mustChangePassword(actor)) return "password_change";
  if (actor.kind === "staff" && actor.twoFactorEnrolmentRequired === true) return "two_factor_enrolment";
  return null;
}

/** A staff member or health worker whose hospital the system administrator has deactivated. */
export const inDeactivatedHospital = (actor: Actor) =>
  (actor.kind === "staff" || actor.kind === "health_worker") && actor.hospitalDeactivated === true;

/** A signed-in system administrator: the one principal maintenance mode does not stop. */
export const isSystemAdmin = (actor: Actor) => actor.kind === "staff" && actor.role === "system_admin";
