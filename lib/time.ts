// Calendar arithmetic in a hospital's IANA time zone, with no dependency: Intl gives the offset.

/** YYYY-MM-DD of the instant `at` in `timeZone`. */
export function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** Offset of `timeZone` from UTC at instant `at`, in milliseconds. */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of local wall-clock time `date` (YYYY-MM-DD) + `time` (HH:MM) in `timeZone`. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes settle the offset across a DST change.
  let instant = wall - zoneOffsetMs(new Date(wall), timeZone);
  instant = wall - zoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

/** YYYY-MM-DD plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Start and end (exclusive) instants of the local calendar day `date` in `timeZone`. */
export function dayBounds(date: string, timeZone: string): { start: Date; end: Date } {
  return { start: zonedInstant(date, "00:00", timeZone), end: zonedInstant(addDays(date, 1), "00:00", timeZone) };
}

/** Ceiling of days from `now` until `until`: the trial-days-left rule of the specification. */
export function daysLeft(until: Date | null | undefined, now = new Date()): number {
  if (!until) return 0;
  return Math.ceil((until.getTime() - now.getTime()) / 86_400_000);
}
