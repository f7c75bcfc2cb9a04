import { z } from "zod";

import { route } from "@/lib/http";
import { getDashboardStats } from "@/lib/services/dashboard";
import { hospitalIdField } from "@/lib/validation/fields";

const statsQuerySchema = z.object({ hospitalId: hospitalIdField });

// GET /api/dashboard/stats: the four counters of the actor's hospital, "today" in its time zone.
export const GET = route({ roles: [], query: statsQuerySchema }, async ({ actor, query }) => getDashboardStats(actor, query.hospitalId));
