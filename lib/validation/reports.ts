import { z } from "zod";

import { REPORT_FORMATS, REPORT_TYPES } from "@/lib/db/schema/report-enums";

import { isCalendarDate, safeString } from "./fields";

/** The longest period a report covers: a year (366 days, `to` included). */
export const MAX_REPORT_DAYS = 366;

const dateField = (name: string) => {
  const message = `${name} must be a date (YYYY-MM-DD)`;
  return safeString({ error: message }).trim().refine(isCalendarDate, { error: message });
};

/** Days from `from` to `to`, both included. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * A period of local days in the hospital's time zone, `to` included: both required, `from` not
 * after `to`, at most a year. (Reports keep their own period schema: lib/validation/analytics.ts
 * did not exist when this was written.)
 */
const periodFields = { from: dateField("from"), to: dateField("to") };

function checkPeriod(p: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (p.from > p.to) ctx.addIssue({ code: "custom", path: ["to"], message: "to must be on or after from" });
  else if (periodDays(p.from, p.to) > MAX_REPORT_DAYS) {
    ctx.addIssue({ code: "custom", path: ["to"], message: `A report covers at most ${MAX_REPORT_DAYS} days` });
  }
}

export const reportPeriodSchema = z.object(periodFields).superRefine(checkPeriod);

const FORMAT_MESSAGE = `format must be one of ${REPORT_FORMATS.join(", ")}`;

// GET /api/reports/{type}?from&to&format=csv|pdf
export const reportQuerySchema = z
  .object({ ...periodFields, format: z.enum(REPORT_FORMATS, { error: FORMAT_MESSAGE }).default("csv") })
  .superRefine(checkPeriod);
export type ReportQuery = z.output<typeof reportQuerySchema>;

const TYPE_MESSAGE = `Unknown report type: the reports are ${REPORT_TYPES.join(", ")}`;
export const reportTypeSchema = z.enum(REPORT_TYPES, { error: TYPE_MESSAGE });

/** The first day of the month of `today` and `today` itself: the panel's default period. */
export function thisMonth(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 8)}01`, to: today };
}
