import type { Option } from "@/lib/constants/staff";

// The AI Diagnosis page's select and slider (specification 000, "AI Diagnosis Assistant").

/** How long the symptoms have lasted; the engine reads the value as a duration band. */
export const AI_DURATION_OPTIONS: readonly Option[] = [
  { value: "less-than-24-hours", label: "Less than 24 hours" },
  { value: "1-3-days", label: "1-3 days" },
  { value: "4-7-days", label: "4-7 days" },
  { value: "1-2-weeks", label: "1-2 weeks" },
  { value: "2-4-weeks", label: "2-4 weeks" },
  { value: "more-than-1-month", label: "More than 1 month" },
];

export const AI_SEVERITY_DEFAULT = 5;

/** The slider's word for a severity: 1-3 Mild, 4-6 Moderate, 7-10 Severe. */
export function severityLabel(severity: number): "Mild" | "Moderate" | "Severe" {
  if (severity <= 3) return "Mild";
  if (severity <= 6) return "Moderate";
  return "Severe";
}

export const AI_SEX_OPTIONS: readonly Option[] = [
  { value: "female", label: "Female" },
  { value: "male", label: "Male" },
];

export const AI_DISCLAIMER =
  "This AI analysis is for reference only. It does not replace clinical judgement, examination or tests; the treating clinician makes the diagnosis.";

/** The answer's words when no condition explains the findings well (issue 19): engine, API and page. */
export const NO_CONFIDENT_MATCH = "No confident match: assess clinically";
