import { Calendar, CircleCheck, Stethoscope, Users, type LucideIcon } from "lucide-react";

import { Card, CardContent } from "@/components/ui/card";

export type DashboardStats = {
  totalPatients: number;
  activeDoctors: number;
  todayAppointments: number;
  completedToday: number;
};

const CARDS: { key: keyof DashboardStats; label: string; icon: LucideIcon }[] = [
  { key: "totalPatients", label: "Total Patients", icon: Users },
  { key: "activeDoctors", label: "Active Doctors", icon: Stethoscope },
  { key: "todayAppointments", label: "Today's Appointments", icon: Calendar },
  { key: "completedToday", label: "Completed Today", icon: CircleCheck },
];

/** The four dashboard figures (specification section 2); every number comes from getDashboardStats. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-label="Hospital statistics">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <li key={key}>
          <Card className="py-5">
            <CardContent className="flex items-center justify-between gap-3 px-4 sm:px-5">
              <div className="min-w-0">
                <p className="text-sm font-medium text-muted-foreground">{label}</p>
                <p className="text-2xl font-bold tabular-nums" data-testid={`stat-${key}`}>
                  {stats[key].toLocaleString("en-US")}
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
