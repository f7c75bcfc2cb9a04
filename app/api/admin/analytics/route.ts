import { route } from "@/lib/http";
import { getNetworkAnalytics } from "@/lib/services/admin-analytics";

// GET /api/admin/analytics (added): the network analytics of the last 12 UTC months, the plan mix,
// trial-to-paid conversion and the most active hospitals, each computed (system_admin).
export const GET = route({ roles: ["system_admin"] }, async ({ actor }) => getNetworkAnalytics(actor));
