import { and, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import type { Actor, StaffActor } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { departments, doctors, healthWorkers, hospitals, patientHospitals, patients, tasks, users } from "@/lib/db/schema";
import { forbidden, notFound, ServiceError } from "@/lib/errors";
import { subscriptionEndedReason } from "@/lib/subscription";
import { isCalendarDate } from "@/lib/validation/fields";
import type { CreateTaskInput, ListTasksQuery, UpdateWorkerTaskInput } from "@/lib/validation/task";
import { zonedInstant } from "@/lib/time";

import { requireDoctor } from "./doctor-portal";
import { requireEmployedWorker, type EmployedWorker } from "./health-worker-portal";
import { notify } from "./notifications";
import { resolvePatientId } from "./patient-merge";
import { assertHospitalWritable } from "./tenant-guard";

// Tasks (API.md, added): a doctor or the hospital administrator assigns work to a health worker
// employed at the same hospital, or to one of its departments (the prescription routing of
// lib/services/diagnoses.ts creates department tasks for the pharmacy and the laboratory). The
// worker takes a department task (pending → in_progress, one conditional UPDATE: one taker) and
// completes it with notes; the doctor who assigned it (or whoever created it) is notified.

export type TaskView = {
  id: string;
  title: string;
  description: string | null;
  taskType: string;
  priority: string;
  status: string;
  dueDate: string | null;
  completedAt: string | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
  departmentId: string | null;
  departmentName: string | null;
  patientId: string | null;
  patientName: string | null;
  assignedToHealthWorkerId: string | null;
  assignedWorkerName: string | null;
  assignedWorkerNumber: string | null;
  assignedByDoctorId: string | null;
  /** "Dr. …" of the assigning doctor, else the creating user's name. */
  assignedBy: string | null;
};

const assignee = alias(healthWorkers, "task_assignee");
const doctorRecord = alias(doctors, "task_doctor");
const doctorUser = alias(users, "task_doctor_user");
const creator = alias(users, "task_creator");

const fullName = (first: unknown, last: unknown) => sql`nullif(concat_ws(' ', ${first}, ${last}), '')`;

const columns = {
  id: tasks.id,
  title: tasks.title,
  description: tasks.description,
  taskType: tasks.taskType,
  priority: tasks.priority,
  status: tasks.status,
  dueDate: tasks.dueDate,
  completedAt: tasks.completedAt,
  notes: tasks.notes,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
  departmentId: tasks.departmentId,
  departmentName: departments.name,
  patientId: tasks.patientId,
  patientName: sql<string | null>`${fullName(patients.firstName, patients.lastName)}`,
  assignedToHealthWorkerId: tasks.assignedToHealthWorkerId,
  assignedWorkerName: sql<string | null>`${fullName(assignee.firstName, assignee.lastName)}`,
  assignedWorkerNumber: assignee.workerNumber,
  assignedByDoctorId: tasks.assignedByDoctorId,
  assignedBy: sql<string | null>`coalesce('Dr. ' || ${fullName(doctorUser.firstName, doctorUser.lastName)}, ${fullName(creator.firstName, creator.lastName)})`,
};

type Row = { [K in keyof typeof columns]: unknown } & { dueDate: Date | null; completedAt: Date | null; createdAt: Date; updatedAt: Date };

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const toView = (r: Row): TaskView => ({ ...(r as unknown as TaskView), dueDate: iso(r.dueDate), completedAt: iso(r.completedAt), createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

/** In progress first, then pending, then done; within each the most urgent and the soonest due first. */
const WORK_ORDER: SQL[] = [
  sql`case ${tasks.status} when 'in_progress' then 0 when 'pending' then 1 when 'completed' then 2 else 3 end`,
  sql`case ${tasks.priority} when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`,
  sql`${tasks.dueDate} asc nulls last`,
  desc(tasks.createdAt),
  sql`${tasks.id}`,
];

/** The tasks matching `where` with their names (department, patient, worker, assigner), in one query. */
export async function selectTasks(db: DbOrTx, where: SQL | undefined, options: { orderBy?: SQL[]; limit?: number; offset?: number } = {}) {
  const rows = await db
    .select(columns)
    .from(tasks)
    .leftJoin(departments, and(eq(departments.id, tasks.departmentId), eq(departments.hospitalId, tasks.hospitalId)))
    .leftJoin(patients, eq(patients.id, tasks.patientId))
    .leftJoin(assignee, eq(assignee.id, tasks.assignedToHealthWorkerId))
    .leftJoin(doctorRecord, and(eq(doctorRecord.id, tasks.assignedByDoctorId), eq(doctorRecord.hospitalId, tasks.hospitalId)))
    .leftJoin(doctorUser, eq(doctorUser.id, doctorRecord.userId))
    .leftJoin(creator, eq(creator.id, tasks.createdBy))
    .where(where)
    .orderBy(...(options.orderBy ?? WORK_ORDER))
    .limit(options.limit ?? 100)
    .offset(options.offset ?? 0);
  return (rows as Row[]).map(toView);
}

const ASSIGNERS = ["doctor", "hospital_admin"] as const;
const workerNotFound = () => new ServiceError(404, "Health worker not found", { assignedToHealthWorkerId: "Health worker not found" });
const departmentNotFound = () => new ServiceError(404, "Department not found", { departmentId: "Department not found" });
const patientNotFound = () => new ServiceError(404, "Patient not found", { patientId: "Patient not found" });

/** The staff member who assigns, their hospital and, for a doctor, the doctor record. */
async function assigner(actor: Actor, tx: DbOrTx): Promise<{ staff: StaffActor; hospitalId: string; doctorId: string | null; timezone: string }> {
  const staff = requireStaff(actor, ASSIGNERS);
  if (!staff.hospitalId) throw forbidden();
  const doctorId = staff.role === "doctor" ? (await requireDoctor(staff, tx)).id : null;
  const [hospital] = await tx.select({ timezone: hospitals.timezone }).from(hospitals).where(eq(hospitals.id, staff.hospitalId)).limit(1);
  if (!hospital) throw notFound("Hospital");
  return { staff, hospitalId: staff.hospitalId, doctorId, timezone: hospital.timezone };
}

/** A due day is due at its end in the hospital's time zone; an instant is taken as it is. */
function dueInstant(value: string | undefined, timeZone: string, now: Date): Date | null {
  if (!value) return null;
  const at = isCalendarDate(value) ? zonedInstant(value, "23:59", timeZone) : new Date(value);
  if (at.getTime() < now.getTime()) throw new ServiceError(400, "Due date cannot be in the past", { dueDate: "Due date cannot be in the past" });
  return at;
}

// POST /api/tasks: a doctor or the hospital administrator assigns a task to a worker employed at
// their own hospital, or to one of its departments; the patient must be linked to the hospital.
// Another hospital's worker, department or patient is not found (404).
export async function createTask(actor: Actor, input: CreateTaskInput, now = new Date()): Promise<TaskView> {
  return getDb().transaction(async (tx) => {
    const { staff, hospitalId, doctorId, timezone } = await assigner(actor, tx);
    await assertHospitalWritable(staff, hospitalId, tx);
    const dueDate = dueInstant(input.dueDate, timezone, now);

    let workerId: string | null = null;
    let departmentId: string | null = null;
    if (input.assignedToHealthWorkerId) {
      const key = input.assignedToHealthWorkerId;
      const [worker] = await tx
        .select({ id: healthWorkers.id, departmentId: healthWorkers.departmentId })
        .from(healthWorkers)
        .where(
          and(
            or(eq(healthWorkers.id, key), eq(healthWorkers.healthWorkerId, key.toUpperCase()), eq(healthWorkers.workerNumber, key.toUpperCase())),
            eq(healthWorkers.hospitalId, hospitalId),
            eq(healthWorkers.employmentStatus, "employed"),
            eq(healthWorkers.isActive, true),
          ),
        )
        .limit(1);
      if (!worker) throw workerNotFound();
      workerId = worker.id;
      departmentId = worker.departmentId;
    }
    if (input.departmentId) {
      const [department] = await tx
        .select({ id: departments.id })
        .from(departments)
        .where(and(eq(departments.id, input.departmentId), eq(departments.hospitalId, hospitalId), eq(departments.isActive, true)))
        .limit(1);
      if (!department) throw departmentNotFound();
      departmentId = department.id;
    }
    let patientId: string | null = null;
    if (input.patientId) {
      const resolved = await resolvePatientId(input.patientId, tx);
      const [link] = await tx
        .select({ patientId: patientHospitals.patientId })
        .from(patientHospitals)
        .where(and(eq(patientHospitals.patientId, resolved), eq(patientHospitals.hospitalId, hospitalId)))
        .limit(1);
      if (!link) throw patientNotFound();
      patientId = link.patientId;
    }

    const [row] = await tx
      .insert(tasks)
      .values({
        hospitalId,
        departmentId,
        title: input.title,
        description: input.description ?? null,
        taskType: input.taskType,
        priority: input.priority,
        status: "pending",
        assignedToHealthWorkerId: workerId,
        assignedByDoctorId: doctorId,
        patientId,
        dueDate,
        createdBy: staff.userId,
      })
      .returning({ id: tasks.id });
    await notify(tx, [
      {
        to: workerId ? { healthWorkerId: workerId } : null,
        notice: { title: "New Task Assigned", message: `${input.title} (${input.priority} priority)`, type: "task_assigned", relatedId: row.id },
      },
    ]);
    await audit(
      staff,
      { action: "task.create", entity: "task", entityId: row.id, hospitalId, details: { assignedToHealthWorkerId: workerId, departmentId, patientId, priority: input.priority } },
      tx,
    );
    const [view] = await selectTasks(tx, and(eq(tasks.id, row.id), eq(tasks.hospitalId, hospitalId)));
    return view;
  });
}

// GET /api/tasks: the hospital's tasks for its administrator; a doctor's own (assigned or created by them).
export async function listTasks(actor: Actor, query: Partial<ListTasksQuery> = {}): Promise<TaskView[]> {
  const db = getDb();
  const { staff, hospitalId, doctorId } = await assigner(actor, db);
  const filters: (SQL | undefined)[] = [eq(tasks.hospitalId, hospitalId)];
  if (doctorId) filters.push(or(eq(tasks.assignedByDoctorId, doctorId), eq(tasks.createdBy, staff.userId)));
  if (query.status) filters.push(eq(tasks.status, query.status));
  const key = query.assignedToHealthWorkerId;
  if (key) filters.push(or(eq(assignee.id, key), eq(assignee.healthWorkerId, key.toUpperCase()), eq(assignee.workerNumber, key.toUpperCase())));
  const rows = await selectTasks(db, and(...filters), { orderBy: [desc(tasks.createdAt), sql`${tasks.id}`], limit: query.limit ?? 50, offset: query.offset ?? 0 });
  await audit(staff, { action: "task.list", entity: "task", hospitalId, details: { count: rows.length } });
  return rows;
}

// ---- the worker's side ---------------------------------------------------------------------

/** Tasks the worker may see: their own, and the unassigned pending ones of their department. */
function visibleTo(w: EmployedWorker): SQL {
  const own = eq(tasks.assignedToHealthWorkerId, w.id);
  const department = w.departmentId
    ? and(isNull(tasks.assignedToHealthWorkerId), eq(tasks.departmentId, w.departmentId), eq(tasks.status, "pending"))
    : undefined;
  return and(eq(tasks.hospitalId, w.hospitalId), department ? or(own, department) : own)!;
}

const RECENT_DONE_DAYS = 14;

// GET /api/health-worker/tasks: the worker's tasks (open ones, and those finished in the last two
// weeks) and the department's unassigned ones, at the hospital that employs the worker now.
export async function listWorkerTasks(actor: Actor): Promise<TaskView[]> {
  const db = getDb();
  const w = await requireEmployedWorker(actor, db);
  const recent = or(
    sql`${tasks.status} in ('pending', 'in_progress')`,
    and(eq(tasks.status, "completed"), sql`${tasks.completedAt} > now() - make_interval(days => ${RECENT_DONE_DAYS})`),
  );
  const rows = await selectTasks(db, and(visibleTo(w), recent), { limit: 200 });
  await audit(actor, { action: "health_worker.tasks_read", entity: "task", hospitalId: w.hospitalId, details: { count: rows.length } });
  return rows;
}

const ONLY_PENDING = "Only a pending task can be started";
const ONLY_IN_PROGRESS = "Only a task in progress can be completed";
const TAKEN = "This task has already been taken by another health worker";

/** Why a transition matched no row: not found (not the worker's to see), taken by a colleague, or the wrong state. */
async function refusal(tx: DbOrTx, w: EmployedWorker, id: string, next: UpdateWorkerTaskInput["status"]): Promise<ServiceError> {
  const [task] = await tx
    .select({ status: tasks.status, assignedTo: tasks.assignedToHealthWorkerId, departmentId: tasks.departmentId })
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.hospitalId, w.hospitalId)))
    .limit(1);
  if (!task) return notFound("Task");
  if (task.assignedTo !== w.id) {
    // A task of the worker's department that a colleague has started (took first, in a race): the
    // worker may have seen it unassigned, so the answer says what happened. Anything else is 404.
    const taken = task.assignedTo !== null && task.status !== "pending" && w.departmentId !== null && task.departmentId === w.departmentId;
    return taken && next === "in_progress" ? new ServiceError(409, TAKEN) : notFound("Task");
  }
  return new ServiceError(409, next === "in_progress" ? ONLY_PENDING : ONLY_IN_PROGRESS);
}

