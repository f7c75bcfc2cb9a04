import { z } from "zod";

import { APPOINTMENT_DURATIONS, DEFAULT_APPOINTMENT_DURATION } from "@/lib/constants/appointments";

import { isCalendarDate } from "./patient-fields";

// The scheduling form of /schedule-appointment (specification 001, "Appointment form").
// `today` is the hospital's local date: the date cannot be before it.

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

export function scheduleAppointmentFormSchema(today: string) {
  return z.object({
    patientId: required("Patient is required"),
    departmentId: required("Department is required"),
    doctorId: required("Doctor is required"),
    appointmentDate: required("Date is required")
      .refine(isCalendarDate, { error: "Please enter a valid date" })
      .refine((value) => value >= today, { error: "Date cannot be in the past" }),
    appointmentTime: required("Time is required"),
    duration: required("Duration is required").refine((v) => (APPOINTMENT_DURATIONS as readonly number[]).includes(Number(v)), {
      error: "Duration is required",
    }),
    reason: z.string({ error: "Reason for visit is required" }).trim().min(5, { error: "Reason for visit is required" }).max(1000, {
      error: "Must be at most 1000 characters",
    }),
    notes: z.string().trim().max(2000, { error: "Must be at most 2000 characters" }),
  });
}

export type ScheduleAppointmentFormValues = z.input<ReturnType<typeof scheduleAppointmentFormSchema>>;

export const emptyScheduleAppointmentForm: ScheduleAppointmentFormValues = {
  patientId: "",
  departmentId: "",
  doctorId: "",
  appointmentDate: "",
  appointmentTime: "",
  duration: String(DEFAULT_APPOINTMENT_DURATION),
  reason: "",
  notes: "",
};
