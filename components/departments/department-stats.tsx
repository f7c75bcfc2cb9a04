import { Building2, CircleCheck, UserRoundCheck, Users } from "lucide-react";

import { StatCard, StatCardGrid } from "@/components/dashboard/stat-cards";
import type { DepartmentSummary } from "@/lib/department-summary";

/** The four figures of /departments, computed by summarizeDepartments from the real list. */
export function DepartmentStats({ summary }: { summary: DepartmentSummary }) {
  return (
    <StatCardGrid label="Department statistics">
      <StatCard label="Total" value={String(summary.total)} icon={Building2} testId="department-stat-total" />
      <StatCard label="Active" value={String(summary.active)} icon={CircleCheck} testId="department-stat-active" />
      <StatCard
        label="Avg. Staff per Dept"
        value={summary.avgStaffPerDept.toFixed(1)}
        icon={Users}
        testId="department-stat-avg-staff"
      />
      <StatCard
        label="With Head Doctors"
        value={String(summary.withHeadDoctor)}
        icon={UserRoundCheck}
        testId="department-stat-with-head"
      />
    </StatCardGrid>
  );
}
