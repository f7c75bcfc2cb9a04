import type { Actor } from "@/lib/auth/actor-types";
import { ServiceError } from "@/lib/errors";
import { getBookableDoctor, listPublicSlots, type BookableDoctor, type PublicSlot } from "@/lib/services/public-slots";
import { localDate } from "@/lib/time";
import { isCalendarDate } from "@/lib/validation/fields";

import { localTime } from "./format";

// What /patient-portal/book shows, read on the server from its address: `doctorId` (required),
// `startsAt` (the slot chosen in the directory, ISO) and `date` (the day shown, YYYY-MM-DD, in the
// hospital's time zone). Public data only, through the public slot service (public-slots.ts).

type SearchParams = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** The slot a visitor chose, as the hospital names it. */
export type ChosenSlot = { date: string; time: string };

export type BookingPage =
  | { state: "not-found" }
  | { state: "locked"; doctor: BookableDoctor; chosen: ChosenSlot | null }
  | {
      state: "ready";
      doctor: BookableDoctor;
      /** The day shown, and why it has no slots to offer when it cannot be booked (past, too far ahead). */
      date: string;
      dateProblem: string | null;
      slots: PublicSlot[];
      /** The chosen slot's `startsAt` while it is still free, else null. */
      selected: string | null;
    };

function chosenInstant(value: string | undefined): Date | null {
  if (!value || value.length > 40) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * The booking page for `actor`: the portal patient of this browser (the booking form), or anyone
 * else (the portal's access form, naming the doctor and slot being booked). An unknown doctor, or
 * one the directory does not list, is "not-found".
 */
export async function loadBooking(actor: Actor, params: SearchParams, now = new Date()): Promise<BookingPage> {
  const doctorId = one(params.doctorId);
  if (!doctorId || doctorId.length > 100) return { state: "not-found" };
  let doctor: BookableDoctor;
  try {
    doctor = await getBookableDoctor(actor, doctorId, now);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return { state: "not-found" };
    throw error;
  }

  const startsAt = chosenInstant(one(params.startsAt));
  const startDay = startsAt ? localDate(startsAt, doctor.timezone) : null;
  const chosen = startsAt && startDay ? { date: startDay, time: localTime(startsAt, doctor.timezone) } : null;
  if (actor.kind !== "patient") return { state: "locked", doctor, chosen };

  // The day asked for; else the chosen slot's day while it can still be booked; else the hospital's today.
  const asked = one(params.date);
  const date = asked && isCalendarDate(asked) ? asked : startDay && startDay >= doctor.today && startDay <= doctor.lastDay ? startDay : doctor.today;
  try {
    const slots = await listPublicSlots(actor, doctor.id, { date }, now);
    const free = startsAt ? slots.find((s) => s.available && new Date(s.startsAt).getTime() === startsAt.getTime()) : undefined;
    return { state: "ready", doctor, date, dateProblem: null, slots, selected: free?.startsAt ?? null };
  } catch (error) {
    if (error instanceof ServiceError && error.status === 400) return { state: "ready", doctor, date, dateProblem: error.message, slots: [], selected: null };
    throw error;
  }
}
