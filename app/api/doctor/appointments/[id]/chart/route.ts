import { route } from "@/lib/http";
import { getConsultationChart } from "@/lib/services/consultation-chart";

// GET /api/doctor/appointments/{id}/chart (added): the compact chart beside the consultation form,
// for the doctor of that appointment only.
export const GET = route({ roles: ["doctor"] }, async ({ actor, params }) => getConsultationChart(actor, String(params.id)));
