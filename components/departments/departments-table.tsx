import { Building2 } from "lucide-react";

import { ActiveBadge } from "./status-badge";
import { DeleteDepartmentButton } from "./delete-department-button";
import type { DepartmentRow } from "./department-api";
import { EditDepartmentDialog } from "./edit-department-dialog";

type DepartmentsTableProps = {
  departments: DepartmentRow[];
  /** hospital_admin and system_admin: Edit and Delete (the server enforces it anyway). */
  canManage: boolean;
  searching: boolean;
  /** system_admin's chosen hospital, for the head-doctor list. */
  hospitalId?: string;
};

/** The department table of /departments; scrolls sideways on a narrow screen. */
export function DepartmentsTable({ departments, canManage, searching, hospitalId }: DepartmentsTableProps) {
  if (departments.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border bg-card px-6 py-12 text-center">
        <Building2 className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No departments found</p>
        <p className="text-sm text-muted-foreground">
          {searching ? "Try adjusting your search terms" : "Get started by creating your first department"}
        </p>
      </div>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full min-w-[760px] text-left text-sm">
        <caption className="sr-only">Departments</caption>
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Department</th>
            <th scope="col" className="px-4 py-3 font-medium">Department ID</th>
            <th scope="col" className="px-4 py-3 font-medium">Head Doctor</th>
            <th scope="col" className="px-4 py-3 font-medium">Staff Count</th>
            <th scope="col" className="px-4 py-3 font-medium">Status</th>
            {canManage ? (
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Actions
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {departments.map((d) => (
            <tr key={d.id} className="border-b align-top last:border-0" data-testid={`department-row-${d.id}`}>
              <th scope="row" className="max-w-xs px-4 py-3 text-left font-normal">
                <span className="block font-medium">{d.name}</span>
                {d.description ? <span className="block text-muted-foreground">{d.description}</span> : null}
              </th>
              <td className="px-4 py-3 font-mono text-xs whitespace-nowrap">{d.id}</td>
              <td className="px-4 py-3">{d.headDoctorName ?? <span className="text-muted-foreground">Not assigned</span>}</td>
              <td className="px-4 py-3 tabular-nums">{d.staffCount}</td>
              <td className="px-4 py-3">
                <ActiveBadge active={d.isActive} />
              </td>
              {canManage ? (
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-2">
                    <EditDepartmentDialog department={d} hospitalId={hospitalId} />
                    <DeleteDepartmentButton department={d} />
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
