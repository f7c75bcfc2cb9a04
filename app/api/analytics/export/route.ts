import { route } from "@/lib/http";
import { exportHospitalAnalytics } from "@/lib/services/hospital-analytics-export";
import { analyticsQuerySchema } from "@/lib/validation/analytics";

// GET /api/analytics/export?from&to: the same figures as GET /api/analytics, as a CSV download.
export const GET = route({ roles: ["hospital_admin", "system_admin"], query: analyticsQuerySchema }, async ({ actor, query }) =>
  exportHospitalAnalytics(actor, query),
);
