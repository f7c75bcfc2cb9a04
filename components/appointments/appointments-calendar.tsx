import { CalendarX2 } from "lucide-react";

import { AppointmentStatusBadge } from "@/components/patients/patient-badges";
import { PatientNameLink } from "@/components/patients/patient-name-link";
import { isActiveStatus } from "@/lib/constants/appointments";
import type { AppointmentView } from "@/lib/services/appointment-types";

import { calendarDayLabel, timeRange, type AppointmentDay } from "./appointments-query";
import { CancelAppointmentDialog } from "./cancel-appointment-dialog";
import { NoShowButton } from "./no-show-button";
import { appointmentTime, appointmentWhen, durationLabel } from "./format";
import { RescheduleAppointmentDialog } from "./reschedule-appointment-dialog";

type AppointmentsCalendarProps = {
  days: AppointmentDay[];
  timeZone: string;
  today: string;
  /** A doctor or status filter is set: the empty state says so. */
  filtered: boolean;
  /** system_admin's hospital, sent with each change. */
  hospitalId?: string;
  /** The hospital administrator's page: the instant (ISO) after which a started appointment can be a no-show. */
  noShowAfter?: string;
};

/**
 * The appointments of the range under their local day, by time. One card per appointment: a row
 * on wide screens, stacked on a phone. Active ones (Pending, Accepted) can be cancelled or moved.
 */
export function AppointmentsCalendar({ days, timeZone, today, filtered, hospitalId, noShowAfter }: AppointmentsCalendarProps) {
  if (days.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border bg-card px-6 py-12 text-center">
        <CalendarX2 className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No appointments found</p>
        <p className="text-sm text-muted-foreground">
          {filtered ? "No appointment of this period matches the filters." : "Nothing is booked for this period yet."}
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {days.map((day) => {
        const headingId = `appointments-day-${day.date}`;
        const count = day.appointments.length;
        return (
          <section key={day.date} aria-labelledby={headingId} className="space-y-3">
            <h3 id={headingId} className="flex items-baseline gap-2 font-semibold">
              {calendarDayLabel(day.date)}
              {day.date === today ? <span className="text-sm font-normal text-primary">Today</span> : null}
              <span className="text-sm font-normal text-muted-foreground">
                ({count} {count === 1 ? "appointment" : "appointments"})
              </span>
            </h3>
            <ul className="grid gap-3">
              {day.appointments.map((appointment) => (
                <AppointmentCard
                  key={appointment.id}
                  appointment={appointment}
                  timeZone={timeZone}
                  today={today}
                  hospitalId={hospitalId}
                  noShowAfter={noShowAfter}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

type CardProps = { appointment: AppointmentView; timeZone: string; today: string; hospitalId?: string; noShowAfter?: string };

function AppointmentCard({ appointment: a, timeZone, today, hospitalId, noShowAfter }: CardProps) {
  const start = appointmentTime(a.appointmentDate, timeZone);
  const when = appointmentWhen(a.appointmentDate, timeZone);
  return (
    <li
      data-testid={`appointment-${a.id}`}
      aria-label={`${start} ${a.patientName} with ${a.doctorName}`}
      className="grid gap-3 rounded-lg border bg-card p-4 text-sm md:grid-cols-[8rem_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-center md:gap-4"
    >
      <div className="flex items-baseline gap-3 md:block">
        <p className="font-semibold tabular-nums">{timeRange(start, a.duration)}</p>
        <p className="text-muted-foreground">{durationLabel(a.duration)}</p>
      </div>
      <div className="min-w-0">
        <p className="truncate font-medium">
          <PatientNameLink patientId={a.patientId} name={a.patientName} hospitalId={hospitalId} />
        </p>
        <p className="truncate font-mono text-xs text-muted-foreground">{a.patientId}</p>
        {a.reason ? <p className="mt-1 line-clamp-2 text-muted-foreground">{a.reason}</p> : null}
      </div>
      <div className="min-w-0">
        <p className="truncate">{a.doctorName}</p>
        <p className="truncate text-muted-foreground">{a.departmentName ?? "No department"}</p>
        {a.status === "rejected" && a.doctorResponse ? (
          <p className="mt-1 line-clamp-2 text-muted-foreground">Reason: {a.doctorResponse}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 md:justify-end">
        <AppointmentStatusBadge status={a.status} />
        {isActiveStatus(a.status) ? (
          <>
            <RescheduleAppointmentDialog appointment={a} timeZone={timeZone} today={today} hospitalId={hospitalId} />
            <CancelAppointmentDialog appointment={a} when={when} hospitalId={hospitalId} />
            {noShowAfter && Date.parse(a.appointmentDate) <= Date.parse(noShowAfter) ? (
              <NoShowButton appointmentId={a.id} patientName={a.patientName} when={when} />
            ) : null}
          </>
        ) : null}
      </div>
    </li>
  );
}
