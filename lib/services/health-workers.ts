import { and, asc, eq } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requiredTenantOf, requireStaff, tenantOf } from "@/lib/auth/guards";
import { generatePassword, hashPassword } from "@/lib/auth/password";
import { audit } from "@/lib/audit";
import { getDb } from "@/lib/db/client";
import { nextHealthWorkerId, nextWorkerNumber } from "@/lib/db/ids";
import { departments, healthWorkers } from "@/lib/db/schema";
import { pgConstraint, pgErrorCode, ServiceError } from "@/lib/errors";
import { appLink, deliverMail, mailSecret, queueMail } from "@/lib/mail";
import { localDate } from "@/lib/time";
import type { RegisterHealthWorkerInput } from "@/lib/validation/health-worker";
import type { PageQuery } from "@/lib/validation/list";

import { registrationTarget } from "./doctors";
import { assertHospitalWritable } from "./tenant-guard";

const EMAIL_TAKEN = "A health worker with this email already exists";

function emailTaken(): ServiceError {
  return new ServiceError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
}

function welcomeMail(input: RegisterHealthWorkerInput, hospitalName: string, workerNumber: string, password: string) {
  return {
    to: input.email,
    subject: `Your health worker account at ${hospitalName}`,
    text: [
      `Hello ${input.firstName} ${input.lastName},`,
      "",
      `${hospitalName} has registered you as a health worker. Sign in to the health worker portal with these details:`,
      "",
      `Sign-in page: ${appLink("/health-worker-login")}`,
      `Worker number: ${workerNumber}`,
      `Temporary password: ${mailSecret("password")}`,
      "",
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
  const temporaryPassword = generatePassword();
  const passwordHash = await hashPassword(temporaryPassword);

  let result: { id: string; healthWorkerId: string; workerNumber: string; mailId: string };
  try {
    result = await getDb().transaction(async (tx) => {
      await assertHospitalWritable(staff, hospitalId, tx);
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
      const mailId = await queueMail(tx, welcomeMail(input, hospital.name, workerNumber, temporaryPassword));
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
};

export type ListHealthWorkersQuery = Partial<PageQuery> & { hospitalId?: string };

// GET /api/health-workers: the workers of the actor's hospital (system_admin names one), by name.
// Never the password hash or the date of birth.
export async function listHealthWorkers(actor: Actor, query: ListHealthWorkersQuery = {}): Promise<HealthWorkerListItem[]> {
  const staff = requireStaff(actor);
  const hospitalId = tenantOf(staff, query.hospitalId);
  return getDb()
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
    })
    .from(healthWorkers)
    .leftJoin(departments, and(eq(departments.id, healthWorkers.departmentId), eq(departments.hospitalId, healthWorkers.hospitalId)))
    .where(eq(healthWorkers.hospitalId, hospitalId))
    .orderBy(asc(healthWorkers.lastName), asc(healthWorkers.firstName), asc(healthWorkers.healthWorkerId))
    .limit(query.limit ?? 50)
    .offset(query.offset ?? 0);
}
