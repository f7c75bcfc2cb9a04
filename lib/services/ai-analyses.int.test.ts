import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { and, eq } from "drizzle-orm";

import { GET as recentRoute, POST as analyzeRoute } from "@/app/api/ai-diagnosis/route";
import { getDb } from "@/lib/db/client";
import { aiAnalyses, auditLogs } from "@/lib/db/schema";
import { aiAnalysisSchema } from "@/lib/validation/diagnosis";
import { clinic, type Clinic } from "@/test/doctor";
import { call } from "@/test/http";
import { expireTrial, staffUser } from "@/test/staff";

// POST /api/ai-diagnosis and GET /api/ai-diagnosis: validation, roles, tenant isolation of the
// patient, storage, audit (never the symptoms), the rate limit and the LLM path through the endpoint.

let a: Clinic;
let b: Clinic;

const MISSING = "Missing Information: Please enter the patient's symptoms.";
const analyze = (body: unknown, cookie?: string) => call(analyzeRoute, "/api/ai-diagnosis", { body, cookie });
const recent = (cookie: string, query = "") => call(recentRoute, `/api/ai-diagnosis${query}`, { cookie });
const rowsOf = (userId: string) => getDb().select().from(aiAnalyses).where(eq(aiAnalyses.userId, userId));

beforeAll(async () => {
  jest.spyOn(console, "info").mockImplementation(() => {});
  [a, b] = [await clinic({ patientCount: 1 }), await clinic({ patientCount: 1 })];
});

describe("POST /api/ai-diagnosis", () => {
  it("answers an AiAnalysis, stores it with the patient and audits it without the symptoms", async () => {
    const [sarah] = a.doctors;
    const patient = a.patients[0];
    const symptoms = "Fever with chills and headache for three days, body aches, vomiting twice";
    const res = await analyze({ symptoms, patientId: patient.id, duration: "1-3 days", severity: 6, age: 34, sex: "Female" }, sarah.cookie);
    expect(res.status).toBe(200);
    const analysis = aiAnalysisSchema.parse(res.body);
    expect(analysis.topDiagnoses.length).toBeGreaterThan(0);
    expect(analysis.topDiagnoses.length).toBeLessThanOrEqual(5);
    const confidences = analysis.topDiagnoses.map((d) => d.confidence);
    expect([...confidences].sort((x, y) => y - x)).toEqual(confidences);
    expect(res.body.engine).toMatch(/^offline-kb@/);
    expect(res.body.disclaimer).toMatch(/reference only/);

    const [row] = await rowsOf(sarah.userId);
    expect(row).toMatchObject({ hospitalId: a.hospitalId, patientId: patient.id, symptoms, urgencyLevel: analysis.urgencyLevel, topDiagnosis: analysis.topDiagnoses[0].name });
    expect(row.input).toEqual({ duration: "1-3-days", severity: 6, age: 34, sex: "female" });
    const [entry] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.action, "ai_analysis.create"), eq(auditLogs.entityId, row.id)));
    expect(entry).toMatchObject({ actorId: sarah.userId, hospitalId: a.hospitalId, outcome: "success" });
    expect(JSON.stringify(entry.details)).not.toMatch(/chills|headache/i);

    const list = await recent(sarah.cookie);
    expect(list.status).toBe(200);
    expect(list.body.analyses[0]).toMatchObject({
      id: row.id,
      patientId: patient.id,
      patientName: `${patient.firstName} ${patient.lastName}`,
      symptoms,
      topDiagnosis: analysis.topDiagnoses[0].name,
      confidence: analysis.topDiagnoses[0].confidence,
      urgencyLevel: analysis.urgencyLevel,
      topUrgency: analysis.topDiagnoses[0].urgency,
      uncertain: analysis.uncertain,
    });
    expect(typeof analysis.uncertain).toBe("boolean");
    expect(Array.isArray(analysis.urgencyReasons)).toBe(true);
  });

  it("answers 'No confident match' when no condition explains the complaints, and the list says so", async () => {
    const res = await analyze({ symptoms: "my teeth are loose, hair is falling out and my knee is swollen" }, a.adminCookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uncertain: true, urgencyReasons: expect.arrayContaining(["No confident match: assess clinically"]) });
    expect(res.body.topDiagnoses[0].confidence).toBeLessThan(0.4);
    const list = await recent(a.adminCookie);
    expect(list.body.analyses[0]).toMatchObject({ uncertain: true });
  });

  it("says an emergency is high even for a hospital administrator without a patient", async () => {
    const res = await analyze({ symptoms: "58 year old man with crushing central chest pain spreading to the left arm, sweating, short of breath" }, a.adminCookie);
    expect(res.status).toBe(200);
    expect(res.body.urgencyLevel).toBe("high");
    const [row] = await rowsOf(a.adminUserId);
    expect(row.patientId).toBeNull();
  });

  it.each([
    ["blank", { symptoms: "   " }],
    ["missing", { patientId: "UG-PAT-2026-001" }],
    ["not text", { symptoms: 42 }],
  ])("refuses %s symptoms with the specification's message and stores nothing", async (_, body) => {
    const [, peter] = a.doctors;
    const res = await analyze(body, peter.cookie);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MISSING);
    expect(await rowsOf(peter.userId)).toHaveLength(0);
  });

  it("refuses malformed JSON and out-of-range fields with 400", async () => {
    const [, peter] = a.doctors;
    expect((await call(analyzeRoute, "/api/ai-diagnosis", { rawBody: "{", cookie: peter.cookie, headers: { "content-type": "application/json" } })).status).toBe(400);
    const res = await analyze({ symptoms: "headache", severity: 11 }, peter.cookie);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.severity).toMatch(/1 to 10/);
  });

  it("is for doctors and administrators: 401 signed out, 403 for other roles", async () => {
    expect((await analyze({ symptoms: "cough" })).status).toBe(401);
    const clerk = await staffUser("user", a.hospitalId);
    expect((await analyze({ symptoms: "cough" }, clerk.cookie)).status).toBe(403);
    expect((await recent(clerk.cookie)).status).toBe(403);
  });

  it("lets system_admin analyse only for a named hospital", async () => {
    const admin = await staffUser("system_admin", null);
    const none = await analyze({ symptoms: "cough and fever" }, admin.cookie);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Please choose a hospital");
    expect((await analyze({ symptoms: "cough and fever", hospitalId: b.hospitalId }, admin.cookie)).status).toBe(200);
  });

  it("answers 404 for a patient of another hospital and stores nothing", async () => {
    const [, peter] = a.doctors;
    const res = await analyze({ symptoms: "cough for two weeks", patientId: b.patients[0].id }, peter.cookie);
    expect(res.status).toBe(404);
    expect(await rowsOf(peter.userId)).toHaveLength(0);
  });

  it("lists only the actor's own analyses", async () => {
    const [, peter] = a.doctors;
    const list = await recent(peter.cookie);
    expect(list.status).toBe(200);
    expect(list.body.analyses).toEqual([]);
    const other = await recent(b.doctors[0].cookie);
    expect(other.body.analyses).toEqual([]);
  });

  it("answers 402 once the hospital's trial has ended", async () => {
    const c = await clinic({ patientCount: 0 });
    await expireTrial(c.hospitalId);
    const res = await analyze({ symptoms: "sore throat and fever" }, c.doctors[0].cookie);
    expect(res.status).toBe(402);
  });

  it("rate-limits each user to 20 analyses a minute", async () => {
    const c = await clinic({ patientCount: 0 });
    const doctor = c.doctors[0];
    for (let i = 0; i < 20; i++) expect((await analyze({ symptoms: `runny nose and sneezing, day ${i}` }, doctor.cookie)).status).toBe(200);
    const limited = await analyze({ symptoms: "runny nose and sneezing" }, doctor.cookie);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rowsOf(doctor.userId)).toHaveLength(20);
  });
  it("reads the consultation's vital signs and examination, and stores them with the input", async () => {
    const symptoms = "cough and tiredness for two days";
    const plain = await analyze({ symptoms }, b.adminCookie);
    expect(plain.body.urgencyLevel).not.toBe("high");
    const measured = await analyze({ symptoms, vitals: { spo2: 86, temperatureC: 39.1 }, examination: "crackles at the right base" }, b.adminCookie);
    expect(measured.status).toBe(200);
    expect(measured.body.urgencyLevel).toBe("high");
    const row = (await rowsOf(b.adminUserId)).find((r) => (r.input as { examination?: string }).examination);
    expect(row?.input).toMatchObject({ vitals: { spo2: 86, temperatureC: 39.1 }, examination: "crackles at the right base" });
  });

});

