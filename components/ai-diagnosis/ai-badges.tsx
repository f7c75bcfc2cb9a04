import { AlertTriangleIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { AiAnalysis } from "@/lib/validation/diagnosis";

import { confidenceLevel, formatConfidence, type ConfidenceLevel } from "./ai-analysis";

// The badges of an AI analysis: its urgency, a suggestion's confidence and a suggestion that is an
// emergency. Each says its meaning in words; colour only repeats it.

type Urgency = AiAnalysis["urgencyLevel"];

// Blue-grey shades, not the urgency's red, amber and green: a "High confidence" badge beside an
// emergency must not look like an all-clear (issue 19).
const LEVEL_STYLES: Record<ConfidenceLevel, string> = {
  High: "border-sky-300 bg-sky-50 text-sky-900",
  Medium: "border-slate-300 bg-slate-50 text-slate-800",
  Low: "border-dashed border-zinc-300 bg-background text-zinc-700",
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

/**
 * The confidence in the calibration's steps ("about 65%") and its badge, "High confidence"
 * (80% or above), "Medium confidence" (60% to 79%) or "Low confidence" (below 60%). The
 * specification (section 9) says "High / Medium / Low" with one decimal: issue 19 asks for this.
 */
export function ConfidenceBadge({ confidence }: { confidence: number }) {
  const level = confidenceLevel(confidence);
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="text-sm tabular-nums">{formatConfidence(confidence)}</span>
      <Badge variant="outline" className={LEVEL_STYLES[level]} data-confidence={level.toLowerCase()}>
        {level} confidence
      </Badge>
    </span>
  );
}

/** "Emergency" (destructive): a suggestion whose condition needs assessment now, whatever its confidence. */
export function EmergencyBadge() {
  return (
    <Badge variant="destructive" data-emergency="true">
      <AlertTriangleIcon aria-hidden="true" />
      Emergency
    </Badge>
  );
}
