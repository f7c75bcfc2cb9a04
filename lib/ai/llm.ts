import { z } from "zod";

import { AI_DISCLAIMER } from "@/lib/constants/ai";
import { aiAnalysisSchema, type AiAnalysis } from "@/lib/validation/diagnosis";

import { toAiAnalysis } from "./analysis";
import { NO_CONFIDENT_MATCH, NO_CONFIDENT_MATCH_AT } from "./engine";
import { CONDITIONS } from "./kb";
import type { Urgency } from "./kb/types";
import type { LlmConfig } from "./llm-config";
import { buildLlmMessages } from "./llm-prompt";
import { higherUrgency } from "./triage";
import type { EngineInput, EngineResult } from "./types";

// The optional LLM provider (issue 6, section 2): an OpenAI-compatible /chat/completions endpoint
// (OpenAI, Ollama, vLLM) refines the offline engine's answer. The model sees the engine's
// differential and red flags; its answer is validated with zod; its urgency can raise the
// engine's, never lower it. Any failure returns the offline answer: this never throws.

export type LlmRefinement = {
  analysis: AiAnalysis;
  /** true when the answer is the model's (merged with the engine's urgency floor). */
  usedLlm: boolean;
  /** Why the offline answer was returned (for the server log; never shown with the key). */
  error?: string;
};

export type RefineOptions = {
  config: LlmConfig;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** The caller's cancellation (e.g. the request's); the config's timeout applies as well. */
  signal?: AbortSignal;
};

const TOP_DIAGNOSES = 5;
const MAX_RESPONSE_CHARS = 1_000_000;

const nullishText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v ?? "");

/** The model's answer, as the system prompt asks for it. */
export const llmAnswerSchema = z.object({
  topDiagnoses: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(200),
        description: nullishText(1000),
        confidence: z.number().min(0).max(1),
        icd10: z.string().trim().max(20).nullish(),
      }),
    )
    .min(1)
    .max(10),
  recommendedTests: z.array(z.string().max(300)).max(20).nullish().transform((v) => v ?? []),
  treatmentSuggestions: z.array(z.string().max(500)).max(20).nullish().transform((v) => v ?? []),
  // Models write "High" as often as "high".
  urgencyLevel: z.preprocess((v) => (typeof v === "string" ? v.trim().toLowerCase() : v), z.enum(["high", "medium", "low"])),
  reasoning: z.string().max(10_000).nullish(),
});
export type LlmAnswer = z.output<typeof llmAnswerSchema>;

/** Trimmed, non-empty, first occurrence of each (case-insensitive). */
function dedupe(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const text = item.trim();
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}

/** The message content as JSON: plain, in a ```json fence, or the outermost {...} of the text. */
export function parseJsonContent(content: string): unknown {
  const trimmed = content.trim();
  const fenced = /```(?:json)?\s*([\s\S]*?)\s*```/i.exec(trimmed);
  const candidate = fenced ? fenced[1] : trimmed;
  try {
    return JSON.parse(candidate);
  } catch (error) {
    const start = candidate.indexOf("{");
    const end = candidate.lastIndexOf("}");
    if (start >= 0 && end > start) return JSON.parse(candidate.slice(start, end + 1));
    throw error;
  }
}

/** As the offline analysis shows it (lib/ai/analysis.ts): the ICD-10 code after the description. */
function withIcd10(description: string, icd10: string | null | undefined): string {
  if (!icd10) return description;
  return description ? `${description} (ICD-10 ${icd10})` : `ICD-10 ${icd10}`;
}

const URGENCY_MEANS = { high: "assessment now", medium: "a clinician's assessment within days", low: "routine care" } as const;

/** A knowledge-base condition's urgency by its name or an alias (the model names conditions freely). */
const URGENCY_BY_NAME = new Map<string, Urgency>(CONDITIONS.flatMap((c) => [c.name, ...(c.aliases ?? [])].map((n) => [n.toLowerCase(), c.urgency] as const)));
const conditionUrgency = (name: string): Urgency | undefined => URGENCY_BY_NAME.get(name.trim().toLowerCase());

