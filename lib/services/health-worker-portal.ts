import { and, eq, inArray, sql } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { audit } from "@/lib/audit";
import { roleLabel as workerRoleLabel } from "@/lib/constants/health-worker-roles";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { appointments, departments, doctors, healthWorkers, hospitals, patients, users } from "@/lib/db/schema";
import { forbidden, notSignedIn, ServiceError } from "@/lib/errors";
import { dayBounds, localDate } from "@/lib/time";
import type { UpdateWorkerProfileInput } from "@/lib/validation/health-worker-profile";

// The health worker portal (/health-worker-login once signed in): the worker's own record, today's
// appointments of their department, their profile and password. Employment is read from the
// database on every call (health_workers.employment_status and hospital_id), so an employment the
// hospital ends removes access to its appointments and tasks on the worker's next request.

export type WorkerSelf = {
  id: string;
  healthWorkerId: string;
  workerNumber: string;
  firstName: string;
  lastName: string;
  role: string;
  roleLabel: string;
  email: string;
  phone: string;
  skills: string[];
  languages: string[];
  isPublicProfile: boolean;
  employmentStatus: string;
  employmentType: string | null;
  shift: string | null;
  hospitalId: string | null;
  hospitalName: string | null;
  timezone: string | null;
  departmentId: string | null;
  departmentName: string | null;
  licenseNumber: string | null;
  licenseVerified: boolean;
};

export type EmployedWorker = WorkerSelf & { hospitalId: string; hospitalName: string; timezone: string };

export const NOT_EMPLOYED = "You are not employed at a hospital";

/**
 * The signed-in health worker, re-read: 401 signed out (or the account is gone), 403 for a staff
 * member or a portal patient.
 */
export async function requireWorker(actor: Actor, tx: DbOrTx = getDb()): Promise<WorkerSelf> {
  if (actor.kind === "anonymous") throw notSignedIn();
  if (actor.kind !== "health_worker") throw forbidden();
  const [row] = await tx
    .select({
      id: healthWorkers.id,
      healthWorkerId: healthWorkers.healthWorkerId,
      workerNumber: healthWorkers.workerNumber,
      firstName: healthWorkers.firstName,
      lastName: healthWorkers.lastName,
      role: healthWorkers.role,
      email: healthWorkers.email,
      phone: healthWorkers.phone,
      skills: healthWorkers.skills,
      languages: healthWorkers.languages,
      isPublicProfile: healthWorkers.isPublicProfile,
      employmentStatus: healthWorkers.employmentStatus,
      employmentType: healthWorkers.employmentType,
      shift: healthWorkers.shift,
      hospitalId: healthWorkers.hospitalId,
      hospitalName: hospitals.name,
      timezone: hospitals.timezone,
      departmentId: healthWorkers.departmentId,
      departmentName: departments.name,
      licenseNumber: healthWorkers.licenseNumber,
      licenseVerifiedAt: healthWorkers.licenseVerifiedAt,
    })
    .from(healthWorkers)
    .leftJoin(hospitals, eq(hospitals.id, healthWorkers.hospitalId))
    .leftJoin(departments, and(eq(departments.id, healthWorkers.departmentId), eq(departments.hospitalId, healthWorkers.hospitalId)))
    .where(and(eq(healthWorkers.id, actor.healthWorkerId), eq(healthWorkers.isActive, true)))
    .limit(1);
  if (!row) throw notSignedIn();
  const { licenseVerifiedAt, ...rest } = row;
  return { ...rest, roleLabel: workerRoleLabel(row.role), licenseVerified: licenseVerifiedAt !== null };
}

/** The signed-in worker, employed at a hospital now (403 otherwise): the gate of tasks and appointments. */
export async function requireEmployedWorker(actor: Actor, tx: DbOrTx = getDb()): Promise<EmployedWorker> {
  const w = await requireWorker(actor, tx);
  if (w.employmentStatus !== "employed" || !w.hospitalId || !w.hospitalName || !w.timezone) throw new ServiceError(403, NOT_EMPLOYED);
  return w as EmployedWorker;
}

