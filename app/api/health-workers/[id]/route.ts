import { route } from "@/lib/http";
import { updateHealthWorker } from "@/lib/services/health-workers";
import { updateHealthWorkerSchema } from "@/lib/validation/health-worker";

// PATCH /api/health-workers/{id} (added): hospital_admin of the employing hospital (system_admin
// any); `id` is the worker's record id or HW- number; deactivating ends the worker's sessions.
export const PATCH = route({ roles: ["hospital_admin", "system_admin"], body: updateHealthWorkerSchema }, async ({ actor, body, params }) =>
  updateHealthWorker(actor, String(params.id), body),
);
