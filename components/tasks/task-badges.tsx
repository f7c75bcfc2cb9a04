import { Badge } from "@/components/ui/badge";
import { optionLabel } from "@/lib/constants/staff";
import { cn } from "@/lib/utils";
import { TASK_PRIORITY_OPTIONS, TASK_STATUS_LABELS, TASK_TYPE_OPTIONS } from "@/lib/validation/task";

// The task's status and priority as badges, shared by the worker's My Tasks and the doctor's Tasks card.

const STATUS_STYLES: Record<string, string> = {
  pending: "border-amber-200 bg-amber-50 text-amber-900",
  in_progress: "border-sky-200 bg-sky-50 text-sky-800",
  completed: "border-emerald-200 bg-emerald-50 text-emerald-800",
  cancelled: "border-zinc-200 bg-zinc-50 text-zinc-700",
};

const PRIORITY_STYLES: Record<string, string> = {
  urgent: "border-transparent bg-red-700 text-white",
  high: "border-red-200 bg-red-50 text-red-800",
  medium: "border-zinc-200 bg-zinc-50 text-zinc-800",
  low: "border-zinc-200 bg-white text-zinc-700",
};

export function TaskStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="outline" className={cn(STATUS_STYLES[status])} data-status={status}>
      {TASK_STATUS_LABELS[status as keyof typeof TASK_STATUS_LABELS] ?? status}
    </Badge>
  );
}

export function TaskPriorityBadge({ priority }: { priority: string }) {
  return (
    <Badge variant="outline" className={cn(PRIORITY_STYLES[priority])}>
      {optionLabel(TASK_PRIORITY_OPTIONS, priority)} priority
    </Badge>
  );
}

export const taskTypeLabel = (type: string) => optionLabel(TASK_TYPE_OPTIONS, type);
