import { z } from "zod";

import type { Option } from "@/lib/constants/staff";

import { optionalText, optionField, safeString, textAtLeast } from "./fields";

// Employment requests (specification 001 "Employment request page", API.md "Health workers and
// employment"). The page's toast for a missing field is MISSING_INFORMATION; the API answers each
// field's own message.

/** The request form's employment types (specification 001 section 3), stored lower case. */
export const EMPLOYMENT_REQUEST_TYPE_OPTIONS: readonly Option[] = [
  { value: "full-time", label: "Full-time" },
  { value: "part-time", label: "Part-time" },
  { value: "contract", label: "Contract" },
  { value: "temporary", label: "Temporary" },
  { value: "internship", label: "Internship" },
];

export const MISSING_INFORMATION = { title: "Missing Information", description: "Please fill in all required fields." } as const;

/** Days a request waits for an answer before it becomes `expired`. */
export const EMPLOYMENT_REQUEST_TTL_DAYS = 14;

export const createEmploymentRequestSchema = z.object({
  /** The worker's HW- number (or record id), as the directory and profile name it. */
  healthWorkerId: textAtLeast(1, "Health worker is required", 100),
  /**
   * Sent by the specification's client; never trusted: the notice goes to the address on the
   * worker's record.
   */
  healthWorkerEmail: optionalText(254),
  position: textAtLeast(1, "Position is required", 200),
  /** One of the hospital's departments, by id (the form's select) or by name. */
  department: textAtLeast(1, "Department is required", 200),
  employmentType: optionField(EMPLOYMENT_REQUEST_TYPE_OPTIONS, "Employment type is required"),
  salaryRange: optionalText(100),
  message: textAtLeast(1, "Message is required", 5000),
});

/** PATCH /api/employment-requests/{id}: the requesting hospital takes its request back. */
export const withdrawEmploymentRequestSchema = z.object({
  status: z.literal("withdrawn", { error: "Status must be withdrawn" }),
});

const ANSWER_STATUS = "Status must be accepted or rejected";

/** PATCH /api/health-worker/employment-requests/{id}: the worker's answer ("declined" is taken as rejected). */
export const answerEmploymentRequestSchema = z.object({
  status: safeString({ error: ANSWER_STATUS })
    .trim()
    .toLowerCase()
    .transform((value, ctx) => {
      if (value === "accepted" || value === "rejected") return value;
      if (value === "declined") return "rejected" as const;
      ctx.addIssue({ code: "custom", message: ANSWER_STATUS });
      return z.NEVER;
    }),
  responseMessage: optionalText(2000),
});

/** POST /api/health-workers/{healthWorkerId}/end-employment. */
export const endEmploymentSchema = z.object({ reason: optionalText(1000) });

export type CreateEmploymentRequestInput = z.infer<typeof createEmploymentRequestSchema>;
export type CreateEmploymentRequestFormValues = z.input<typeof createEmploymentRequestSchema>;
export type AnswerEmploymentRequestInput = z.infer<typeof answerEmploymentRequestSchema>;
export type EndEmploymentInput = z.infer<typeof endEmploymentSchema>;
