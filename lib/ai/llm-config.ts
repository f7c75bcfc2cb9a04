import { z } from "zod";

// The optional LLM provider's configuration (ARCHITECTURE.md "Configuration": AI_PROVIDER,
// AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS). Unset means the offline engine alone.
// Error messages name the variable and never carry the key's value.

export const LLM_PROVIDERS = ["openai", "ollama", "vllm", "openai-compatible"] as const;
export type LlmProvider = (typeof LLM_PROVIDERS)[number];

export type LlmConfig = {
  provider: LlmProvider;
  /** Without a trailing slash; requests go to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
};

export const LLM_TIMEOUT_DEFAULT_MS = 8000;
export const LLM_TIMEOUT_MIN_MS = 1000;
export const LLM_TIMEOUT_MAX_MS = 60_000;

const DEFAULT_BASE_URL: Partial<Record<LlmProvider, string>> = {
  openai: "https://api.openai.com/v1",
  ollama: "http://127.0.0.1:11434/v1",
};

type Env = Record<string, string | undefined>;

/** Blank and whitespace-only values mean unset. */
const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v);

const isHttpUrl = (v: string) => {
  try {
    const url = new URL(v);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
};

const timeoutMessage = `AI_TIMEOUT_MS must be a whole number of milliseconds from ${LLM_TIMEOUT_MIN_MS} to ${LLM_TIMEOUT_MAX_MS}`;

const envSchema = z.object({
  AI_PROVIDER: z.enum(LLM_PROVIDERS, { error: `AI_PROVIDER must be one of ${LLM_PROVIDERS.join(", ")} or offline` }),
  AI_BASE_URL: z.preprocess(
    blank,
    z.string().refine(isHttpUrl, { error: "AI_BASE_URL must be an http(s) URL, e.g. http://127.0.0.1:11434/v1" }).optional(),
  ),
  AI_MODEL: z.preprocess(blank, z.string({ error: "AI_MODEL is required when AI_PROVIDER is set (e.g. llama3.1, gpt-4o-mini)" }).max(200, { error: "AI_MODEL must be at most 200 characters" })),
  // The value is never echoed: only its presence matters to the messages.
  AI_API_KEY: z.preprocess(blank, z.string().optional()),
  AI_TIMEOUT_MS: z.preprocess(
    blank,
    z.coerce
      .number({ error: timeoutMessage })
      .int({ error: timeoutMessage })
      .min(LLM_TIMEOUT_MIN_MS, { error: timeoutMessage })
      .max(LLM_TIMEOUT_MAX_MS, { error: timeoutMessage })
      .default(LLM_TIMEOUT_DEFAULT_MS),
  ),
});

/**
 * The LLM provider's configuration, or null for the offline engine alone (AI_PROVIDER unset,
 * blank or "offline"). Throws an Error whose message names the invalid variable(s).
 */
export function llmConfig(env: Env = process.env): LlmConfig | null {
  const provider = env.AI_PROVIDER?.trim().toLowerCase();
  if (!provider || provider === "offline") return null;

  const parsed = envSchema.safeParse({
    AI_PROVIDER: provider,
    AI_BASE_URL: env.AI_BASE_URL,
    AI_MODEL: env.AI_MODEL,
    AI_API_KEY: env.AI_API_KEY,
    AI_TIMEOUT_MS: env.AI_TIMEOUT_MS,
  });
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  const data = parsed.success ? parsed.data : undefined;

  const knownProvider = (LLM_PROVIDERS as readonly string[]).includes(provider) ? (provider as LlmProvider) : undefined;
  const baseUrl = data?.AI_BASE_URL ?? (knownProvider ? DEFAULT_BASE_URL[knownProvider] : undefined);
  if (knownProvider && !baseUrl && !problems.some((p) => p.startsWith("AI_BASE_URL"))) {
    problems.push(`AI_BASE_URL is required when AI_PROVIDER is ${knownProvider} (e.g. http://127.0.0.1:8000/v1)`);
  }
  if (knownProvider === "openai" && !(env.AI_API_KEY ?? "").trim()) {
    problems.push("AI_API_KEY is required when AI_PROVIDER is openai");
  }

  if (!data || problems.length > 0 || !baseUrl) {
    throw new Error(`Invalid AI provider configuration: ${problems.join("; ")}`);
  }
  return {
    provider: data.AI_PROVIDER,
    baseUrl: baseUrl.replace(/\/+$/, ""),
    model: data.AI_MODEL,
    ...(data.AI_API_KEY ? { apiKey: data.AI_API_KEY } : {}),
    timeoutMs: data.AI_TIMEOUT_MS,
  };
}

/** For the start-up log line: provider, model, address (without credentials) and timeout; never the key. */
export function describeLlmConfig(config: LlmConfig | null): string {
  if (!config) return "AI engine: offline knowledge base";
  let where = config.baseUrl;
  try {
    const url = new URL(config.baseUrl);
    url.username = "";
    url.password = "";
    url.search = "";
    where = url.toString().replace(/\/+$/, "");
  } catch {
    // validated at parse time; keep the text
  }
  return `AI engine: offline knowledge base refined by ${config.provider} model ${config.model} at ${where} (timeout ${config.timeoutMs} ms${config.apiKey ? ", API key set" : ""})`;
}
