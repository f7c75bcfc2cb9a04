import { and, eq, inArray, isNull, sql } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { employmentRequests, healthWorkers, hospitals, tasks } from "@/lib/db/schema";
import { forbidden, notFound, ServiceError } from "@/lib/errors";
import { deliverMail, queueMail } from "@/lib/mail";
import type { EndEmploymentInput } from "@/lib/validation/employment-request";

import { employmentEndedMail, employmentEndedNotice, licenseVerifiedNotice } from "./employment-notices";
import { workerMatch } from "./employment-requests";
import { notify } from "./notifications";
import { assertHospitalWritable } from "./tenant-guard";

// The end of an employment and the license verification, both decided by the employing hospital.

/**
 * The access rule "employed at hospital X", read from the database at the moment of the check.
 * The health worker's actor is resolved from the database on every request (lib/auth/actor.ts),
 * so its `hospitalId` is null from the first request after an ended employment; services of the
 * worker's tasks and appointments scope by it (or call this) and answer 404 afterwards.
 */
export async function isEmployedAt(db: DbOrTx, healthWorkerId: string, hospitalId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: healthWorkers.id })
    .from(healthWorkers)
    .where(
      and(
        eq(healthWorkers.id, healthWorkerId),
        eq(healthWorkers.hospitalId, hospitalId),
        eq(healthWorkers.employmentStatus, "employed"),
        eq(healthWorkers.isActive, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export type EndedEmployment = { id: string; healthWorkerId: string; workerNumber: string; employmentStatus: "unemployed" };

// POST /api/health-workers/{healthWorkerId}/end-employment: the employer's administrator. In one
// transaction: the worker unemployed with hospital, department and shift cleared; the accepted
// request (if the worker came through one) marked ended with the reason; the worker's open tasks at
// the hospital unassigned (they go back to the department). The worker keeps the account.
export async function endEmployment(actor: Actor, id: string, input: EndEmploymentInput): Promise<EndedEmployment> {
  const staff = requireStaff(actor, ["hospital_admin"]);
  const hospitalId = staff.hospitalId;
  if (!hospitalId) throw forbidden();
  const reason = input.reason ?? null;
  const result = await getDb().transaction(async (tx) => {
    const [worker] = await tx
      .select()
      .from(healthWorkers)
      .where(and(workerMatch(id), eq(healthWorkers.hospitalId, hospitalId)))
      .for("update")
      .limit(1);
    if (!worker) throw notFound("Health worker");
    await assertHospitalWritable(staff, hospitalId, tx);
    await tx
      .update(healthWorkers)
      .set({ employmentStatus: "unemployed", hospitalId: null, departmentId: null, shift: null, employmentType: null })
      .where(and(eq(healthWorkers.id, worker.id), eq(healthWorkers.hospitalId, hospitalId)));
    const ended = await tx
      .update(employmentRequests)
      .set({ endedAt: sql`now()`, endReason: reason })
      .where(
        and(
          eq(employmentRequests.hospitalId, hospitalId),
          eq(employmentRequests.healthWorkerId, worker.id),
          eq(employmentRequests.status, "accepted"),
          isNull(employmentRequests.endedAt),
        ),
      )
      .returning({ id: employmentRequests.id });
    const unassigned = await tx
      .update(tasks)
      // Back to the department's pool as pending: a task left in progress without a worker would reach nobody.
      .set({ assignedToHealthWorkerId: null, status: "pending" })
      .where(and(eq(tasks.hospitalId, hospitalId), eq(tasks.assignedToHealthWorkerId, worker.id), inArray(tasks.status, ["pending", "in_progress"])))
      .returning({ id: tasks.id });
    const [hospital] = await tx.select({ name: hospitals.name }).from(hospitals).where(eq(hospitals.id, hospitalId));
    await notify(tx, [{ to: { healthWorkerId: worker.id }, notice: employmentEndedNotice(hospital.name, reason) }]);
    const mailId = await queueMail(tx, employmentEndedMail(worker.email, worker, hospital.name, reason));
    await audit(
      staff,
      {
        action: "health_worker.end_employment",
        entity: "health_worker",
        entityId: worker.id,
        hospitalId,
        details: { requests: ended.map((r) => r.id), unassignedTasks: unassigned.length, reason: Boolean(reason), mailId },
      },
      tx,
    );
    return { worker, mailId };
  });
  await deliverMail([result.mailId]);
  return { id: result.worker.id, healthWorkerId: result.worker.healthWorkerId, workerNumber: result.worker.workerNumber, employmentStatus: "unemployed" };
}

export type VerifiedLicense = { id: string; healthWorkerId: string; licenseNumber: string; licenseVerified: true; licenseVerifiedAt: Date };

// POST /api/health-workers/{healthWorkerId}/verify-license: the employer's administrator, or
// system_admin for any worker. 409 without a license number; verifying again keeps the first record.
export async function verifyLicense(actor: Actor, id: string): Promise<VerifiedLicense> {
  const staff = requireStaff(actor, ["hospital_admin", "system_admin"]);
  const isSystem = staff.role === "system_admin";
  if (!isSystem && !staff.hospitalId) throw forbidden();
  return getDb().transaction(async (tx) => {
    const [worker] = await tx
      .select()
      .from(healthWorkers)
      .where(and(workerMatch(id), isSystem ? undefined : eq(healthWorkers.hospitalId, staff.hospitalId!)))
      .for("update")
      .limit(1);
    if (!worker) throw notFound("Health worker");
    if (!isSystem) await assertHospitalWritable(staff, staff.hospitalId!, tx);
    if (!worker.licenseNumber?.trim()) throw new ServiceError(409, "This health worker has no license number to verify.");
    let verifiedAt = worker.licenseVerifiedAt;
    if (!verifiedAt) {
      const [row] = await tx
        .update(healthWorkers)
        .set({ licenseVerifiedAt: sql`now()`, licenseVerifiedBy: staff.userId })
        .where(eq(healthWorkers.id, worker.id))
        .returning({ at: healthWorkers.licenseVerifiedAt });
      verifiedAt = row.at!;
      const verifier = isSystem ? "The platform administrator" : ((await tx.select({ name: hospitals.name }).from(hospitals).where(eq(hospitals.id, staff.hospitalId!)))[0]?.name ?? "Your hospital");
      await notify(tx, [{ to: { healthWorkerId: worker.id }, notice: licenseVerifiedNotice(verifier) }]);
      await audit(
        staff,
        { action: "health_worker.verify_license", entity: "health_worker", entityId: worker.id, hospitalId: worker.hospitalId, details: { licenseNumber: worker.licenseNumber } },
        tx,
      );
    }
    return { id: worker.id, healthWorkerId: worker.healthWorkerId, licenseNumber: worker.licenseNumber, licenseVerified: true, licenseVerifiedAt: verifiedAt };
  });
}
