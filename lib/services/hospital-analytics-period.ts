import { ServiceError } from "@/lib/errors";
import { addDays, localDate, zonedInstant } from "@/lib/time";

// The period of the hospital analytics (GET /api/analytics): local calendar days of the hospital's
// time zone, `to` inclusive, turned into the instants [start, end) the statements compare with, the
// period of equal length just before it, and the buckets of the series.

/** The longest period one request may ask for (two years, a leap day included). */
export const MAX_PERIOD_DAYS = 731;
/** Periods longer than this are charted per week instead of per day. */
export const DAILY_MAX_DAYS = 62;

export type Granularity = "day" | "week";

export type Period = {
  /** YYYY-MM-DD, local days, both inclusive. */
  from: string;
  to: string;
  days: number;
  /** The first instant of `from` and the first instant after `to`, in the hospital's zone. */
  start: Date;
  end: Date;
};

export type AnalyticsPeriods = {
  current: Period;
  previous: Period;
  granularity: Granularity;
  /** Days per bucket of the series: 1 or 7 (the last week may be shorter). */
  step: number;
  timezone: string;
};

const DAY_MS = 86_400_000;

/** Whole days from `a` to `b` (YYYY-MM-DD), negative when `b` is earlier. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

function period(from: string, to: string, timezone: string): Period {
  return { from, to, days: daysBetween(from, to) + 1, start: zonedInstant(from, "00:00", timezone), end: zonedInstant(addDays(to, 1), "00:00", timezone) };
}

/** The first day of the month of `date`. */
export const monthStartOf = (date: string) => `${date.slice(0, 7)}-01`;

/**
 * The period asked for. Neither date: this month up to today (local). Only `from`: up to today, or
 * the one day `from` when it is later. Only `to`: from the first of `to`'s month. 400 when `to` is
 * before `from` or the period is longer than MAX_PERIOD_DAYS.
 */
export function resolvePeriods(query: { from?: string; to?: string }, timezone: string, now = new Date()): AnalyticsPeriods {
  const today = localDate(now, timezone);
  let from = query.from;
  let to = query.to;
  if (!from && !to) {
    from = monthStartOf(today);
    to = today;
  } else if (from && !to) {
    to = from > today ? from : today;
  } else if (!from && to) {
    from = monthStartOf(to);
  }
  if (to! < from!) {
    const message = "The end date must not be before the start date";
    throw new ServiceError(400, message, { to: message });
  }
  const current = period(from!, to!, timezone);
  if (current.days > MAX_PERIOD_DAYS) {
    const message = `The period must not be longer than ${MAX_PERIOD_DAYS} days (two years)`;
    throw new ServiceError(400, message, { to: message });
  }
  const previous = period(addDays(current.from, -current.days), addDays(current.from, -1), timezone);
  const granularity: Granularity = current.days > DAILY_MAX_DAYS ? "week" : "day";
  return { current, previous, granularity, step: granularity === "week" ? 7 : 1, timezone };
}

/** The first days of the buckets of the series: every day, or every 7th day from `from`. */
export function bucketStarts(p: AnalyticsPeriods): string[] {
  const out: string[] = [];
  for (let i = 0; i < p.current.days; i += p.step) out.push(addDays(p.current.from, i));
  return out;
}
