import { route } from "@/lib/http";
import { updateAdminUser } from "@/lib/services/admin-users";
import { updateAdminUserSchema } from "@/lib/validation/admin-users";

// PATCH /api/admin/users/{userId}: system_admin verifies or (de)activates an account; deactivating
// ends its sessions; nobody deactivates themselves or the last active system administrator (409).
export const PATCH = route({ roles: ["system_admin"], body: updateAdminUserSchema }, async ({ actor, body, params }) =>
  updateAdminUser(actor, String(params.userId), body),
);
