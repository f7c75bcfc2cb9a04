import { NextResponse } from "next/server";

import { route } from "@/lib/http";
import { listAdminPayments } from "@/lib/services/admin-payments";
import { listPaymentsQuerySchema } from "@/lib/validation/admin-payments";

// GET /api/admin/payments: every hospital's invoices (system_admin), `status?`, `hospitalId?`, paged,
// newest first; `X-Total-Count` is the number of invoices the filters match.
export const GET = route({ roles: ["system_admin"], query: listPaymentsQuerySchema }, async ({ actor, query }) => {
  const { rows, total } = await listAdminPayments(actor, query);
  return NextResponse.json(rows, { headers: { "x-total-count": String(total) } });
});
