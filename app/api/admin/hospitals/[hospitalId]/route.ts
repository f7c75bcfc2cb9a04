import { route } from "@/lib/http";
import { changeSubscription } from "@/lib/services/subscriptions";
import { changeSubscriptionSchema } from "@/lib/validation/subscription";

// PATCH /api/admin/hospitals/{hospitalId}: system_admin sets the subscription status and/or active flag.
export const PATCH = route({ roles: ["system_admin"], body: changeSubscriptionSchema }, async ({ actor, body, params }) =>
  changeSubscription(actor, String(params.hospitalId), body),
);
