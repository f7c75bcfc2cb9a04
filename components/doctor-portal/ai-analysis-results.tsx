import { FlaskConicalIcon, InfoIcon, PillIcon, SparklesIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { AiAnalysis } from "@/lib/validation/diagnosis";

import { confidenceLevel, formatConfidence, type ConfidenceLevel } from "./ai-analysis";

// The results of POST /api/ai-diagnosis: suggestions with confidence badges, urgency, tests,
// treatments and the disclaimer. Used by the doctor portal's diagnosis dialog and the AI page.

const LEVEL_STYLES: Record<ConfidenceLevel, string> = {
  High: "border-emerald-200 bg-emerald-50 text-emerald-800",
  Medium: "border-amber-200 bg-amber-50 text-amber-900",
  Low: "border-zinc-200 bg-zinc-50 text-zinc-700",
};

const URGENCY_STYLES: Record<AiAnalysis["urgencyLevel"], string> = {
  high: "border-red-200 bg-red-50 text-red-800",
  medium: "border-amber-200 bg-amber-50 text-amber-900",
  low: "border-emerald-200 bg-emerald-50 text-emerald-800",
};

const URGENCY_LABELS: Record<AiAnalysis["urgencyLevel"], string> = { high: "High", medium: "Medium", low: "Low" };

const DEFAULT_DISCLAIMER =
  "AI suggestions are for reference only and do not replace the doctor's clinical judgement.";

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

/**
 * `onUse` puts a suggestion's name where the caller wants it (the Diagnosis field): nothing is
 * filled in until the doctor clicks 'Use'. Without `onUse` the suggestions are read-only.
 */
export function AiAnalysisResults({ analysis, onUse }: { analysis: AiAnalysis; onUse?: (name: string) => void }) {
  return (
    <section aria-label="AI analysis results" className="space-y-4 rounded-lg border bg-muted/30 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-1.5 font-semibold">
          <SparklesIcon aria-hidden="true" className="size-4 text-primary" />
          AI Suggestions
        </h3>
        <Badge variant="outline" className={URGENCY_STYLES[analysis.urgencyLevel]}>
          Urgency: {URGENCY_LABELS[analysis.urgencyLevel]}
        </Badge>
      </div>

      {analysis.topDiagnoses.length === 0 ? (
        <p className="text-sm text-muted-foreground">The analysis suggested no diagnosis.</p>
      ) : (
        <ol className="space-y-2" aria-label="Suggested diagnoses">
          {analysis.topDiagnoses.map((suggestion, i) => {
            const level = confidenceLevel(suggestion.confidence);
            return (
              <li key={`${i}-${suggestion.name}`} className="flex flex-wrap items-start gap-3 rounded-md border bg-background p-3">
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{suggestion.name}</span>
                    <span className="text-sm tabular-nums">{formatConfidence(suggestion.confidence)}</span>
                    <Badge variant="outline" className={cn(LEVEL_STYLES[level])}>
                      {level}
                    </Badge>
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
            );
          })}
        </ol>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <ListBlock title="Recommended Tests" icon={FlaskConicalIcon} items={analysis.recommendedTests} />
        <ListBlock title="Treatment Suggestions" icon={PillIcon} items={analysis.treatmentSuggestions} />
      </div>

      <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
        <InfoIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        <span>
          {analysis.disclaimer || DEFAULT_DISCLAIMER}
          {analysis.engine ? ` (${analysis.engine})` : ""}
        </span>
      </p>
    </section>
  );
}
