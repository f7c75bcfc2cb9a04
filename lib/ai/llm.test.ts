import http from "node:http";
import type { AddressInfo } from "node:net";

import { AI_DISCLAIMER } from "@/lib/constants/ai";

import { toAiAnalysis } from "./analysis";
import { refineWithLlm } from "./llm";
import { describeLlmConfig, llmConfig, type LlmConfig } from "./llm-config";
import type { EngineInput, EngineResult, RankedCondition } from "./types";

// The LLM path against a local fake OpenAI-compatible server (127.0.0.1, port 0): never the network.

type Captured = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string };
type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;

let server: http.Server;
let baseUrl = "";
let handler: Handler;
let requests: Captured[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      requests.push({ method: req.method, url: req.url, headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
});

const config = (over: Partial<LlmConfig> = {}): LlmConfig => ({ provider: "ollama", baseUrl, model: "llama3.1", timeoutMs: 5000, ...over });

/** Answers with an OpenAI chat completion whose message content is `content`. */
const completion =
  (content: string, status = 200): Handler =>
  (_req, res) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify({ id: "chatcmpl-1", object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }] }));
  };

const ranked = (id: string, name: string, icd10: string, confidence: number, urgency: RankedCondition["urgency"]): RankedCondition => ({
  id,
  name,
  icd10,
  description: `${name} (offline description)`,
  confidence,
  urgency,
});

const input: EngineInput = { symptoms: "high fever, chills and headache for three days, no cough", duration: "1-3-days", severity: 7, age: 34, sex: "female", region: "east-africa" };

/** A hand-built offline result: malaria first, urgency high because severe malaria is in view. */
const offlineHigh: EngineResult = {
  unknown: 0.01,
  uncertain: false,
  ranked: [
    ranked("malaria", "Malaria (uncomplicated)", "B54", 0.62, "medium"),
    ranked("severe-malaria", "Severe malaria", "B50.8", 0.12, "high"),
    ranked("typhoid", "Typhoid fever", "A01.0", 0.1, "medium"),
    ranked("dengue", "Dengue fever", "A90", 0.06, "medium"),
    ranked("influenza", "Influenza", "J11.1", 0.04, "low"),
    ranked("meningitis", "Bacterial meningitis", "G00.9", 0.02, "high"),
    ranked("brucellosis", "Brucellosis", "A23.9", 0.015, "medium"),
    ranked("uti", "Pyelonephritis", "N10", 0.01, "medium"),
    ranked("viral-fever", "Viral fever", "A99", 0.008, "low"),
    ranked("hiv-seroconversion", "Acute HIV infection", "B23.0", 0.005, "medium"),
    ranked("eleventh", "Eleventh condition", "R50.9", 0.001, "low"),
  ],
  urgencyLevel: "high",
  urgencyReasons: ["Severe malaria remains plausible (12 %)"],
  redFlags: ["Confusion or reduced consciousness", "Repeated vomiting"],
  recommendedTests: ["Malaria rapid diagnostic test", "Blood smear", "Full blood count"],
  treatmentSuggestions: ["Artemether-lumefantrine per weight band", "Paracetamol for fever"],
  parsed: { present: ["fever", "high_fever", "chills", "headache"], absent: ["cough"], age: 34, ageBand: "adult", sex: "female", duration: "days", matched: [] },
  engine: "offline-kb@test",
};

/** A low-urgency offline result (a cold). */
const offlineLow: EngineResult = {
  unknown: 0.02,
  uncertain: false,
  ranked: [ranked("common-cold", "Common cold", "J00", 0.7, "low"), ranked("allergic-rhinitis", "Allergic rhinitis", "J30.4", 0.2, "low")],
  urgencyLevel: "low",
  urgencyReasons: [],
  redFlags: [],
  recommendedTests: [],
  treatmentSuggestions: ["Rest and fluids"],
  parsed: { present: ["runny_nose", "sneezing"], absent: [], matched: [] },
  engine: "offline-kb@test",
};

const validAnswer = {
  topDiagnoses: [
    { name: "Typhoid fever", description: "Fever with headache for days.", confidence: 0.2, icd10: "A01.0" },
    { name: "Malaria", description: "Fever and chills in an endemic region.", confidence: 0.7, icd10: "B54" },
    { name: "Dengue fever", description: "", confidence: 0.05 },
  ],
  recommendedTests: [" Malaria RDT ", "Blood culture", "malaria rdt", ""],
  treatmentSuggestions: ["Artemether-lumefantrine", "Oral fluids"],
  urgencyLevel: "medium",
  reasoning: "Fever in East Africa is malaria until proven otherwise.",
};

