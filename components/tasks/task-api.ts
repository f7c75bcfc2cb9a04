// The browser's task calls (API.md, added): the worker's GET/PATCH /api/health-worker/tasks and the
// staff's GET/POST /api/tasks. The server decides role, tenant and state on each.

import { apiRequest } from "@/lib/api-client";
import type { TaskView } from "@/lib/services/tasks";

export type { TaskView };

export const workerTasksRequest = (signal?: AbortSignal) => apiRequest<TaskView[]>("/api/health-worker/tasks", { signal });

export const moveTaskRequest = (id: string, body: { status: "in_progress" | "completed"; notes?: string }) =>
  apiRequest<TaskView>(`/api/health-worker/tasks/${encodeURIComponent(id)}`, { method: "PATCH", body });

export const createTaskRequest = (body: Record<string, unknown>) => apiRequest<TaskView>("/api/tasks", { method: "POST", body });

export const staffTasksRequest = (signal?: AbortSignal) => apiRequest<TaskView[]>("/api/tasks?limit=50", { signal });
