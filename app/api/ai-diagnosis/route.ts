import { z } from "zod";

import { route } from "@/lib/http";
import { AI_ROLES, listRecentAnalyses, runAnalysis } from "@/lib/services/ai-analyses";
import { aiDiagnosisRequestSchema } from "@/lib/validation/ai-diagnosis";
import { hospitalIdField } from "@/lib/validation/fields";

// POST /api/ai-diagnosis: 200 AiAnalysis (offline engine, or the configured LLM refining it);
// blank symptoms 400 'Missing Information: Please enter the patient's symptoms.'; 429 when
// rate-limited. Each analysis is stored and audited.
export const POST = route({ roles: AI_ROLES, body: aiDiagnosisRequestSchema }, async ({ actor, body }) => runAnalysis(actor, body));

const recentQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).catch(10).default(10),
  hospitalId: hospitalIdField,
});

// GET /api/ai-diagnosis (added): the actor's recent analyses for the 'Recent AI Analyses' panel.
export const GET = route({ roles: AI_ROLES, query: recentQuery }, async ({ actor, query }) => ({
  analyses: await listRecentAnalyses(actor, query.limit, query.hospitalId),
}));