describe("refineWithLlm against a fake OpenAI-compatible server", () => {
  it("uses a valid answer: the model's diagnoses, engine llm:<provider>:<model>", async () => {
    handler = completion(JSON.stringify({ ...validAnswer, urgencyLevel: "high" }));
    const result = await refineWithLlm(input, offlineHigh, { config: config({ apiKey: "sk-test-123" }) });

    expect(result.error).toBeUndefined();
    expect(result.usedLlm).toBe(true);
    expect(result.analysis.engine).toBe("llm:ollama:llama3.1");
    expect(result.analysis.disclaimer).toBe(AI_DISCLAIMER);
    // sorted by confidence, highest first; the ICD-10 code follows the description as in the offline
    // analysis; the reasoning is not part of AiAnalysis
    expect(result.analysis.topDiagnoses).toEqual([
      { name: "Malaria", description: "Fever and chills in an endemic region. (ICD-10 B54)", confidence: 0.7, urgency: "medium" },
      { name: "Typhoid fever", description: "Fever with headache for days. (ICD-10 A01.0)", confidence: 0.2, urgency: "medium" },
      { name: "Dengue fever", description: "", confidence: 0.05, urgency: "medium" },
    ]);
    // trimmed and deduplicated
    expect(result.analysis.recommendedTests).toEqual(["Malaria RDT", "Blood culture"]);
    expect(result.analysis.treatmentSuggestions).toEqual(["Artemether-lumefantrine", "Oral fluids"]);
    expect(result.analysis.urgencyLevel).toBe("high");

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe("Bearer sk-test-123");
    expect(request.headers["content-type"]).toMatch(/application\/json/);
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({ model: "llama3.1", temperature: 0, response_format: { type: "json_object" } });
    expect(body.messages.map((m: { role: string }) => m.role)).toEqual(["system", "user"]);
    expect(body.messages[0].content).toMatch(/JSON/);
    const user: string = body.messages[1].content;
    // the patient's input and the engine's top-10 differential with ICD-10, urgency and red flags
    expect(user).toContain(input.symptoms);
    expect(user).toContain("1-3 days");
    expect(user).toContain("7/10 (Severe)");
    for (const c of offlineHigh.ranked.slice(0, 10)) {
      expect(user).toContain(c.name);
      expect(user).toContain(c.icd10);
    }
    expect(user).not.toContain("Eleventh condition");
    expect(user).toContain("Confusion or reduced consciousness");
    expect(user).toContain("Severe malaria remains plausible");
    expect(user).toContain("Blood smear");
    expect(user).toMatch(/"urgencyLevel": "high"/);
    expect(request.body).not.toMatch(/patientId/i);
  });

  it("sends no Authorization header without a key and no patient identifier even if the caller passes one", async () => {
    handler = completion(JSON.stringify(validAnswer));
    const withId = { ...input, patientId: "PAT-001-0042", patientName: "Jane Doe" } as EngineInput;
    const result = await refineWithLlm(withId, offlineHigh, { config: config() });
    expect(result.usedLlm).toBe(true);
    expect(requests[0].headers.authorization).toBeUndefined();
    expect(requests[0].body).not.toMatch(/patientId|PAT-001-0042|Jane Doe/);
  });

  it("sends the consultation's vital signs with their units", async () => {
    handler = completion(JSON.stringify(validAnswer));
    await refineWithLlm({ ...input, vitals: { temperature: 39.2, systolic: 88, diastolic: 54, spo2: 91 } }, offlineHigh, { config: config() });
    const user = JSON.parse(requests[0].body).messages[1].content as string;
    expect(user).toContain('"temperature": "39.2 °C"');
    expect(user).toContain('"bloodPressure": "88/54 mmHg"');
    expect(user).toContain('"spo2": "91 % SpO2"');
    expect(user).not.toContain("heartRate");
  });

  it("keeps the offline high urgency when the model answers lower", async () => {
    handler = completion(JSON.stringify({ ...validAnswer, urgencyLevel: "low" }));
    const result = await refineWithLlm(input, offlineHigh, { config: config() });
    expect(result.usedLlm).toBe(true);
    expect(result.analysis.urgencyLevel).toBe("high");
  });

  it("lets the model raise a low offline urgency, and falls back to the offline tests when it lists none", async () => {
    handler = completion(JSON.stringify({ ...validAnswer, urgencyLevel: "High", recommendedTests: [], treatmentSuggestions: ["  "] }));
    const result = await refineWithLlm(input, offlineLow, { config: config() });
    expect(result.usedLlm).toBe(true);
    expect(result.analysis.urgencyLevel).toBe("high");
    expect(result.analysis.recommendedTests).toEqual(offlineLow.recommendedTests);
    expect(result.analysis.treatmentSuggestions).toEqual(["Rest and fluids"]);
  });

  it("keeps the top 5 of a longer answer", async () => {
    const topDiagnoses = Array.from({ length: 8 }, (_, i) => ({ name: `Condition ${i}`, description: "", confidence: (i + 1) / 10 }));
    handler = completion(JSON.stringify({ ...validAnswer, topDiagnoses }));
    const result = await refineWithLlm(input, offlineHigh, { config: config() });
    expect(result.analysis.topDiagnoses.map((d) => d.name)).toEqual(["Condition 7", "Condition 6", "Condition 5", "Condition 4", "Condition 3"]);
  });

  it("accepts an answer in a ```json fenced block", async () => {
    handler = completion("Here is the analysis:\n```json\n" + JSON.stringify(validAnswer) + "\n```\n");
    const result = await refineWithLlm(input, offlineHigh, { config: config() });
    expect(result.error).toBeUndefined();
    expect(result.usedLlm).toBe(true);
    expect(result.analysis.topDiagnoses[0].name).toBe("Malaria");
  });

  it("returns the offline analysis when the content is not JSON", async () => {
    handler = completion("I think it is probably malaria.");
    const result = await refineWithLlm(input, offlineHigh, { config: config() });
    expect(result).toEqual({ analysis: toAiAnalysis(offlineHigh), usedLlm: false, error: "invalid answer: not JSON" });
  });

  it("returns the offline analysis when the response body is not a chat completion", async () => {
    handler = (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [] }));
    };
    const result = await refineWithLlm(input, offlineHigh, { config: config() });
    expect(result.usedLlm).toBe(false);
    expect(result.error).toMatch(/^invalid response/);
    expect(result.analysis).toEqual(toAiAnalysis(offlineHigh));
  });

  it("returns the offline analysis for a confidence out of 0..1", async () => {
    handler = completion(JSON.stringify({ ...validAnswer, topDiagnoses: [{ name: "Malaria", description: "", confidence: 7 }] }));
    const result = await refineWithLlm(input, offlineHigh, { config: config() });
    expect(result.usedLlm).toBe(false);
    expect(result.error).toMatch(/^invalid answer: topDiagnoses\.0\.confidence/);
    expect(result.analysis).toEqual(toAiAnalysis(offlineHigh));
    expect(result.analysis.engine).toBe("offline-kb@test");
  });

  it("returns the offline analysis when topDiagnoses is missing", async () => {
    const { topDiagnoses: _omitted, ...rest } = validAnswer;
    void _omitted;
    handler = completion(JSON.stringify(rest));
    const result = await refineWithLlm(input, offlineHigh, { config: config() });
    expect(result.usedLlm).toBe(false);
    expect(result.error).toMatch(/^invalid answer: topDiagnoses/);
    expect(result.analysis).toEqual(toAiAnalysis(offlineHigh));
  });

  it("returns the offline analysis on HTTP 500", async () => {
    handler = (_req, res) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "model crashed" } }));
    };
    const result = await refineWithLlm(input, offlineHigh, { config: config() });
    expect(result).toEqual({ analysis: toAiAnalysis(offlineHigh), usedLlm: false, error: "HTTP 500" });
  });

  it("returns the offline analysis after the timeout when the server never answers", async () => {
    handler = () => {
      // never answers
    };
    const started = Date.now();
    const result = await refineWithLlm(input, offlineHigh, { config: config({ timeoutMs: 300 }) });
    const elapsed = Date.now() - started;
    expect(result).toEqual({ analysis: toAiAnalysis(offlineHigh), usedLlm: false, error: "timeout after 300 ms" });
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(3000);
  });

  it("returns the offline analysis when the caller aborts", async () => {
    handler = () => {
      // never answers
    };
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const result = await refineWithLlm(input, offlineHigh, { config: config(), signal: controller.signal });
    expect(result.usedLlm).toBe(false);
    expect(result.error).toBe("aborted");
  });

  it("returns the offline analysis on a network error (nothing listening)", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await refineWithLlm(input, offlineHigh, { config: config({ baseUrl: `http://127.0.0.1:${port}/v1` }) });
    expect(result.usedLlm).toBe(false);
    expect(result.error).toMatch(/^network error/);
    expect(result.analysis).toEqual(toAiAnalysis(offlineHigh));
  });

  it("uses an injected fetch", async () => {
    const fakeFetch = jest.fn(async () => new Response(JSON.stringify({ choices: [{ message: { content: JSON.stringify(validAnswer) } }] }), { status: 200 }));
    const result = await refineWithLlm(input, offlineLow, { config: config({ provider: "vllm", model: "qwen2.5" }), fetch: fakeFetch as unknown as typeof fetch });
    expect(fakeFetch).toHaveBeenCalledTimes(1);
    expect(result.analysis.engine).toBe("llm:vllm:qwen2.5");
    expect(result.analysis.urgencyLevel).toBe("medium");
  });
});

