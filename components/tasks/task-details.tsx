import { appointmentDay, appointmentWhen } from "@/components/appointments/format";

import { TaskPriorityBadge, TaskStatusBadge, taskTypeLabel } from "./task-badges";
import type { TaskView } from "./task-api";

/** One task's title, badges and facts; `show` picks the assignee (staff) or the assigner (worker). */
export function TaskDetails({ task, timeZone, show }: { task: TaskView; timeZone: string; show: "assignee" | "assigner" }) {
  const facts = [
    taskTypeLabel(task.taskType),
    task.departmentName,
    show === "assigner" && task.assignedBy ? `Assigned by ${task.assignedBy}` : null,
    show === "assignee" ? (task.assignedWorkerName ? `To ${task.assignedWorkerName}` : `To ${task.departmentName ?? "the department"} (unassigned)`) : null,
    task.dueDate ? `Due ${appointmentDay(task.dueDate, timeZone)}` : null,
  ].filter(Boolean);
  return (
    <div className="min-w-0 space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium break-words">{task.title}</p>
        <TaskStatusBadge status={task.status} />
        <TaskPriorityBadge priority={task.priority} />
      </div>
      <p className="text-sm text-muted-foreground">{facts.join(" · ")}</p>
      {task.patientId ? (
        <p className="text-sm">
          Patient: {task.patientName} <span className="font-mono text-xs text-muted-foreground">{task.patientId}</span>
        </p>
      ) : null}
      {task.description ? <p className="text-sm break-words whitespace-pre-line">{task.description}</p> : null}
      {task.completedAt ? (
        <p className="text-sm text-muted-foreground">
          Completed <time dateTime={task.completedAt}>{appointmentWhen(task.completedAt, timeZone)}</time>
        </p>
      ) : null}
      {task.notes ? <p className="text-sm break-words whitespace-pre-line">Notes: {task.notes}</p> : null}
    </div>
  );
}
