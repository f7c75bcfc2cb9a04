import { BuildingIcon, CalendarDaysIcon, CalendarCheckIcon, HourglassIcon, StethoscopeIcon } from "lucide-react";

import { IconStat } from "@/components/dashboard/stat-cards";
import { DoctorTasksCard } from "@/components/tasks/doctor-tasks-card";
import type { AppointmentView, DiagnosisView, DoctorProfile } from "@/lib/services/appointment-types";
import type { DoctorCounts } from "@/lib/services/doctor-portal";
import type { TaskView } from "@/lib/services/tasks";

import { AwaitingOutcome, PendingAppointments, UpcomingAppointments } from "./appointment-lists";
import { RecentDiagnoses } from "./recent-diagnoses";

export type DoctorPortalData = {
  profile: DoctorProfile;
  counts: DoctorCounts;
  pending: AppointmentView[];
  upcoming: AppointmentView[];
  awaiting: AppointmentView[];
  diagnoses: DiagnosisView[];
  /** The tasks the doctor assigned (the Tasks card). */
  tasks: TaskView[];
  timeZone: string;
  /** The instant the page was read at (ISO): decides which actions each appointment offers. */
  now: string;
};

/** /doctors for a signed-in doctor (specification "Doctor Portal"): their own day and patients. */
export function DoctorPortal({ profile, counts, pending, upcoming, awaiting, diagnoses, tasks, timeZone, now }: DoctorPortalData) {
  const name = `Dr. ${profile.firstName} ${profile.lastName}`.trim();
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <StethoscopeIcon aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight">{name}</h1>
          <p className="text-muted-foreground">{profile.specialization}</p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span>
              Doctor ID: <span className="font-mono text-foreground" data-testid="doctor-id">{profile.id}</span>
            </span>
            <span>
              Department: <span className="text-foreground">{profile.departmentName || "N/A"}</span>
            </span>
          </p>
        </div>
      </header>

      <section aria-label="Your day at a glance">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <IconStat label="Today's Appointments" value={String(counts.today)} icon={CalendarDaysIcon} />
          <IconStat label="Accepted" value={String(counts.accepted)} icon={CalendarCheckIcon} />
          <IconStat label="Pending Response" value={String(counts.pending)} icon={HourglassIcon} />
          <IconStat label="Department" value={profile.specialization || "N/A"} icon={BuildingIcon} />
        </ul>
      </section>

      <div className="grid gap-6 2xl:grid-cols-2">
        <PendingAppointments appointments={pending} timeZone={timeZone} now={now} />
        <UpcomingAppointments appointments={upcoming} timeZone={timeZone} now={now} />
      </div>
      {awaiting.length ? <AwaitingOutcome appointments={awaiting} timeZone={timeZone} now={now} /> : null}
      <RecentDiagnoses diagnoses={diagnoses} timeZone={timeZone} />
      <DoctorTasksCard tasks={tasks} timeZone={timeZone} />
    </div>
  );
}
