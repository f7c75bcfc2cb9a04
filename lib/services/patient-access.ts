import { and, eq } from "drizzle-orm";

import type { Actor, StaffActor } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { CLINICAL_ROLES } from "@/lib/auth/roles";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { patientHospitals, patients } from "@/lib/db/schema";
import { forbidden, notFound, notSignedIn } from "@/lib/errors";

/** Clinical staff only: 401 signed out, 403 for a health worker, a patient or another role. */
export const requireClinical = (actor: Actor): StaffActor => requireStaff(actor, CLINICAL_ROLES);

export const patientNotFound = () => notFound("Patient");

export type PatientAccess = {
  patientId: string;
  /** Whose appointments and records the reader sees: one hospital, or null for every hospital. */
  scopeHospitalId: string | null;
};

/**
 * Whether `actor` may read patient `patientId`, and which hospital's rows of it they see:
 * - the patient themself (portal session): everything of their own, any other patient is 404;
 * - system_admin: any patient, every hospital;
 * - clinical staff: only a patient linked to their hospital (registered or booked there), and
 *   only their hospital's rows; an unlinked patient is 404, never a hint that it exists.
 * Anonymous 401; health workers and other staff roles 403.
 */
export async function assertPatientAccess(actor: Actor, patientId: string, tx: DbOrTx = getDb()): Promise<PatientAccess> {
  if (actor.kind === "patient") {
    if (actor.patientId !== patientId) throw patientNotFound();
    return { patientId, scopeHospitalId: null };
  }
  if (actor.kind === "anonymous") throw notSignedIn();
  if (actor.kind !== "staff") throw forbidden();
  const staff = requireClinical(actor);

  if (staff.role === "system_admin") {
    const [row] = await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId)).limit(1);
    if (!row) throw patientNotFound();
    return { patientId, scopeHospitalId: null };
  }
  if (!staff.hospitalId) throw forbidden();
  const [link] = await tx
    .select({ patientId: patientHospitals.patientId })
    .from(patientHospitals)
    .where(and(eq(patientHospitals.patientId, patientId), eq(patientHospitals.hospitalId, staff.hospitalId)))
    .limit(1);
  if (!link) throw patientNotFound();
  return { patientId, scopeHospitalId: staff.hospitalId };
}
