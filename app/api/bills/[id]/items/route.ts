import { route } from "@/lib/http";
import { addBillItem, BILL_WRITERS } from "@/lib/services/bills";
import { addBillItemSchema } from "@/lib/validation/billing";

// POST /api/bills/{id}/items: `{ code, quantity }` of the price list; 201 the bill.
export const POST = route({ roles: BILL_WRITERS, body: addBillItemSchema, status: 201 }, async ({ actor, body, params }) =>
  addBillItem(actor, String(params.id), body),
);
