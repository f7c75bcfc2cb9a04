import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";

import type { Actor, StaffActor } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { departments, employmentRequests, healthWorkers, hospitals } from "@/lib/db/schema";
import { forbidden, notFound, notSignedIn, pgConstraint, pgErrorCode, ServiceError } from "@/lib/errors";
import { deliverMail, queueMail } from "@/lib/mail";
import { localDate } from "@/lib/time";
import { EMPLOYMENT_REQUEST_TTL_DAYS, type CreateEmploymentRequestInput } from "@/lib/validation/employment-request";
import type { PageQuery } from "@/lib/validation/list";

import { requestReceivedMail, requestReceivedNotice, withdrawnByHospitalNotice } from "./employment-notices";
import { notify } from "./notifications";
import { assertHospitalWritable } from "./tenant-guard";

// Employment requests (API.md "Health workers and employment"): a hospital administrator asks a
// worker of the public directory to join; the worker answers (employment-answers.ts); the hospital
// may withdraw a pending request and later end the employment (employment-end.ts).
// State machine: pending → accepted | rejected | withdrawn | expired; nothing leaves the other states.

const PENDING_EXISTS = "Your hospital already has a pending employment request to this health worker.";
const ALREADY_YOURS = "This health worker already works at your hospital.";
const UNKNOWN_DEPARTMENT = "Please select one of your hospital's departments";

/**
 * Expiry, lazily: every pending request whose 14 days have run out becomes `expired`, in one
 * statement (the partial index on expires_at finds them). Run before every read and every answer
 * of requests, so what anyone sees or decides never depends on a timer having fired.
 */
export async function expireStaleRequests(db: DbOrTx = getDb()): Promise<number> {
  const rows = await db
    .update(employmentRequests)
    .set({ status: "expired" })
    .where(and(eq(employmentRequests.status, "pending"), sql`${employmentRequests.expiresAt} <= now()`))
    .returning({ id: employmentRequests.id });
  return rows.length;
}

/** A worker named by record id or HW- number. */
export function workerMatch(id: string): SQL {
  return or(eq(healthWorkers.id, id), eq(healthWorkers.healthWorkerId, id.toUpperCase()))!;
}

/** The hospital administrator's own hospital (401/403 for anyone else; system_admin has none). */
function hospitalAdmin(actor: Actor): StaffActor & { hospitalId: string } {
  const staff = requireStaff(actor, ["hospital_admin"]);
  if (!staff.hospitalId) throw forbidden();
  return staff as StaffActor & { hospitalId: string };
}

/**
 * The request's department: one of the hospital's active departments by id or by name, so that
 * accepting places the worker there. Other text (the specification's free-text field, from an API
 * client) is kept as the department's name, and the worker is employed without a department; an id
 * of a department that is not the hospital's is refused.
 */
async function resolveDepartment(tx: DbOrTx, hospitalId: string, raw: string): Promise<{ departmentId: string | null; departmentName: string }> {
  const [match] = await tx
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(
      and(
        eq(departments.hospitalId, hospitalId),
        eq(departments.isActive, true),
        or(eq(departments.id, raw.toUpperCase()), ilike(departments.name, raw.replace(/[\\%_]/g, (c) => `\\${c}`))),
      ),
    )
    .orderBy(departments.id)
    .limit(1);
  if (match) return { departmentId: match.id, departmentName: match.name };
  if (/^DEPT-/i.test(raw)) throw new ServiceError(400, UNKNOWN_DEPARTMENT, { department: UNKNOWN_DEPARTMENT });
  return { departmentId: null, departmentName: raw };
}

export type CreatedEmploymentRequest = { id: string; status: "pending" };

