import { route } from "@/lib/http";
import { BILL_READERS, getBill } from "@/lib/services/bills";
import { billReadQuerySchema } from "@/lib/validation/billing";

// GET /api/bills/{id}: the bill with its items and payments; another hospital's is 404.
export const GET = route({ roles: BILL_READERS, query: billReadQuerySchema }, async ({ actor, query, params }) =>
  getBill(actor, String(params.id), query.hospitalId),
);
