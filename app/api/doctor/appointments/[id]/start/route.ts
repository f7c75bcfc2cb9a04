import { route } from "@/lib/http";
import { startConsultation } from "@/lib/services/consultation-start";
import { noBody } from "@/lib/validation/no-body";

// POST /api/doctor/appointments/{id}/start (added): 'Start Consultation' records when the
// consultation began (the first press counts; later ones answer the same instant). The doctor of
// that appointment only; 409 outside the consultation window or on an appointment not accepted.
export const POST = route({ roles: ["doctor"], body: noBody }, async ({ actor, params }) => startConsultation(actor, String(params.id)));
