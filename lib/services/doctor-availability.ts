import { sql, type SQL } from "drizzle-orm";

import { DEFAULT_APPOINTMENT_DURATION, FIRST_SLOT, SLOT_MINUTES, SLOT_TIMES } from "@/lib/constants/appointments";
import type { AvailabilityWindow } from "@/lib/validation/public-directory";

import { MAX_DURATION_MS } from "./appointment-rules";

// The next free slot of many doctors at once, by the rules of the staff booking's slot list
// (appointments.ts listSlots): the SLOT_TIMES grid of each local day in the hospital's time zone,
// a slot free when no active (scheduled or accepted) appointment of the doctor overlaps it (the
// exclusion constraint's overlap of half-open ranges), a slot in the past never free; and the
// self-booking lead time: a slot less than MIN_BOOKING_LEAD_MINUTES ahead is not offered.

/** A patient cannot book a slot that starts less than this many minutes from now (issue 18). */
export const MIN_BOOKING_LEAD_MINUTES = 60;

/** The length a directory slot is free for: the booking form's default duration (one slot). */
export const DIRECTORY_SLOT_MINUTES = DEFAULT_APPOINTMENT_DURATION;

/**
 * The local days, from the hospital's local today, each availability filter covers: today is the
 * rest of the local today; this week the next 7 local days including today; this month the next 30
 * local days including today. Without a filter `nextAvailable` looks as far as a month.
 */
export const WINDOW_DAYS: Record<AvailabilityWindow, number> = { today: 1, week: 7, month: 30 };
export const HORIZON_DAYS = WINDOW_DAYS.month;

/** The earliest start a patient's booking made at `now` accepts. */
export const earliestBookable = (now: Date) => new Date(now.getTime() + MIN_BOOKING_LEAD_MINUTES * 60_000);

const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;
/** A whole number written into the statement: typed parameters would leave PostgreSQL guessing inside the arithmetic. */
const int = (n: number) => sql.raw(String(Math.trunc(n)));

// The grid as arithmetic: slot j of a local day starts FIRST_SLOT + j × SLOT_MINUTES (SLOT_TIMES).
const [firstHour, firstMinute] = FIRST_SLOT.split(":").map(Number);
const FIRST = firstHour * 60 + firstMinute;
const PER_DAY = SLOT_TIMES.length;

/**
 * Whether hospital `h` takes bookings at `now`: the rule of lib/subscription.ts
 * subscriptionEndedReason, negated, in SQL (a trial until trial_expires_at, a paid plan until
 * paid_until when set, `expired` never). A patient's booking is refused otherwise
 * (portal-booking.ts), so its doctors have no next available slot.
 */
export const takesBookingsSql = (now: Date): SQL => sql`(case h.subscription_status
    when 'trial' then coalesce(h.trial_expires_at > ${iso(now)}, false)
    when 'expired' then false
    else (h.paid_until is null or h.paid_until > ${iso(now)}) end)`;

/**
 * Common table expressions (to follow `with matching as (…)`, a set of doctors with columns `id`,
 * `hospital_id`, `timezone` and `takes_bookings`, see takesBookingsSql) ending in
 * `next_free(doctor_id, next_available)`: each doctor's first free slot within `days` local days,
 * absent when none. Set-based, in four steps, with slots numbered `k` = local day × PER_DAY + slot
 * of the day, counted from the hospital's local today (so k + 1 is the next slot, across nights):
 *
 * - `grid`: every slot of each hospital that takes bookings, in its time zone, not before now +
 *   the lead time (only a leading part is cut: the numbers stay contiguous);
 * - `touched`, `blocked`: the slots an active appointment of the doctor overlaps. The doctor's
 *   active rows in the window are read by appointments_doctor_active_idx; the slot numbers each
 *   one may touch are computed from its local start and end (about one per half hour of it, never
 *   the day's eighteen), then kept only when the exact instants overlap;
 * - `candidates`: per doctor the first slot of the grid and the slot after each blocked one. The
 *   first free slot is always one of them (it is the first slot, or follows a blocked one);
 * - `next_free`: the earliest candidate that is not blocked.
 *
 * The work grows with the doctors and the appointments in the window, not with doctors × slots.
 * NOTE: the local-time arithmetic assumes no clock change between the grid's first and last slot
 * of a day (changes happen at night in every zone); the exact check keeps it from over-blocking.
 */
