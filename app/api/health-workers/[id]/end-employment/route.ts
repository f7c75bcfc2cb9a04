import { route } from "@/lib/http";
import { endEmployment } from "@/lib/services/employment-end";
import { endEmploymentSchema } from "@/lib/validation/employment-request";

// POST /api/health-workers/{healthWorkerId}/end-employment (added): the employer's administrator;
// `id` is the worker's record id or HW- number. The worker becomes unemployed and loses the
// hospital's tasks and appointments on the next request.
export const POST = route({ roles: ["hospital_admin"], body: endEmploymentSchema }, async ({ actor, body, params }) =>
  endEmployment(actor, String(params.id), body),
);
