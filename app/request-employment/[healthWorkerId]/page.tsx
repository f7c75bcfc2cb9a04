import { ArrowLeft, Info, UserX } from "lucide-react";
import type { Metadata } from "next";

import { AuthRequiredNotice } from "@/components/employment-requests/auth-required-notice";
import { EmploymentRequestForm } from "@/components/employment-requests/employment-request-form";
import { ToastOnMount } from "@/components/employment-requests/toast-on-mount";
import { WorkerSummary } from "@/components/employment-requests/worker-summary";
import { AppShell } from "@/components/shell/app-shell";
import { NoDepartmentsNote, SubscriptionEndedAlert } from "@/components/staff/registration-notes";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getActor } from "@/lib/auth/actor";
import { listDepartments } from "@/lib/services/departments";
import { getRequestTarget } from "@/lib/services/employment-requests";
import { getHospitalOrThrow } from "@/lib/services/hospitals";

export const metadata: Metadata = { title: "Request Employment" };

const NOT_FOUND = "The health worker you're looking for doesn't exist or has been removed.";

function BackLink() {
  return (
    <a
      href="/health-worker-directory"
      className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Health Worker Directory
    </a>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950">
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}

// /request-employment/{healthWorkerId}: a signed-in hospital administrator asks a worker of the
// public directory to join the hospital. Everyone else (visitors, workers, patients, staff of other
// roles) gets 'Authentication Required' and /login with a return here after 2 seconds. The actor is
// resolved here, on the server; POST /api/employment-requests checks it again.
export default async function RequestEmploymentPage({ params }: { params: Promise<{ healthWorkerId: string }> }) {
  const { healthWorkerId } = await params;
  const actor = await getActor();
  if (actor.kind !== "staff" || actor.role !== "hospital_admin" || !actor.hospitalId) {
    return <AuthRequiredNotice returnTo={`/request-employment/${encodeURIComponent(healthWorkerId)}`} />;
  }
  const [target, hospital, departments] = await Promise.all([
    getRequestTarget(actor, healthWorkerId),
    getHospitalOrThrow(actor, actor.hospitalId),
    listDepartments(actor, { search: undefined, hospitalId: undefined }),
  ]);
  const active = departments.filter((d) => d.isActive).map((d) => ({ id: d.id, name: d.name }));

  if (!target) {
    return (
      <AppShell user={actor}>
        <div className="mx-auto max-w-3xl space-y-6">
          <BackLink />
          <ToastOnMount id="employment-worker-not-found" title="Health Worker Not Found" description={NOT_FOUND} />
          <Card>
            <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
              <UserX className="size-10 text-muted-foreground" aria-hidden="true" />
              <h1 className="text-2xl font-bold">Health Worker Not Found</h1>
              <p className="text-sm text-muted-foreground">{NOT_FOUND}</p>
              <Button asChild variant="outline">
                <a href="/health-worker-directory">Browse the directory</a>
              </Button>
            </CardContent>
          </Card>
        </div>
      </AppShell>
    );
  }

  const name = `${target.firstName} ${target.lastName}`;
  return (
    <AppShell user={actor}>
      <div className="mx-auto max-w-3xl space-y-6">
        <BackLink />
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Request Employment</h1>
          <p className="text-muted-foreground">
            Invite {name} to join {hospital.name}. The request stays open for 14 days.
          </p>
        </div>
        <WorkerSummary worker={target} />
        {target.employedHere ? <Notice>{name} already works at {hospital.name}.</Notice> : null}
        {target.pending ? (
          <Notice>
            {hospital.name} already has a pending request to {name}; you can withdraw it on the Health Workers tab of the{" "}
            <a href="/hospital" className="font-medium underline underline-offset-4">
              Hospital Dashboard
            </a>
            .
          </Notice>
        ) : null}
        {!target.employedHere && target.employmentStatus === "employed" ? (
          <Notice>{name} is employed elsewhere at the moment: they can accept your request once that employment has ended.</Notice>
        ) : null}
        <SubscriptionEndedAlert hospital={hospital} />
        {active.length === 0 ? (
          <NoDepartmentsNote who="health worker" />
        ) : (
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Employment details</h2>
              </CardTitle>
              <CardDescription>The salary range is optional; every other field is required.</CardDescription>
            </CardHeader>
            <CardContent>
              <EmploymentRequestForm
                worker={{ healthWorkerId: target.healthWorkerId, email: target.email, firstName: target.firstName, lastName: target.lastName }}
                departments={active}
              />
            </CardContent>
          </Card>
        )}
      </div>
    </AppShell>
  );
}
