import type { Vitals } from "./context";
import type { AgeBand, DurationBand, Urgency } from "./kb/types";

// The engine's input and output. The API's AiAnalysis (lib/validation/diagnosis.ts) is a
// projection of EngineResult.

export type Sex = "female" | "male";

export type EngineInput = {
  /** Free text: the patient's complaint in any words (clinical or lay), with negations. */
  symptoms: string;
  /** How long, as the page's select sends it (see DURATION_OPTIONS in lib/ai/input.ts) or free text. */
  duration?: string;
  /** 1 (mild) .. 10 (worst). */
  severity?: number;
  age?: number;
  sex?: Sex;
  /** Measured vital signs (the consultation form's); they take precedence over values written in the text. */
  vitals?: Vitals;
  /** Prior adjustment; defaults to the region of the hospital, else "global". */
  region?: "global" | "east-africa";
};

export type ParsedFindings = {
  present: string[];
  absent: string[];
  age?: number;
  ageBand?: AgeBand;
  sex?: Sex;
  duration?: DurationBand;
  /** The phrases that were recognised, for the explanation. */
  matched: { findingId: string; text: string; negated: boolean }[];
};

export type RankedCondition = {
  id: string;
  name: string;
  icd10: string;
  description: string;
  /** Calibrated probability (0..1) among the knowledge base's conditions. */
  confidence: number;
  urgency: Urgency;
};

export type EngineResult = {
  ranked: RankedCondition[];
  /** The probability that the condition is none the knowledge base holds (the conditions' confidences and this sum to 1). */
  unknown: number;
  /** True when no condition explains the findings well (NO_CONFIDENT_MATCH_AT): the answer says "No confident match: assess clinically". */
  uncertain: boolean;
  urgencyLevel: Urgency;
  /** Why urgency is what it is: the red-flag rules that fired and emergencies kept in view. */
  urgencyReasons: string[];
  redFlags: string[];
  recommendedTests: string[];
  treatmentSuggestions: string[];
  parsed: ParsedFindings;
  engine: string;
};
