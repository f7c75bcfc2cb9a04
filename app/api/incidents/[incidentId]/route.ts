import { route } from "@/lib/http";
import { getIncident, REPORTERS } from "@/lib/services/incidents";

// GET /api/incidents/{incidentId}: the incident and its follow-up; another hospital's (or, for a doctor, another reporter's) is 404.
export const GET = route({ roles: REPORTERS }, async ({ actor, params }) => getIncident(actor, String(params.incidentId)));
