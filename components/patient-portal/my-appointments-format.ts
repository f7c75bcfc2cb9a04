import type { AppointmentStatus } from "@/lib/constants/appointments";

// Helpers of the portal's 'My Appointments' card, pure, for the server loader and the card.

/** Shown at first: the next few upcoming, and the 3 most recent past ones (specification: the portal's recent appointments). */
export const MY_UPCOMING_FIRST_PAGE = 5;
export const MY_PAST_FIRST_PAGE = 3;
/** Loaded on each 'Show more'. */
export const MY_APPOINTMENTS_MORE = 10;

export type MyAppointmentPeriod = "upcoming" | "past";

/**
 * The patient's words for a status: a `scheduled` request waits for the doctor's answer ("Awaiting
 * doctor"), a rejected one was declined.
 */
export const MY_STATUS_LABELS: Record<AppointmentStatus, string> = {
  scheduled: "Awaiting doctor",
  accepted: "Accepted",
  rejected: "Declined",
  cancelled: "Cancelled",
  completed: "Completed",
  no_show: "No-show",
};

export const MY_STATUS_STYLES: Record<AppointmentStatus, string> = {
  scheduled: "border-amber-200 bg-amber-50 text-amber-900",
  accepted: "border-sky-200 bg-sky-50 text-sky-800",
  completed: "border-emerald-200 bg-emerald-50 text-emerald-800",
  rejected: "border-red-200 bg-red-50 text-red-800",
  cancelled: "border-zinc-200 bg-zinc-50 text-zinc-700",
  no_show: "border-zinc-200 bg-zinc-50 text-zinc-700",
};

export const myAppointmentsPath = (period: MyAppointmentPeriod, limit: number, offset: number) =>
  `/api/portal/appointments?period=${period}&limit=${limit}&offset=${offset}`;
