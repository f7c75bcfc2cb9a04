import { CalendarDaysIcon, CalendarPlusIcon, FileTextIcon, type LucideIcon } from "lucide-react";

import { Card, CardContent } from "@/components/ui/card";

import { formatDay } from "@/components/patients/format";
import type { PortalPatient } from "./types";

function Stat({ label, value, icon: Icon }: { label: string; value: string; icon: LucideIcon }) {
  return (
    <li>
      <Card className="h-full py-4">
        <CardContent className="flex items-center gap-4 px-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">{label}</p>
            <p className="text-xl font-semibold">{value}</p>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

/** Health overview: counts of everything the patient may see, and when they registered. */
export function HealthOverview({ patient }: { patient: PortalPatient }) {
  return (
    <section aria-labelledby="health-overview-heading" className="space-y-3">
      <h2 id="health-overview-heading" className="text-lg font-semibold">
        Health Overview
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        <Stat label="Total Appointments" value={String(patient.totalAppointments)} icon={CalendarDaysIcon} />
        <Stat label="Medical Records" value={String(patient.totalMedicalRecords)} icon={FileTextIcon} />
        <Stat label="Registration Date" value={formatDay(patient.createdAt)} icon={CalendarPlusIcon} />
      </ul>
    </section>
  );
}