describe("llmConfig", () => {
  it("is null when AI_PROVIDER is unset, blank or offline", () => {
    expect(llmConfig({})).toBeNull();
    expect(llmConfig({ AI_PROVIDER: "  ", AI_MODEL: "x" })).toBeNull();
    expect(llmConfig({ AI_PROVIDER: "offline" })).toBeNull();
  });

  it("defaults Ollama's address and the timeout", () => {
    expect(llmConfig({ AI_PROVIDER: "ollama", AI_MODEL: "llama3.1" })).toEqual({
      provider: "ollama",
      baseUrl: "http://127.0.0.1:11434/v1",
      model: "llama3.1",
      timeoutMs: 8000,
    });
  });

  it("reads OpenAI with its key and default address", () => {
    const parsed = llmConfig({ AI_PROVIDER: "OpenAI", AI_MODEL: "gpt-4o-mini", AI_API_KEY: "sk-abc", AI_TIMEOUT_MS: "15000" });
    expect(parsed).toEqual({ provider: "openai", baseUrl: "https://api.openai.com/v1", model: "gpt-4o-mini", apiKey: "sk-abc", timeoutMs: 15000 });
    expect(describeLlmConfig(parsed)).not.toContain("sk-abc");
  });

  it("strips a trailing slash from AI_BASE_URL", () => {
    expect(llmConfig({ AI_PROVIDER: "vllm", AI_BASE_URL: "http://gpu-box:8000/v1/", AI_MODEL: "qwen2.5" })?.baseUrl).toBe("http://gpu-box:8000/v1");
  });

  it("requires AI_API_KEY for openai", () => {
    expect(() => llmConfig({ AI_PROVIDER: "openai", AI_MODEL: "gpt-4o-mini" })).toThrow(/AI_API_KEY/);
  });

  it("rejects a bad AI_BASE_URL, naming it", () => {
    expect(() => llmConfig({ AI_PROVIDER: "ollama", AI_BASE_URL: "not a url", AI_MODEL: "llama3.1" })).toThrow(/AI_BASE_URL/);
    expect(() => llmConfig({ AI_PROVIDER: "ollama", AI_BASE_URL: "ftp://host/v1", AI_MODEL: "llama3.1" })).toThrow(/AI_BASE_URL/);
  });

  it("requires AI_BASE_URL for vllm and openai-compatible", () => {
    expect(() => llmConfig({ AI_PROVIDER: "vllm", AI_MODEL: "qwen2.5" })).toThrow(/AI_BASE_URL/);
    expect(() => llmConfig({ AI_PROVIDER: "openai-compatible", AI_MODEL: "m" })).toThrow(/AI_BASE_URL/);
  });

  it("requires AI_MODEL, a known AI_PROVIDER and a sane AI_TIMEOUT_MS", () => {
    expect(() => llmConfig({ AI_PROVIDER: "ollama" })).toThrow(/AI_MODEL/);
    expect(() => llmConfig({ AI_PROVIDER: "gemini", AI_MODEL: "x" })).toThrow(/AI_PROVIDER/);
    expect(() => llmConfig({ AI_PROVIDER: "ollama", AI_MODEL: "x", AI_TIMEOUT_MS: "50" })).toThrow(/AI_TIMEOUT_MS/);
    expect(() => llmConfig({ AI_PROVIDER: "ollama", AI_MODEL: "x", AI_TIMEOUT_MS: "soon" })).toThrow(/AI_TIMEOUT_MS/);
  });

  it("never puts the key in an error message", () => {
    let message = "";
    try {
      llmConfig({ AI_PROVIDER: "openai", AI_BASE_URL: "nope", AI_API_KEY: "sk-secret-value" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/AI_BASE_URL/);
    expect(message).toMatch(/AI_MODEL/);
    expect(message).not.toContain("sk-secret-value");
  });
});
