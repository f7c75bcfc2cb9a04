import { route } from "@/lib/http";
import { listHealthWorkers, registerHealthWorker } from "@/lib/services/health-workers";
import { hospitalIdField } from "@/lib/validation/fields";
import { registerHealthWorkerSchema } from "@/lib/validation/health-worker";
import { pageQuerySchema } from "@/lib/validation/list";

const listQuery = pageQuerySchema.extend({ hospitalId: hospitalIdField });

// GET /api/health-workers: the workers of the actor's hospital (system_admin names it with ?hospitalId=).
export const GET = route({ roles: [], query: listQuery }, async ({ actor, query }) => listHealthWorkers(actor, query));

// POST /api/health-workers: hospital_admin (system_admin with hospitalId);
// 201 { id, healthWorkerId, workerNumber, temporaryPassword }.
export const POST = route(
  { roles: ["hospital_admin", "system_admin"], body: registerHealthWorkerSchema, status: 201 },
  async ({ actor, body }) => registerHealthWorker(actor, body),
);
