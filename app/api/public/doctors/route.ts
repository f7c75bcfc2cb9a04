import { route } from "@/lib/http";
import { publicList } from "@/lib/services/public-cache";
import { searchPublicDoctors } from "@/lib/services/public-directory";
import { publicDoctorsQuerySchema } from "@/lib/validation/public-directory";

// GET /api/public/doctors: anyone; the directory's doctors of active hospitals with their next
// available slot, public fields only; `X-Has-More: true` when another page follows.
export const GET = route({ query: publicDoctorsQuerySchema }, async ({ actor, query }) => publicList(await searchPublicDoctors(actor, query)));
