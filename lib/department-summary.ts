// The stat cards of /departments, computed from the listed departments (pure: client-safe).

export type DepartmentSummaryInput = { isActive: boolean; staffCount: number; headDoctorId: string | null };
export type DepartmentSummary = { total: number; active: number; avgStaffPerDept: number; withHeadDoctor: number };

export function summarizeDepartments(items: readonly DepartmentSummaryInput[]): DepartmentSummary {
  const total = items.length;
  const staff = items.reduce((sum, d) => sum + d.staffCount, 0);
  return {
    total,
    active: items.filter((d) => d.isActive).length,
    // One decimal, as the card shows it; no departments means no average, shown as 0.
    avgStaffPerDept: total === 0 ? 0 : Math.round((staff / total) * 10) / 10,
    withHeadDoctor: items.filter((d) => d.headDoctorId !== null).length,
  };
}
