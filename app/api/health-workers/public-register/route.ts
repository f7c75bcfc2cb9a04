import { route } from "@/lib/http";
import { registerPublicHealthWorker } from "@/lib/services/health-worker-registration";
import { publicRegistrationSchema } from "@/lib/validation/health-worker-public";

// POST /api/health-workers/public-register: anyone; 201 { healthWorkerId, workerNumber }, 409 for
// a taken email, 429 past 10 registrations from one address in an hour.
export const POST = route({ body: publicRegistrationSchema, status: 201 }, async ({ actor, body }) => registerPublicHealthWorker(actor, body));
