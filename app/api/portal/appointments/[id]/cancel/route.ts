import { resolvePortalPatient } from "@/lib/auth/actor";
import { portalToken } from "@/lib/auth/session";
import { route } from "@/lib/http";
import { cancelPortalAppointment } from "@/lib/services/portal-appointments";

// POST /api/portal/appointments/{id}/cancel (added): the patient cancels their own scheduled or
// accepted appointment until the hospital's window before its start (409 inside it). The portal
// cookie speaks even when a staff session shares the browser.
export const POST = route({}, async ({ req, actor, params }) => {
  const portal = await resolvePortalPatient(portalToken((n) => req.cookies.get(n)?.value), actor.ip);
  return cancelPortalAppointment(portal ?? actor, String(params.id));
});
