import { route } from "@/lib/http";
import { downloadReport, REPORT_ROLES } from "@/lib/reports/service";
import { reportQuerySchema } from "@/lib/validation/reports";

// GET /api/reports/{type}?from&to&format=csv|pdf: one of the six reports of the actor's hospital
// as a file (hospital administrators only; audited, listed under 'Recent reports').
export const GET = route({ roles: REPORT_ROLES, query: reportQuerySchema }, async ({ actor, query, params }) =>
  downloadReport(actor, String(params.type), query),
);
