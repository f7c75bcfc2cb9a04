import { route } from "@/lib/http";
import { listReportRuns, REPORT_ROLES } from "@/lib/reports/service";

// GET /api/reports: the hospital's last 10 report downloads ('Recent reports'), newest first.
export const GET = route({ roles: REPORT_ROLES }, async ({ actor }) => listReportRuns(actor));
