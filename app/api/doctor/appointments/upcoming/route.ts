import { route } from "@/lib/http";
import { listUpcomingAppointments } from "@/lib/services/doctor-portal";

// GET /api/doctor/appointments/upcoming: the doctor's accepted appointments that have not ended yet.
export const GET = route({ roles: ["doctor"] }, async ({ actor }) => listUpcomingAppointments(actor));
