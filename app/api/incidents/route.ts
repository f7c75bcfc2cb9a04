import { route } from "@/lib/http";
import { listIncidents, REPORTERS, reportIncident } from "@/lib/services/incidents";
import { listIncidentsQuerySchema, reportIncidentSchema } from "@/lib/validation/incident";

// GET /api/incidents: the hospital's incidents for its administrators, a doctor's own reports; newest first.
export const GET = route({ roles: REPORTERS, query: listIncidentsQuerySchema }, async ({ actor, query }) => listIncidents(actor, query));

// POST /api/incidents: 201 the reported incident; severe harm and death notify the administrators at once.
export const POST = route({ roles: REPORTERS, body: reportIncidentSchema, status: 201 }, async ({ actor, body }) => reportIncident(actor, body));
