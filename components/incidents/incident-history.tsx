import type { IncidentStatusChangeView } from "@/lib/services/incidents";

import { incidentWhen, statusLabel } from "./format";

/** The follow-up, oldest step first: who moved the incident, when, from what to what, and why. */
export function IncidentHistory({ steps, timeZone }: { steps: IncidentStatusChangeView[]; timeZone: string }) {
  return (
    <ol className="space-y-4" aria-label="Follow-up history">
      {steps.map((step) => (
        <li key={step.id} className="relative border-l-2 border-muted pl-4">
          <p className="text-sm font-medium">
            {step.fromStatus ? `${statusLabel(step.fromStatus)} → ${statusLabel(step.toStatus)}` : "Reported"}
          </p>
          <p className="text-xs text-muted-foreground">
            {step.changedByName ?? "Unknown"} · <time dateTime={step.createdAt}>{incidentWhen(step.createdAt, timeZone)}</time>
          </p>
          {step.note ? <p className="mt-1 text-sm break-words whitespace-pre-line">{step.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
