import { CircleHelpIcon } from "lucide-react";

import { NO_CONFIDENT_MATCH } from "./ai-analysis";

// What an AI analysis says about its own limits: the "No confident match" alert and the reasons
// for its urgency.

/** Above the suggestions when no condition explains the findings well (AiAnalysis.uncertain). */
export function NoConfidentMatchAlert() {
  return (
    <div role="alert" className="flex items-start gap-2 rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950">
      <CircleHelpIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-0.5">
        <p className="text-sm font-semibold">{NO_CONFIDENT_MATCH}</p>
        <p className="text-sm">
          No condition the assistant knows explains these findings well, so the suggestions below are weak: examine the
          patient and decide clinically.
        </p>
      </div>
    </div>
  );
}

/** Why the urgency was chosen, as a short list; nothing when there is no reason. */
export function UrgencyReasons({ reasons }: { reasons: string[] }) {
  if (reasons.length === 0) return null;
  return (
    <ul aria-label="Why this urgency" className="list-disc space-y-0.5 pl-6 text-sm text-muted-foreground">
      {reasons.map((reason, i) => (
        <li key={`${i}-${reason}`}>{reason}</li>
      ))}
    </ul>
  );
}
