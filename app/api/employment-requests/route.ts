import { route } from "@/lib/http";
import { createEmploymentRequest, listHospitalEmploymentRequests } from "@/lib/services/employment-requests";
import { createEmploymentRequestSchema } from "@/lib/validation/employment-request";
import { pageQuerySchema } from "@/lib/validation/list";

// GET /api/employment-requests (added): the hospital administrator's requests with their answers.
export const GET = route({ roles: ["hospital_admin"], query: pageQuerySchema }, async ({ actor, query }) => listHospitalEmploymentRequests(actor, query));

// POST /api/employment-requests: 201 { id, status: "pending" }; 404 unknown or private worker;
// 409 while the hospital has a pending request to the worker; 402 when the hospital's period ended.
export const POST = route({ roles: ["hospital_admin"], body: createEmploymentRequestSchema, status: 201 }, async ({ actor, body }) =>
  createEmploymentRequest(actor, body),
);
