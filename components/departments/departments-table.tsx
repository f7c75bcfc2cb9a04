import { Building2 } from "lucide-react";

import { stackedBody, stackedCell, stackedHead, stackedRow, stackedRowHeader, stackedTable } from "@/components/ui/stacked-table";

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

/** The department table of /departments; one card per department on a phone. */
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
      <table className={stackedTable}>
        <caption className="sr-only">Departments</caption>
        <thead className={stackedHead}>
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
        <tbody className={stackedBody}>
          {departments.map((d) => (
            <tr key={d.id} className={`align-top ${stackedRow}`} data-testid={`department-row-${d.id}`}>
              <th scope="row" className={`font-normal md:max-w-xs ${stackedRowHeader}`}>
                <span className="block font-medium">{d.name}</span>
                {d.description ? <span className="block text-muted-foreground">{d.description}</span> : null}
              </th>
              <td data-label="Department ID" className={`font-mono text-xs whitespace-nowrap ${stackedCell()}`}>
                {d.id}
              </td>
              <td data-label="Head Doctor" className={stackedCell()}>{d.headDoctorName ?? <span className="text-muted-foreground">Not assigned</span>}</td>
              <td data-label="Staff Count" className={`tabular-nums ${stackedCell()}`}>
                {d.staffCount}
              </td>
              <td data-label="Status" className={stackedCell()}>
                <ActiveBadge active={d.isActive} />
              </td>
              {canManage ? (
                <td className={stackedCell(true)}>
                  <div className="flex gap-2 md:justify-end">
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
