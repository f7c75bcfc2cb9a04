import { z } from "zod";

import type { Option } from "@/lib/constants/staff";
import { TASK_STATUSES } from "@/lib/db/schema/enums";

import { isCalendarDate, isCalendarInstant, optionalText, optionField, safeString, textAtLeast } from "./fields";
import { pageQuerySchema } from "./list";

// Tasks (API.md POST/GET /api/tasks, PATCH /api/health-worker/tasks/{id}; all added): a doctor or
// the hospital administrator assigns work to a health worker or a department; the worker takes it
// (pending → in_progress) and completes it with notes.

/** What a doctor or administrator assigns; routed prescriptions use `prescription` and `lab_request`. */
export const TASK_TYPE_OPTIONS: readonly Option[] = [
  { value: "patient_care", label: "Patient care" },
  { value: "medication", label: "Medication" },
  { value: "vital_signs", label: "Vital signs" },
  { value: "sample_collection", label: "Sample collection" },
  { value: "wound_care", label: "Wound care" },
  { value: "imaging", label: "Imaging" },
  { value: "patient_transport", label: "Patient transport" },
  { value: "follow_up", label: "Follow-up" },
  { value: "prescription", label: "Prescription" },
  { value: "lab_request", label: "Laboratory request" },
  { value: "other", label: "Other" },
];

export const TASK_PRIORITY_OPTIONS: readonly Option[] = [
  { value: "low", label: "Low" },
  { value: "medium", label: "Medium" },
  { value: "high", label: "High" },
  { value: "urgent", label: "Urgent" },
];

export const TASK_STATUS_LABELS: Record<(typeof TASK_STATUSES)[number], string> = {
  pending: "Pending",
  in_progress: "In Progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const CHOOSE_ASSIGNEE = "Choose a health worker or a department";
const DUE_DATE = "Due date must be a valid date";

/** A due day (YYYY-MM-DD, the end of that day in the hospital's time zone) or an ISO instant with offset. */
const dueDateField = safeString({ error: DUE_DATE })
  .trim()
  .refine((v) => v === "" || isCalendarDate(v) || isCalendarInstant(v), { error: DUE_DATE })
  .nullish()
  .transform((v) => v || undefined);

/** An optional id: trimmed, blank and null are undefined. */
const optionalId = (max = 60) =>
  safeString()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .nullish()
    .transform((v) => v || undefined);

export const createTaskSchema = z
  .object({
    title: textAtLeast(3, "Task title must be at least 3 characters", 200),
    description: optionalText(2000),
    taskType: optionField(TASK_TYPE_OPTIONS, "Task type is required"),
    priority: optionField(TASK_PRIORITY_OPTIONS, "Priority must be low, medium, high or urgent"),
    dueDate: dueDateField,
    patientId: optionalId(40).transform((v) => v?.toUpperCase()),
    assignedToHealthWorkerId: optionalId(),
    departmentId: optionalId(),
  })
  .refine((v) => v.assignedToHealthWorkerId || v.departmentId, { error: CHOOSE_ASSIGNEE, path: ["assignedToHealthWorkerId"] });

export type CreateTaskInput = z.infer<typeof createTaskSchema>;
export type CreateTaskFormValues = z.input<typeof createTaskSchema>;

const STATUS_FILTER = `status must be one of ${TASK_STATUSES.join(", ")}`;

export const listTasksQuerySchema = pageQuerySchema.extend({
  status: z.enum(TASK_STATUSES, { error: STATUS_FILTER }).optional(),
  assignedToHealthWorkerId: optionalId(),
});

export type ListTasksQuery = z.infer<typeof listTasksQuerySchema>;

const NEXT_STATUS = "Status must be in_progress or completed";

/** The worker's move: take a pending task (in_progress) or complete one in progress, with notes. */
export const updateWorkerTaskSchema = z.object({
  status: z.enum(["in_progress", "completed"], { error: NEXT_STATUS }),
  notes: optionalText(2000),
});

export type UpdateWorkerTaskInput = z.infer<typeof updateWorkerTaskSchema>;
