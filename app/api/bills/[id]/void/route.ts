import { route } from "@/lib/http";
import { BILL_MANAGERS, voidBill } from "@/lib/services/bills";
import { voidSchema } from "@/lib/validation/billing";

// POST /api/bills/{id}/void: `{ reason }`; only a bill without a live payment; 200 the bill.
export const POST = route({ roles: BILL_MANAGERS, body: voidSchema }, async ({ actor, body, params }) => voidBill(actor, String(params.id), body));
