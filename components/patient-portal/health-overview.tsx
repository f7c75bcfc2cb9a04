import { CalendarDaysIcon, CalendarPlusIcon, FileTextIcon } from "lucide-react";

import { IconStat } from "@/components/dashboard/stat-cards";
import { formatDay } from "@/components/patients/format";

import type { PortalPatient } from "./types";


/** Health overview: counts of everything the patient may see, and when they registered. */
export function HealthOverview({ patient }: { patient: PortalPatient }) {
  return (
    <section aria-labelledby="health-overview-heading" className="space-y-3">
      <h2 id="health-overview-heading" className="text-lg font-semibold">
        Health Overview
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        <IconStat label="Total Appointments" value={String(patient.totalAppointments)} icon={CalendarDaysIcon} />
        <IconStat label="Medical Records" value={String(patient.totalMedicalRecords)} icon={FileTextIcon} />
        <IconStat label="Registration Date" value={formatDay(patient.createdAt)} icon={CalendarPlusIcon} />
      </ul>
    </section>
  );
}
