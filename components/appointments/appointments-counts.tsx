import { CalendarDays, CircleCheck, Clock, UserX, XCircle } from "lucide-react";

import { StatCard, StatCardGrid } from "@/components/dashboard/stat-cards";
import type { AppointmentDayCounts } from "@/lib/services/appointment-types";

/** Today's figures of /appointments (hospital's local day), all from getAppointmentDayCounts. */
export function AppointmentsCounts({ counts }: { counts: AppointmentDayCounts }) {
  return (
    <StatCardGrid label="Today's appointments">
      <StatCard label="Total Today" value={String(counts.total)} icon={CalendarDays} testId="appointments-stat-total" />
      <StatCard label="Completed" value={String(counts.completed)} icon={CircleCheck} testId="appointments-stat-completed" />
      <StatCard label="Pending" value={String(counts.pending)} icon={Clock} testId="appointments-stat-pending" />
      <StatCard label="Cancelled" value={String(counts.cancelled)} icon={XCircle} testId="appointments-stat-cancelled" />
      <StatCard label="No-show" value={String(counts.noShow)} icon={UserX} testId="appointments-stat-no-show" />
    </StatCardGrid>
  );
}
