import { z } from "zod";

import { SUBSCRIPTION_STATUSES } from "@/lib/db/schema/enums";
import { PLAN_OPTIONS } from "@/lib/constants/plans";

// "Upgrade Now" (API.md POST /api/hospitals/{id}/subscription) and the system
// administrator's subscription change (PATCH /api/admin/hospitals/{id}).

const PLAN_MESSAGE = "Please choose a plan: basic, premium or enterprise";

export const createSubscriptionSchema = z.object({
  plan: z
    .string({ error: PLAN_MESSAGE })
    .trim()
    .toLowerCase()
    .pipe(z.enum(PLAN_OPTIONS.map((p) => p.plan) as ["basic", "premium", "enterprise"], { error: PLAN_MESSAGE })),
});

export const changeSubscriptionSchema = z.object({
  subscriptionStatus: z
    .string({ error: "Invalid subscription status" })
    .trim()
    .toLowerCase()
    .pipe(z.enum(SUBSCRIPTION_STATUSES, { error: "Invalid subscription status" }))
    .optional(),
  isActive: z.boolean({ error: "isActive must be true or false" }).optional(),
});

export type CreateSubscriptionInput = z.infer<typeof createSubscriptionSchema>;
export type ChangeSubscriptionInput = z.infer<typeof changeSubscriptionSchema>;
