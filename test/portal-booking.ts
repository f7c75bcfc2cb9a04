import { PATCH as respondRoute } from "@/app/api/doctor/appointments/[id]/respond/route";
import { GET as portalListRoute, POST as portalBookRoute } from "@/app/api/portal/appointments/route";
import { POST as portalCancelRoute } from "@/app/api/portal/appointments/[id]/cancel/route";
import { encodeSession, PATIENT_SESSION_SECONDS, portalCookieName } from "@/lib/auth/session";
import { createSession } from "@/lib/auth/sessions-store";
import { addDays, localDate, zonedInstant } from "@/lib/time";

import { call } from "./http";

// Issue 18's portal booking tests: portal sessions opened directly (as POST /api/patients/verify
// opens them: a session row and its cookie), and the portal's appointment routes.

/** The portal cookie of a session opened for `patientId` (a real session row, resolved as any other). */
export async function portalSession(patientId: string): Promise<string> {
  const opened = await createSession({ kind: "patient", principalId: patientId, lifetimeSeconds: PATIENT_SESSION_SECONDS, ip: null, userAgent: null });
  const token = await encodeSession({ sub: patientId, kind: "patient", sv: 0, sid: opened.id }, PATIENT_SESSION_SECONDS);
  return `${portalCookieName()}=${token}`;
}

let dayOffset = 3;
/** A local day (YYYY-MM-DD) some days ahead, a different one at each call, so tests never share a diary page. */
export const freshDay = (timeZone: string) => addDays(localDate(new Date(), timeZone), (dayOffset += 1));
/** The instant of a local wall-clock slot of the hospital. */
export const slotAt = (date: string, time: string, timeZone: string) => zonedInstant(date, time, timeZone);

export const portalBook = (cookie: string | undefined, body: unknown) => call(portalBookRoute, "/api/portal/appointments", { body, cookie });
export const portalList = (cookie: string | undefined, query = "") => call(portalListRoute, `/api/portal/appointments${query}`, { cookie });
export const portalCancel = (cookie: string | undefined, id: string) =>
  call(portalCancelRoute, `/api/portal/appointments/${id}/cancel`, { method: "POST", cookie, params: { id } });
export const respond = (cookie: string, id: string, body: unknown) =>
  call(respondRoute, `/api/doctor/appointments/${id}/respond`, { method: "PATCH", body, cookie, params: { id } });
