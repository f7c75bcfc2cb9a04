import { route } from "@/lib/http";
import { getAdminStats } from "@/lib/services/admin-stats";

// GET /api/admin/stats: system_admin's Overview, every figure computed, with a live database probe.
export const GET = route({ roles: ["system_admin"] }, async ({ actor }) => getAdminStats(actor));
