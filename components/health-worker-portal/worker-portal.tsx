import { BriefcaseIcon } from "lucide-react";

import { SessionLogoutButton } from "@/components/shell/session-logout-button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { EmploymentRequestsPanel } from "./employment-requests-panel";
import type { WorkerPortalData } from "./load-worker-portal";
import { MyTasksPanel } from "./my-tasks-panel";
import { QuickActions } from "./quick-actions";
import { TodaysAppointments } from "./todays-appointments";
import { WorkerInfoCard } from "./worker-info-card";
import { WorkerNotifications } from "./worker-notifications";
import { WorkerPasswordForm } from "./worker-password-form";
import { WorkerProfileForm } from "./worker-profile-form";

/**
 * The Health Worker Portal (specification: worker information, quick actions, My Tasks, Today's
 * Appointments, Logout), rendered on the server from the worker's own record. A worker with no
 * employer sees employment requests, notifications and the profile only.
 */
export function WorkerPortal({ worker, work, notifications, now }: WorkerPortalData & { now: string }) {
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Health Worker Portal</h1>
          <p className="text-muted-foreground">
            Welcome, {worker.firstName} {worker.lastName} · {worker.roleLabel}
            {worker.hospitalName ? ` at ${worker.hospitalName}` : ""}
          </p>
        </div>
        <SessionLogoutButton path="/api/health-worker/logout" ended="Your health worker session has ended." />
      </header>

      <WorkerInfoCard worker={worker} />
      <QuickActions employed={work !== null} />

      {work ? (
        <div className="grid gap-6 xl:grid-cols-2">
          <MyTasksPanel initialTasks={work.tasks} workerId={worker.id} timeZone={work.timeZone} />
          <TodaysAppointments appointments={work.appointments} timeZone={work.timeZone} departmentName={worker.departmentName} now={now} />
        </div>
      ) : null}

      <Card id="employment-requests" className="scroll-mt-20">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <BriefcaseIcon aria-hidden="true" className="size-5 text-primary" />
            <h2>Employment Requests</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {work ? null : (
            <p className="text-sm text-muted-foreground">
              You are not employed at a hospital yet: tasks and today&apos;s appointments appear here once you accept an employment request.
            </p>
          )}
          <EmploymentRequestsPanel />
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <WorkerNotifications initial={notifications} />
        <WorkerProfileForm worker={worker} />
      </div>
      <WorkerPasswordForm />
    </div>
  );
}
