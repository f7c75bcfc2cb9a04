import { z } from "zod";

import { PATIENT_SEARCH_MIN } from "@/lib/constants/patient";

import { pageQuerySchema } from "./list";

// GET /api/patients (Patient Management) and GET /api/patients/search/{term} (scheduling picker).

export const PATIENT_STATUSES = ["active", "inactive"] as const;

export const listPatientsQuerySchema = pageQuerySchema.extend({
  search: z
    .string()
    .trim()
    .max(100, { error: "Search must be at most 100 characters" })
    .optional()
    .transform((v) => v || undefined),
  status: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v) => (v && v !== "all" ? v : undefined))
    .pipe(z.enum(PATIENT_STATUSES, { error: "Status must be all, active or inactive" }).optional()),
  departmentId: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v && v !== "all" ? v : undefined)),
  /** system_admin only: whose patients. */
  hospitalId: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
});

export const SEARCH_TOO_SHORT = `Please enter at least ${PATIENT_SEARCH_MIN} characters to search`;

export const patientSearchTermSchema = z
  .string({ error: SEARCH_TOO_SHORT })
  .trim()
  .min(PATIENT_SEARCH_MIN, { error: SEARCH_TOO_SHORT })
  .max(100, { error: "Search must be at most 100 characters" });

export type ListPatientsQuery = z.output<typeof listPatientsQuerySchema>;