export function nextFreeSlotCtes(days: number, now: Date): SQL {
  const earliest = earliestBookable(now);
  // Any appointment overlapping a slot of the window starts after earliest - the longest duration,
  // and before the window's last local day has ended (local days start within a day of `now`).
  const from = new Date(earliest.getTime() - MAX_DURATION_MS);
  const to = new Date(now.getTime() + (days + 1) * 86_400_000);
  const [first, step, length, perDay] = [int(FIRST), int(SLOT_MINUTES), int(DIRECTORY_SLOT_MINUTES), int(PER_DAY)];
  // Minutes since local midnight of a local timestamp.
  const minuteOf = (local: SQL) => sql`(extract(epoch from (${local})::time) / 60)`;
  return sql`grid as materialized (
    select z.hospital_id, s.k, s.starts_at, s.starts_at + interval '${length} minutes' as ends_at
    from (select distinct hospital_id, timezone from matching where takes_bookings) z
    cross join lateral (select (${iso(now)} at time zone z.timezone)::date as today) lt
    cross join lateral (
      select g.d * ${perDay} + j.j as k,
        ((lt.today + g.d) + make_interval(mins => ${first} + ${step} * j.j)) at time zone z.timezone as starts_at
      from generate_series(0, ${int(days - 1)}) as g(d)
      cross join generate_series(0, ${perDay} - 1) as j(j)
    ) s
    where s.starts_at >= ${iso(earliest)}
  ),
  -- The slot numbers each active appointment of a doctor in the window may touch, computed from
  -- its local start and end (the first slot ending after the start, the last starting before the
  -- end; numbers past the day's grid roll over to the next or previous day's, as k does).
  -- Materialized: computed first, then matched with the grid by number (a hash join), never the
  -- grid scanned per appointment.
  touched as materialized (
    select m.id as doctor_id, m.hospital_id, a.appointment_date as starts_at, e.ends_at, b.k
    from (select id, hospital_id, timezone from matching where takes_bookings) m
    join appointments a on a.doctor_id = m.id and a.status in ('scheduled', 'accepted')
      and a.appointment_date >= ${iso(from)} and a.appointment_date < ${iso(to)}
    cross join lateral (
      select a.appointment_date + make_interval(mins => a.duration) as ends_at,
        a.appointment_date at time zone m.timezone as local_start,
        (${iso(now)} at time zone m.timezone)::date as today
    ) e
    cross join lateral (select e.ends_at at time zone m.timezone as local_end) le
    cross join lateral generate_series(
      (e.local_start::date - e.today) * ${perDay}
        + least(greatest(floor((${minuteOf(sql`e.local_start`)} - ${first} - ${length}) / ${step})::int + 1, 0), ${perDay}),
      (le.local_end::date - e.today) * ${perDay}
        + least(greatest(ceil((${minuteOf(sql`le.local_end`)} - ${first}) / ${step})::int - 1, -1), ${perDay} - 1)
    ) as b(k)
  ),
  -- Kept only where the exact instants overlap: [start, end) of the appointment and of the slot,
  -- the exclusion constraint's predicate.
  blocked as materialized (
    select distinct t.doctor_id, t.hospital_id, g.k
    from touched t
    join grid g on g.hospital_id = t.hospital_id and g.k = t.k
    where g.starts_at < t.ends_at and t.starts_at < g.ends_at
  ),
  first_slot as (
    select hospital_id, min(k) as k from grid group by hospital_id
  ),
  candidates as (
    select m.id as doctor_id, f.hospital_id, f.k from matching m join first_slot f on f.hospital_id = m.hospital_id
    union
    select doctor_id, hospital_id, k + 1 from blocked
  ),
  next_free as (
    select c.doctor_id, min(g.starts_at) as next_available
    from candidates c
    join grid g on g.hospital_id = c.hospital_id and g.k = c.k
    where not exists (select 1 from blocked b where b.doctor_id = c.doctor_id and b.k = c.k)
    group by c.doctor_id
  )`;
}
