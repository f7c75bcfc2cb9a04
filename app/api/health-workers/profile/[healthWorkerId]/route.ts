import { route } from "@/lib/http";
import { getPublicProfile } from "@/lib/services/health-worker-directory";

// GET /api/health-workers/profile/{healthWorkerId}: anyone; an active public profile (the age,
// never the date of birth; email and phone for a signed-in hospital administrator only); 404 otherwise.
export const GET = route({}, async ({ actor, params }) => getPublicProfile(actor, String(params.healthWorkerId ?? "")));
