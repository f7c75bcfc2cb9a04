// The AI Diagnosis page's browser call (API.md "POST /api/ai-diagnosis"): the analysis goes
// through the REST endpoint, so the server's role, rate limit, audit and storage apply to it.

import { apiRequest } from "@/lib/api-client";
import type { AiDiagnosisRequest } from "@/lib/validation/ai-diagnosis";

/** POST /api/ai-diagnosis: the raw answer, read by readAiAnalysis. system_admin names the hospital. */
export function analyzeSymptomsRequest(body: Partial<AiDiagnosisRequest> & { symptoms: string }, signal?: AbortSignal) {
  return apiRequest<unknown>("/api/ai-diagnosis", { method: "POST", body, signal });
}

/** "Missing Information: Please enter …" as the toast's title and description. */
export function toastParts(message: string): { title: string; description?: string } {
  const at = message.indexOf(": ");
  return at < 0 ? { title: message } : { title: message.slice(0, at), description: message.slice(at + 2) };
}
