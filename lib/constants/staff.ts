// Staff enumerations of the hospital-side forms (specification section 3).

import { HOSPITAL_FORM_ROLE_OPTIONS } from "./health-worker-roles";

export type Option = { value: string; label: string };

/** The 20 doctor specializations, stored as written here. */
export const DOCTOR_SPECIALIZATIONS = [
  "Cardiology",
  "Neurology",
  "Orthopedics",
  "Pediatrics",
  "Obstetrics & Gynecology",
  "Surgery",
  "Internal Medicine",
  "Radiology",
  "Emergency Medicine",
  "Anesthesiology",
  "Pathology",
  "Dermatology",
  "ENT",
  "Ophthalmology",
  "Urology",
  "Psychiatry",
  "Oncology",
  "Endocrinology",
  "Gastroenterology",
  "Pulmonology",
] as const;

/**
 * Roles offered by the hospital-side health worker form (stored lower case), with the labels of
 * the one role vocabulary (lib/constants/health-worker-roles.ts).
 */
export const HOSPITAL_WORKER_ROLE_OPTIONS: readonly Option[] = HOSPITAL_FORM_ROLE_OPTIONS;

export const EMPLOYMENT_TYPE_OPTIONS: readonly Option[] = [
  { value: "full-time", label: "Full-time" },
  { value: "part-time", label: "Part-time" },
  { value: "contract", label: "Contract" },
  { value: "temporary", label: "Temporary" },
  { value: "volunteer", label: "Volunteer" },
];

export const SHIFT_OPTIONS: readonly Option[] = [
  { value: "morning", label: "Morning (6 AM-2 PM)" },
  { value: "afternoon", label: "Afternoon (2 PM-10 PM)" },
  { value: "night", label: "Night (10 PM-6 AM)" },
  { value: "rotating", label: "Rotating" },
  { value: "on-call", label: "On-call" },
];

/** The label of a stored value, or the value itself when it is not among the options. */
export function optionLabel(options: readonly Option[], value: string | null | undefined): string {
  if (!value) return "";
  return options.find((o) => o.value === value)?.label ?? value;
}
