import { z } from "zod";

import { AI_DURATION_OPTIONS, AI_SEX_OPTIONS } from "@/lib/constants/ai";

import { hospitalIdField, optionField, optionalText } from "./fields";
import { examinationField, optionalVitals } from "./vitals";

// POST /api/ai-diagnosis and the AI Diagnosis page's form (specification 000, "AI Diagnosis page").

export const MISSING_SYMPTOMS = "Missing Information: Please enter the patient's symptoms.";

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

export const aiDiagnosisFields = {
  symptoms: z.string({ error: MISSING_SYMPTOMS }).trim().min(1, { error: MISSING_SYMPTOMS }).max(4000, { error: "Symptoms must be at most 4000 characters" }),
  patientId: optionalText(100),
  /** One of the page's durations, by value or label; free text (e.g. "3 days") is read by the engine. */
  duration: optionalText(100).transform((v) => {
    if (!v) return undefined;
    const parsed = optionField(AI_DURATION_OPTIONS, "").safeParse(v);
    return parsed.success ? parsed.data : v;
  }),
  severity: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: "Severity must be a whole number from 1 to 10" }).int({ error: "Severity must be a whole number from 1 to 10" }).min(1, { error: "Severity must be a whole number from 1 to 10" }).max(10, { error: "Severity must be a whole number from 1 to 10" }).optional(),
  ),
  age: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: "Age must be a number of years from 0 to 120" }).min(0, { error: "Age must be a number of years from 0 to 120" }).max(120, { error: "Age must be a number of years from 0 to 120" }).optional(),
  ),
  hospitalId: hospitalIdField,
  /** The consultation's measured vital signs and examination findings, when the doctor has them. */
  vitals: optionalVitals,
  examination: examinationField,
  sex: z.preprocess(blankToUndefined, optionField(AI_SEX_OPTIONS, "Sex must be female or male").optional()) as z.ZodType<"female" | "male" | undefined, unknown>,
};

export const aiDiagnosisRequestSchema = z.object(aiDiagnosisFields);
export type AiDiagnosisRequest = z.output<typeof aiDiagnosisRequestSchema>;
