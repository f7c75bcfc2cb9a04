import { z } from "zod";

import { USER_ROLES } from "@/lib/db/schema/enums";

import { safeString } from "./fields";
import { pageQuerySchema } from "./list";

// The system administrator's Users tab (issue 16, item 4; API.md "System administrator"):
// GET /api/admin/users and PATCH /api/admin/users/{userId}.

const ROLE_MESSAGE = `Role must be one of: ${USER_ROLES.join(", ")}`;
export const NOTHING_TO_CHANGE = "Nothing to change: send isVerified and/or isActive";

export const listAdminUsersQuerySchema = pageQuerySchema.extend({
  /** A part of the first name, last name or e-mail, in any case. */
  search: safeString()
    .trim()
    .max(100, { error: "Search must be at most 100 characters" })
    .optional()
    .transform((v) => v || undefined),
  /** One role, or "all" / blank for every role. */
  role: safeString()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v) => (v && v !== "all" ? v : undefined))
    .pipe(z.enum(USER_ROLES, { error: ROLE_MESSAGE }).optional()),
});

export const updateAdminUserSchema = z
  .object(
    {
      isVerified: z.boolean({ error: "isVerified must be true or false" }).optional(),
      isActive: z.boolean({ error: "isActive must be true or false" }).optional(),
    },
    { error: "The body must be a JSON object" },
  )
  .refine((v) => v.isVerified !== undefined || v.isActive !== undefined, { error: NOTHING_TO_CHANGE });

export type ListAdminUsersQuery = z.output<typeof listAdminUsersQuerySchema>;
export type UpdateAdminUserInput = z.output<typeof updateAdminUserSchema>;
