import { and, eq, gt, isNull, ne, or, sql } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { audit } from "@/lib/audit";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { departments, employmentRequests, healthWorkers, hospitals } from "@/lib/db/schema";
import { notFound, ServiceError } from "@/lib/errors";
import type { AnswerEmploymentRequestInput } from "@/lib/validation/employment-request";

import { answeredNotice, withdrawnByAcceptanceNotice } from "./employment-notices";
import { expireStaleRequests, requireWorker, workerView, type WorkerEmploymentRequest } from "./employment-requests";
import { assertHospitalUserRoom } from "./hospital-user-limit";
import { hospitalAdminRecipients, notify } from "./notifications";

// The worker's answer to an employment request (PATCH /api/health-worker/employment-requests/{id}).

const EXPIRED = "This employment request has expired and can no longer be answered.";
const INACTIVE_HOSPITAL = "This hospital is no longer active, so its request cannot be accepted.";

function alreadyAnswered(status: string): ServiceError {
  if (status === "expired") return new ServiceError(409, EXPIRED);
  if (status === "withdrawn") return new ServiceError(409, "This employment request was withdrawn and can no longer be answered.");
  return new ServiceError(409, `This employment request has already been ${status === "rejected" ? "declined" : status}.`);
}

/** The request's department if it is still an active department of its hospital. */
async function activeDepartment(tx: DbOrTx, hospitalId: string, departmentId: string | null): Promise<string | null> {
  if (!departmentId) return null;
  const [row] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.id, departmentId), eq(departments.hospitalId, hospitalId), eq(departments.isActive, true)));
  return row?.id ?? null;
}

/**
 * Accepting, in one transaction: the request accepted, the worker employed at that hospital and
 * department, the worker's other pending requests withdrawn (their hospitals told). The worker's
 * row is locked first, so two accepts of one worker run one after the other and the second finds
 * the worker employed (409 naming the employer) or its request withdrawn (409): exactly one employer.
 * The hospital's administrators are told of every answer. Another worker's request is 404.
 */
export async function answerEmploymentRequest(actor: Actor, id: string, input: AnswerEmploymentRequestInput): Promise<WorkerEmploymentRequest> {
  const principal = requireWorker(actor);
  await expireStaleRequests();
  return getDb().transaction(async (tx) => {
    const [worker] = await tx.select().from(healthWorkers).where(eq(healthWorkers.id, principal.healthWorkerId)).for("update");
    const [request] = worker
      ? await tx
          .select()
          .from(employmentRequests)
          .where(and(eq(employmentRequests.id, id), eq(employmentRequests.healthWorkerId, worker.id)))
          .for("update")
      : [];
    if (!worker || !request) throw notFound("Employment request");
    if (request.status !== "pending") throw alreadyAnswered(request.status);

    if (input.status === "accepted") {
      if (worker.employmentStatus === "employed" && worker.hospitalId) {
        const [employer] = await tx.select({ name: hospitals.name }).from(hospitals).where(eq(hospitals.id, worker.hospitalId));
        throw new ServiceError(
          409,
          `You are already employed at ${employer?.name ?? worker.hospitalId}. That employment must end before you can accept another request.`,
        );
      }
      const [hospital] = await tx.select({ isActive: hospitals.isActive }).from(hospitals).where(eq(hospitals.id, request.hospitalId));
      if (!hospital?.isActive) throw new ServiceError(409, INACTIVE_HOSPITAL);
      // The worker becomes one more user of the hospital: 409 beyond the maximum users per hospital.
      await assertHospitalUserRoom(tx, request.hospitalId);
    }

    // The answer decides only while the request is pending and unexpired (to the database's clock).
    const [answered] = await tx
      .update(employmentRequests)
      .set({ status: input.status, responseMessage: input.responseMessage ?? null, respondedAt: sql`now()`, respondedBy: worker.id })
      .where(
        and(
          eq(employmentRequests.id, request.id),
          eq(employmentRequests.status, "pending"),
          or(isNull(employmentRequests.expiresAt), gt(employmentRequests.expiresAt, sql`now()`)),
        ),
      )
      .returning({ id: employmentRequests.id });
    if (!answered) throw new ServiceError(409, EXPIRED);

    const notices: Parameters<typeof notify>[1][number][] = [];
    let withdrawn: string[] = [];
    if (input.status === "accepted") {
      const departmentId = await activeDepartment(tx, request.hospitalId, request.departmentId);
      await tx
        .update(healthWorkers)
        .set({
          employmentStatus: "employed",
          hospitalId: request.hospitalId,
          departmentId,
          employmentType: request.employmentType,
          shift: request.shift ?? null,
        })
        .where(and(eq(healthWorkers.id, worker.id), eq(healthWorkers.employmentStatus, "unemployed")));
      const others = await tx
        .update(employmentRequests)
        .set({ status: "withdrawn" })
        .where(and(eq(employmentRequests.healthWorkerId, worker.id), eq(employmentRequests.status, "pending"), ne(employmentRequests.id, request.id)))
        .returning();
      withdrawn = others.map((o) => o.id);
      for (const other of others) {
        for (const to of await hospitalAdminRecipients(tx, other.hospitalId)) notices.push({ to, notice: withdrawnByAcceptanceNotice(worker, other, other.id) });
      }
    }
    for (const to of await hospitalAdminRecipients(tx, request.hospitalId)) {
      notices.push({ to, notice: answeredNotice(worker, request, input.status, input.responseMessage ?? null, request.id) });
    }
    await notify(tx, notices);
    await audit(
      principal,
      {
        action: input.status === "accepted" ? "employment_request.accept" : "employment_request.reject",
        entity: "employment_request",
        entityId: request.id,
        hospitalId: request.hospitalId,
        details: input.status === "accepted" ? { departmentId: request.departmentId, withdrawn } : {},
      },
      tx,
    );
    const [view] = await workerView(tx).where(eq(employmentRequests.id, request.id));
    return view;
  });
}
