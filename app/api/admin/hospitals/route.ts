import { NextResponse } from "next/server";

import { route } from "@/lib/http";
import { listAdminHospitals } from "@/lib/services/admin-hospitals";
import { adminHospitalsQuerySchema } from "@/lib/validation/admin-hospitals";

// GET /api/admin/hospitals: system_admin lists the network's hospitals (search, paging); the
// answer is the page's rows, and X-Total-Count says how many hospitals match the search.
export const GET = route({ roles: ["system_admin"], query: adminHospitalsQuerySchema }, async ({ actor, query }) => {
  const { rows, total } = await listAdminHospitals(actor, query);
  return NextResponse.json(rows, { headers: { "x-total-count": String(total) } });
});