/** The model's answer merged with the engine's: urgency floor, fallback tests and treatments. */
export function mergeLlmAnswer(answer: LlmAnswer, offline: EngineResult, config: Pick<LlmConfig, "provider" | "model">): AiAnalysis {
  const seen = new Set<string>();
  const topDiagnoses = answer.topDiagnoses
    .map((d, i) => ({ d, i }))
    .sort((a, b) => b.d.confidence - a.d.confidence || a.i - b.i)
    .map(({ d }) => d)
    .filter((d) => {
      const key = d.name.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, TOP_DIAGNOSES)
    .map((d) => ({
      name: d.name,
      description: withIcd10(d.description, d.icd10),
      confidence: Math.round(d.confidence * 10_000) / 10_000,
      urgency: conditionUrgency(d.name),
    }));

  const urgencyLevel = higherUrgency(answer.urgencyLevel, offline.urgencyLevel);
  const raised = urgencyLevel !== offline.urgencyLevel;
  const reasons = raised ? [`The language model judged ${topDiagnoses[0]?.name ?? "the presentation"} to need ${URGENCY_MEANS[urgencyLevel]}`] : offline.urgencyReasons;
  // Unsure when the engine is, or when the model's own top answer is below the engine's threshold.
  const uncertain = offline.uncertain || (topDiagnoses[0]?.confidence ?? 0) < NO_CONFIDENT_MATCH_AT.top;
  const tests = dedupe(answer.recommendedTests);
  const treatments = dedupe(answer.treatmentSuggestions);
  return {
    topDiagnoses,
    recommendedTests: tests.length > 0 ? tests : offline.recommendedTests,
    treatmentSuggestions: treatments.length > 0 ? treatments : offline.treatmentSuggestions,
    // The model can raise the engine's urgency, never lower it.
    urgencyLevel,
    urgencyReasons: uncertain && !reasons.includes(NO_CONFIDENT_MATCH) ? [NO_CONFIDENT_MATCH, ...reasons] : reasons,
    uncertain,
    engine: `llm:${config.provider}:${config.model}`.slice(0, 100),
    disclaimer: AI_DISCLAIMER,
  };
}

const issuesText = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "answer"}: ${issue.message}`)
    .join("; ");

function networkErrorText(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  const detail =
    (typeof cause?.code === "string" && cause.code) ||
    (typeof cause?.message === "string" && cause.message) ||
    (error instanceof Error ? error.message : String(error));
  return `network error: ${detail}`.slice(0, 200);
}

class Fallback extends Error {}

/**
 * Asks the configured model to refine the offline engine's result. Returns the model's analysis
 * (usedLlm true) or, on timeout, network error, non-2xx, unparsable or invalid output, the
 * offline analysis with usedLlm false and a short `error`. Never throws.
 */
export async function refineWithLlm(input: EngineInput, offline: EngineResult, options: RefineOptions): Promise<LlmRefinement> {
  const { config } = options;
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const doFetch = options.fetch ?? fetch;

  try {
    let text: string;
    try {
      const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
      if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
      const response = await doFetch(`${config.baseUrl}/chat/completions`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          model: config.model,
          messages: buildLlmMessages(input, offline),
          temperature: 0,
          response_format: { type: "json_object" },
        }),
        signal,
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new Fallback(`HTTP ${response.status}`);
      }
      text = await response.text();
    } catch (error) {
      if (error instanceof Fallback) throw error;
      if (timeout.aborted) throw new Fallback(`timeout after ${config.timeoutMs} ms`);
      if (options.signal?.aborted) throw new Fallback("aborted");
      throw new Fallback(networkErrorText(error));
    }

    if (text.length > MAX_RESPONSE_CHARS) throw new Fallback("invalid response: too large");
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Fallback("invalid response: not JSON");
    }
    const content = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
    if (typeof content !== "string") throw new Fallback("invalid response: no choices[0].message.content");

    let json: unknown;
    try {
      json = parseJsonContent(content);
    } catch {
      throw new Fallback("invalid answer: not JSON");
    }
    const answer = llmAnswerSchema.safeParse(json);
    if (!answer.success) throw new Fallback(`invalid answer: ${issuesText(answer.error)}`.slice(0, 300));

    const analysis = aiAnalysisSchema.safeParse(mergeLlmAnswer(answer.data, offline, config));
    if (!analysis.success) throw new Fallback(`invalid answer: ${issuesText(analysis.error)}`.slice(0, 300));
    return { analysis: analysis.data, usedLlm: true };
  } catch (error) {
    const reason = error instanceof Fallback ? error.message : `unexpected error: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200);
    return { analysis: toAiAnalysis(offline), usedLlm: false, error: reason };
  }
}
