import { z } from "zod";

import { PRESCRIPTION_DESTINATION_OPTIONS } from "@/lib/constants/appointments";

import { optionalText, optionField, safeString, textAtLeast } from "./fields";
import { isCalendarDate } from "./patient-fields";
import { emptyVitalsForm, examinationField, optionalVitals } from "./vitals";

// The diagnosis dialog (specification 000, "Diagnosis form") and POST /api/doctor/diagnosis,
// PATCH /api/doctor/diagnosis/{id}/confirm.

const DESTINATION_MESSAGE = "Please choose where the prescription goes";
const destination = optionField(PRESCRIPTION_DESTINATION_OPTIONS, DESTINATION_MESSAGE);
/** Optional destination: blank, null and missing mean none. */
const optionalDestination = z
  .union([z.literal(""), z.null(), destination], { error: DESTINATION_MESSAGE })
  .optional()
  .transform((v) => v || undefined);

const FOLLOW_UP_MESSAGE = "Please enter a valid follow-up date";
const followUpDate = z
  .union([z.literal(""), z.null(), safeString().trim().refine(isCalendarDate, { error: FOLLOW_UP_MESSAGE })])
  .optional()
  .transform((v) => v || undefined);

/** The dialog's own fields, shared by the browser form and the endpoint. */
export const diagnosisFields = {
  symptoms: textAtLeast(10, "Please provide detailed symptoms", 4000),
  diagnosis: textAtLeast(5, "Diagnosis is required", 1000),
  prescription: textAtLeast(5, "Prescription details are required", 4000),
  treatmentPlan: textAtLeast(10, "Treatment plan is required", 4000),
  prescriptionSentTo: optionalDestination,
  followUpDate,
  vitals: optionalVitals,
  examination: examinationField,
};

export const diagnosisFormSchema = z.object(diagnosisFields);
/** The form's own values: the vital signs as typed (strings), parsed by the schema on submit. */
export type DiagnosisFormValues = Omit<z.input<typeof diagnosisFormSchema>, "vitals" | "examination"> & {
  vitals: typeof emptyVitalsForm;
  examination: string;
};
export const emptyDiagnosisForm = {
  symptoms: "",
  diagnosis: "",
  prescription: "",
  treatmentPlan: "",
  prescriptionSentTo: "",
  followUpDate: "",
  vitals: emptyVitalsForm,
  examination: "",
} satisfies DiagnosisFormValues;

export const ALLERGY_OVERRIDE_REASON = "Please give the reason for prescribing despite the allergy (at least 5 characters)";
/** The doctor's reason for saving a prescription that names a recorded allergy. */
export const allergyOverrideSchema = z.object({ reason: textAtLeast(5, ALLERGY_OVERRIDE_REASON, 1000) });

/** AiAnalysis as stored with a diagnosis (the engine is issue 6's; its shape is API.md's). */
export const aiAnalysisSchema = z.object({
  topDiagnoses: z
    .array(
      z.object({
        name: z.string().max(300),
        description: z.string().max(2000).optional().default(""),
        confidence: z.number().min(0).max(1),
        /** The condition's own urgency (the knowledge base's), when known: the page marks emergencies. */
        urgency: z.enum(["high", "medium", "low"]).optional(),
      }),
    )
    .max(20),
  recommendedTests: z.array(z.string().max(300)).max(50).default([]),
  treatmentSuggestions: z.array(z.string().max(500)).max(50).default([]),
  urgencyLevel: z.enum(["high", "medium", "low"]),
  /** Why the urgency was chosen (API.md), each true of the top condition. */
  urgencyReasons: z.array(z.string().max(500)).max(20).default([]),
  /** No condition explains the findings well: the answer says "No confident match: assess clinically". */
  uncertain: z.boolean().default(false),
  engine: z.string().max(100).optional(),
  disclaimer: z.string().max(2000).optional(),
});
export type AiAnalysis = z.output<typeof aiAnalysisSchema>;

// POST /api/doctor/diagnosis
export const createDiagnosisSchema = z.object({
  appointmentId: textAtLeast(1, "Appointment is required", 100),
  patientId: textAtLeast(1, "Patient is required", 100),
  ...diagnosisFields,
  aiAnalysis: aiAnalysisSchema.nullish().transform((v) => v ?? undefined),
  /** A percentage from 0 to 100 with two decimals (the decimal(5,2) column). */
  aiConfidence: z.coerce
    .number({ error: "AI confidence must be a percentage from 0 to 100" })
    .min(0, { error: "AI confidence must be a percentage from 0 to 100" })
    .max(100, { error: "AI confidence must be a percentage from 0 to 100" })
    .nullish()
    .transform((v) => (v == null ? undefined : Math.round(v * 100) / 100)),
  allergyOverride: allergyOverrideSchema.nullish().transform((v) => v ?? undefined),
});
export type CreateDiagnosisInput = z.output<typeof createDiagnosisSchema>;

// PATCH /api/doctor/diagnosis/{id}/confirm
export const confirmDiagnosisSchema = z.object({
  confirmed: z.literal(true, { error: "Please confirm the diagnosis" }),
  finalDiagnosis: optionalText(1000).refine((v) => v === undefined || v.length >= 5, { error: "Diagnosis is required" }),
  prescriptionSentTo: optionalDestination,
});
export type ConfirmDiagnosisInput = z.output<typeof confirmDiagnosisSchema>;