// POST /api/employment-requests: 201 { id, status: "pending" }; the worker is notified in the portal
// and by mail (after commit). The unique partial index employment_requests_one_pending_key decides
// between two racing requests of one hospital to one worker: the loser gets 409.
export async function createEmploymentRequest(actor: Actor, input: CreateEmploymentRequestInput): Promise<CreatedEmploymentRequest> {
  const staff = hospitalAdmin(actor);
  const hospitalId = staff.hospitalId;
  // Before the insert: an expired request must not hold the one-pending slot.
  await expireStaleRequests();
  let result: { id: string; mailId: string };
  try {
    result = await getDb().transaction(async (tx) => {
      await assertHospitalWritable(staff, hospitalId, tx);
      const [worker] = await tx
        .select()
        .from(healthWorkers)
        .where(and(workerMatch(input.healthWorkerId), eq(healthWorkers.isPublicProfile, true), eq(healthWorkers.isActive, true)))
        .limit(1);
      if (!worker) throw notFound("Health worker");
      if (worker.hospitalId === hospitalId) throw new ServiceError(409, ALREADY_YOURS);
      const [hospital] = await tx.select({ name: hospitals.name, timezone: hospitals.timezone }).from(hospitals).where(eq(hospitals.id, hospitalId));
      const department = await resolveDepartment(tx, hospitalId, input.department);
      const [row] = await tx
        .insert(employmentRequests)
        .values({
          hospitalId,
          healthWorkerId: worker.id,
          departmentId: department.departmentId,
          departmentName: department.departmentName,
          requestType: input.employmentType,
          position: input.position,
          employmentType: input.employmentType,
          proposedSalary: input.salaryRange ?? null,
          message: input.message,
          status: "pending",
          requestedBy: staff.userId,
          expiresAt: sql`now() + make_interval(days => ${EMPLOYMENT_REQUEST_TTL_DAYS})`,
        })
        .returning({ id: employmentRequests.id, expiresAt: employmentRequests.expiresAt });
      const offer = { position: input.position, departmentName: department.departmentName, employmentType: input.employmentType };
      await notify(tx, [{ to: { healthWorkerId: worker.id }, notice: requestReceivedNotice(hospital.name, offer, row.id) }]);
      const expiresOn = localDate(row.expiresAt ?? new Date(), hospital.timezone);
      const mail = requestReceivedMail(worker.email, worker, hospital, { ...offer, salaryRange: input.salaryRange ?? null, message: input.message }, expiresOn);
      const mailId = await queueMail(tx, mail);
      await audit(
        staff,
        {
          action: "employment_request.create",
          entity: "employment_request",
          entityId: row.id,
          hospitalId,
          details: { healthWorkerId: worker.id, departmentId: department.departmentId, employmentType: input.employmentType, mailId },
        },
        tx,
      );
      return { id: row.id, mailId };
    });
  } catch (error) {
    if (pgErrorCode(error) === "23505" && pgConstraint(error) === "employment_requests_one_pending_key") {
      throw new ServiceError(409, PENDING_EXISTS);
    }
    throw error;
  }
  await deliverMail([result.mailId]);
  return { id: result.id, status: "pending" };
}

/** What the hospital sees of one of its requests. */
export type HospitalEmploymentRequest = {
  id: string;
  status: string;
  position: string;
  departmentId: string | null;
  departmentName: string | null;
  employmentType: string;
  salaryRange: string | null;
  message: string;
  responseMessage: string | null;
  createdAt: Date;
  expiresAt: Date | null;
  respondedAt: Date | null;
  endedAt: Date | null;
  endReason: string | null;
  /** The worker's HW- number, as POST takes it. */
  healthWorkerId: string;
  workerNumber: string;
  workerFirstName: string;
  workerLastName: string;
  workerRole: string;
};