/** Mutations of a hospital's data stop when its trial or paid period has ended (402), for its workers too. */
async function assertWritableFor(tx: DbOrTx, hospitalId: string) {
  const [h] = await tx
    .select({ subscriptionStatus: hospitals.subscriptionStatus, trialExpiresAt: hospitals.trialExpiresAt, paidUntil: hospitals.paidUntil })
    .from(hospitals)
    .where(eq(hospitals.id, hospitalId))
    .limit(1);
  const reason = h ? subscriptionEndedReason(h) : null;
  if (reason) throw new ServiceError(402, reason);
}

// PATCH /api/health-worker/tasks/{id}: pending → in_progress (taking an unassigned department task
// assigns it to the worker) and in_progress → completed (with notes). Each move is one conditional
// UPDATE, so of two workers taking one task exactly one succeeds; a wrong move is 409, a task the
// worker may not see (another hospital's, worker's or department's) 404.
export async function updateWorkerTask(actor: Actor, id: string, input: UpdateWorkerTaskInput): Promise<TaskView> {
  return getDb().transaction(async (tx) => {
    const w = await requireEmployedWorker(actor, tx);
    await assertWritableFor(tx, w.hospitalId);
    const starting = input.status === "in_progress";
    const [row] = starting
      ? await tx
          .update(tasks)
          .set({ status: "in_progress", assignedToHealthWorkerId: w.id, ...(input.notes ? { notes: input.notes } : {}) })
          .where(and(eq(tasks.id, id), visibleTo(w), eq(tasks.status, "pending")))
          .returning({ id: tasks.id, title: tasks.title, assignedByDoctorId: tasks.assignedByDoctorId, createdBy: tasks.createdBy })
      : await tx
          .update(tasks)
          .set({ status: "completed", completedAt: sql`now()`, ...(input.notes ? { notes: input.notes } : {}) })
          .where(and(eq(tasks.id, id), eq(tasks.hospitalId, w.hospitalId), eq(tasks.assignedToHealthWorkerId, w.id), eq(tasks.status, "in_progress")))
          .returning({ id: tasks.id, title: tasks.title, assignedByDoctorId: tasks.assignedByDoctorId, createdBy: tasks.createdBy });
    if (!row) throw await refusal(tx, w, id, input.status);

    if (!starting) {
      // The assigning doctor's account, else the user who created the task.
      let recipient = row.createdBy;
      if (row.assignedByDoctorId) {
        const [doctor] = await tx
          .select({ userId: doctors.userId })
          .from(doctors)
          .where(and(eq(doctors.id, row.assignedByDoctorId), eq(doctors.hospitalId, w.hospitalId)))
          .limit(1);
        recipient = doctor?.userId ?? recipient;
      }
      const worker = `${w.firstName} ${w.lastName}`;
      await notify(tx, [
        {
          to: recipient ? { userId: recipient } : null,
          notice: {
            title: "Task Completed",
            message: `${worker} completed "${row.title}".${input.notes ? ` Notes: ${input.notes}` : ""}`,
            type: "task_completed",
            relatedId: row.id,
          },
        },
      ]);
    }
    await audit(actor, { action: starting ? "task.start" : "task.complete", entity: "task", entityId: row.id, hospitalId: w.hospitalId }, tx);
    const [view] = await selectTasks(tx, and(eq(tasks.id, row.id), eq(tasks.hospitalId, w.hospitalId)));
    return view;
  });
}
