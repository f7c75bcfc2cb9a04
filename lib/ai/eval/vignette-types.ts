import type { Urgency } from "@/lib/ai/kb/types";

// The evaluation's clinical vignettes (issue 6, section 5). Written for this project, before the
// engine was tuned, independently of the knowledge base: each names the diagnosis a clinician would
// make from the text and the triage this patient needs. vignettes-dev.ts and vignettes-review.ts
// were used for tuning; vignettes-holdout.ts, written blind afterwards, never is (it measures the
// engine on unseen cases).

/** emergency ⇔ urgency "high"; self-care ⇔ urgency "low"; routine ⇔ urgency "medium". */
export type VignetteKind = "emergency" | "self-care" | "routine";

export type Vignette = {
  /** "dev-001", "rev-001", "h2-001" */
  id: string;
  /** What a doctor or nurse would type in the symptoms box. */
  text: string;
  /** One of AI_DURATION_OPTIONS' values, or free text such as "3 days". */
  duration?: string;
  /** 1 (mild) .. 10 (worst). */
  severity?: number;
  /** Sometimes only in the text ("3-year-old boy"). */
  age?: number;
  sex?: "female" | "male";
  /** The expected diagnosis, named exactly as the condition of the knowledge base's list. */
  expected: string;
  /** Other acceptable names for the same diagnosis. */
  synonyms: string[];
  /** The ICD-10 code of the expected diagnosis, as in the list. */
  icd10: string;
  /** The correct triage for this patient. */
  urgency: Urgency;
  kind: VignetteKind;
  /** Organ system or area, e.g. "respiratory", "infectious", "obstetric", "paediatric", "mental health". */
  system: string;
};

/** Who typed the text of a blind vignette (issue 19). */
export type VignetteVoice = "parent" | "patient" | "phone" | "chw" | "nurse";

/**
 * A vignette of the blind set (issue 19, vignettes-blind-*.ts): written by someone who had seen
 * neither the knowledge base, the engine nor the other sets, in lay words, naming the diagnosis as a
 * clinician would (so it is matched to the knowledge base by name, synonyms and ICD-10, not written
 * to its list). `deliberatelyRare`: a condition chosen to lie outside a general knowledge base of
 * about 400 conditions, scored on whether the engine admits uncertainty when it indeed has no
 * such condition. Ages under one year are fractions of a year.
 */
export type BlindVignette = Vignette & { voice: VignetteVoice; deliberatelyRare: boolean };

/** The kind a vignette of this urgency must have. */
export function kindOfUrgency(urgency: Urgency): VignetteKind {
  if (urgency === "high") return "emergency";
  if (urgency === "low") return "self-care";
  return "routine";
}
