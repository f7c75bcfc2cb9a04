import { sql, type SQL } from "drizzle-orm";

import { DEFAULT_APPOINTMENT_DURATION, FIRST_SLOT, SLOT_MINUTES, SLOT_TIMES } from "@/lib/constants/appointments";
import type { AvailabilityWindow } from "@/lib/validation/public-directory";

// The next free slot of many doctors at once, by the rules of the staff booking's slot list
// (appointments.ts listSlots): the SLOT_TIMES grid of each local day in the hospital's time zone,
// a slot free when no active (scheduled or accepted) appointment of the doctor overlaps it (the
// exclusion constraint's overlap of half-open ranges), a slot in the past never free; and the
// self-booking lead time: a slot less than MIN_BOOKING_LEAD_MINUTES ahead is not offered.
// The overlaps are kept per doctor and day by the triggers of migration 0023 (doctor_slot_days),
// whose function writes the grid's numbers: GRID_IN_MIGRATION below must match them.

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

/** The grid doctor_slot_days_refresh() (migration 0023) computes its masks with; a test ties it to SLOT_TIMES. */
export const GRID_IN_MIGRATION = { firstMinute: 540, slotMinutes: 30, slots: 18 } as const;

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

/** Every slot of a day's grid taken: the mask with one bit per SLOT_TIMES entry set. */
const FULL_DAY = (1 << PER_DAY) - 1;

/**
 * Common table expressions (to follow `with matching as (…)`, a set of doctors with columns `id`,
 * `hospital_id`, `timezone` and `takes_bookings`, see takesBookingsSql) ending in
 * `next_free(doctor_id, next_available)`: each doctor's first free slot within `days` local days,
 * absent when none. Read from `doctor_slot_days` (lib/db/schema/availability.ts): one bit mask per
 * doctor and local day of the grid slots an active appointment overlaps, kept by triggers; a day
 * without a row has none taken. In four steps:
 *
 * - `zones`: per hospital that takes bookings, its local today and the masks of the slots of
 *   today and tomorrow that start before now + the lead time (never offered);
 * - `taken`: the matching doctors' rows of the window (the primary key's range per doctor);
 * - `candidates`, `open_days`: the days that can be a doctor's first open day (the first three,
 *   and each day after a full one), and the first of them with a slot left;
 * - `next_free`: that day's first clear bit as an instant of the hospital's zone.
 *
 * The work grows with the doctors and their taken days in the window, never with the appointments.
 */
export function nextFreeSlotCtes(days: number, now: Date): SQL {
  const earliest = earliestBookable(now);
  const [first, step, perDay, full] = [int(FIRST), int(SLOT_MINUTES), int(PER_DAY), int(FULL_DAY)];
  // The mask of the slots of local day `today + offset` starting before `earliest`.
  const tooSoon = (offset: number) => sql`(select coalesce(bit_or(1 << j), 0) from generate_series(0, ${perDay} - 1) as j
      where ((lt.today + ${int(offset)}) + make_interval(mins => ${first} + ${step} * j)) at time zone z.timezone < ${iso(earliest)})`;
  const soonOf = (day: SQL) => sql`(case ${day} when 0 then z.soon0 when 1 then z.soon1 else 0 end)`;
  return sql`zones as materialized (
    select z.hospital_id, z.timezone, lt.today, ${tooSoon(0)} as soon0, ${tooSoon(1)} as soon1
    from (select distinct hospital_id, timezone from matching where takes_bookings) z
    cross join lateral (select (${iso(now)} at time zone z.timezone)::date as today) lt
  ),
  -- The window's days with a slot taken, numbered from the local today, with the slots too soon.
  taken as materialized (
    select s.doctor_id, s.day - z.today as d, s.busy | ${soonOf(sql`s.day - z.today`)} as mask
    from matching m
    join zones z on z.hospital_id = m.hospital_id
    join doctor_slot_days s on s.doctor_id = m.id and s.day >= z.today and s.day < z.today + ${int(days)}
    where s.busy <> 0
  ),
  -- The first open day is among days 0-2 (today and tomorrow may be full by the lead time alone,
  -- without a row) and the days after a full day: a day past those follows an open one.
  candidates as (
    select m.id as doctor_id, g.d
    from matching m
    join zones z on z.hospital_id = m.hospital_id
    cross join (values (0), (1), (2)) as g(d)
    where g.d < ${int(days)}
    union
    select doctor_id, d + 1 from taken where mask = ${full} and d + 1 < ${int(days)}
  ),
  open_days as materialized (
    select distinct on (c.doctor_id) c.doctor_id, z.hospital_id, c.d, coalesce(t.mask, ${soonOf(sql`c.d`)}) as mask
    from candidates c
    join matching m on m.id = c.doctor_id
    join zones z on z.hospital_id = m.hospital_id
    left join taken t on t.doctor_id = c.doctor_id and t.d = c.d
    where coalesce(t.mask, ${soonOf(sql`c.d`)}) <> ${full}
    order by c.doctor_id, c.d
  ),
  -- The lowest clear bit j of a mask: (~mask & (mask + 1)) is 2^j, and 2^j - 1 has j bits set.
  next_free as (
    select o.doctor_id,
      ((z.today + o.d) + make_interval(mins => ${first} + ${step} * bit_count(((~o.mask & (o.mask + 1)) - 1)::bit(32))::int))
        at time zone z.timezone as next_available
    from open_days o
    join zones z on z.hospital_id = o.hospital_id
  )`;
}
