import { APPOINTMENT_STATUSES, type AppointmentStatus } from "@/lib/constants/appointments";
import type { AppointmentView } from "@/lib/services/appointment-types";
import { addDays, localDate } from "@/lib/time";
import { isCalendarDate } from "@/lib/validation/patient-fields";

// The address of /appointments (?view=day|week&date=YYYY-MM-DD&doctorId=&status=) and the
// calendar arithmetic of the page. Pure: safe in server and client components, and unit-tested.

export type CalendarView = "day" | "week";

export type CalendarFilters = {
  view: CalendarView;
  /** The local date the calendar is on (the hospital's today by default). */
  date: string;
  doctorId?: string;
  status?: AppointmentStatus;
  /** system_admin's hospital, kept on every link. */
  hospitalId?: string;
};

export type AppointmentsAddress = CalendarFilters & {
  /** First and last local dates shown (inclusive): the day, or Monday to Sunday of its week. */
  from: string;
  to: string;
  previous: string;
  next: string;
  /** Any filter beyond the calendar position is set: the empty state says so. */
  filtered: boolean;
};

type Params = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value.trim() : "");

/** Monday of the ISO week holding `date`. */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * Reads the address; anything malformed falls back to the default: today's day view (the page
 * opens on the day at hand; the week is one click away), no filter.
 */
export function readAppointmentsAddress(params: Params, today: string, hospitalId?: string): AppointmentsAddress {
  const view: CalendarView = one(params.view) === "week" ? "week" : "day";
  const requested = one(params.date);
  const date = isCalendarDate(requested) ? requested : today;
  const doctorId = one(params.doctorId).slice(0, 100) || undefined;
  const statusParam = one(params.status);
  const status = (APPOINTMENT_STATUSES as readonly string[]).includes(statusParam) ? (statusParam as AppointmentStatus) : undefined;
  const from = view === "day" ? date : weekStart(date);
  const to = view === "day" ? date : addDays(from, 6);
  const step = view === "day" ? 1 : 7;
  return {
    view,
    date,
    doctorId,
    status,
    hospitalId,
    from,
    to,
    previous: addDays(date, -step),
    next: addDays(date, step),
    filtered: !!doctorId || !!status,
  };
}

/** /appointments with these filters; defaults are left out so the address stays short. */
export function appointmentsHref(filters: CalendarFilters): string {
  const query = new URLSearchParams();
  if (filters.hospitalId) query.set("hospitalId", filters.hospitalId);
  query.set("view", filters.view);
  query.set("date", filters.date);
  if (filters.doctorId) query.set("doctorId", filters.doctorId);
  if (filters.status) query.set("status", filters.status);
  return `/appointments?${query.toString()}`;
}

/** Every local date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to && dates.length < 31; date = addDays(date, 1)) dates.push(date);
  return dates;
}

export type AppointmentDay = { date: string; appointments: AppointmentView[] };

/**
 * The appointments under their local day in the hospital's zone, in the order of `dates`; days
 * without appointments are left out. Within a day the list keeps its order (the service's, by time).
 */
export function groupByDay(appointments: AppointmentView[], dates: string[], timeZone: string): AppointmentDay[] {
  const byDate = new Map<string, AppointmentView[]>(dates.map((d) => [d, []]));
  for (const appointment of appointments) {
    byDate.get(localDate(new Date(appointment.appointmentDate), timeZone))?.push(appointment);
  }
  return dates.map((date) => ({ date, appointments: byDate.get(date) ?? [] })).filter((day) => day.appointments.length > 0);
}

const dayFormat = { weekday: "short", year: "numeric", month: "short", day: "numeric", timeZone: "UTC" } as const;

/** "Mon, Nov 23, 2026" for a local date (the same words as appointmentDay). */
export function calendarDayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", dayFormat);
}

/** The heading of the calendar: the day, or "Nov 23 – Nov 29, 2026" for a week. */
export function calendarRangeLabel(from: string, to: string): string {
  if (from === to) return calendarDayLabel(from);
  const short = (date: string, withYear: boolean) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
      month: "short",
      day: "numeric",
      ...(withYear ? { year: "numeric" } : {}),
      timeZone: "UTC",
    });
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${short(from, !sameYear)} – ${short(to, true)}`;
}

/** The end of an appointment in minutes after its start, as "09:00 – 09:30" given the start's "09:00". */
export function timeRange(start: string, duration: number): string {
  const [h, m] = start.split(":").map(Number);
  const end = (h * 60 + m + duration) % (24 * 60);
  const hhmm = `${String(Math.floor(end / 60)).padStart(2, "0")}:${String(end % 60).padStart(2, "0")}`;
  return `${start} – ${hhmm}`;
}
