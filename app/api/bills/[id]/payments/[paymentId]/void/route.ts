import { route } from "@/lib/http";
import { PAYMENT_MANAGERS, voidPayment } from "@/lib/services/bill-payments";
import { voidSchema } from "@/lib/validation/billing";

// POST /api/bills/{id}/payments/{paymentId}/void: `{ reason }`; 200 the bill.
export const POST = route({ roles: PAYMENT_MANAGERS, body: voidSchema }, async ({ actor, body, params }) =>
  voidPayment(actor, String(params.id), String(params.paymentId), body),
);
