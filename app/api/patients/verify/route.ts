import { NextResponse } from "next/server";

import { sessionClient, setPortalCookie } from "@/lib/auth/cookies";
import { route } from "@/lib/http";
import { verifyPatient } from "@/lib/services/patient-auth";
import { verifyPatientSchema } from "@/lib/validation/patient-portal";

// POST /api/patients/verify: health number and date of birth open a short portal session (its own
// cookie, so a staff session on the same browser stays). Rate-limited and audited in the service.
export const POST = route({ body: verifyPatientSchema, session: "sign-in" }, async ({ req, actor, body }) => {
  const { id } = await verifyPatient(actor, body);
  return setPortalCookie(NextResponse.json({ id }), id, sessionClient(req, actor.ip));
});
