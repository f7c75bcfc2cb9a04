import { resolvePortalPatient } from "@/lib/auth/actor";
import { portalToken } from "@/lib/auth/session";
import { route } from "@/lib/http";
import { listPortalAppointments } from "@/lib/services/portal-appointments";
import { bookPortalAppointment } from "@/lib/services/portal-booking";
import { bookPortalAppointmentSchema, portalAppointmentsQuerySchema } from "@/lib/validation/portal-booking";

// The portal cookie speaks even when a staff session shares the browser.

// GET /api/portal/appointments (added): the portal patient's appointments, ?period=upcoming|past, paged.
export const GET = route({ query: portalAppointmentsQuerySchema }, async ({ req, actor, query }) => {
  const portal = await resolvePortalPatient(portalToken((n) => req.cookies.get(n)?.value), actor.ip);
  return listPortalAppointments(portal ?? actor, query);
});

// POST /api/portal/appointments (added): the portal patient books a doctor's free slot; 201
// Appointment (scheduled), 409 when taken, 429 beyond 3 pending, 400 less than an hour ahead.
export const POST = route({ body: bookPortalAppointmentSchema, status: 201 }, async ({ req, actor, body }) => {
  const portal = await resolvePortalPatient(portalToken((n) => req.cookies.get(n)?.value), actor.ip);
  return bookPortalAppointment(portal ?? actor, body);
});
