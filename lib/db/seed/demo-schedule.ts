// A week of demo appointments for one hospital: 3 local days back to 3 days ahead, on a
// 30-minute grid between 09:00 and 17:30 local time. Pure: depends only on its inputs and the PRNG.
// No doctor ever holds two overlapping appointments, whatever their status, so the database's
// exclusion constraint on active appointments can never reject the seed; a patient has at most
// one appointment a day, and none overlapping another hospital's (pass the same `patientBusy`).

import { addDays, localDate, zonedInstant } from "@/lib/time";

import type { APPOINTMENT_STATUSES } from "../schema/enums";
import { CANCELLATION_REASONS, CLINICAL_CASES, REJECTION_REASONS, BOOKING_NOTES, type ClinicalCase } from "./demo-cases";
import type { DepartmentName } from "./demo-data";
import type { Rng } from "./prng";

export type ScheduleDoctor = { id: string; departmentId: string; department: DepartmentName };
export type SchedulePatient = { id: string; isChild: boolean };
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export type PlannedAppointment = {
  doctorId: string;
  departmentId: string;
  patientId: string;
  appointmentDate: Date;
  duration: number;
  status: AppointmentStatus;
  reason: string;
  notes: string | null;
  doctorResponse: string | null;
  responseDate: Date | null;
  clinicalCase: ClinicalCase;
};

export const DEMO_DURATIONS = [15, 30, 45, 60] as const;
/** The demo week: local days from today - 3 to today + 3. */
export const DEMO_FIRST_DAY = -3;
export const DEMO_LAST_DAY = 3;
const FIRST_SLOT_MINUTES = 9 * 60;
const SLOT_COUNT = 18; // 09:00 … 17:30
const HOUR = 3_600_000;

export type Interval = { start: number; end: number };
const overlaps = (busy: Interval[] | undefined, candidate: Interval) =>
  (busy ?? []).some((b) => b.start < candidate.end && candidate.start < b.end);

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function statusFor(rng: Rng, start: Date, dayOffset: number, now: Date): AppointmentStatus {
  const r = rng.next();
  if (dayOffset < 0) return r < 0.8 ? "completed" : r < 0.9 ? "cancelled" : "rejected";
  if (dayOffset === 0 && start.getTime() < now.getTime()) return r < 0.75 ? "completed" : "accepted";
  return r < 0.55 ? "scheduled" : "accepted";
}

function responseFor(rng: Rng, status: AppointmentStatus, start: Date, now: Date) {
  if (status === "scheduled") return { doctorResponse: null, responseDate: null };
  const responseDate = new Date(Math.min(start.getTime(), now.getTime()) - rng.int(1, 36) * HOUR);
  const doctorResponse =
    status === "rejected" ? rng.pick(REJECTION_REASONS) : status === "cancelled" ? rng.pick(CANCELLATION_REASONS) : null;
  return { doctorResponse, responseDate };
}

export type ScheduleInput = {
  timezone: string;
  now: Date;
  doctors: readonly ScheduleDoctor[];
  patients: readonly SchedulePatient[];
  /** Patients who must get at least one appointment here (e.g. linked as "booked"). */
  mustBook?: readonly string[];
  /** Each patient's booked intervals so far, shared across hospitals (and added to here). */
  patientBusy?: Map<string, Interval[]>;
};

export function planAppointments(rng: Rng, input: ScheduleInput): PlannedAppointment[] {
  const { timezone, now, doctors, patients } = input;
  const today = localDate(now, timezone);
  const children = patients.filter((p) => p.isChild).map((p) => p.id);
  const adults = patients.filter((p) => !p.isChild).map((p) => p.id);
  const pending = [...(input.mustBook ?? [])];
  const doctorBusy = new Map<string, Interval[]>();
  const patientDays = new Set<string>();
  const patientBusy = input.patientBusy ?? new Map<string, Interval[]>();
  const planned: PlannedAppointment[] = [];

  for (let dayOffset = DEMO_FIRST_DAY; dayOffset <= DEMO_LAST_DAY; dayOffset++) {
    const date = addDays(today, dayOffset);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const isWeekend = weekday === 0 || weekday === 6;
    for (const doctor of doctors) {
      const wanted = isWeekend ? rng.int(0, 1) : rng.int(1, 3);
      const pediatric = doctor.department === "Pediatrics";
      const pool = pediatric ? children : adults;
      const cases = CLINICAL_CASES[doctor.department] ?? CLINICAL_CASES["Internal Medicine"] ?? [];
      let placed = 0;
      for (let attempt = 0; placed < wanted && attempt < 12; attempt++) {
        const start = zonedInstant(date, hhmm(FIRST_SLOT_MINUTES + 30 * rng.int(0, SLOT_COUNT - 1)), timezone);
        const duration = rng.pick(DEMO_DURATIONS);
        const slot = { start: start.getTime(), end: start.getTime() + duration * 60_000 };
        if (overlaps(doctorBusy.get(doctor.id), slot)) continue;
        const fromQueue = !pediatric && pending.length > 0;
        const patientId = fromQueue ? pending[0] : rng.pick(pool.length > 0 ? pool : patients.map((p) => p.id));
        // One visit per patient and day: the patient is "busy" for that whole local day.
        if (patientDays.has(`${patientId}|${date}`) || overlaps(patientBusy.get(patientId), slot)) continue;
        if (fromQueue) pending.shift();

        doctorBusy.set(doctor.id, [...(doctorBusy.get(doctor.id) ?? []), slot]);
        patientBusy.set(patientId, [...(patientBusy.get(patientId) ?? []), slot]);
        patientDays.add(`${patientId}|${date}`);
        const status = statusFor(rng, start, dayOffset, now);
        const clinicalCase = rng.pick(cases);
        planned.push({
          doctorId: doctor.id,
          departmentId: doctor.departmentId,
          patientId,
          appointmentDate: start,
          duration,
          status,
          reason: clinicalCase.reason,
          notes: rng.chance(0.25) ? rng.pick(BOOKING_NOTES) : null,
          ...responseFor(rng, status, start, now),
          clinicalCase,
        });
        placed++;
      }
    }
  }
  return planned.sort((a, b) => a.appointmentDate.getTime() - b.appointmentDate.getTime() || a.doctorId.localeCompare(b.doctorId));
}