describe("POST /api/ai-diagnosis with an LLM provider", () => {
  let server: Server;
  let answer: () => { status: number; body: string };
  const saved = { ...process.env };

  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        const { status, body } = answer();
        res.writeHead(status, { "content-type": "application/json" });
        res.end(body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    Object.assign(process.env, { AI_PROVIDER: "vllm", AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MODEL: "test-model", AI_TIMEOUT_MS: "2000" });
  });
  afterAll(async () => {
    for (const key of ["AI_PROVIDER", "AI_BASE_URL", "AI_MODEL", "AI_TIMEOUT_MS"]) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    await new Promise((resolve) => server.close(resolve));
  });

  const content = (urgencyLevel: string) =>
    JSON.stringify({
      choices: [
        {
          message: {
            content: JSON.stringify({
              topDiagnoses: [{ name: "Acute coronary syndrome", description: "Myocardial ischaemia", confidence: 0.7 }],
              recommendedTests: ["12-lead ECG"],
              treatmentSuggestions: ["Aspirin 300 mg chewed"],
              urgencyLevel,
            }),
          },
        },
      ],
    });

  it("uses the model's answer but never lowers the engine's urgency", async () => {
    answer = () => ({ status: 200, body: content("low") });
    const res = await analyze({ symptoms: "crushing chest pain radiating to the jaw, sweating" }, b.doctors[1].cookie);
    expect(res.status).toBe(200);
    expect(res.body.engine).toBe("llm:vllm:test-model");
    expect(res.body.topDiagnoses[0].name).toBe("Acute coronary syndrome");
    expect(res.body.urgencyLevel).toBe("high");
    const [row] = await rowsOf(b.doctors[1].userId);
    expect(row.engine).toBe("llm:vllm:test-model");
  });

  it("falls back to the offline engine when the model's answer is invalid", async () => {
    answer = () => ({ status: 200, body: JSON.stringify({ choices: [{ message: { content: "I think it is angina" } }] }) });
    const res = await analyze({ symptoms: "sneezing and a runny nose, itchy eyes every spring" }, b.adminCookie);
    expect(res.status).toBe(200);
    expect(res.body.engine).toMatch(/^offline-kb@/);
  });
});
