import { route } from "@/lib/http";
import { listPendingAppointments } from "@/lib/services/doctor-portal";

// GET /api/doctor/appointments/pending: the doctor's appointments awaiting an answer (status scheduled).
export const GET = route({ roles: ["doctor"] }, async ({ actor }) => listPendingAppointments(actor));
