import { route } from "@/lib/http";
import { listAdminUsers } from "@/lib/services/admin-users";
import { listAdminUsersQuerySchema } from "@/lib/validation/admin-users";

// GET /api/admin/users: system_admin; every staff account, searched (name or e-mail), by role, paged.
export const GET = route({ roles: ["system_admin"], query: listAdminUsersQuerySchema }, async ({ actor, query }) => listAdminUsers(actor, query));
