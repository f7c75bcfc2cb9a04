import { and, asc, eq, or, sql } from "drizzle-orm";

import type { Actor, StaffActor } from "@/lib/auth/actor-types";
import { requiredTenantOf, requireStaff, tenantOf } from "@/lib/auth/guards";
import { revokeAllSessions } from "@/lib/auth/sessions-store";
import { audit } from "@/lib/audit";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { nextHealthWorkerId, nextWorkerNumber } from "@/lib/db/ids";
import { departments, healthWorkers } from "@/lib/db/schema";
import { notFound, pgConstraint, pgErrorCode, ServiceError } from "@/lib/errors";
import { appLink, deliverMail, mailSecret, queueMail } from "@/lib/mail";
import { localDate } from "@/lib/time";
import type { RegisterHealthWorkerInput, UpdateHealthWorkerInput } from "@/lib/validation/health-worker";
import type { PageQuery } from "@/lib/validation/list";

import { registrationTarget } from "./doctors";
import { assertHospitalUserRoom } from "./hospital-user-limit";
import { newTemporaryPassword, TEMPORARY_PASSWORD_NOTE } from "./passwords";
import { assertHospitalWritable } from "./tenant-guard";

const EMAIL_TAKEN = "A health worker with this email already exists";

/** 409 for an email a worker already has (the public registration answers it too). */
export function emailTaken(): ServiceError {
  return new ServiceError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
}

function welcomeMail(input: RegisterHealthWorkerInput, hospitalName: string, ids: { healthWorkerId: string; workerNumber: string }, password: string) {
  return {
    to: input.email,
    subject: `Your health worker account at ${hospitalName}`,
    text: [
      `Hello ${input.firstName} ${input.lastName},`,
      "",
      `${hospitalName} has registered you as a health worker. Sign in to the health worker portal with these details:`,
      "",
      `Sign-in page: ${appLink("/health-worker-login")}`,
      `Health worker ID: ${ids.healthWorkerId}`,
      `Worker number (you sign in with it): ${ids.workerNumber}`,
      `Temporary password: ${mailSecret("password")}`,
      "",
      TEMPORARY_PASSWORD_NOTE,
      "Keep this password private and do not forward this message.",
    ].join("\n"),
    secrets: { password },
  };
}

export type RegisteredHealthWorker = { id: string; healthWorkerId: string; workerNumber: string; temporaryPassword: string };

// POST /api/health-workers: a worker employed by the hospital, with HW- and WN- numbers from the
// counters and a generated password shown once to the administrator and mailed after commit.
export async function registerHealthWorker(actor: Actor, input: RegisterHealthWorkerInput): Promise<RegisteredHealthWorker> {
  const staff = requireStaff(actor, ["hospital_admin", "system_admin"]);
  const hospitalId = requiredTenantOf(staff, input.hospitalId);
  const temporary = await newTemporaryPassword();
  const temporaryPassword = temporary.password;
  const passwordHash = temporary.passwordHash;

  let result: { id: string; healthWorkerId: string; workerNumber: string; mailId: string };
  try {
    result = await getDb().transaction(async (tx) => {
      await assertHospitalWritable(staff, hospitalId, tx);
      // Registered by the hospital is employed there: one more user of the hospital (409 beyond the maximum).
      await assertHospitalUserRoom(tx, hospitalId);
      const hospital = await registrationTarget(tx, hospitalId, input.departmentId);
      const [taken] = await tx.select({ id: healthWorkers.id }).from(healthWorkers).where(eq(healthWorkers.email, input.email)).limit(1);
      if (taken) throw emailTaken();

      // The HW- year is the hospital's local year, like every other "today" of the hospital.
      const year = Number(localDate(new Date(), hospital.timezone).slice(0, 4));
      const healthWorkerId = await nextHealthWorkerId(tx, year);
      const workerNumber = await nextWorkerNumber(tx);
      const [row] = await tx
        .insert(healthWorkers)
        .values({
          healthWorkerId,
          workerNumber,
          passwordHash,
          temporaryPasswordExpiresAt: temporary.expiresAt,
          hospitalId,
          departmentId: input.departmentId,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          role: input.role,
          specialization: input.specialization ?? null,
          qualifications: input.qualifications,
          licenseNumber: input.licenseNumber,
          employmentType: input.employmentType,
          shift: input.shift,
          emergencyContact: input.emergencyContact,
          emergencyRelationship: input.emergencyRelationship,
          notes: input.notes ?? null,
          employmentStatus: "employed",
          // Registered by the hospital, not self-registered: not in the public directory until the
          // worker opts in.
          isPublicProfile: false,
        })
        .returning({ id: healthWorkers.id });
      const mailId = await queueMail(tx, welcomeMail(input, hospital.name, { healthWorkerId, workerNumber }, temporaryPassword));
      await audit(
        staff,
        {
          action: "health_worker.register",
          entity: "health_worker",
          entityId: row.id,
          hospitalId,
          details: { healthWorkerId, workerNumber, email: input.email, departmentId: input.departmentId, mailId },
        },
        tx,
      );
      return { id: row.id, healthWorkerId, workerNumber, mailId };
    });
  } catch (error) {
    // Two registrations racing for one email: the unique index decides, the loser gets 409.
    if (pgErrorCode(error) === "23505" && pgConstraint(error) === "health_workers_email_key") throw emailTaken();
    throw error;
  }
  await deliverMail([result.mailId]);
  return { id: result.id, healthWorkerId: result.healthWorkerId, workerNumber: result.workerNumber, temporaryPassword };
}

