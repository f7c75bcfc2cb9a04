import { ApiError } from "@/lib/api-client";
import { NO_CONFIDENT_MATCH } from "@/lib/constants/ai";
import { aiAnalysisSchema, type AiAnalysis } from "@/lib/validation/diagnosis";

// Pure helpers of the AI analysis results. Shared by the doctor portal and the AI Diagnosis page.
//
// Deviation from the specification (section 9: "High / Medium / Low" badges and a percentage with
// one decimal), asked by issue 19 item 5: a decimal claims a precision the calibration does not
// have, so the confidence is shown in the calibration's steps, and the badge names what it grades
// ("High confidence"), so that it never reads as reassurance beside an emergency.

export type ConfidenceLevel = "High" | "Medium" | "Low";

export { NO_CONFIDENT_MATCH };

/**
 * A fraction (0..1) in steps that match the calibration: 90% and above as a whole percentage
 * ("96%"; never "100%"), below that to the nearest 5 with "about"
 * ("about 65%"), and below 5% "under 5%".
 */
export function formatConfidence(fraction: number): string {
  const percent = clampFraction(fraction) * 100;
  // Never "100%": the engine is not certain, and its top bin is right about 9 times in 10.
  if (percent >= 90) return `${Math.min(Math.round(percent), 99)}%`;
  if (percent < 5) return "under 5%";
  return `about ${Math.round(percent / 5) * 5}%`;
}

/** The badge of a fraction, by its whole percentage: 80% or above High, 60% to 79% Medium, below 60% Low. */
export function confidenceLevel(fraction: number): ConfidenceLevel {
  const percent = Math.round(clampFraction(fraction) * 100);
  if (percent >= 80) return "High";
  if (percent >= 60) return "Medium";
  return "Low";
}

/**
 * The reasons listed under the urgency: all of them, except the "No confident match" statement
 * when the answer is uncertain (the alert above the suggestions says it).
 */
export function urgencyReasonsShown(analysis: Pick<AiAnalysis, "uncertain" | "urgencyReasons">): string[] {
  return analysis.uncertain ? analysis.urgencyReasons.filter((r) => r !== NO_CONFIDENT_MATCH) : analysis.urgencyReasons;
}

/** A completion toast's sentence, led by "No confident match: assess clinically." when the answer is uncertain. */
export function completionDescription(analysis: Pick<AiAnalysis, "uncertain">, sentence: string): string {
  return analysis.uncertain ? `${NO_CONFIDENT_MATCH}. ${sentence}` : sentence;
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
