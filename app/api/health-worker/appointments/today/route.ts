import { route } from "@/lib/http";
import { listTodayAppointments } from "@/lib/services/health-worker-portal";

// GET /api/health-worker/appointments/today: today's appointments of the worker's department (hospital time zone), audited.
export const GET = route({}, async ({ actor }) => listTodayAppointments(actor));
