import { NextResponse } from "next/server";

import { resolvePortalPatient } from "@/lib/auth/actor";
import { endPortalSession } from "@/lib/auth/cookies";
import { portalToken } from "@/lib/auth/session";
import { audit } from "@/lib/audit";
import { route } from "@/lib/http";

// POST /api/patients/logout (added): ends the portal session on the server and clears its cookie
// (204), whoever asks; any staff session on the same browser is left alone.
export const POST = route({ session: "sign-out" }, async ({ req, actor }) => {
  const portal = await resolvePortalPatient(portalToken((n) => req.cookies.get(n)?.value), actor.ip);
  if (portal) await audit(portal, { action: "auth.patient_logout", entity: "patient", entityId: portal.kind === "patient" ? portal.patientId : null });
  return endPortalSession(req, new NextResponse(null, { status: 204 }));
});
