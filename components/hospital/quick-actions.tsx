"use client";

import { Building2, CalendarPlus, UserPlus, UserRoundPlus, Users, type LucideIcon } from "lucide-react";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { useSwitchHospitalTab, type HospitalTab } from "./hospital-tabs";

type Action = { label: string; icon: LucideIcon } & ({ href: string } | { tab: HospitalTab });

// The specification sends Register Patient to /patient-portal, whose locked form only links on to
// the self-registration; staff go straight to the hospital-side registration instead.
const ACTIONS: Action[] = [
  { label: "Register Patient", icon: UserPlus, href: "/register-patient" },
  { label: "Schedule Appointment", icon: CalendarPlus, href: "/schedule-appointment" },
  { label: "Register Doctor", icon: UserRoundPlus, href: "/register-doctor" },
  { label: "Manage Departments", icon: Building2, tab: "departments" },
  { label: "Health Workers", icon: Users, tab: "health-workers" },
];

const itemClass =
  "flex w-full items-center gap-3 rounded-lg border bg-background p-3 text-left text-sm font-medium transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50";

export function QuickActions() {
  const switchTab = useSwitchHospitalTab();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Quick Actions</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-2">
          {ACTIONS.map((action) => {
            const Icon = action.icon;
            const content = (
              <>
                <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                {action.label}
              </>
            );
            return (
              <li key={action.label}>
                {"href" in action ? (
                  <a href={action.href} className={itemClass}>
                    {content}
                  </a>
                ) : (
                  <button type="button" className={itemClass} onClick={() => switchTab(action.tab)}>
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
