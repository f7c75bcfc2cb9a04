import { APPOINTMENT_DURATIONS } from "@/lib/constants/appointments";
import type { Slot } from "@/lib/services/appointment-types";
import type { ScheduleAppointmentFormValues } from "@/lib/validation/appointment-form";

import type { BookAppointmentBody, DoctorOption } from "./appointment-api";

// Pure pieces of the scheduling form: labels, the search rule and the body POST /api/appointments gets.

/** The patient search starts at 2 characters (specification 001). */
export const PATIENT_SEARCH_MIN = 2;

/** The term to search for, or null while it is too short. */
export function patientSearchTerm(input: string): string | null {
  const term = input.trim();
  return term.length >= PATIENT_SEARCH_MIN ? term : null;
}

/** 'Dr. {first} {last} - {specialization}' */
export const doctorLabel = (d: Pick<DoctorOption, "firstName" | "lastName" | "specialization">) =>
  `Dr. ${d.firstName} ${d.lastName} - ${d.specialization}`;

export const DURATION_OPTIONS = APPOINTMENT_DURATIONS.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }));

/** The slot of `time` when it is free, else undefined. */
export const freeSlot = (slots: readonly Slot[], time: string) => slots.find((s) => s.time === time && s.available);

/**
 * The booking: the date and the chosen slot become one instant (the slot's startsAt, computed by
 * the server in the hospital's zone), the duration a number; blank notes are left out.
 */
export function bookingBody(values: ScheduleAppointmentFormValues, slot: Slot, hospitalId?: string): BookAppointmentBody {
  const notes = values.notes.trim();
  return {
    patientId: values.patientId,
    departmentId: values.departmentId,
    doctorId: values.doctorId,
    appointmentDate: slot.startsAt,
    duration: Number(values.duration),
    reason: values.reason.trim(),
    ...(notes ? { notes } : {}),
    ...(hospitalId ? { hospitalId } : {}),
  };
}
