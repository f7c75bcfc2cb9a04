import { CalendarCheckIcon, ClockIcon, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { appointmentWhen, durationLabel } from "@/components/appointments/format";
import { AppointmentStatusBadge } from "@/components/patients/patient-badges";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { AppointmentView } from "@/lib/services/appointment-types";

import { DiagnosisDialog } from "./diagnosis-dialog";
import { RespondActions } from "./respond-actions";

// The portal's two lists: pending appointments (Accept / Reject) and accepted upcoming ones
// (Start Consultation). Rows are rendered on the server; only the actions are client islands.

type ListProps = { appointments: AppointmentView[]; timeZone: string };

function ListCard({
  id,
  title,
  description,
  icon: Icon,
  empty,
  children,
  count,
}: {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-5 text-primary" />
          <h2 id={id} className="text-lg">
            {title}
          </h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {count === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-labelledby={id}>
            {children}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** One appointment: patient and ID, reason, date and time in the hospital's zone, duration, status. */
function AppointmentRow({ appointment, timeZone, actions }: { appointment: AppointmentView; timeZone: string; actions: ReactNode }) {
  const when = appointmentWhen(appointment.appointmentDate, timeZone);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium">{appointment.patientName}</p>
          <AppointmentStatusBadge status={appointment.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          Patient ID: <span className="font-mono text-foreground">{appointment.patientId}</span>
        </p>
        <p className="text-sm">
          <span className="text-muted-foreground">Reason: </span>
          {appointment.reason || "Not given"}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-1">
            <CalendarCheckIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            {when}
          </span>
          <span className="inline-flex items-center gap-1">
            <ClockIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            {durationLabel(appointment.duration)}
          </span>
          {appointment.departmentName ? <span className="text-muted-foreground">{appointment.departmentName}</span> : null}
        </p>
        {appointment.notes ? <p className="text-sm text-muted-foreground">Notes: {appointment.notes}</p> : null}
      </div>
      <div className="shrink-0">{actions}</div>
    </li>
  );
}

export function PendingAppointments({ appointments, timeZone }: ListProps) {
  return (
    <ListCard
      id="pending-appointments-heading"
      title="Pending Appointments - Require Response"
      description="Accept or reject each booking; the patient is told your answer."
      icon={ClockIcon}
      empty="No pending appointments"
      count={appointments.length}
    >
      {appointments.map((a) => (
        <AppointmentRow
          key={a.id}
          appointment={a}
          timeZone={timeZone}
          actions={<RespondActions appointmentId={a.id} patientName={a.patientName} when={appointmentWhen(a.appointmentDate, timeZone)} />}
        />
      ))}
    </ListCard>
  );
}

export function UpcomingAppointments({ appointments, timeZone }: ListProps) {
  return (
    <ListCard
      id="upcoming-appointments-heading"
      title="Upcoming Appointments"
      description="Accepted appointments that have not ended yet, soonest first."
      icon={CalendarCheckIcon}
      empty="No upcoming appointments"
      count={appointments.length}
    >
      {appointments.map((a) => (
        <AppointmentRow
          key={a.id}
          appointment={a}
          timeZone={timeZone}
          actions={
            <DiagnosisDialog
              appointmentId={a.id}
              patientId={a.patientId}
              patientName={a.patientName}
              when={appointmentWhen(a.appointmentDate, timeZone)}
              reason={a.reason}
            />
          }
        />
      ))}
    </ListCard>
  );
}