export type WorkerAppointment = {
  id: string;
  appointmentDate: string;
  duration: number;
  status: string;
  patientId: string;
  patientName: string;
  doctorName: string;
  reason: string | null;
};

// GET /api/health-worker/appointments/today: the appointments of the worker's department at the
// employing hospital on its local today; of the patient only the name and health number. Every
// read is audited with the patients it showed.
export async function listTodayAppointments(actor: Actor, now = new Date()): Promise<WorkerAppointment[]> {
  const db = getDb();
  const w = await requireEmployedWorker(actor, db);
  const today = localDate(now, w.timezone);
  let rows: WorkerAppointment[] = [];
  if (w.departmentId) {
    const { start, end } = dayBounds(today, w.timezone);
    const found = await db
      .select({
        id: appointments.id,
        appointmentDate: appointments.appointmentDate,
        duration: appointments.duration,
        status: appointments.status,
        patientId: appointments.patientId,
        patientName: sql<string>`concat_ws(' ', ${patients.firstName}, ${patients.lastName})`,
        doctorName: sql<string>`'Dr. ' || concat_ws(' ', ${users.firstName}, ${users.lastName})`,
        reason: appointments.reason,
      })
      .from(appointments)
      .innerJoin(patients, eq(patients.id, appointments.patientId))
      .innerJoin(doctors, and(eq(doctors.id, appointments.doctorId), eq(doctors.hospitalId, appointments.hospitalId)))
      .innerJoin(users, eq(users.id, doctors.userId))
      .where(
        and(
          eq(appointments.hospitalId, w.hospitalId),
          eq(appointments.departmentId, w.departmentId),
          sql`${appointments.appointmentDate} >= ${start} and ${appointments.appointmentDate} < ${end}`,
          inArray(appointments.status, ["scheduled", "accepted", "completed", "no_show"]),
        ),
      )
      .orderBy(appointments.appointmentDate, appointments.id)
      .limit(200);
    rows = found.map((r) => ({ ...r, appointmentDate: r.appointmentDate.toISOString() }));
  }
  await audit(actor, {
    action: "health_worker.appointments_today_read",
    entity: "appointment",
    hospitalId: w.hospitalId,
    details: { date: today, departmentId: w.departmentId, count: rows.length, patientIds: [...new Set(rows.map((r) => r.patientId))] },
  });
  return rows;
}

// PATCH /api/health-worker/profile: the worker's phone, skills, languages and whether the profile
// is public; employed or not. Everything else of the record is the hospital's or the registration's.
export async function updateWorkerProfile(actor: Actor, input: UpdateWorkerProfileInput): Promise<WorkerSelf> {
  return getDb().transaction(async (tx) => {
    const w = await requireWorker(actor, tx);
    const changes: Partial<typeof healthWorkers.$inferInsert> = {};
    if (input.phone !== undefined && input.phone !== w.phone) changes.phone = input.phone;
    if (input.skills !== undefined && input.skills.join("\n") !== w.skills.join("\n")) changes.skills = input.skills;
    if (input.languages !== undefined && input.languages.join("\n") !== w.languages.join("\n")) changes.languages = input.languages;
    if (input.isPublicProfile !== undefined && input.isPublicProfile !== w.isPublicProfile) changes.isPublicProfile = input.isPublicProfile;
    const fields = Object.keys(changes);
    if (fields.length === 0) return w;
    await tx.update(healthWorkers).set(changes).where(eq(healthWorkers.id, w.id));
    // Field names only, never their values.
    await audit(actor, { action: "health_worker.profile_update", entity: "health_worker", entityId: w.id, hospitalId: w.hospitalId, details: { fields } }, tx);
    return requireWorker(actor, tx);
  });
}
