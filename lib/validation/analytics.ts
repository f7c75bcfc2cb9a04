import { z } from "zod";

import { hospitalIdField, isCalendarDate, safeString } from "./fields";

// GET /api/analytics and GET /api/analytics/export (API.md "Dashboard and analytics"): the period
// `from`–`to` (YYYY-MM-DD, the hospital's local calendar days, `to` inclusive), both optional (the
// service fills in this month), and system_admin's `?hospitalId=`. The order of the two dates and
// the length of the period are checked by the service once the defaults are known
// (lib/services/hospital-analytics-period.ts).

/** Dates before this year or after the last are refused: nobody keeps records there, and the arithmetic stays in four-digit years. */
export const ANALYTICS_FIRST_YEAR = 2000;
export const ANALYTICS_LAST_YEAR = 2100;

const dateField = (name: "from" | "to") => {
  const message = `${name} must be a date (YYYY-MM-DD)`;
  return safeString({ error: message })
    .trim()
    .transform((v) => v || undefined)
    .pipe(
      z
        .string()
        .refine(isCalendarDate, { error: message, abort: true })
        .refine((v) => Number(v.slice(0, 4)) >= ANALYTICS_FIRST_YEAR && Number(v.slice(0, 4)) <= ANALYTICS_LAST_YEAR, {
          error: `${name} must be between ${ANALYTICS_FIRST_YEAR} and ${ANALYTICS_LAST_YEAR}`,
        })
        .optional(),
    )
    .optional();
};

export const analyticsQuerySchema = z.object({
  from: dateField("from"),
  to: dateField("to"),
  hospitalId: hospitalIdField,
});

export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;
