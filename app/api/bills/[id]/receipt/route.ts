import { route } from "@/lib/http";
import { getReceipt } from "@/lib/services/bill-payments";
import { receiptQuerySchema } from "@/lib/validation/billing";

// GET /api/bills/{id}/receipt: the receipt's data (?paymentId= for one payment): the patient's own
// (portal session) or the hospital's clinical staff.
export const GET = route({ query: receiptQuerySchema }, async ({ actor, query, params }) =>
  getReceipt(actor, String(params.id), query.paymentId, query.hospitalId),
);
