import { route } from "@/lib/http";
import { listWorkerTasks } from "@/lib/services/tasks";

// GET /api/health-worker/tasks: the worker's own tasks and the unassigned ones of their department (403 when not employed).
export const GET = route({}, async ({ actor }) => listWorkerTasks(actor));
