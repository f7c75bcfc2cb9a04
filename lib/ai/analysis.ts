import { AI_DISCLAIMER } from "@/lib/constants/ai";
import type { AiAnalysis } from "@/lib/validation/diagnosis";

import type { EngineResult } from "./types";

/** The API's AiAnalysis from the engine's result: the five most likely, ICD-10 in the description. */
export function toAiAnalysis(result: EngineResult): AiAnalysis {
  return {
    topDiagnoses: result.ranked.slice(0, 5).map((r) => ({
      name: r.name,
      description: `${r.description} (ICD-10 ${r.icd10})`,
      confidence: Math.round(r.confidence * 10_000) / 10_000,
      urgency: r.urgency,
    })),
    recommendedTests: result.recommendedTests,
    treatmentSuggestions: result.treatmentSuggestions,
    urgencyLevel: result.urgencyLevel,
    urgencyReasons: result.urgencyReasons,
    uncertain: result.uncertain,
    engine: result.engine,
    disclaimer: AI_DISCLAIMER,
  };
}
