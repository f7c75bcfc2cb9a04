import type { USER_ROLES } from "@/lib/db/schema/enums";

export type UserRole = (typeof USER_ROLES)[number];

type Origin = { ip: string | null };

export type StaffActor = Origin & {
  kind: "staff";
  userId: string;
  role: UserRole;
  hospitalId: string | null;
  departmentId: string | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
};
export type HealthWorkerActor = Origin & { kind: "health_worker"; healthWorkerId: string; hospitalId: string | null };
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
