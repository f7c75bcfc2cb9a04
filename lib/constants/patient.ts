// Patient enumerations of the registration forms (public specification section 3; hospital
// specification section 3), stored lower case (API.md "Field values").

import { BLOOD_TYPES } from "@/lib/db/schema/enums";

import type { Option } from "./staff";

/** The self-registration wizard offers four genders. */
export const WIZARD_GENDER_OPTIONS: readonly Option[] = [
  { value: "male", label: "Male" },
  { value: "female", label: "Female" },
  { value: "other", label: "Other" },
  { value: "prefer_not_to_say", label: "Prefer not to say" },
];

/** The staff forms offer three. */
export const STAFF_GENDER_OPTIONS: readonly Option[] = WIZARD_GENDER_OPTIONS.slice(0, 3);

export const MARITAL_STATUS_OPTIONS: readonly Option[] = [
  { value: "single", label: "Single" },
  { value: "married", label: "Married" },
  { value: "divorced", label: "Divorced" },
  { value: "widowed", label: "Widowed" },
  { value: "separated", label: "Separated" },
];

export const RELATIONSHIP_OPTIONS: readonly Option[] = [
  { value: "spouse", label: "Spouse" },
  { value: "parent", label: "Parent" },
  { value: "child", label: "Child" },
  { value: "sibling", label: "Sibling" },
  { value: "friend", label: "Friend" },
  { value: "other", label: "Other" },
];

export const BLOOD_TYPE_OPTIONS: readonly Option[] = BLOOD_TYPES.map((t) => ({ value: t, label: t }));

/** The wizard's five steps (public specification section 2). */
export const WIZARD_STEPS = [
  "Personal Information",
  "Contact & Address",
  "Emergency Contacts",
  "Medical & Insurance",
  "Consent",
] as const;

/** After a successful self-registration the browser goes to the portal after this delay. */
export const REGISTRATION_REDIRECT_MS = 3000;

/** The portal shows this many recent appointments and medical records. */
export const PORTAL_RECENT_COUNT = 3;

/** The scheduling picker searches from this many characters and answers at most this many. */
export const PATIENT_SEARCH_MIN = 2;
export const PATIENT_SEARCH_MAX_RESULTS = 20;

/** Health number as the database's check constraint has it: UG-PAT-2026-001. */
export const HEALTH_NUMBER_PATTERN = /^[A-Z]{2}-PAT-[0-9]{4}-[0-9]{3,}$/;

/** Completed visits the portal's 'Rate Your Visits' card shows at first, and loads at a time. */
export const PORTAL_VISITS_PAGE = 5;
