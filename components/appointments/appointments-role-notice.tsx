import { CalendarOff } from "lucide-react";

import { Card, CardContent } from "@/components/ui/card";
import { roleLabel } from "@/lib/auth/roles";

/**
 * /appointments is open to all four roles (specification section 6), but only the clinical ones
 * work with a hospital's appointments: anyone else is told so, and shown no figures.
 */
export function AppointmentsRoleNotice({ role }: { role: string }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">Appointment Management</h1>
      <Card>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
            <CalendarOff className="size-5" aria-hidden="true" />
          </span>
          <div className="space-y-2">
            <h2 className="font-semibold">No hospital appointments for this account</h2>
            <p className="text-sm text-muted-foreground">
              Appointments are booked and managed by a hospital&apos;s administrators and doctors. Your account (
              {roleLabel(role)}) does not manage them, so there is nothing to show here. Patients see their own
              appointments in the{" "}
              <a href="/patient-portal" className="font-medium text-primary underline-offset-4 hover:underline">
                Patient Portal
              </a>
              .
            </p>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
