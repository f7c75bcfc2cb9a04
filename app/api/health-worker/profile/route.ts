import { route } from "@/lib/http";
import { updateWorkerProfile } from "@/lib/services/health-worker-portal";
import { updateWorkerProfileSchema } from "@/lib/validation/health-worker-profile";

// PATCH /api/health-worker/profile: { phone?, skills?, languages?, isPublicProfile? } of the signed-in worker.
export const PATCH = route({ body: updateWorkerProfileSchema }, async ({ actor, body }) => updateWorkerProfile(actor, body));
