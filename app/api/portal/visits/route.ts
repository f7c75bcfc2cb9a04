import { resolvePortalPatient } from "@/lib/auth/actor";
import { portalToken } from "@/lib/auth/session";
import { route } from "@/lib/http";
import { listCompletedVisits } from "@/lib/services/visit-ratings";
import { pageQuerySchema } from "@/lib/validation/list";

// GET /api/portal/visits (added): the portal patient's completed visits, newest first, each with
// its rating (null until rated); `limit` and `offset` page it, `hasMore` says whether more follow.
export const GET = route({ query: pageQuerySchema }, async ({ req, actor, query }) => {
  const portal = await resolvePortalPatient(portalToken((n) => req.cookies.get(n)?.value), actor.ip);
  return listCompletedVisits(portal ?? actor, query);
});
