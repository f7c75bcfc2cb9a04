import { FlaskConicalIcon, InfoIcon, PillIcon, SparklesIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { AI_DISCLAIMER } from "@/lib/constants/ai";
import type { AiAnalysis } from "@/lib/validation/diagnosis";

import { urgencyReasonsShown } from "./ai-analysis";
import { ConfidenceBadge, EmergencyBadge, UrgencyBadge } from "./ai-badges";
import { NoConfidentMatchAlert, UrgencyReasons } from "./ai-uncertainty";

// The results of POST /api/ai-diagnosis: the "No confident match" alert when no condition explains
// the findings well, the urgency with its reasons, suggestions with their confidence (and
// "Emergency" on those that are), tests, treatments and the disclaimer. Used by the doctor
// portal's diagnosis dialog and the AI page.

function ListBlock({ title, icon: Icon, items }: { title: string; icon: typeof PillIcon; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="space-y-1.5">
      <h4 className="flex items-center gap-1.5 text-sm font-medium">
        <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
        {title}
      </h4>
      <ul className="list-disc space-y-0.5 pl-6 text-sm">
        {items.map((item, i) => (
          <li key={`${i}-${item}`}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

type Props = {
  analysis: AiAnalysis;
  /**
   * Puts a suggestion's name where the caller wants it (the Diagnosis field): nothing is filled
   * in until the doctor clicks 'Use'. Without it the suggestions are read-only.
   */
  onUse?: (name: string) => void;
  title?: string;
};

export function AiAnalysisResults({ analysis, onUse, title = "AI Suggestions" }: Props) {
  return (
    <section aria-label="AI analysis results" className="space-y-4 rounded-lg border bg-muted/30 p-4">
      {analysis.uncertain ? <NoConfidentMatchAlert /> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-1.5 font-semibold">
          <SparklesIcon aria-hidden="true" className="size-4 text-primary" />
          {title}
        </h3>
        <UrgencyBadge urgency={analysis.urgencyLevel} />
      </div>
      {analysis.urgencyLevel === "high" ? (
        <p className="text-sm font-medium text-destructive">
          An emergency is plausible: assess the patient without delay.
        </p>
      ) : null}
      <UrgencyReasons reasons={urgencyReasonsShown(analysis)} />

      {analysis.topDiagnoses.length === 0 ? (
        <p className="text-sm text-muted-foreground">The analysis suggested no diagnosis.</p>
      ) : (
        <ol className="space-y-2" aria-label="Suggested diagnoses">
          {analysis.topDiagnoses.map((suggestion, i) => (
            <li key={`${i}-${suggestion.name}`} className="flex flex-wrap items-start gap-3 rounded-md border bg-background p-3">
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{suggestion.name}</span>
                  {suggestion.urgency === "high" ? <EmergencyBadge /> : null}
                  <ConfidenceBadge confidence={suggestion.confidence} />
                </div>
                {suggestion.description ? <p className="text-sm text-muted-foreground">{suggestion.description}</p> : null}
              </div>
              {onUse ? (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => onUse(suggestion.name)}
                  aria-label={`Use ${suggestion.name} as the diagnosis`}
                >
                  Use
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <ListBlock title="Recommended Tests" icon={FlaskConicalIcon} items={analysis.recommendedTests} />
        <ListBlock title="Treatment Suggestions" icon={PillIcon} items={analysis.treatmentSuggestions} />
      </div>

      <div className="space-y-1 text-xs text-muted-foreground">
        <p className="flex items-start gap-1.5">
          <InfoIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          <span>{analysis.disclaimer || AI_DISCLAIMER}</span>
        </p>
        {analysis.engine ? <p className="pl-5">Engine: {analysis.engine}</p> : null}
      </div>
    </section>
  );
}
