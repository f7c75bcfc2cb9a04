import { route } from "@/lib/http";
import { PAYMENT_MANAGERS, recordPayment } from "@/lib/services/bill-payments";
import { recordPaymentSchema } from "@/lib/validation/billing";

// POST /api/bills/{id}/payments: `{ amount, method, reference? }`; 201 the bill; 409 above the balance.
export const POST = route({ roles: PAYMENT_MANAGERS, body: recordPaymentSchema, status: 201 }, async ({ actor, body, params }) =>
  recordPayment(actor, String(params.id), body),
);
