import { forbidden } from "next/navigation";

import { hospitalScope } from "@/components/hospital/page-scope";
import type { Actor, StaffActor } from "@/lib/auth/actor-types";
import { isClinicalRole } from "@/lib/auth/roles";

// Who may open the patient pages (specification section 6: hospital_admin, doctor, system_admin)
// and for which hospital. Server only; proxy.ts and the services check the same roles.

/** The signed-in clinical staff member, or the 403 screen for anyone else. */
export function requireClinicalStaff(actor: Actor): StaffActor {
  if (actor.kind !== "staff" || !isClinicalRole(actor.role)) forbidden();
  return actor;
}

/** The hospital whose patients a page lists (system_admin: `?hospitalId=`, null when none is named). */
export function patientHospitalScope(actor: Actor, requested: string | string[] | undefined): string | null {
  return hospitalScope(requireClinicalStaff(actor), requested, isClinicalRole);
}

/** system_admin names the hospital on every call and link that needs one; everyone else never does. */
export function adminHospitalId(actor: StaffActor, hospitalId: string): string | undefined {
  return actor.role === "system_admin" ? hospitalId : undefined;
}
