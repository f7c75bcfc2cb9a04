import { route } from "@/lib/http";
import { updateAdminPayment } from "@/lib/services/admin-payments";
import { updatePaymentSchema } from "@/lib/validation/admin-payments";

// PATCH /api/admin/payments/{paymentId}: mark an invoice paid, failed, refunded or pending again;
// paid activates the hospital's plan until the end of the period, refunded ends it.
export const PATCH = route({ roles: ["system_admin"], body: updatePaymentSchema }, async ({ actor, body, params }) =>
  updateAdminPayment(actor, String(params.paymentId), body),
);
