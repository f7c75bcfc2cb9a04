import { z } from "zod";

import { HEALTH_NUMBER_PATTERN } from "@/lib/constants/patient";
import type { Option } from "@/lib/constants/staff";
import { INCIDENT_CATEGORIES, INCIDENT_HARM_LEVELS, INCIDENT_LIMITS, INCIDENT_STATUSES } from "@/lib/db/schema/incident-enums";
import { zonedInstant } from "@/lib/time";

import { hospitalIdField, isCalendarDate, isCalendarInstant, optionalText, optionField, safeString, textAtLeast } from "./fields";
import { pageQuerySchema } from "./list";

// Incident reports (issue 17; POST/GET /api/incidents, GET /api/incidents/{id}, POST
// /api/incidents/{id}/status, all added). One set of field rules, used by the API body and by the
// browser's report form (which sends the hospital's local date and time as one instant).

export type IncidentCategory = (typeof INCIDENT_CATEGORIES)[number];
export type IncidentHarmLevel = (typeof INCIDENT_HARM_LEVELS)[number];
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/** The categories, each labelled as the WHO ICPS incident type it stands for. */
export const INCIDENT_CATEGORY_OPTIONS: readonly Option[] = [
  { value: "medication", label: "Medication or IV fluids" },
  { value: "fall", label: "Fall" },
  { value: "infection", label: "Healthcare-associated infection" },
  { value: "procedure", label: "Clinical procedure" },
  { value: "equipment", label: "Medical device or equipment" },
  { value: "diagnosis", label: "Diagnosis (missed, wrong or delayed)" },
  { value: "communication", label: "Communication or documentation" },
  { value: "other", label: "Other" },
] satisfies readonly { value: IncidentCategory; label: string }[];

export const INCIDENT_HARM_OPTIONS: readonly Option[] = [
  { value: "near_miss", label: "Near miss" },
  { value: "no_harm", label: "No harm" },
  { value: "harm", label: "Harm" },
  { value: "severe_harm", label: "Severe harm" },
  { value: "death", label: "Death" },
] satisfies readonly { value: IncidentHarmLevel; label: string }[];

export const INCIDENT_STATUS_LABELS: Record<IncidentStatus, string> = {
  reported: "Reported",
  under_review: "Under review",
  action_taken: "Action taken",
  closed: "Closed",
};

/** The one status each status moves on to (closed is the end). */
export const NEXT_INCIDENT_STATUS: Record<IncidentStatus, IncidentStatus | null> = {
  reported: "under_review",
  under_review: "action_taken",
  action_taken: "closed",
  closed: null,
};

export const labelOf = (options: readonly Option[], value: string) => options.find((o) => o.value === value)?.label ?? value;

const L = INCIDENT_LIMITS;
export const OCCURRED_AT = "Date and time of the incident must be a valid date and time";
export const NOTE_TO_CLOSE = "A note is required to close the incident";
const CATEGORY = "Category is required";
const HARM = "Harm level is required";
const PATIENT_ID = "Patient ID must be a health number such as UG-PAT-2026-001";

/** The fields the report form and the API share. */
const reportFields = {
  place: textAtLeast(L.place.min, "Place must be at least 2 characters", L.place.max),
  category: optionField(INCIDENT_CATEGORY_OPTIONS, CATEGORY),
  harmLevel: optionField(INCIDENT_HARM_OPTIONS, HARM),
  description: textAtLeast(L.description.min, "Description must be at least 10 characters", L.description.max),
  peopleInvolved: optionalText(L.peopleInvolved),
  patientId: optionalText(40)
    .transform((v) => v?.toUpperCase())
    .refine((v) => v === undefined || HEALTH_NUMBER_PATTERN.test(v), { error: PATIENT_ID }),
  immediateAction: optionalText(L.immediateAction),
};

