import { route } from "@/lib/http";
import { listPublicSlots } from "@/lib/services/public-slots";
import { publicSlotsQuerySchema } from "@/lib/validation/public-slots";

// GET /api/public/doctors/{id}/slots?date=YYYY-MM-DD: anyone; the listed doctor's slots of that
// local day `[{ time, startsAt, available }]`; 404 unknown or unlisted doctor, 400 a past day or one
// more than 30 days ahead. Not cached (route()'s no-store): the booking page reads it again after a
// 409, and must then see the slot taken.
export const GET = route({ query: publicSlotsQuerySchema }, async ({ actor, params, query }) => listPublicSlots(actor, String(params.id), query));
