import { route } from "@/lib/http";
import { listWorkerEmploymentRequests } from "@/lib/services/employment-requests";
import { pageQuerySchema } from "@/lib/validation/list";

// GET /api/health-worker/employment-requests (added): the requests sent to the signed-in worker.
export const GET = route({ query: pageQuerySchema }, async ({ actor, query }) => listWorkerEmploymentRequests(actor, query));
