import { EditHospitalDialog } from "@/components/admin/edit-hospital-dialog";
import { formatCount } from "@/components/admin/format";
import { formatDate } from "@/components/hospital/format";
import { Badge } from "@/components/ui/badge";
import { stackedBody, stackedCell, stackedHead, stackedRow, stackedRowHeader, stackedTable } from "@/components/ui/stacked-table";
import type { AdminHospitalRow } from "@/lib/services/admin-hospitals";

/** The hospital's own pages, opened for the system administrator by `?hospitalId=`. */
const VIEWS = [
  { path: "/hospital", label: "Dashboard" },
  { path: "/departments", label: "Departments" },
  { path: "/patients", label: "Patients" },
  { path: "/appointments", label: "Appointments" },
] as const;

function SubscriptionCell({ row }: { row: AdminHospitalRow }) {
  let detail: string;
  if (row.trialDaysLeft !== null) detail = row.trialDaysLeft > 0 ? `${row.trialDaysLeft} day${row.trialDaysLeft === 1 ? "" : "s"} of trial left` : "Trial ended";
  else if (row.paidUntil) detail = `Paid until ${formatDate(row.paidUntil)}`;
  else if (row.subscriptionStatus === "expired") detail = "No paid period";
  else detail = "No end date (set by an administrator)";
  return (
    <>
      <span className="font-medium">{row.subscriptionLabel}</span>
      <span className="block text-xs text-muted-foreground">{detail}</span>
      {row.subscriptionEnded ? (
        <Badge variant="destructive" className="mt-1">
          Ended
        </Badge>
      ) : null}
    </>
  );
}

/** The administrator's hospital list: one row per hospital, its figures, its views and its Edit. */
export function HospitalsTable({ rows, emptyMessage }: { rows: AdminHospitalRow[]; emptyMessage: string }) {
  if (rows.length === 0) {
    return <p className="rounded-lg border border-dashed bg-card p-6 text-center text-muted-foreground">{emptyMessage}</p>;
  }
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className={stackedTable} aria-label="Hospitals">
        <thead className={stackedHead}>
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Hospital</th>
            <th scope="col" className="px-4 py-3 font-medium">City</th>
            <th scope="col" className="px-4 py-3 font-medium">Status</th>
            <th scope="col" className="px-4 py-3 font-medium">Subscription</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">Staff</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">Patients</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">Appointments</th>
            <th scope="col" className="px-4 py-3 font-medium">Actions</th>
          </tr>
        </thead>
        <tbody className={stackedBody}>
          {rows.map((row) => (
            <tr key={row.id} className={stackedRow} data-testid="admin-hospital-row">
              <th scope="row" className={stackedRowHeader}>
                <span className="font-medium">{row.name}</span>
                <span className="block font-mono text-xs font-normal text-muted-foreground">{row.id}</span>
              </th>
              <td data-label="City" className={stackedCell()}>
                {row.city}
                <span className="block text-xs text-muted-foreground">{row.country}</span>
              </td>
              <td data-label="Status" className={stackedCell()}>
                <Badge variant={row.isActive ? "secondary" : "outline"}>{row.isActive ? "Active" : "Inactive"}</Badge>
              </td>
              <td data-label="Subscription" className={stackedCell()}>
                <SubscriptionCell row={row} />
              </td>
              <td data-label="Staff" className={`${stackedCell()} tabular-nums md:text-right`}>
                {formatCount(row.staff)}
                {row.healthWorkers > 0 ? (
                  <span className="block text-xs text-muted-foreground">+ {formatCount(row.healthWorkers)} health workers</span>
                ) : null}
              </td>
              <td data-label="Patients" className={`${stackedCell()} tabular-nums md:text-right`}>
                {formatCount(row.patients)}
              </td>
              <td data-label="Appointments" className={`${stackedCell()} tabular-nums md:text-right`}>
                {formatCount(row.appointments)}
              </td>
              <td data-label="Actions" className={stackedCell(true)}>
                <div className="flex flex-wrap items-center gap-2">
                  <EditHospitalDialog hospital={row} />
                  <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm" aria-label={`Pages of ${row.name}`}>
                    {VIEWS.map((view) => (
                      <li key={view.path}>
                        <a
                          href={`${view.path}?hospitalId=${encodeURIComponent(row.id)}`}
                          className="font-medium text-primary underline-offset-4 hover:underline"
                        >
                          {view.label}
                          <span className="sr-only"> of {row.name}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
