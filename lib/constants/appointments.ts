import { ACTIVE_APPOINTMENT_STATUSES, APPOINTMENT_STATUSES, PRESCRIPTION_DESTINATIONS } from "@/lib/db/schema/enums";

import type { Option } from "./staff";

// Appointment and diagnosis constants (specification: scheduling form, doctor portal, section 9).

export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export type PrescriptionDestination = (typeof PRESCRIPTION_DESTINATIONS)[number];
export { ACTIVE_APPOINTMENT_STATUSES, APPOINTMENT_STATUSES, PRESCRIPTION_DESTINATIONS };

/** Durations offered by the scheduling form, in minutes; 30 by default. */
export const APPOINTMENT_DURATIONS = [15, 30, 45, 60, 90, 120] as const;
export const DEFAULT_APPOINTMENT_DURATION = 30;

/** Slots every 30 minutes from 09:00 to 17:30 (both included), in the hospital's local time. */
export const SLOT_MINUTES = 30;
export const FIRST_SLOT = "09:00";
export const LAST_SLOT = "17:30";
export const SLOT_TIMES: readonly string[] = Array.from({ length: 18 }, (_, i) => {
  const minutes = 9 * 60 + i * SLOT_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

/** Badge texts: a scheduled appointment awaits the doctor, so it shows as 'Pending'. */
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  scheduled: "Pending",
  accepted: "Accepted",
  rejected: "Rejected",
  completed: "Completed",
  cancelled: "Cancelled",
  no_show: "No-show",
};

export const APPOINTMENT_STATUS_OPTIONS: readonly Option[] = APPOINTMENT_STATUSES.map((value) => ({
  value,
  label: APPOINTMENT_STATUS_LABELS[value],
}));

/** Where a confirmed prescription goes. */
export const PRESCRIPTION_DESTINATION_OPTIONS: readonly Option[] = [
  { value: "pharmacy", label: "Hospital Pharmacy" },
  { value: "external-pharmacy", label: "External Pharmacy" },
  { value: "patient", label: "Send to Patient" },
  { value: "lab", label: "Laboratory" },
];

export const isActiveStatus = (status: string) => (ACTIVE_APPOINTMENT_STATUSES as readonly string[]).includes(status);
