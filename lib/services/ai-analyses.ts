import { and, desc, eq, sql } from "drizzle-orm";

import { toAiAnalysis } from "@/lib/ai/analysis";
import { analyzeSymptoms } from "@/lib/ai/engine";
import { refineWithLlm } from "@/lib/ai/llm";
import { llmConfig, type LlmConfig } from "@/lib/ai/llm-config";
import { regionOfCountry } from "@/lib/ai/region";
import type { EngineInput } from "@/lib/ai/types";
import type { Actor, StaffActor } from "@/lib/auth/actor-types";
import { audit } from "@/lib/audit";
import { requiredTenantOf, requireStaff } from "@/lib/auth/guards";
import { getDb } from "@/lib/db/client";
import { aiAnalyses, hospitals, patients } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";
import { giveBack, takeAttempt, type Limit } from "@/lib/security/rate-limit";
import type { AiDiagnosisRequest } from "@/lib/validation/ai-diagnosis";
import type { AiAnalysis } from "@/lib/validation/diagnosis";

import { assertPatientAccess } from "./patient-access";
import { assertHospitalWritable } from "./tenant-guard";

// POST /api/ai-diagnosis and the page's 'Recent AI Analyses' (issue 6). Doctors and hospital
// administrators of their own hospital, and system_admin for a named one. Each analysis is
// stored with its patient (when given, and only a patient of the hospital) and audited; the audit
// row names the analysis, never the symptoms.

export const AI_ROLES = ["doctor", "hospital_admin", "system_admin"] as const;
const RATE_MESSAGE = "Too many AI analyses. Please wait a minute and try again.";
const limitsFor = (userId: string): Limit[] => [
  { key: `ai-diagnosis:user:${userId}:minute`, max: 20, windowSeconds: 60 },
  { key: `ai-diagnosis:user:${userId}:day`, max: 500, windowSeconds: 86_400 },
];

export type RecentAnalysis = {
  id: string;
  createdAt: string;
  patientId: string | null;
  patientName: string | null;
  symptoms: string;
  topDiagnosis: string | null;
  confidence: number | null;
  urgencyLevel: "high" | "medium" | "low";
  /** The top suggestion's own urgency (analyses stored before issue 19 have none). */
  topUrgency: "high" | "medium" | "low" | null;
  /** The answer said "No confident match: assess clinically". */
  uncertain: boolean;
  engine: string;
};

let warnedConfig = false;
/** The LLM configuration, or null; a misconfiguration is logged once and the offline engine answers. */
function currentLlmConfig(): LlmConfig | null {
  try {
    return llmConfig();
  } catch (error) {
    if (!warnedConfig) console.error(`[ai] ${(error as Error).message}; using the offline engine`);
    warnedConfig = true;
    return null;
  }
}

export async function runAnalysis(actor: Actor, input: AiDiagnosisRequest): Promise<AiAnalysis> {
  const staff = requireStaff(actor, AI_ROLES);
  const hospitalId = requiredTenantOf(staff, input.hospitalId);
  // The slot is taken before the work and given back when the analysis is not made.
  const attempt = await takeAttempt(limitsFor(staff.userId), RATE_MESSAGE);
  try {
    return await analyse(staff, hospitalId, input);
  } catch (error) {
    await giveBack(attempt);
    throw error;
  }
}

