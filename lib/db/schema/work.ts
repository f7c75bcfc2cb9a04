import { sql } from "drizzle-orm";
import { boolean, check, date, foreignKey, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

import { inList, timestamps, tstz } from "./_shared";
import { EMPLOYMENT_REQUEST_STATUSES, EMPLOYMENT_TYPES, SHIFTS, TASK_PRIORITIES, TASK_STATUSES } from "./enums";
import { diagnoses } from "./appointments";
import { departments, hospitals } from "./hospitals";
import { patients } from "./patients";
import { doctors, healthWorkers } from "./staff";
import { users } from "./users";

// Work routed to a department or a health worker (e.g. a confirmed prescription for the pharmacy).
export const tasks = pgTable(
  "tasks",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    hospitalId: text("hospital_id")
      .notNull()
      .references(() => hospitals.id, { onDelete: "restrict" }),
    departmentId: text("department_id"),
    title: text("title").notNull(),
    description: text("description"),
    taskType: text("task_type").notNull(),
    priority: text("priority").notNull().default("medium"),
    status: text("status").notNull().default("pending"),
    assignedToHealthWorkerId: text("assigned_to_health_worker_id").references(() => healthWorkers.id, { onDelete: "set null" }),
    assignedByDoctorId: text("assigned_by_doctor_id"),
    patientId: text("patient_id").references(() => patients.id, { onDelete: "restrict" }),
    diagnosisId: text("diagnosis_id").references(() => diagnoses.id, { onDelete: "set null" }),
    dueDate: tstz("due_date"),
    completedAt: tstz("completed_at"),
    notes: text("notes"),
    /** The staff user who created the task (a doctor or the hospital administrator); null for routed tasks of old rows. */
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("tasks_hospital_status_idx").on(t.hospitalId, t.status),
    // Department and doctor of the task's own hospital: composite keys, not trust.
    foreignKey({
      name: "tasks_department_fk",
      columns: [t.departmentId, t.hospitalId],
      foreignColumns: [departments.id, departments.hospitalId],
    }),
    foreignKey({
      name: "tasks_doctor_fk",
      columns: [t.assignedByDoctorId, t.hospitalId],
      foreignColumns: [doctors.id, doctors.hospitalId],
    }),
    index("tasks_department_status_idx").on(t.departmentId, t.status),
    index("tasks_worker_status_idx").on(t.assignedToHealthWorkerId, t.status),
    check("tasks_priority_check", inList(t.priority, TASK_PRIORITIES)),
    check("tasks_status_check", inList(t.status, TASK_STATUSES)),
  ],
);

export const employmentRequests = pgTable(
  "employment_requests",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    hospitalId: text("hospital_id")
      .notNull()
      .references(() => hospitals.id, { onDelete: "restrict" }),
    healthWorkerId: text("health_worker_id")
      .notNull()
      .references(() => healthWorkers.id, { onDelete: "cascade" }),
    departmentId: text("department_id"),
    departmentName: text("department_name"),
    requestType: text("request_type").notNull().default("full-time"),
    position: text("position").notNull(),
    employmentType: text("employment_type").notNull(),
    shift: text("shift"),
    proposedSalary: text("proposed_salary"),
    startDate: date("start_date", { mode: "string" }),
    status: text("status").notNull().default("pending"),
    message: text("message").notNull(),
    responseMessage: text("response_message"),
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    respondedBy: text("responded_by"),
    respondedAt: tstz("responded_at"),
    expiresAt: tstz("expires_at"),
    /** An accepted request whose employment the hospital ended (POST …/end-employment). */
    endedAt: tstz("ended_at"),
    endReason: text("end_reason"),
    ...timestamps,
  },
  (t) => [
    index("employment_requests_hospital_idx").on(t.hospitalId, t.createdAt),
    foreignKey({
      name: "employment_requests_department_fk",
      columns: [t.departmentId, t.hospitalId],
      foreignColumns: [departments.id, departments.hospitalId],
    }),
    index("employment_requests_worker_idx").on(t.healthWorkerId, t.status),
    index("employment_requests_department_idx").on(t.departmentId, t.hospitalId),
    uniqueIndex("employment_requests_one_pending_key")
      .on(t.hospitalId, t.healthWorkerId)
      .where(sql`${t.status} = 'pending'`),
    check("employment_requests_status_check", inList(t.status, EMPLOYMENT_REQUEST_STATUSES)),
    check("employment_requests_type_check", inList(t.requestType, EMPLOYMENT_TYPES)),
    check("employment_requests_employment_type_check", inList(t.employmentType, EMPLOYMENT_TYPES)),
    check("employment_requests_shift_check", sql`${t.shift} is null or ${inList(t.shift, SHIFTS)}`),
    check("employment_requests_ended_check", sql`${t.endedAt} is null or ${t.status} = 'accepted'`),
    index("employment_requests_pending_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'pending'`),
  ],
);

// One recipient per notification: a staff user, a patient or a health worker.
export const notifications = pgTable(
  "notifications",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    patientId: text("patient_id").references(() => patients.id, { onDelete: "cascade" }),
    healthWorkerId: text("health_worker_id").references(() => healthWorkers.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    message: text("message").notNull(),
    type: text("type").notNull().default("info"),
    relatedId: text("related_id"),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.isRead, t.createdAt.desc()),
    index("notifications_patient_idx").on(t.patientId, t.isRead, t.createdAt.desc()),
    index("notifications_worker_idx").on(t.healthWorkerId, t.isRead, t.createdAt.desc()),
    check(
      "notifications_one_recipient_check",
      sql`num_nonnulls(${t.userId}, ${t.patientId}, ${t.healthWorkerId}) = 1`,
    ),
  ],
);

export type Task = typeof tasks.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;
export type EmploymentRequest = typeof employmentRequests.$inferSelect;
export type NewEmploymentRequest = typeof employmentRequests.$inferInsert;
export type Notification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
