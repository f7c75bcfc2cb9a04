import { route } from "@/lib/http";
import { updateWorkerTask } from "@/lib/services/tasks";
import { updateWorkerTaskSchema } from "@/lib/validation/task";

// PATCH /api/health-worker/tasks/{id}: { status: "in_progress" | "completed", notes? }; 409 on a wrong move, 404 for a task not the worker's.
export const PATCH = route({ body: updateWorkerTaskSchema }, async ({ actor, params, body }) => updateWorkerTask(actor, String(params.id), body));
