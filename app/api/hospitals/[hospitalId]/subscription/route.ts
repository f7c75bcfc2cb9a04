import { route } from "@/lib/http";
import { createSubscriptionInvoice } from "@/lib/services/subscriptions";
import { createSubscriptionSchema } from "@/lib/validation/subscription";

// POST /api/hospitals/{hospitalId}/subscription: "Upgrade Now" opens a pending invoice for the plan.
// Not behind the 402 guard: an expired hospital must be able to renew.
export const POST = route(
  { roles: ["hospital_admin", "system_admin"], body: createSubscriptionSchema, status: 201 },
  async ({ actor, body, params }) => createSubscriptionInvoice(actor, String(params.hospitalId), body),
);