export type HealthWorkerListItem = {
  id: string;
  healthWorkerId: string;
  workerNumber: string;
  firstName: string;
  lastName: string;
  role: string;
  specialization: string | null;
  email: string;
  phone: string;
  departmentId: string | null;
  departmentName: string | null;
  isActive: boolean;
  licenseNumber: string | null;
  /** When the employer (or system_admin) verified the license; null while unverified. */
  licenseVerifiedAt: Date | null;
};

/** The list's columns for the hospital's workers (one worker when `id` is given), by name. */
function workerItems(db: DbOrTx, hospitalId: string, id?: string) {
  return db
    .select({
      id: healthWorkers.id,
      healthWorkerId: healthWorkers.healthWorkerId,
      workerNumber: healthWorkers.workerNumber,
      firstName: healthWorkers.firstName,
      lastName: healthWorkers.lastName,
      role: healthWorkers.role,
      specialization: healthWorkers.specialization,
      email: healthWorkers.email,
      phone: healthWorkers.phone,
      departmentId: healthWorkers.departmentId,
      departmentName: departments.name,
      isActive: healthWorkers.isActive,
      licenseNumber: healthWorkers.licenseNumber,
      licenseVerifiedAt: healthWorkers.licenseVerifiedAt,
    })
    .from(healthWorkers)
    .leftJoin(departments, and(eq(departments.id, healthWorkers.departmentId), eq(departments.hospitalId, healthWorkers.hospitalId)))
    .where(and(eq(healthWorkers.hospitalId, hospitalId), id ? eq(healthWorkers.id, id) : undefined))
    .orderBy(asc(healthWorkers.lastName), asc(healthWorkers.firstName), asc(healthWorkers.healthWorkerId));
}

export type ListHealthWorkersQuery = Partial<PageQuery> & { hospitalId?: string };

// GET /api/health-workers: the workers of the actor's hospital (system_admin names one), by name.
// Never the password hash or the date of birth.
export async function listHealthWorkers(actor: Actor, query: ListHealthWorkersQuery = {}): Promise<HealthWorkerListItem[]> {
  const staff = requireStaff(actor);
  const hospitalId = tenantOf(staff, query.hospitalId);
  return workerItems(getDb(), hospitalId)
    .limit(query.limit ?? 50)
    .offset(query.offset ?? 0);
}

type HealthWorkerRow = typeof healthWorkers.$inferSelect;

/** The worker (by record id or HW- number) locked for a change, only if employed by the actor's hospital. */
export async function lockEmployedWorker(tx: DbOrTx, staff: StaffActor, id: string): Promise<HealthWorkerRow> {
  const [row] = await tx
    .select()
    .from(healthWorkers)
    .where(
      and(
        or(eq(healthWorkers.id, id), eq(healthWorkers.healthWorkerId, id.toUpperCase())),
        staff.role === "system_admin" ? sql`${healthWorkers.hospitalId} is not null` : eq(healthWorkers.hospitalId, staff.hospitalId ?? ""),
      ),
    )
    .for("update")
    .limit(1);
  if (!row) throw notFound("Health worker");
  return row;
}

const EDITABLE = ["firstName", "lastName", "phone", "role", "departmentId", "specialization", "isActive"] as const;

// PATCH /api/health-workers/{id}: the employing hospital's administrator edits the worker or turns
// the account off and on. Deactivating revokes every worker session and bumps the session version
// in the same transaction, so the worker's next request is refused.
export async function updateHealthWorker(actor: Actor, id: string, input: UpdateHealthWorkerInput): Promise<HealthWorkerListItem> {
  const staff = requireStaff(actor, ["hospital_admin", "system_admin"]);
  return getDb().transaction(async (tx) => {
    const current = await lockEmployedWorker(tx, staff, id);
    const hospitalId = current.hospitalId!;
    await assertHospitalWritable(staff, hospitalId, tx);
    if (input.departmentId !== undefined && input.departmentId !== current.departmentId) {
      await registrationTarget(tx, hospitalId, input.departmentId);
    }
    const changes: Partial<HealthWorkerRow> = {};
    for (const key of EDITABLE) {
      const value = input[key];
      if (value !== undefined && value !== current[key]) Object.assign(changes, { [key]: value });
    }
    const fields = Object.keys(changes);
    // Turning an employed worker's account back on makes one more user of the hospital.
    if (changes.isActive === true && current.employmentStatus === "employed") await assertHospitalUserRoom(tx, hospitalId);
    if (fields.length > 0) {
      const deactivated = changes.isActive === false;
      if (deactivated) changes.sessionVersion = current.sessionVersion + 1;
      await tx.update(healthWorkers).set(changes).where(and(eq(healthWorkers.id, current.id), eq(healthWorkers.hospitalId, hospitalId)));
      if (deactivated) await revokeAllSessions("health_worker", current.id, tx);
      const action = changes.isActive === undefined ? "health_worker.update" : changes.isActive ? "health_worker.reactivate" : "health_worker.deactivate";
      // Field names only, never their values.
      await audit(staff, { action, entity: "health_worker", entityId: current.id, hospitalId, details: { fields } }, tx);
    }
    const [item] = await workerItems(tx, hospitalId, current.id);
    return item;
  });
}
