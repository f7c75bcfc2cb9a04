import { ApiError } from "@/lib/api-client";
import { aiAnalysisSchema, type AiAnalysis } from "@/lib/validation/diagnosis";

// Pure helpers of the AI analysis results (specification section 9: confidence badges, the doctor
// portal's one-decimal percentage). Shared by the doctor portal and the AI Diagnosis page.

export type ConfidenceLevel = "High" | "Medium" | "Low";

/** A fraction (0..1) as the percentage the portal shows: 0.8234 → "82.3%". */
export function formatConfidence(fraction: number): string {
  return `${(clampFraction(fraction) * 100).toFixed(1)}%`;
}

/** The badge of a fraction: 80% or above High, 60% to below 80% Medium, below 60% Low. */
export function confidenceLevel(fraction: number): ConfidenceLevel {
  // Rounded to the shown decimal first, so "80.0%" never wears a Medium badge.
  const percent = Math.round(clampFraction(fraction) * 1000) / 10;
  if (percent >= 80) return "High";
  if (percent >= 60) return "Medium";
  return "Low";
}

/** The diagnosis column aiConfidence: the top suggestion's confidence as a percentage, 2 decimals. */
export function topConfidencePercent(analysis: Pick<AiAnalysis, "topDiagnoses">): number | undefined {
  if (analysis.topDiagnoses.length === 0) return undefined;
  const top = Math.max(...analysis.topDiagnoses.map((d) => clampFraction(d.confidence)));
  return Math.round(top * 10_000) / 100;
}

function clampFraction(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(value, 0), 1);
}

/** The analysis from the endpoint's answer, or null when the answer is not an AiAnalysis. */
export function readAiAnalysis(body: unknown): AiAnalysis | null {
  const parsed = aiAnalysisSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

const looksLikeMarkup = (text: string) => /<\s*(!doctype|html|head|body)\b/i.test(text);

/**
 * What the doctor reads when the analysis fails: the server's own message when it sent one, and
 * a plain sentence instead of an HTML error page (a 404 while the endpoint does not exist yet).
 */
export function aiFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return "The AI analysis could not be completed. Please try again.";
  if (error.status === 0) return error.message;
  const fromServer = !error.message.startsWith(`${error.status}:`) && !looksLikeMarkup(error.message);
  if (fromServer) return error.message;
  if (error.status === 404) return "The AI analysis service is not available on this server yet (404 Not Found).";
  if (error.status >= 500) return `The AI analysis service failed (${error.status}). Please try again later.`;
  const text = error.message.slice(`${error.status}:`.length).trim();
  return text && !looksLikeMarkup(text) && text.length <= 200
    ? error.message
    : `The AI analysis service refused the request (${error.status}).`;
}
