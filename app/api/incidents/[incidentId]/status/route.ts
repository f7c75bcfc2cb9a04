import { route } from "@/lib/http";
import { changeIncidentStatus } from "@/lib/services/incident-follow-up";
import { FOLLOWERS } from "@/lib/services/incidents";
import { changeIncidentStatusSchema } from "@/lib/validation/incident";

// POST /api/incidents/{incidentId}/status: { status, note } the next step of the follow-up; 409 for any other move.
export const POST = route({ roles: FOLLOWERS, body: changeIncidentStatusSchema }, async ({ actor, params, body }) =>
  changeIncidentStatus(actor, String(params.incidentId), body),
);