function hospitalView(db: DbOrTx) {
  return db
    .select({
      id: employmentRequests.id,
      status: employmentRequests.status,
      position: employmentRequests.position,
      departmentId: employmentRequests.departmentId,
      departmentName: employmentRequests.departmentName,
      employmentType: employmentRequests.employmentType,
      salaryRange: employmentRequests.proposedSalary,
      message: employmentRequests.message,
      responseMessage: employmentRequests.responseMessage,
      createdAt: employmentRequests.createdAt,
      expiresAt: employmentRequests.expiresAt,
      respondedAt: employmentRequests.respondedAt,
      endedAt: employmentRequests.endedAt,
      endReason: employmentRequests.endReason,
      healthWorkerId: healthWorkers.healthWorkerId,
      workerNumber: healthWorkers.workerNumber,
      workerFirstName: healthWorkers.firstName,
      workerLastName: healthWorkers.lastName,
      workerRole: healthWorkers.role,
    })
    .from(employmentRequests)
    .innerJoin(healthWorkers, eq(healthWorkers.id, employmentRequests.healthWorkerId));
}

// GET /api/employment-requests: the hospital's requests, newest first, with the worker's name and
// numbers and the answer.
export async function listHospitalEmploymentRequests(actor: Actor, query: Partial<PageQuery> = {}): Promise<HospitalEmploymentRequest[]> {
  const staff = hospitalAdmin(actor);
  await expireStaleRequests();
  return hospitalView(getDb())
    .where(eq(employmentRequests.hospitalId, staff.hospitalId))
    .orderBy(desc(employmentRequests.createdAt), desc(employmentRequests.id))
    .limit(query.limit ?? 50)
    .offset(query.offset ?? 0);
}

// PATCH /api/employment-requests/{id} { status: "withdrawn" }: only the requesting hospital, only
// while pending; one conditional UPDATE decides against a concurrent answer. Another hospital's
// request is 404.
export async function withdrawEmploymentRequest(actor: Actor, id: string): Promise<HospitalEmploymentRequest> {
  const staff = hospitalAdmin(actor);
  const hospitalId = staff.hospitalId;
  await expireStaleRequests();
  return getDb().transaction(async (tx) => {
    await assertHospitalWritable(staff, hospitalId, tx);
    const [row] = await tx
      .update(employmentRequests)
      .set({ status: "withdrawn" })
      .where(and(eq(employmentRequests.id, id), eq(employmentRequests.hospitalId, hospitalId), eq(employmentRequests.status, "pending")))
      .returning();
    if (!row) {
      const [current] = await tx
        .select({ status: employmentRequests.status })
        .from(employmentRequests)
        .where(and(eq(employmentRequests.id, id), eq(employmentRequests.hospitalId, hospitalId)));
      if (!current) throw notFound("Employment request");
      throw new ServiceError(409, `Only a pending request can be withdrawn; this one is ${current.status}.`);
    }
    const [hospital] = await tx.select({ name: hospitals.name }).from(hospitals).where(eq(hospitals.id, hospitalId));
    await notify(tx, [{ to: { healthWorkerId: row.healthWorkerId }, notice: withdrawnByHospitalNotice(hospital.name, row, row.id) }]);
    await audit(staff, { action: "employment_request.withdraw", entity: "employment_request", entityId: row.id, hospitalId, details: { healthWorkerId: row.healthWorkerId } }, tx);
    const [view] = await hospitalView(tx).where(eq(employmentRequests.id, row.id));
    return view;
  });
}

/** What the worker sees of a request sent to them. */
export type WorkerEmploymentRequest = {
  id: string;
  status: string;
  hospitalId: string;
  hospitalName: string;
  hospitalCity: string;
  hospitalCountry: string;
  position: string;
  departmentName: string | null;
  employmentType: string;
  salaryRange: string | null;
  message: string;
  responseMessage: string | null;
  createdAt: Date;
  expiresAt: Date | null;
  respondedAt: Date | null;
  endedAt: Date | null;
};

export function workerView(db: DbOrTx) {
  return db
    .select({
      id: employmentRequests.id,
      status: employmentRequests.status,
      hospitalId: employmentRequests.hospitalId,
      hospitalName: hospitals.name,
      hospitalCity: hospitals.city,
      hospitalCountry: hospitals.country,
      position: employmentRequests.position,
      departmentName: employmentRequests.departmentName,
      employmentType: employmentRequests.employmentType,
      salaryRange: employmentRequests.proposedSalary,
      message: employmentRequests.message,
      responseMessage: employmentRequests.responseMessage,
      createdAt: employmentRequests.createdAt,
      expiresAt: employmentRequests.expiresAt,
      respondedAt: employmentRequests.respondedAt,
      endedAt: employmentRequests.endedAt,
    })
    .from(employmentRequests)
    .innerJoin(hospitals, eq(hospitals.id, employmentRequests.hospitalId));
}

