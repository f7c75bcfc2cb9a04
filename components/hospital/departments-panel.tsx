import { DepartmentActiveToggle } from "@/components/departments/department-active-toggle";
import type { DepartmentRow } from "@/components/departments/department-api";
import { EditDepartmentDialog } from "@/components/departments/edit-department-dialog";
import { ActiveBadge } from "@/components/departments/status-badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

import { AddDepartmentDialog } from "./add-department-dialog";

/** The Departments tab: every department with its state, Edit and a real Activate/Deactivate. */
export function DepartmentsPanel({ departments, hospitalId }: { departments: DepartmentRow[]; hospitalId?: string }) {
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>
            <h2>Department Management</h2>
          </CardTitle>
          <CardDescription>
            {departments.length} {departments.length === 1 ? "department" : "departments"}
          </CardDescription>
        </div>
        <AddDepartmentDialog hospitalId={hospitalId} />
      </CardHeader>
      <CardContent>
        {departments.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No departments found</p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label="Departments">
            {departments.map((d) => (
              <li
                key={d.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                data-testid={`dashboard-department-${d.id}`}
              >
                <div className="min-w-0 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-medium">{d.name}</h3>
                    <ActiveBadge active={d.isActive} />
                  </div>
                  {d.description ? <p className="text-sm text-muted-foreground">{d.description}</p> : null}
                  <p className="text-xs text-muted-foreground">
                    <span className="font-mono">{d.id}</span> · Head: {d.headDoctorName ?? "Not assigned"} · Staff: {d.staffCount}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <EditDepartmentDialog department={d} hospitalId={hospitalId} />
                  <DepartmentActiveToggle department={d} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