async function analyse(staff: StaffActor, hospitalId: string, input: AiDiagnosisRequest): Promise<AiAnalysis> {
  const db = getDb();
  await assertHospitalWritable(staff, hospitalId);
  if (input.patientId) await assertPatientAccess(staff, input.patientId);
  const [hospital] = await db.select({ country: hospitals.country }).from(hospitals).where(eq(hospitals.id, hospitalId)).limit(1);
  if (!hospital) throw notFound("Hospital");

  const v = input.vitals;
  const engineInput: EngineInput = {
    // Examination findings are findings: the engine reads them with the complaint.
    symptoms: input.examination ? `${input.symptoms}\nExamination: ${input.examination}` : input.symptoms,
    vitals: v
      ? { temperature: v.temperatureC, systolic: v.systolic, diastolic: v.diastolic, heartRate: v.pulse, respiratoryRate: v.respiratoryRate, spo2: v.spo2 }
      : undefined,
    duration: input.duration,
    severity: input.severity,
    age: input.age,
    sex: input.sex,
    region: regionOfCountry(hospital.country),
  };
  const offline = analyzeSymptoms(engineInput);
  const config = currentLlmConfig();
  // The model is asked outside any transaction: no connection is held while it thinks.
  let analysis = toAiAnalysis(offline);
  if (config) {
    const refined = await refineWithLlm(engineInput, offline, { config });
    if (!refined.usedLlm) console.warn(`[ai] ${config.provider} not used, offline answer returned: ${refined.error}`);
    analysis = refined.analysis;
  }

  const top = analysis.topDiagnoses[0];
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(aiAnalyses)
      .values({
        hospitalId,
        userId: staff.userId,
        patientId: input.patientId ?? null,
        symptoms: input.symptoms,
        input: {
          duration: input.duration ?? null,
          severity: input.severity ?? null,
          age: input.age ?? null,
          sex: input.sex ?? null,
          ...(input.vitals ? { vitals: input.vitals } : {}),
          ...(input.examination ? { examination: input.examination } : {}),
        },
        result: analysis,
        topDiagnosis: top?.name ?? null,
        topConfidence: top ? top.confidence.toFixed(4) : null,
        urgencyLevel: analysis.urgencyLevel,
        engine: analysis.engine ?? offline.engine,
      })
      .returning({ id: aiAnalyses.id });
    await audit(
      staff,
      {
        action: "ai_analysis.create",
        entity: "ai_analysis",
        entityId: row.id,
        hospitalId,
        details: { patientId: input.patientId ?? null, engine: analysis.engine, urgencyLevel: analysis.urgencyLevel },
      },
      tx,
    );
  });
  return analysis;
}

/** The actor's own most recent analyses (in the hospital they act for), newest first. */
export async function listRecentAnalyses(actor: Actor, limit = 10, requestedHospitalId?: string): Promise<RecentAnalysis[]> {
  const staff = requireStaff(actor, AI_ROLES);
  const hospitalId = staff.role === "system_admin" ? requestedHospitalId : requiredTenantOf(staff);
  const where = and(eq(aiAnalyses.userId, staff.userId), hospitalId ? eq(aiAnalyses.hospitalId, hospitalId) : undefined);
  const rows = await getDb()
    .select({
      id: aiAnalyses.id,
      createdAt: aiAnalyses.createdAt,
      patientId: aiAnalyses.patientId,
      patientName: sql<string | null>`case when ${patients.id} is null then null else concat_ws(' ', ${patients.firstName}, ${patients.lastName}) end`,
      symptoms: aiAnalyses.symptoms,
      topDiagnosis: aiAnalyses.topDiagnosis,
      topConfidence: aiAnalyses.topConfidence,
      urgencyLevel: aiAnalyses.urgencyLevel,
      topUrgency: sql<string | null>`${aiAnalyses.result} -> 'topDiagnoses' -> 0 ->> 'urgency'`,
      uncertain: sql<boolean>`coalesce((${aiAnalyses.result} ->> 'uncertain')::boolean, false)`,
      engine: aiAnalyses.engine,
    })
    .from(aiAnalyses)
    .leftJoin(patients, eq(patients.id, aiAnalyses.patientId))
    .where(where)
    .orderBy(desc(aiAnalyses.createdAt), desc(aiAnalyses.id))
    .limit(Math.min(Math.max(limit, 1), 50));
  await audit(staff, { action: "ai_analysis.list", entity: "ai_analysis", hospitalId: hospitalId ?? null, details: { count: rows.length } });
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    confidence: r.topConfidence === null ? null : Number(r.topConfidence),
    urgencyLevel: r.urgencyLevel as RecentAnalysis["urgencyLevel"],
    topUrgency: r.topUrgency === "high" || r.topUrgency === "medium" || r.topUrgency === "low" ? r.topUrgency : null,
    uncertain: r.uncertain === true,
  }));
}
