import { route } from "@/lib/http";
import { createTask, listTasks } from "@/lib/services/tasks";
import { createTaskSchema, listTasksQuerySchema } from "@/lib/validation/task";

// GET /api/tasks: the hospital's tasks (a doctor: the ones the doctor assigned); status?, assignedToHealthWorkerId?.
export const GET = route({ roles: ["doctor", "hospital_admin"], query: listTasksQuerySchema }, async ({ actor, query }) => listTasks(actor, query));

// POST /api/tasks: 201 the task, for a worker employed at the actor's hospital or one of its departments.
export const POST = route({ roles: ["doctor", "hospital_admin"], body: createTaskSchema, status: 201 }, async ({ actor, body }) => createTask(actor, body));
