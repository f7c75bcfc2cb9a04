import { z } from "zod";

import { HEALTH_NUMBER_PATTERN } from "@/lib/constants/patient";

// POST /api/patients/{id}/merge: the hospital administrator names the duplicate record to fold into {id}.

export const DUPLICATE_ID_REQUIRED = "Enter the health number of the duplicate record";
export const DUPLICATE_ID_FORMAT = "A health number looks like UG-PAT-2026-001";

export const mergePatientSchema = z.object({
  duplicateId: z
    .string({ error: DUPLICATE_ID_REQUIRED })
    .trim()
    .toUpperCase()
    .min(1, { error: DUPLICATE_ID_REQUIRED })
    .regex(HEALTH_NUMBER_PATTERN, { error: DUPLICATE_ID_FORMAT }),
});

export type MergePatientInput = z.output<typeof mergePatientSchema>;
