import { resolvePortalPatient } from "@/lib/auth/actor";
import { portalToken } from "@/lib/auth/session";
import { route } from "@/lib/http";
import { createConsentCode } from "@/lib/services/patient-links";

// POST /api/portal/consent-code (added): the portal patient's code for one hospital to link them.
// The portal cookie speaks even when a staff session shares the browser.
export const POST = route({ status: 201 }, async ({ req, actor }) => {
  const portal = await resolvePortalPatient(portalToken((n) => req.cookies.get(n)?.value), actor.ip);
  return createConsentCode(portal ?? actor);
});
