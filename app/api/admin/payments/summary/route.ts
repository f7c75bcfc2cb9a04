import { route } from "@/lib/http";
import { paymentSummary } from "@/lib/services/admin-payments";

// GET /api/admin/payments/summary: collected this month and last month (UTC) and outstanding, per currency.
export const GET = route({ roles: ["system_admin"] }, async ({ actor }) => paymentSummary(actor));
