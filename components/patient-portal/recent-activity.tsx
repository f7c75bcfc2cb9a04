import { CalendarDaysIcon, FileTextIcon, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PORTAL_RECENT_COUNT } from "@/lib/constants/patient";

import { AppointmentStatusBadge } from "@/components/patients/patient-badges";
import { formatDay } from "@/components/patients/format";
import type { PortalAppointment, PortalMedicalRecord } from "./types";

type ListCardProps = { title: string; icon: LucideIcon; empty: string; count: number; children: ReactNode };

function ListCard({ title, icon: Icon, empty, count, children }: ListCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-5 text-primary" />
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>The {PORTAL_RECENT_COUNT} most recent, across every hospital.</CardDescription>
      </CardHeader>
      <CardContent>
        {count === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="divide-y" aria-label={title}>
            {children}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function RecentAppointments({ appointments }: { appointments: PortalAppointment[] }) {
  const recent = appointments.slice(0, PORTAL_RECENT_COUNT);
  return (
    <ListCard title="Recent Appointments" icon={CalendarDaysIcon} empty="No appointments found" count={recent.length}>
      {recent.map((appointment) => (
        <li key={appointment.id} className="flex flex-wrap items-start justify-between gap-2 py-3 first:pt-0 last:pb-0">
          <div className="min-w-0 space-y-0.5">
            <p className="font-medium">{appointment.doctorName ?? "Doctor not assigned"}</p>
            {appointment.department ? <p className="text-sm text-muted-foreground">{appointment.department}</p> : null}
            <p className="text-sm">
              {formatDay(appointment.date)} at {appointment.time}
            </p>
            <p className="text-xs text-muted-foreground">{appointment.hospitalName}</p>
          </div>
          <AppointmentStatusBadge status={appointment.status} />
        </li>
      ))}
    </ListCard>
  );
}

export function RecentMedicalRecords({ records }: { records: PortalMedicalRecord[] }) {
  const recent = records.slice(0, PORTAL_RECENT_COUNT);
  return (
    <ListCard title="Recent Medical Records" icon={FileTextIcon} empty="No medical records found" count={recent.length}>
      {recent.map((record) => (
        <li key={record.id} className="space-y-0.5 py-3 first:pt-0 last:pb-0">
          <p className="font-medium">{record.diagnosis || record.title || "Medical record"}</p>
          {record.doctorName ? <p className="text-sm text-muted-foreground">{record.doctorName}</p> : null}
          <p className="text-sm">{formatDay(record.date)}</p>
          {record.hospitalName ? <p className="text-xs text-muted-foreground">{record.hospitalName}</p> : null}
        </li>
      ))}
    </ListCard>
  );
}
