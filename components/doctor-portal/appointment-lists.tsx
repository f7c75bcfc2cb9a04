import { CalendarCheckIcon, ClipboardListIcon, ClockIcon, type LucideIcon } from "lucide-react";
import Link from "next/link";
import type { ComponentProps, ReactNode } from "react";

import { appointmentWhen, durationLabel } from "@/components/appointments/format";
import { NoShowButton } from "@/components/appointments/no-show-button";
import { AppointmentStatusBadge } from "@/components/patients/patient-badges";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { consultationState, consultationWindow, localOpening } from "@/lib/clinical/consultation-window";
import type { AppointmentView } from "@/lib/services/appointment-types";

import { DiagnosisDialog } from "./diagnosis-dialog";
import { RespondActions } from "./respond-actions";

// The portal's two lists: pending appointments (Accept / Reject) and accepted upcoming ones
// (Start Consultation). Rows are rendered on the server; only the actions are client islands.

type ListProps = { appointments: AppointmentView[]; timeZone: string; now: string };

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
          <Link
            href={`/patients/${encodeURIComponent(appointment.patientId)}`}
            className="font-medium underline-offset-4 hover:underline focus-visible:underline"
          >
            {appointment.patientName}
          </Link>
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
      <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>
    </li>
  );
}

/** 'No-show' once the start time has passed (the server checks it again). */
function noShowAction(a: AppointmentView, timeZone: string, now: string) {
  if (Date.parse(a.appointmentDate) > Date.parse(now)) return null;
  return <NoShowButton appointmentId={a.id} patientName={a.patientName} when={appointmentWhen(a.appointmentDate, timeZone)} />;
}

/**
 * 'Start Consultation' only on the appointment's day, from two hours before it (the server
 * refuses otherwise); before that, when it opens.
 */
function consultationAction(a: AppointmentView, timeZone: string, now: string) {
  const start = new Date(a.appointmentDate);
  const state = consultationState(start, timeZone, new Date(now));
  if (state === "early") {
    return (
      <p className="text-sm text-muted-foreground">
        Consultation opens {localOpening(consultationWindow(start, timeZone).opensAt, timeZone)}
      </p>
    );
  }
  if (state === "closed") return null;
  return (
    <DiagnosisDialog
      appointmentId={a.id}
      patientId={a.patientId}
      patientName={a.patientName}
      when={appointmentWhen(a.appointmentDate, timeZone)}
      reason={a.reason}
    />
  );
}

export function PendingAppointments({ appointments, timeZone, now }: ListProps) {
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
          actions={
            <>
              <RespondActions appointmentId={a.id} patientName={a.patientName} when={appointmentWhen(a.appointmentDate, timeZone)} />
              {noShowAction(a, timeZone, now)}
            </>
          }
        />
      ))}
    </ListCard>
  );
}

export function UpcomingAppointments(props: ListProps) {
  return (
    <ConsultableList
      {...props}
      id="upcoming-appointments-heading"
      title="Upcoming Appointments"
      description="Accepted appointments that have not ended yet, soonest first."
      icon={CalendarCheckIcon}
      empty="No upcoming appointments"
    />
  );
}

/** Accepted appointments of the last week that ended without a consultation or a no-show. */
export function AwaitingOutcome(props: ListProps) {
  return (
    <ConsultableList
      {...props}
      id="awaiting-outcome-heading"
      title="Awaiting Outcome"
      description="These appointments have ended: record the consultation (on its day) or that the patient did not attend."
      icon={ClipboardListIcon}
      empty="Nothing awaits an outcome"
    />
  );
}

/** A list of accepted appointments, each with its consultation and no-show actions as the time allows. */
function ConsultableList({
  appointments,
  timeZone,
  now,
  ...card
}: ListProps & Pick<ComponentProps<typeof ListCard>, "id" | "title" | "description" | "icon" | "empty">) {
  return (
    <ListCard {...card} count={appointments.length}>
      {appointments.map((a) => (
        <AppointmentRow
          key={a.id}
          appointment={a}
          timeZone={timeZone}
          actions={
            <>
              {consultationAction(a, timeZone, now)}
              {noShowAction(a, timeZone, now)}
            </>
          }
        />
      ))}
    </ListCard>
  );
}
