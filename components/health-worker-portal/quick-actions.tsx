import { BellIcon, BriefcaseIcon, CalendarDaysIcon, ClipboardCheckIcon, KeyRoundIcon, UserCogIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

const ACTIONS = [
  { href: "#my-tasks", label: "My Tasks", icon: ClipboardCheckIcon, work: true },
  { href: "#todays-appointments", label: "Today's Appointments", icon: CalendarDaysIcon, work: true },
  { href: "#employment-requests", label: "Employment Requests", icon: BriefcaseIcon, work: false },
  { href: "#notifications", label: "Notifications", icon: BellIcon, work: false },
  { href: "#profile", label: "My Profile", icon: UserCogIcon, work: false },
  { href: "#password", label: "Change Password", icon: KeyRoundIcon, work: false },
] as const;

/** Quick actions: each jumps to its panel below (a worker with no employer has no tasks or appointments). */
export function QuickActions({ employed }: { employed: boolean }) {
  return (
    <nav aria-label="Quick actions">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {ACTIONS.filter((a) => employed || !a.work).map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <Button asChild variant="outline" className="h-auto w-full flex-col gap-1 py-3 text-center whitespace-normal">
              <a href={href}>
                <Icon aria-hidden="true" className="size-5 text-primary" />
                {label}
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
