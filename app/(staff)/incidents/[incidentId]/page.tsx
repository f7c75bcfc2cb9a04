import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import type { ReactNode } from "react";

import { rethrowAsPage } from "@/components/hospital/page-scope";
import { HarmBadge, StatusBadge } from "@/components/incidents/badges";
import { categoryLabel, incidentWhen, withHospital } from "@/components/incidents/format";
import { IncidentHistory } from "@/components/incidents/incident-history";
import { IncidentStatusForm } from "@/components/incidents/incident-status-form";
import { requireClinicalStaff } from "@/components/patients/patient-scope";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { getActor } from "@/lib/auth/actor";
import { hospitalCalendar } from "@/lib/services/appointments";
import { getIncident } from "@/lib/services/incidents";

export const metadata: Metadata = { title: "Incident" };

type Props = { params: Promise<{ incidentId: string }> };

// /incidents/{id}: one incident and its follow-up. Its hospital's administrators see it and move it
// on; the doctor who reported it sees it; anyone else gets the 404 page. No loading.tsx sits above
// this page, so the 404 is decided before anything streams (ARCHITECTURE.md "Pitfalls").
export default async function IncidentPage({ params }: Props) {
  const { incidentId } = await params;
  const actor = requireClinicalStaff(await getActor());
  const incident = await getIncident(actor, incidentId).catch(rethrowAsPage);
  const named = actor.role === "system_admin" ? incident.hospitalId : undefined;
  const { timezone } = await hospitalCalendar(actor, named).catch(rethrowAsPage);
  const followsUp = actor.role !== "doctor";

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <a
        href={withHospital("/incidents", named)}
        className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to incidents
      </a>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight break-words">
          {categoryLabel(incident.category)} at {incident.place}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <HarmBadge level={incident.harmLevel} />
          <StatusBadge status={incident.status} />
          <span className="text-sm text-muted-foreground">
            <time dateTime={incident.occurredAt}>{incidentWhen(incident.occurredAt, timezone)}</time> ({timezone})
          </span>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card>
          <CardHeader>
            <CardTitle>Report</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Detail label="Category">{categoryLabel(incident.category)}</Detail>
              <Detail label="Place">{incident.place}</Detail>
              <Detail label="Description" wide>
                {incident.description}
              </Detail>
              <Detail label="Immediate action" wide>
                {incident.immediateAction ?? "None recorded"}
              </Detail>
              <Detail label="People involved" wide>
                {incident.peopleInvolved ?? "None recorded"}
              </Detail>
              <Detail label="Patient">
                {incident.patientId ? (
                  <a href={withHospital(`/patients/${encodeURIComponent(incident.patientId)}`, named)} className="text-primary underline-offset-4 hover:underline">
                    {incident.patientName ?? incident.patientId} ({incident.patientId})
                  </a>
                ) : (
                  "No patient named"
                )}
              </Detail>
              <Detail label="Reported by">
                {incident.reportedByName ?? "Unknown"}, <time dateTime={incident.createdAt}>{incidentWhen(incident.createdAt, timezone)}</time>
              </Detail>
            </dl>
          </CardContent>
        </Card>

        <div className="space-y-6">
          {followsUp ? (
            <Card>
              <CardHeader>
                <CardTitle>Follow-up</CardTitle>
              </CardHeader>
              <CardContent>
                <IncidentStatusForm incidentId={incident.id} status={incident.status} />
              </CardContent>
            </Card>
          ) : null}
          <Card>
            <CardHeader>
              <CardTitle>History</CardTitle>
            </CardHeader>
            <CardContent>
              <IncidentHistory steps={incident.history} timeZone={timezone} />
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}

function Detail({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-xs font-medium text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}
