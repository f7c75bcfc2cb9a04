import type { Metadata } from "next";

import { humanize } from "@/components/admin/format";
import { AdminPager, readPage } from "@/components/admin/admin-pager";
import { AdminListFilters } from "@/components/admin/list-filters";
import { UsersTable } from "@/components/admin/users-table";
import { requireSystemAdminPage } from "@/lib/auth/page-gates";
import { roleLabel } from "@/lib/auth/roles";
import { USER_ROLES } from "@/lib/db/schema/enums";
import { ServiceError } from "@/lib/errors";
import { logError } from "@/lib/log";
import { listAdminUsers, type AdminUserView } from "@/lib/services/admin-users";
import { listAdminUsersQuerySchema } from "@/lib/validation/admin-users";
import { PageAlert } from "@/components/ui/page-alert";

export const metadata: Metadata = { title: "Users" };

const PAGE_SIZE = 25;
const PATH = "/admin/users";

const ROLE_CHOICES = USER_ROLES.map((role) => ({ value: role, label: roleLabel(role) === "User" ? humanize(role) : roleLabel(role) }));

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /admin/users: every staff account of the network, searched by name or e-mail (?search=), by role
// (?role=) and paged (?page=); the service of GET /api/admin/users, asked for one row more than a
// page to know whether another page follows.
export default async function AdminUsersPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await requireSystemAdminPage();
  const params = await searchParams;
  const search = typeof params.search === "string" ? params.search : "";
  const role = typeof params.role === "string" ? params.role : "";
  const page = readPage(params.page);

  let users: AdminUserView[] = [];
  let error: string | null = null;
  const parsed = listAdminUsersQuerySchema.safeParse({ search, role, limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE });
  if (!parsed.success) {
    error = parsed.error.issues[0]?.message ?? "Invalid filter";
  } else {
    try {
      users = await listAdminUsers(actor, parsed.data);
    } catch (failure) {
      if (!(failure instanceof ServiceError)) logError("[page] /admin/users: loading users", failure);
      error = failure instanceof ServiceError ? failure.message : "Something went wrong. Please try again.";
    }
  }
  const hasNext = users.length > PAGE_SIZE;
  const shown = users.slice(0, PAGE_SIZE);
  const query = new URLSearchParams();
  if (parsed.success && parsed.data.search) query.set("search", parsed.data.search);
  if (parsed.success && parsed.data.role) query.set("role", parsed.data.role);
  const filtered = query.size > 0;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Users</h1>
        <p className="text-muted-foreground">The staff accounts of every hospital, and the system administrators</p>
      </div>
      <AdminListFilters
        action={PATH}
        search={search}
        searchLabel="Search users"
        placeholder="Name or email"
        role={{ value: parsed.success ? (parsed.data.role ?? "") : role, choices: ROLE_CHOICES }}
      />
      {error ? (
        <PageAlert>Error loading users: {error}</PageAlert>
      ) : (
        <>
          <UsersTable
            users={shown}
            selfId={actor.userId}
            emptyMessage={filtered ? "No user matches this search." : page > 1 ? "No users on this page." : "No users yet."}
          />
          <AdminPager
            path={PATH}
            query={query}
            page={page}
            count={shown.length}
            pageSize={PAGE_SIZE}
            hasNext={hasNext}
            noun="users"
            label="User list pages"
          />
        </>
      )}
    </div>
  );
}
