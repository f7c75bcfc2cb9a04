// Display helpers of the self-booking page, pure, for server and client alike (a fixed locale and
// explicit zones, so that both render the same text).

type Named = { firstName: string; lastName: string };

export const doctorName = (d: Named) => `Dr. ${[d.firstName, d.lastName].filter(Boolean).join(" ")}`;

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * "Tuesday, 10 June 2031" for a calendar date (YYYY-MM-DD). Spelt out by hand: browsers' and
 * Node's Intl data differ on the comma, and the server's text must be the browser's.
 */
export function formatLongDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** "Tuesday, 10 June 2031 at 11:30": a slot in the hospital's local time. */
export const slotLabel = (date: string, time: string) => `${formatLongDate(date)} at ${time}`;

/** The booking page's address for a doctor, a day and a chosen slot (the directory's Book link is this page). */
export function bookingHref(doctorId: string, date?: string, startsAt?: string | null): string {
  const params = new URLSearchParams({ doctorId });
  if (date) params.set("date", date);
  if (startsAt) params.set("startsAt", startsAt);
  return `/patient-portal/book?${params.toString()}`;
}

/** HH:MM of the instant `at` in `timeZone` (24-hour clock), as slots are named. */
export const localTime = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);
