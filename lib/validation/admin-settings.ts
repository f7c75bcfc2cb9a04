import { z } from "zod";

import { SESSION_TIMEOUT_HOURS, SUBSCRIPTION_STATUSES } from "@/lib/db/schema/enums";

// The system administrator's platform settings (issue 16, item 7; API.md "System administrator"):
// PUT /api/admin/settings takes any subset of the fields (the whole object of GET included); the
// fields not sent keep their values. Each value is checked strictly (no coercion: "8" is not 8).
// Other fields are dropped, as everywhere in the API (test/security/mass-assignment), but a body
// with none of the six (a misspelt name alone) is refused rather than answered as a change.

/** The plans Upgrade Now may propose first: every subscription state but "expired". */
export const DEFAULT_PLANS = SUBSCRIPTION_STATUSES.filter((s) => s !== "expired") as Exclude<(typeof SUBSCRIPTION_STATUSES)[number], "expired">[];
export const MAX_USERS_LIMIT = 100_000;

export const SETTINGS_FIELDS = ["twoFactorRequired", "sessionTimeoutHours", "autoBackup", "maintenanceMode", "maxUsersPerHospital", "defaultPlan"] as const;
export const NOTHING_TO_CHANGE = `Nothing to change: send at least one of ${SETTINGS_FIELDS.join(", ")}`;
export const SESSION_TIMEOUT_MESSAGE = `Session timeout must be ${SESSION_TIMEOUT_HOURS.slice(0, -1).join(", ")} or ${SESSION_TIMEOUT_HOURS.at(-1)} hours`;
export const MAX_USERS_MESSAGE = `Maximum users per hospital must be a whole number from 1 to ${MAX_USERS_LIMIT.toLocaleString("en-US")}`;
export const DEFAULT_PLAN_MESSAGE = `Default plan must be one of: ${DEFAULT_PLANS.join(", ")}`;

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` }).optional();

export const updateSettingsSchema = z
  .object(
    {
      twoFactorRequired: flag("twoFactorRequired"),
      sessionTimeoutHours: z
        .number({ error: SESSION_TIMEOUT_MESSAGE })
        .refine((v): v is (typeof SESSION_TIMEOUT_HOURS)[number] => (SESSION_TIMEOUT_HOURS as readonly number[]).includes(v), {
          error: SESSION_TIMEOUT_MESSAGE,
        })
        .optional(),
      autoBackup: flag("autoBackup"),
      maintenanceMode: flag("maintenanceMode"),
      maxUsersPerHospital: z
        .number({ error: MAX_USERS_MESSAGE })
        .int({ error: MAX_USERS_MESSAGE })
        .min(1, { error: MAX_USERS_MESSAGE })
        .max(MAX_USERS_LIMIT, { error: MAX_USERS_MESSAGE })
        .optional(),
      defaultPlan: z.enum(DEFAULT_PLANS, { error: DEFAULT_PLAN_MESSAGE }).optional(),
    },
    { error: "The body must be a JSON object of settings" },
  )
  .refine((v) => SETTINGS_FIELDS.some((f) => v[f] !== undefined), { error: NOTHING_TO_CHANGE });

export type UpdateSettingsInput = z.output<typeof updateSettingsSchema>;
