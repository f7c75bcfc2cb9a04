import { route } from "@/lib/http";
import { withdrawEmploymentRequest } from "@/lib/services/employment-requests";
import { withdrawEmploymentRequestSchema } from "@/lib/validation/employment-request";

// PATCH /api/employment-requests/{id} (added): { status: "withdrawn" } by the requesting hospital's
// administrator, only while pending (409 otherwise); another hospital's request is 404.
export const PATCH = route({ roles: ["hospital_admin"], body: withdrawEmploymentRequestSchema }, async ({ actor, params }) =>
  withdrawEmploymentRequest(actor, String(params.id)),
);
