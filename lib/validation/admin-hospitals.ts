import { z } from "zod";

import { pageQuerySchema } from "./list";

// Queries of the system administrator's lists (API.md "System administrator").

export const ADMIN_SEARCH_MAX = 100;

/** GET /api/admin/hospitals: `search?` (name, hospital ID or city, any case), `limit`, `offset`. */
export const adminHospitalsQuerySchema = pageQuerySchema.extend({
  search: z
    .string()
    .trim()
    .max(ADMIN_SEARCH_MAX, { error: `Search must be at most ${ADMIN_SEARCH_MAX} characters` })
    .optional()
    .transform((v) => v || undefined),
});

export type AdminHospitalsQuery = z.output<typeof adminHospitalsQuerySchema>;
