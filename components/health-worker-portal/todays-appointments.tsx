import { CalendarDaysIcon } from "lucide-react";

import { appointmentDay, appointmentTime } from "@/components/appointments/format";
import { AppointmentStatusBadge } from "@/components/patients/patient-badges";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { WorkerAppointment } from "@/lib/services/health-worker-portal";

/**
 * Today's appointments of the worker's department, in the hospital's time zone: the time, the
 * patient's name and health number, the doctor and the reason; nothing more of the patient.
 */
export function TodaysAppointments({ appointments, timeZone, departmentName, now }: { appointments: WorkerAppointment[]; timeZone: string; departmentName: string | null; now: string }) {
  return (
    <Card id="todays-appointments" className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDaysIcon aria-hidden="true" className="size-5 text-primary" />
          <h2 id="todays-appointments-heading">Today&apos;s Appointments</h2>
        </CardTitle>
        <CardDescription>
          {departmentName ? `${departmentName}, ${appointmentDay(now, timeZone)}` : "You have no department yet: your hospital assigns one."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {appointments.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No appointments today</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-labelledby="todays-appointments-heading">
            {appointments.map((a) => (
              <li key={a.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-start sm:gap-4">
                <time dateTime={a.appointmentDate} className="w-14 shrink-0 font-mono text-sm font-semibold">
                  {appointmentTime(a.appointmentDate, timeZone)}
                </time>
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-medium break-words">{a.patientName}</p>
                    <span className="font-mono text-xs text-muted-foreground">{a.patientId}</span>
                    <AppointmentStatusBadge status={a.status} />
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {a.doctorName} · {a.duration} min
                  </p>
                  {a.reason ? <p className="text-sm break-words">Reason: {a.reason}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
