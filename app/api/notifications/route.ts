import { z } from "zod";

import { route } from "@/lib/http";
import { listNotifications } from "@/lib/services/notifications";

const LIMIT_MESSAGE = "limit must be a number from 1 to 200";
const query = z.object({
  limit: z.coerce.number({ error: LIMIT_MESSAGE }).int({ error: LIMIT_MESSAGE }).min(1, { error: LIMIT_MESSAGE }).max(200, { error: LIMIT_MESSAGE }).default(20),
});

// GET /api/notifications: the signed-in principal's own (staff, portal patient or health worker), unread first.
export const GET = route({ query }, async ({ actor, query }) => listNotifications(actor, query.limit));
