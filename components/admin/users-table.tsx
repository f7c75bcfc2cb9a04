import { humanize } from "@/components/admin/format";
import { UserActions } from "@/components/admin/user-actions";
import { Badge } from "@/components/ui/badge";
import { stackedBody, stackedCell, stackedHead, stackedRow, stackedRowHeader, stackedTable } from "@/components/ui/stacked-table";
import { roleLabel } from "@/lib/auth/roles";
import type { AdminUserView } from "@/lib/services/admin-users";

export const displayName = (u: Pick<AdminUserView, "firstName" | "lastName" | "email">) =>
  [u.firstName, u.lastName].filter((part) => part && part.trim()).join(" ") || u.email;

/** The Users tab's list: every staff account of the network with its state and actions. */
export function UsersTable({ users, selfId, emptyMessage }: { users: AdminUserView[]; selfId: string; emptyMessage: string }) {
  if (users.length === 0) {
    return <p className="rounded-lg border border-dashed bg-card p-6 text-center text-muted-foreground">{emptyMessage}</p>;
  }
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className={stackedTable} aria-label="Users">
        <thead className={stackedHead}>
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Name</th>
            <th scope="col" className="px-4 py-3 font-medium">Email</th>
            <th scope="col" className="px-4 py-3 font-medium">Role</th>
            <th scope="col" className="px-4 py-3 font-medium">Hospital</th>
            <th scope="col" className="px-4 py-3 font-medium">Active</th>
            <th scope="col" className="px-4 py-3 font-medium">Verified</th>
            <th scope="col" className="px-4 py-3 font-medium">Actions</th>
          </tr>
        </thead>
        <tbody className={stackedBody}>
          {users.map((user) => {
            const name = displayName(user);
            return (
              <tr key={user.id} className={stackedRow} data-testid="admin-user-row">
                <th scope="row" className={`${stackedRowHeader} font-medium`}>
                  {name}
                  {user.twoFactorEnabled ? <span className="block text-xs font-normal text-muted-foreground">Two-factor on</span> : null}
                </th>
                <td data-label="Email" className={`${stackedCell(true)} break-all`}>
                  {user.email}
                </td>
                <td data-label="Role" className={stackedCell()}>
                  {roleLabel(user.role) === "User" ? humanize(user.role) : roleLabel(user.role)}
                </td>
                <td data-label="Hospital" className={stackedCell()}>
                  {user.hospitalId ? (
                    <a
                      href={`/admin/hospitals?search=${encodeURIComponent(user.hospitalId)}`}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {user.hospitalName ?? user.hospitalId}
                    </a>
                  ) : (
                    <span className="text-muted-foreground">None</span>
                  )}
                </td>
                <td data-label="Active" className={stackedCell()}>
                  <Badge variant={user.isActive ? "secondary" : "outline"}>{user.isActive ? "Active" : "Inactive"}</Badge>
                </td>
                <td data-label="Verified" className={stackedCell()}>
                  <Badge variant={user.isVerified ? "secondary" : "outline"}>{user.isVerified ? "Verified" : "Unverified"}</Badge>
                </td>
                <td data-label="Actions" className={stackedCell(true)}>
                  <UserActions
                    user={{ id: user.id, name, email: user.email, isActive: user.isActive, isVerified: user.isVerified }}
                    self={user.id === selfId}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
