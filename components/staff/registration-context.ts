import { hospitalScope } from "@/components/hospital/page-scope";
import type { StaffActor } from "@/lib/auth/actor-types";
import { ServiceError } from "@/lib/errors";
import { listDepartments } from "@/lib/services/departments";
import { getHospitalOrThrow, type HospitalView } from "@/lib/services/hospitals";

// What a staff registration page (doctor, health worker) needs before it can show its form.
// Server only: it calls the services with the signed-in actor, which enforce role and tenant.

export type RegistrationContext =
  | { kind: "choose-hospital" }
  | { kind: "hospital-not-found"; hospitalId: string }
  | {
      kind: "ready";
      hospital: HospitalView;
      /** Sent with the form only for system_admin, who has no hospital of their own. */
      requestedHospitalId?: string;
      /** Active departments only: a new doctor or worker cannot join an inactive one. */
      departments: { id: string; name: string }[];
    };

export async function loadRegistrationContext(
  actor: StaffActor,
  requestedHospitalId: string | undefined,
): Promise<RegistrationContext> {
  const isSystemAdmin = actor.role === "system_admin";
  // The same scoping as /hospital: an administrator's own hospital, or system_admin's ?hospitalId=.
  const hospitalId = hospitalScope(actor, requestedHospitalId);
  if (!hospitalId) return { kind: "choose-hospital" };
  try {
    const [hospital, departments] = await Promise.all([
      getHospitalOrThrow(actor, hospitalId),
      listDepartments(actor, { search: undefined, hospitalId: isSystemAdmin ? hospitalId : undefined }),
    ]);
    return {
      kind: "ready",
      hospital,
      requestedHospitalId: isSystemAdmin ? hospitalId : undefined,
      departments: departments.filter((d) => d.isActive).map((d) => ({ id: d.id, name: d.name })),
    };
  } catch (error) {
    // A mistyped ?hospitalId= is a note on the page, not an error screen.
    if (error instanceof ServiceError && error.status === 404) return { kind: "hospital-not-found", hospitalId };
    throw error;
  }
}