/** The signed-in worker (401 signed out, 403 for staff and patients). */
export function requireWorker(actor: Actor) {
  if (actor.kind === "anonymous") throw notSignedIn();
  if (actor.kind !== "health_worker") throw forbidden();
  return actor;
}

// GET /api/health-worker/employment-requests: the requests sent to the signed-in worker, pending
// first, then newest first.
export async function listWorkerEmploymentRequests(actor: Actor, query: Partial<PageQuery> = {}): Promise<WorkerEmploymentRequest[]> {
  const worker = requireWorker(actor);
  await expireStaleRequests();
  return workerView(getDb())
    .where(eq(employmentRequests.healthWorkerId, worker.healthWorkerId))
    .orderBy(sql`${employmentRequests.status} = 'pending' desc`, desc(employmentRequests.createdAt), desc(employmentRequests.id))
    .limit(query.limit ?? 50)
    .offset(query.offset ?? 0);
}

/** For pages: whether the hospital has a pending request to the worker (after expiry). */
export async function pendingRequestOf(hospitalId: string, workerRowId: string): Promise<{ id: string; createdAt: Date } | null> {
  await expireStaleRequests();
  const [row] = await getDb()
    .select({ id: employmentRequests.id, createdAt: employmentRequests.createdAt })
    .from(employmentRequests)
    .where(and(eq(employmentRequests.hospitalId, hospitalId), eq(employmentRequests.healthWorkerId, workerRowId), eq(employmentRequests.status, "pending")))
    .limit(1);
  return row ?? null;
}


/** The request page's worker summary, for the hospital administrator (contact details included). */
export type RequestTarget = {
  id: string;
  healthWorkerId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: string;
  specialization: string | null;
  experienceYears: number;
  nationality: string | null;
  languages: string[];
  skills: string[];
  licenseVerified: boolean;
  employmentStatus: string;
  /** The worker already works at the administrator's hospital. */
  employedHere: boolean;
  /** The hospital's pending request to the worker, if any. */
  pending: { id: string; createdAt: Date } | null;
};

// /request-employment/{healthWorkerId}: the worker a hospital administrator is about to ask; null
// for an unknown, private or inactive worker (the page's 'Health Worker Not Found').
export async function getRequestTarget(actor: Actor, healthWorkerId: string): Promise<RequestTarget | null> {
  const staff = hospitalAdmin(actor);
  const [worker] = await getDb()
    .select({
      id: healthWorkers.id,
      healthWorkerId: healthWorkers.healthWorkerId,
      firstName: healthWorkers.firstName,
      lastName: healthWorkers.lastName,
      email: healthWorkers.email,
      phone: healthWorkers.phone,
      role: healthWorkers.role,
      specialization: healthWorkers.specialization,
      experienceYears: healthWorkers.experienceYears,
      nationality: healthWorkers.nationality,
      languages: healthWorkers.languages,
      skills: healthWorkers.skills,
      licenseVerifiedAt: healthWorkers.licenseVerifiedAt,
      employmentStatus: healthWorkers.employmentStatus,
      hospitalId: healthWorkers.hospitalId,
    })
    .from(healthWorkers)
    .where(and(workerMatch(healthWorkerId), eq(healthWorkers.isPublicProfile, true), eq(healthWorkers.isActive, true)))
    .limit(1);
  if (!worker) return null;
  const { licenseVerifiedAt, hospitalId, ...rest } = worker;
  return {
    ...rest,
    licenseVerified: licenseVerifiedAt !== null,
    employedHere: hospitalId === staff.hospitalId,
    pending: await pendingRequestOf(staff.hospitalId, worker.id),
  };
}
