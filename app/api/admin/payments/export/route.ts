import { route } from "@/lib/http";
import { exportAdminPayments } from "@/lib/services/admin-payments";
import { paymentFiltersSchema } from "@/lib/validation/admin-payments";

// GET /api/admin/payments/export: the filtered invoices as a CSV download (payments-YYYY-MM-DD.csv).
export const GET = route({ roles: ["system_admin"], query: paymentFiltersSchema }, async ({ actor, query }) => exportAdminPayments(actor, query));
