import { Building2, CircleCheck, UserRoundCheck, Users, type LucideIcon } from "lucide-react";

import { Card, CardContent } from "@/components/ui/card";
import type { DepartmentSummary } from "@/lib/department-summary";

/** The four figures of /departments, computed by summarizeDepartments from the real list. */
export function DepartmentStats({ summary }: { summary: DepartmentSummary }) {
  const cards: { label: string; value: string; icon: LucideIcon; testId: string }[] = [
    { label: "Total", value: String(summary.total), icon: Building2, testId: "department-stat-total" },
    { label: "Active", value: String(summary.active), icon: CircleCheck, testId: "department-stat-active" },
    { label: "Avg. Staff per Dept", value: summary.avgStaffPerDept.toFixed(1), icon: Users, testId: "department-stat-avg-staff" },
    { label: "With Head Doctors", value: String(summary.withHeadDoctor), icon: UserRoundCheck, testId: "department-stat-with-head" },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-label="Department statistics">
      {cards.map(({ label, value, icon: Icon, testId }) => (
        <li key={label}>
          <Card className="py-5">
            <CardContent className="flex items-center justify-between gap-3 px-4 sm:px-5">
              <div>
                <p className="text-sm font-medium text-muted-foreground">{label}</p>
                <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
                  {value}
                </p>
              </div>
              <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary sm:flex">
                <Icon className="size-5" aria-hidden="true" />
              </span>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
