import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { UnansweredRequest } from "@/lib/services/unanswered-requests";

import { appointmentWhen, durationLabel } from "./format";
import { ReassignRequestForm } from "./reassign-request-form";

/** "26 hours", "3 days": how long the doctor has had the request. */
function waited(sinceIso: string, now: Date): string {
  const hours = Math.max(0, Math.floor((now.getTime() - new Date(sinceIso).getTime()) / 3_600_000));
  if (hours < 48) return `${hours} hour${hours === 1 ? "" : "s"}`;
  return `${Math.floor(hours / 24)} days`;
}

/** One overdue request on /appointments/unanswered, with the reassignment form for the hospital's administrator. */
export function UnansweredRequestCard({
  request,
  timeZone,
  now,
  canReassign,
}: {
  request: UnansweredRequest;
  timeZone: string;
  now: Date;
  canReassign: boolean;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <CardTitle>
          <h2 className="text-base">{request.patientName}</h2>
        </CardTitle>
        <Badge variant={request.flaggedAt ? "destructive" : "secondary"}>{request.flaggedAt ? "Flagged" : "Overdue"}</Badge>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
          <dt className="font-medium text-muted-foreground">When</dt>
          <dd>
            {appointmentWhen(request.appointmentDate, timeZone)} ({durationLabel(request.duration)})
          </dd>
          <dt className="font-medium text-muted-foreground">Doctor</dt>
          <dd>{request.doctorName}</dd>
          <dt className="font-medium text-muted-foreground">Department</dt>
          <dd>{request.departmentName ?? "—"}</dd>
          <dt className="font-medium text-muted-foreground">Waiting</dt>
          <dd>{waited(request.waitingSince, now)} without an answer</dd>
          {request.reason ? (
            <>
              <dt className="font-medium text-muted-foreground">Reason</dt>
              <dd className="break-words">{request.reason}</dd>
            </>
          ) : null}
        </dl>
        {!canReassign ? null : request.candidates.length > 0 ? (
          <ReassignRequestForm appointmentId={request.id} patientName={request.patientName} candidates={request.candidates} />
        ) : (
          <p className="text-sm text-muted-foreground">
            No other doctor of this department is free at this time. Ask {request.doctorName} to answer, or reschedule it from the
            appointments calendar.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
