import { AlertTriangleIcon, FlaskConicalIcon, InfoIcon, PillIcon, SparklesIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { AI_DISCLAIMER } from "@/lib/constants/ai";
import { cn } from "@/lib/utils";
import type { AiAnalysis } from "@/lib/validation/diagnosis";

import { confidenceLevel, formatConfidence, type ConfidenceLevel } from "./ai-analysis";

// The results of POST /api/ai-diagnosis: suggestions with confidence badges, urgency, tests,
// treatments and the disclaimer. Used by the doctor portal's diagnosis dialog and the AI page.

type Urgency = AiAnalysis["urgencyLevel"];

const LEVEL_STYLES: Record<ConfidenceLevel, string> = {
  High: "border-emerald-200 bg-emerald-50 text-emerald-800",
  Medium: "border-amber-200 bg-amber-50 text-amber-900",
  Low: "border-zinc-200 bg-zinc-50 text-zinc-700",
};

// High urgency is the destructive badge (solid red); the word is always there, never colour alone.
const URGENCY_STYLES: Record<Urgency, string> = {
  high: "",
  medium: "border-amber-300 bg-amber-50 text-amber-900",
  low: "border-emerald-200 bg-emerald-50 text-emerald-800",
};

const URGENCY_LABELS: Record<Urgency, string> = { high: "High", medium: "Medium", low: "Low" };

/** "Urgency: High" (destructive), "Urgency: Medium" (amber) or "Urgency: Low" (green). */
export function UrgencyBadge({ urgency, className }: { urgency: Urgency; className?: string }) {
  return (
    <Badge
      variant={urgency === "high" ? "destructive" : "outline"}
      className={cn(URGENCY_STYLES[urgency], className)}
      data-urgency={urgency}
    >
      {urgency === "high" ? <AlertTriangleIcon aria-hidden="true" /> : null}
      Urgency: {URGENCY_LABELS[urgency]}
    </Badge>
  );
}

/** The percentage with one decimal and its High / Medium / Low badge (specification section 9). */
export function ConfidenceBadge({ confidence }: { confidence: number }) {
  const level = confidenceLevel(confidence);
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="text-sm tabular-nums">{formatConfidence(confidence)}</span>
      <Badge variant="outline" className={LEVEL_STYLES[level]}>
        {level}
      </Badge>
    </span>
  );
}

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

      {analysis.topDiagnoses.length === 0 ? (
        <p className="text-sm text-muted-foreground">The analysis suggested no diagnosis.</p>
      ) : (
        <ol className="space-y-2" aria-label="Suggested diagnoses">
          {analysis.topDiagnoses.map((suggestion, i) => (
            <li key={`${i}-${suggestion.name}`} className="flex flex-wrap items-start gap-3 rounded-md border bg-background p-3">
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{suggestion.name}</span>
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
