import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

// Waiting time (issue 17, data item 4): from the appointment's start (appointments.appointment_date)
// to the moment the doctor pressed 'Start Consultation' (appointments.consultation_started_at).
//
// NOTE: a consultation may begin before the booked time (it opens 2 hours earlier, see
// consultation-window.ts). The patient then did not wait at all, so a wait is clamped at 0: an early
// start counts as 0 minutes, never as a negative wait that would pull the average below what any
// patient experienced. An appointment whose consultation was never started has no waiting time
// (null) and is left out of the average, never counted as 0. The raw difference stays in the
// database for whoever wants it.

const MINUTE_MS = 60_000;

/** Minutes the patient waited past the booked start (0 when the consultation began early); null when it never began. */
export function waitingMinutes(appointmentDate: Date, consultationStartedAt: Date | null): number | null {
  if (!consultationStartedAt) return null;
  return Math.max(0, (consultationStartedAt.getTime() - appointmentDate.getTime()) / MINUTE_MS);
}

export type TimedVisit = { appointmentDate: Date; consultationStartedAt: Date | null };

/** The mean wait in minutes, to one decimal, over the visits whose consultation began; null when none did. */
export function averageWaitingMinutes(visits: readonly TimedVisit[]): number | null {
  let total = 0;
  let count = 0;
  for (const v of visits) {
    const wait = waitingMinutes(v.appointmentDate, v.consultationStartedAt);
    if (wait === null) continue;
    total += wait;
    count += 1;
  }
  return count ? roundMinutes(total / count) : null;
}

/** Minutes to one decimal, as the analytics show them. */
export const roundMinutes = (minutes: number) => Math.round(minutes * 10) / 10;

/**
 * The same wait in SQL, for aggregates over many appointments (`avg(...)` skips the nulls of
 * appointments never started, as averageWaitingMinutes does): fractional minutes, clamped at 0.
 */
export function waitingMinutesSql(appointmentDate: AnyPgColumn | SQL, consultationStartedAt: AnyPgColumn | SQL): SQL<number | null> {
  // GREATEST ignores NULL arguments (greatest(0, null) is 0): the CASE keeps "never began" null.
  return sql<number | null>`case when ${consultationStartedAt} is null then null else greatest(0, extract(epoch from (${consultationStartedAt} - ${appointmentDate})) / 60.0) end`;
}
