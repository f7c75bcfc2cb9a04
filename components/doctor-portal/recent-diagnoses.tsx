import { ClipboardListIcon } from "lucide-react";
import Link from "next/link";

import { appointmentDay } from "@/components/appointments/format";
import { AssignTaskDialog } from "@/components/tasks/assign-task-dialog";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { optionLabel } from "@/lib/constants/staff";
import { PRESCRIPTION_DESTINATION_OPTIONS } from "@/lib/constants/appointments";
import type { DiagnosisView } from "@/lib/services/appointment-types";

import { ConfirmDiagnosisDialog } from "./confirm-diagnosis-dialog";

/** The doctor's latest diagnoses, newest first; unconfirmed ones offer 'Confirm'. */
export function RecentDiagnoses({ diagnoses, timeZone }: { diagnoses: DiagnosisView[]; timeZone: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ClipboardListIcon aria-hidden="true" className="size-5 text-primary" />
          <h2 id="recent-diagnoses-heading" className="text-lg">
            Recent Diagnoses
          </h2>
        </CardTitle>
        <CardDescription>Confirm a diagnosis to send its prescription to the pharmacy, the laboratory or the patient.</CardDescription>
      </CardHeader>
      <CardContent>
        {diagnoses.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No diagnoses yet</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-labelledby="recent-diagnoses-heading">
            {diagnoses.map((d) => (
              <li key={d.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-medium">{d.finalDiagnosis || d.diagnosis}</p>
                    <Badge variant={d.isConfirmed ? "default" : "outline"}>{d.isConfirmed ? "Confirmed" : "Unconfirmed"}</Badge>
                  </div>
                  <p className="text-sm text-muted-foreground">
                    <Link href={`/patients/${encodeURIComponent(d.patientId)}`} className="text-foreground underline-offset-4 hover:underline">
                      {d.patientName}
                    </Link>{" "}
                    · <span className="font-mono">{d.patientId}</span> · {appointmentDay(d.createdAt, timeZone)}
                  </p>
                  {d.prescription ? <p className="text-sm">Prescription: {d.prescription}</p> : null}
                  {d.allergyOverride ? (
                    <p className="text-sm text-destructive">
                      Allergy warning overridden ({d.allergyOverride.allergies.join(", ")}): {d.allergyOverride.reason}
                    </p>
                  ) : null}
                  {d.prescriptionSentTo ? (
                    <p className="text-sm text-muted-foreground">
                      {d.isConfirmed ? "Sent to" : "To be sent to"}: {optionLabel(PRESCRIPTION_DESTINATION_OPTIONS, d.prescriptionSentTo)}
                    </p>
                  ) : null}
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  {d.isConfirmed ? null : (
                    <ConfirmDiagnosisDialog
                      diagnosisId={d.id}
                      diagnosis={d.diagnosis}
                      prescriptionSentTo={d.prescriptionSentTo}
                      patientName={d.patientName}
                    />
                  )}
                  <AssignTaskDialog patient={{ id: d.patientId, name: d.patientName }} size="sm" />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
