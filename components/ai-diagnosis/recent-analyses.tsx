import { HistoryIcon } from "lucide-react";

import { appointmentWhen } from "@/components/appointments/format";
import { PatientNameLink } from "@/components/patients/patient-name-link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { RecentAnalysis } from "@/lib/services/ai-analyses";

import { NO_CONFIDENT_MATCH } from "@/lib/constants/ai";

import { ConfidenceBadge, EmergencyBadge, UrgencyBadge } from "./ai-badges";

const SYMPTOMS_SHOWN = 140;
const shorten = (text: string) => (text.length > SYMPTOMS_SHOWN ? `${text.slice(0, SYMPTOMS_SHOWN - 1).trimEnd()}…` : text);

/**
 * 'Recent AI Analyses': the signed-in staff member's latest analyses, in the hospital's time; each
 * patient leads to the record (`hospitalId`: system_admin's hospital).
 */
export function RecentAnalyses({
  analyses,
  timeZone,
  hospitalId,
}: {
  analyses: RecentAnalysis[];
  timeZone: string;
  hospitalId?: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <HistoryIcon aria-hidden="true" className="size-5 text-primary" />
          <h2 id="recent-ai-analyses-heading" className="text-lg">
            Recent AI Analyses
          </h2>
        </CardTitle>
        <CardDescription>Your latest analyses, newest first; each one is kept with the patient when an ID was given.</CardDescription>
      </CardHeader>
      <CardContent>
        {analyses.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No analyses yet.</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-labelledby="recent-ai-analyses-heading">
            {analyses.map((a) => (
              <li key={a.id} className="space-y-1.5 p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-medium">{a.topDiagnosis ?? "No diagnosis suggested"}</p>
                  {a.confidence != null ? <ConfidenceBadge confidence={a.confidence} /> : null}
                  {a.topUrgency === "high" ? <EmergencyBadge /> : null}
                  {a.uncertain ? <span className="text-sm text-muted-foreground">{NO_CONFIDENT_MATCH}</span> : null}
                  <UrgencyBadge urgency={a.urgencyLevel} className="sm:ml-auto" />
                </div>
                <p className="text-sm text-muted-foreground">
                  <time dateTime={a.createdAt}>{appointmentWhen(a.createdAt, timeZone)}</time>
                  {" · "}
                  {a.patientId ? (
                    <>
                      {a.patientName ? (
                        <>
                          <PatientNameLink
                            patientId={a.patientId}
                            name={a.patientName}
                            hospitalId={hospitalId}
                            className="text-foreground"
                          />{" "}
                          <span className="font-mono">{a.patientId}</span>
                        </>
                      ) : (
                        <PatientNameLink
                          patientId={a.patientId}
                          name={a.patientId}
                          hospitalId={hospitalId}
                          className="font-mono text-foreground"
                        />
                      )}
                    </>
                  ) : (
                    "No patient"
                  )}
                </p>
                <p className="text-sm break-words">{shorten(a.symptoms)}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
