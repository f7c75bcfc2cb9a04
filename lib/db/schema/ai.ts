import { sql } from "drizzle-orm";
import { check, index, jsonb, numeric, pgTable, text } from "drizzle-orm/pg-core";

import { inList, tstz } from "./_shared";
import { URGENCY_LEVELS } from "./enums";
import { hospitals } from "./hospitals";
import { patients } from "./patients";
import { users } from "./users";

// Every AI diagnosis analysis (issue 6): who asked, for which hospital and patient, what was
// typed (health data, like diagnoses.symptoms) and what the engine answered.
export const aiAnalyses = pgTable(
  "ai_analyses",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    hospitalId: text("hospital_id")
      .notNull()
      .references(() => hospitals.id, { onDelete: "restrict" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    patientId: text("patient_id").references(() => patients.id, { onDelete: "restrict" }),
    symptoms: text("symptoms").notNull(),
    /** duration, severity, age and sex as sent */
    input: jsonb("input").$type<Record<string, unknown>>().notNull(),
    /** the AiAnalysis answered */
    result: jsonb("result").$type<Record<string, unknown>>().notNull(),
    topDiagnosis: text("top_diagnosis"),
    topConfidence: numeric("top_confidence", { precision: 5, scale: 4 }),
    urgencyLevel: text("urgency_level").notNull(),
    engine: text("engine").notNull(),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("ai_analyses_user_idx").on(t.userId, t.createdAt),
    index("ai_analyses_hospital_idx").on(t.hospitalId, t.createdAt),
    index("ai_analyses_patient_idx").on(t.patientId, t.createdAt),
    check("ai_analyses_urgency_check", inList(t.urgencyLevel, URGENCY_LEVELS)),
    check("ai_analyses_confidence_check", sql`${t.topConfidence} is null or (${t.topConfidence} >= 0 and ${t.topConfidence} <= 1)`),
  ],
);

export type AiAnalysisRow = typeof aiAnalyses.$inferSelect;