// POST /api/incidents: `occurredAt` an ISO instant with offset (not in the future: the service
// checks against its clock); system_admin names the hospital.
export const reportIncidentSchema = z.object({
  occurredAt: safeString({ error: OCCURRED_AT })
    .trim()
    .refine(isCalendarInstant, { error: OCCURRED_AT })
    .transform((v) => new Date(v)),
  ...reportFields,
  hospitalId: hospitalIdField,
});

export type ReportIncidentInput = z.infer<typeof reportIncidentSchema>;

/** The report form: the local date (not after the hospital's `today`) and time, then the shared fields. */
export function incidentFormSchema(today: string) {
  return z.object({
    occurredDate: safeString({ error: "Date is required" })
      .trim()
      .min(1, { error: "Date is required" })
      .refine(isCalendarDate, { error: "Please enter a valid date" })
      .refine((v) => v <= today, { error: "The date cannot be in the future" }),
    occurredTime: safeString({ error: "Time is required" })
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Time is required" }),
    ...reportFields,
  });
}

export type IncidentFormValues = z.input<ReturnType<typeof incidentFormSchema>>;
export type IncidentFormOutput = z.output<ReturnType<typeof incidentFormSchema>>;

export const emptyIncidentForm: IncidentFormValues = {
  occurredDate: "",
  occurredTime: "",
  place: "",
  category: "",
  harmLevel: "",
  description: "",
  peopleInvolved: "",
  patientId: "",
  immediateAction: "",
};

/** The body of POST /api/incidents: the local date and time in the hospital's zone become one instant. */
export function incidentBody(values: IncidentFormOutput, timeZone: string, hospitalId?: string) {
  const { occurredDate, occurredTime, ...fields } = values;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  return {
    occurredAt: zonedInstant(occurredDate, occurredTime, timeZone).toISOString(),
    ...defined,
    ...(hospitalId ? { hospitalId } : {}),
  };
}

/** An optional filter of the address: blank is no filter. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  safeString()
    .trim()
    .nullish()
    .transform((v) => v || undefined)
    .pipe(z.enum(values, { error: message }).optional());

const optionalDay = (message: string) =>
  safeString()
    .trim()
    .nullish()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || isCalendarDate(v), { error: message });

// GET /api/incidents: newest first; `from`/`to` are days in the hospital's time zone, `to` included.
export const listIncidentsQuerySchema = pageQuerySchema
  .extend({
    status: optionalChoice(INCIDENT_STATUSES, `status must be one of ${INCIDENT_STATUSES.join(", ")}`),
    harmLevel: optionalChoice(INCIDENT_HARM_LEVELS, `harmLevel must be one of ${INCIDENT_HARM_LEVELS.join(", ")}`),
    category: optionalChoice(INCIDENT_CATEGORIES, `category must be one of ${INCIDENT_CATEGORIES.join(", ")}`),
    from: optionalDay("from must be a date (YYYY-MM-DD)"),
    to: optionalDay("to must be a date (YYYY-MM-DD)"),
    hospitalId: hospitalIdField,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: "from must not be after to", path: ["from"] });

export type ListIncidentsQuery = z.infer<typeof listIncidentsQuerySchema>;

const MOVES = ["under_review", "action_taken", "closed"] as const;
const STATUS_MOVE = "Status must be under_review, action_taken or closed";

// POST /api/incidents/{id}/status: the next step of the follow-up with a note (required to close).
export const changeIncidentStatusSchema = z
  .object({
    status: safeString({ error: STATUS_MOVE })
      .trim()
      .toLowerCase()
      .transform((v) => v.replace(/[\s-]+/g, "_"))
      .pipe(z.enum(MOVES, { error: STATUS_MOVE })),
    note: optionalText(L.note),
  })
  .refine((v) => v.status !== "closed" || v.note !== undefined, { error: NOTE_TO_CLOSE, path: ["note"] });

export type ChangeIncidentStatusInput = z.infer<typeof changeIncidentStatusSchema>;
export type ChangeIncidentStatusValues = z.input<typeof changeIncidentStatusSchema>;
