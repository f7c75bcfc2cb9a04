import { resolvePortalPatient } from "@/lib/auth/actor";
import { portalToken } from "@/lib/auth/session";
import { route } from "@/lib/http";
import { rateVisit } from "@/lib/services/visit-ratings";
import { rateVisitSchema } from "@/lib/validation/visit-rating";

// POST /api/portal/appointments/{id}/rating (added): the portal patient rates their own completed
// visit, 1 to 5 with an optional comment, once (a second rating: 409). The portal cookie speaks
// even when a staff session shares the browser.
export const POST = route({ status: 201, body: rateVisitSchema }, async ({ req, actor, body, params }) => {
  const portal = await resolvePortalPatient(portalToken((n) => req.cookies.get(n)?.value), actor.ip);
  return rateVisit(portal ?? actor, String(params.id), body);
});
