import { dayBounds, localDate } from "@/lib/time";

// When a consultation may be held (issue 13): from a set time before the appointment, on the
// appointment's own day in the hospital's time zone, never days before and never after that day.

export const CONSULTATION_LEAD_MINUTES = 120;

export type ConsultationWindow = { opensAt: Date; closesAt: Date };
export type ConsultationState = "early" | "open" | "closed";

/** Opens 2 hours before the start but not before the local midnight of its day; closes at the next. */
export function consultationWindow(start: Date, timeZone: string): ConsultationWindow {
  const day = dayBounds(localDate(start, timeZone), timeZone);
  return {
    opensAt: new Date(Math.max(start.getTime() - CONSULTATION_LEAD_MINUTES * 60_000, day.start.getTime())),
    closesAt: day.end,
  };
}

export function consultationState(start: Date, timeZone: string, now: Date): ConsultationState {
  const { opensAt, closesAt } = consultationWindow(start, timeZone);
  if (now.getTime() < opensAt.getTime()) return "early";
  return now.getTime() < closesAt.getTime() ? "open" : "closed";
}

/** "Thu 26 Nov 2026, 07:30" in the hospital's zone. */
export function localOpening(at: Date, timeZone: string): string {
  return at.toLocaleString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  });
}

export const consultationEarlyMessage = (opensAt: Date, timeZone: string) =>
  `The consultation opens on the day of the appointment, from ${CONSULTATION_LEAD_MINUTES / 60} hours before it: ${localOpening(opensAt, timeZone)}`;
export const CONSULTATION_CLOSED_MESSAGE =
  "The day of this appointment has passed: record it as a no-show, or book a new appointment for the consultation";
