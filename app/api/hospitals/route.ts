import { route } from "@/lib/http";
import { publicList } from "@/lib/services/public-cache";
import { listPublicHospitals } from "@/lib/services/public-hospitals";
import { publicHospitalsQuerySchema } from "@/lib/validation/public-directory";

// GET /api/hospitals: anyone; active hospitals by name with their services, departments and number
// of listed doctors; never a licence number or an administrator. `X-Has-More: true` when another page follows.
export const GET = route({ query: publicHospitalsQuerySchema }, async ({ actor, query }) => publicList(await listPublicHospitals(actor, query)));
