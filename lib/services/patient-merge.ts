import { and, eq, inArray, isNull, sql } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requireStaff, tenantOf } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import {
  aiAnalyses,
  appointments,
  bills,
  diagnoses,
  incidentReports,
  medicalRecords,
  notifications,
  patientAliases,
  patientConsentCodes,
  patientHospitals,
  patients,
  sessions,
  tasks,
  type Patient,
} from "@/lib/db/schema";
import { pgErrorCode, ServiceError } from "@/lib/errors";
import type { MergePatientInput } from "@/lib/validation/patient-merge";

import { patientNotFound } from "./patient-access";
import { assertHospitalWritable } from "./tenant-guard";

// Two records of one person (issue 13): the hospital administrator folds the duplicate into the
// record they keep. Everything that names the duplicate moves, its number stays as an alias that
// resolves to the kept record, and its row is deleted, all in one transaction under row locks.

export const MERGE_SELF = "A record cannot be merged with itself";
export const MERGE_OVERLAP =
  "The two records have active appointments at overlapping times. Cancel or reschedule one of them, then merge again.";

export type MergeResult = { id: string; duplicateId: string; moved: Record<string, number>; filledFields: string[] };

/** Tables whose `patient_id` names the patient; each moves with one UPDATE. */
const MOVED_TABLES = { appointments, diagnoses, medicalRecords, aiAnalyses, tasks, notifications, patientConsentCodes, patientAliases, bills } as const;

/** Details the kept record lacks and takes from the duplicate (the kept record wins otherwise). */
const FILLED_COLUMNS = [
  "middleName", "email", "city", "state", "postalCode", "nationality", "emergencyRelationship", "bloodType", "height",
  "weight", "maritalStatus", "occupation", "languagePreference", "religiousAffiliation", "nextOfKin", "nextOfKinPhone",
  "passportNumberEnc", "insuranceInfoEnc", "biometricDataEnc",
] as const satisfies readonly (keyof Patient)[];
/** Clinical lists: both records' entries are kept, so that no allergy is lost in a merge. */
const COMBINED_COLUMNS = ["allergies", "chronicConditions", "currentMedications", "medicalHistory"] as const satisfies readonly (keyof Patient)[];

function mergedDetails(kept: Patient, duplicate: Patient): { changes: Partial<Patient>; fields: string[] } {
  const changes: Record<string, unknown> = {};
  for (const key of FILLED_COLUMNS) if (kept[key] == null && duplicate[key] != null) changes[key] = duplicate[key];
  for (const key of COMBINED_COLUMNS) {
    const [a, b] = [kept[key]?.trim(), duplicate[key]?.trim()];
    if (b && !a) changes[key] = b;
    else if (a && b && a.toLowerCase() !== b.toLowerCase()) changes[key] = `${a}\n${b}`;
  }
  if (!kept.nationalIdHash && duplicate.nationalIdHash) {
    changes.nationalIdHash = duplicate.nationalIdHash;
    changes.nationalIdEnc = duplicate.nationalIdEnc;
  }
  const fields = Object.keys(changes).filter((k) => k !== "nationalIdEnc").map((k) => (k === "nationalIdHash" ? "nationalId" : k.replace(/Enc$/, "")));
  return { changes: changes as Partial<Patient>, fields };
}

async function moveEverything(tx: DbOrTx, keptId: string, duplicateId: string): Promise<Record<string, number>> {
  const moved: Record<string, number> = {};
  for (const [name, table] of Object.entries(MOVED_TABLES)) {
    const rows = await tx.update(table).set({ patientId: keptId }).where(eq(table.patientId, duplicateId)).returning({ patientId: table.patientId });
    moved[name] = rows.length;
  }
  // Links: the union of both records' hospitals (a hospital that had both keeps its first link).
  const links = await queryRows(
    tx,
    sql`insert into ${patientHospitals} (patient_id, hospital_id, source, linked_at)
      select ${keptId}, hospital_id, source, linked_at from ${patientHospitals} where patient_id = ${duplicateId}
      on conflict do nothing returning hospital_id`,
  );
  moved.patientHospitals = links.length;
  // Incident reports name a patient of their hospital (a key on patient_hospitals): they move once
  // the kept record is linked to every hospital of the duplicate, before its links go.
  const incidents = await tx.update(incidentReports).set({ patientId: keptId }).where(eq(incidentReports.patientId, duplicateId)).returning({ id: incidentReports.id });
  moved.incidentReports = incidents.length;
  await tx.delete(patientHospitals).where(eq(patientHospitals.patientId, duplicateId));
  // A portal session names the old number in its signed cookie: it ends, and the patient signs in
  // again (the old number still works, as an alias).
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.kind, "patient"), eq(sessions.principalId, duplicateId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  moved.sessionsEnded = ended.length;
  return moved;
}

// POST /api/patients/{id}/merge: hospital_admin; both records linked to their hospital (else 404).
// Rows of both patients are locked in one order, so a second merge of the same pair waits and then
// finds the duplicate gone (404); an overlapping active appointment makes the move fail (409).
export async function mergePatients(actor: Actor, id: string, input: MergePatientInput): Promise<MergeResult> {
  const staff = requireStaff(actor, ["hospital_admin"]);
  const hospitalId = tenantOf(staff);
  const keptId = id.trim().toUpperCase();
  const duplicateId = input.duplicateId;
  if (keptId === duplicateId) throw new ServiceError(400, MERGE_SELF, { duplicateId: MERGE_SELF });
  try {
    return await getDb().transaction(async (tx) => {
      await assertHospitalWritable(staff, hospitalId, tx);
      const locked = await tx.select().from(patients).where(inArray(patients.id, [keptId, duplicateId])).orderBy(patients.id).for("update");
      const links = await tx
        .select({ patientId: patientHospitals.patientId })
        .from(patientHospitals)
        .where(and(eq(patientHospitals.hospitalId, hospitalId), inArray(patientHospitals.patientId, [keptId, duplicateId])));
      const kept = locked.find((p) => p.id === keptId);
      const duplicate = locked.find((p) => p.id === duplicateId);
      if (!kept || !duplicate || links.length < 2) throw patientNotFound();

      const moved = await moveEverything(tx, keptId, duplicateId);
      await tx.delete(patients).where(eq(patients.id, duplicateId));
      const { changes, fields } = mergedDetails(kept, duplicate);
      if (fields.length) await tx.update(patients).set(changes).where(eq(patients.id, keptId));
      await tx.insert(patientAliases).values({ aliasId: duplicateId, patientId: keptId, hospitalId, mergedBy: staff.userId });
      await audit(staff, { action: "patient.merge", entity: "patient", entityId: keptId, hospitalId, details: { duplicateId, moved, filledFields: fields } }, tx);
      return { id: keptId, duplicateId, moved, filledFields: fields };
    });
  } catch (error) {
    if (pgErrorCode(error) === "23P01") throw new ServiceError(409, MERGE_OVERLAP);
    throw error;
  }
}

/** The patient a health number names: itself, or the record an alias was merged into. */
export async function resolvePatientId(id: string, tx: DbOrTx = getDb()): Promise<string> {
  const number = id.trim().toUpperCase();
  const [alias] = await tx.select({ patientId: patientAliases.patientId }).from(patientAliases).where(eq(patientAliases.aliasId, number)).limit(1);
  return alias?.patientId ?? id;
}
