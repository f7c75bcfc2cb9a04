import { route } from "@/lib/http";
import { answerEmploymentRequest } from "@/lib/services/employment-answers";
import { answerEmploymentRequestSchema } from "@/lib/validation/employment-request";

// PATCH /api/health-worker/employment-requests/{id} (added): the worker accepts or declines a request
// sent to them (another's is 404); accepting employs the worker at that hospital.
export const PATCH = route({ body: answerEmploymentRequestSchema }, async ({ actor, body, params }) =>
  answerEmploymentRequest(actor, String(params.id), body),
);
