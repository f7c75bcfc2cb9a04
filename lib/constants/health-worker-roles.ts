import { HEALTH_WORKER_ROLES } from "@/lib/db/schema/enums";

import type { Option } from "./staff";

// The one vocabulary of health worker roles (issue 14, item 2). The specification has three lists:
// the public registration's labels ('Nurse', 'Laboratory Technician', …), the directory filter's
// codes (nurse, clinical_officer, midwife, …) and the hospital-side form's codes (lab-technician,
// administrative, …). Each role has one stored code (lower case, hyphens: the database's check
// constraint, HEALTH_WORKER_ROLES) and one label; the other spellings of the lists are aliases,
// so every registered worker is found by the directory filter, whichever form registered them.

export type HealthWorkerRole = (typeof HEALTH_WORKER_ROLES)[number];

/** The label of every stored role code (exhaustive: a new code in enums.ts needs its label here). */
export const HEALTH_WORKER_ROLE_LABELS = {
  nurse: "Nurse",
  technician: "Technician",
  radiologist: "Radiologist",
  pharmacist: "Pharmacist",
  therapist: "Therapist",
  "lab-technician": "Laboratory Technician",
  administrative: "Administrative Staff",
  maintenance: "Maintenance",
  security: "Security",
  other: "Other",
  "physical-therapist": "Physical Therapist",
  nutritionist: "Nutritionist",
  "social-worker": "Social Worker",
  "emergency-medical-technician": "Emergency Medical Technician",
  "clinical-officer": "Clinical Officer",
  physiotherapist: "Physiotherapist",
  radiographer: "Radiographer",
  midwife: "Midwife",
  "public-health-officer": "Public Health Officer",
  "community-health-worker": "Community Health Worker",
  "medical-assistant": "Medical Assistant",
  "anesthesia-technician": "Anesthesia Technician",
  "dental-technician": "Dental Technician",
  optometrist: "Optometrist",
} as const satisfies Record<HealthWorkerRole, string>;

/**
 * Other spellings of a role: the directory filter's `laboratory_technician`, the hospital form's
 * former labels ('Lab Technician', 'Administrative') and common abbreviations. Keys are normalised
 * (see `normaliseRoleText`).
 */
const ALIASES: Readonly<Record<string, HealthWorkerRole>> = {
  "lab-technician": "lab-technician",
  "laboratory-technician": "lab-technician",
  "lab-tech": "lab-technician",
  administrative: "administrative",
  "administrative-staff": "administrative",
  admin: "administrative",
  emt: "emergency-medical-technician",
  "physical-therapy": "physical-therapist",
  "anaesthesia-technician": "anesthesia-technician",
};

/** Lower case, spaces and underscores as hyphens: "Laboratory Technician" → "laboratory-technician". */
export function normaliseRoleText(text: string): string {
  return text.trim().toLowerCase().replace(/[\s_]+/g, "-");
}

const BY_TEXT: ReadonlyMap<string, HealthWorkerRole> = new Map<string, HealthWorkerRole>([
  ...HEALTH_WORKER_ROLES.map((code) => [code, code] as const),
  ...HEALTH_WORKER_ROLES.map((code) => [normaliseRoleText(HEALTH_WORKER_ROLE_LABELS[code]), code] as const),
  ...Object.entries(ALIASES),
]);

/**
 * The stored code of a role written any way the forms, the filter or an API client write it:
 * the code, the code with underscores or spaces, the label or an alias, in any case. Null when
 * it names no role.
 */
export function parseHealthWorkerRole(text: string | null | undefined): HealthWorkerRole | null {
  if (typeof text !== "string") return null;
  return BY_TEXT.get(normaliseRoleText(text)) ?? null;
}

/** The label of a stored role; an unknown code is shown in words ("new-role" → "New Role"). */
export function roleLabel(role: string | null | undefined): string {
  if (!role) return "";
  const code = parseHealthWorkerRole(role);
  if (code) return HEALTH_WORKER_ROLE_LABELS[code];
  return role
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

const option = (code: HealthWorkerRole): Option => ({ value: code, label: HEALTH_WORKER_ROLE_LABELS[code] });

/** The public registration's list (specification 001 section 3), in its order. */
export const PUBLIC_REGISTRATION_ROLES = [
  "nurse",
  "technician",
  "pharmacist",
  "radiologist",
  "lab-technician",
  "physical-therapist",
  "nutritionist",
  "social-worker",
  "administrative",
  "emergency-medical-technician",
  "other",
] as const satisfies readonly HealthWorkerRole[];

/** The hospital-side form's list (specification 000 section 3), in its order. */
export const HOSPITAL_FORM_ROLES = [
  "nurse",
  "technician",
  "radiologist",
  "pharmacist",
  "therapist",
  "lab-technician",
  "administrative",
  "maintenance",
  "security",
  "other",
] as const satisfies readonly HealthWorkerRole[];

/** The directory filter's codes (specification 001 section 3), every one a stored role or an alias of one. */
export const DIRECTORY_FILTER_CODES = [
  "nurse",
  "clinical_officer",
  "laboratory_technician",
  "pharmacist",
  "physiotherapist",
  "radiographer",
  "midwife",
  "public_health_officer",
  "community_health_worker",
  "medical_assistant",
  "anesthesia_technician",
  "dental_technician",
  "optometrist",
  "nutritionist",
] as const;

export const PUBLIC_REGISTRATION_ROLE_OPTIONS: readonly Option[] = PUBLIC_REGISTRATION_ROLES.map(option);
export const HOSPITAL_FORM_ROLE_OPTIONS: readonly Option[] = HOSPITAL_FORM_ROLES.map(option);

/** Every role, by label: the directory's role filter (so that no registered worker is unfindable). */
export const ALL_ROLE_OPTIONS: readonly Option[] = [...HEALTH_WORKER_ROLES]
  .map(option)
  .sort((a, b) => a.label.localeCompare(b.label, "en"));

/**
 * Roles the directory filter treats as one profession: the filter code `physiotherapist` of the
 * specification also finds the public form's 'Physical Therapist', and the other way round.
 */
const SAME_PROFESSION: readonly (readonly HealthWorkerRole[])[] = [["physiotherapist", "physical-therapist"]];

/** The stored codes a directory role filter matches. */
export function roleFilterCodes(role: HealthWorkerRole): HealthWorkerRole[] {
  return [...(SAME_PROFESSION.find((group) => group.includes(role)) ?? [role])];
}
