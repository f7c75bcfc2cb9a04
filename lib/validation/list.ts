import { z } from "zod";

// Paging of list endpoints (API.md Conventions: limit default 50, max 200, and offset).
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number from 1 to 200" })
    .int({ error: "limit must be a number from 1 to 200" })
    .min(1, { error: "limit must be a number from 1 to 200" })
    .max(200, { error: "limit must be a number from 1 to 200" })
    .default(50),
  offset: z.coerce
    .number({ error: "offset must be a whole number of 0 or more" })
    .int({ error: "offset must be a whole number of 0 or more" })
    .min(0, { error: "offset must be a whole number of 0 or more" })
    .default(0),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;
