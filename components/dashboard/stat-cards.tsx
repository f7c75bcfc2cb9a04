import { Calendar, CircleCheck, Stethoscope, Users, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { Card, CardContent } from "@/components/ui/card";

export type DashboardStats = {
  totalPatients: number;
  activeDoctors: number;
  todayAppointments: number;
  completedToday: number;
};

/** A row of figure cards (two per row on small screens, four on wide ones). */
export function StatCardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-label={label}>
      {children}
    </ul>
  );
}

type StatCardProps = { label: string; value: string; icon: LucideIcon; testId: string };

/** One labelled figure; a list item of StatCardGrid. The e2e specs read the value by its test id. */
export function StatCard({ label, value, icon: Icon, testId }: StatCardProps) {
  return (
    <li>
      <Card className="py-5">
        <CardContent className="flex items-center justify-between gap-3 px-4 sm:px-5">
          <div className="min-w-0">
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
  );
}

type IconStatProps = { label: string; value: string; icon: LucideIcon };

/** A compact figure with its icon first (the portals' counters); a list item of a <ul>. */
export function IconStat({ label, value, icon: Icon }: IconStatProps) {
  return (
    <li>
      <Card className="h-full py-4">
        <CardContent className="flex items-center gap-4 px-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">{label}</p>
            <p className="truncate text-xl font-semibold">{value}</p>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

const CARDS: { key: keyof DashboardStats; label: string; icon: LucideIcon }[] = [
  { key: "totalPatients", label: "Total Patients", icon: Users },
  { key: "activeDoctors", label: "Active Doctors", icon: Stethoscope },
  { key: "todayAppointments", label: "Today's Appointments", icon: Calendar },
  { key: "completedToday", label: "Completed Today", icon: CircleCheck },
];

/** The four dashboard figures (specification section 2); every number comes from getDashboardStats. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <StatCardGrid label="Hospital statistics">
      {CARDS.map(({ key, label, icon }) => (
        <StatCard
          key={key}
          label={label}
          value={stats[key].toLocaleString("en-US")}
          icon={icon}
          testId={`stat-${key}`}
        />
      ))}
    </StatCardGrid>
  );
}
