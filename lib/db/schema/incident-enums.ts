// The enumerations and text limits of incident reports, free of any database import so that the
// browser's form (lib/validation/incident.ts) can use them; the check constraints use the same.

/** The categories; each matches an incident type of the WHO ICPS (see INCIDENT_CATEGORY_OPTIONS). */
export const INCIDENT_CATEGORIES = ["medication", "fall", "infection", "procedure", "equipment", "diagnosis", "communication", "other"] as const;
export const INCIDENT_HARM_LEVELS = ["near_miss", "no_harm", "harm", "severe_harm", "death"] as const;
export const INCIDENT_STATUSES = ["reported", "under_review", "action_taken", "closed"] as const;
/** Harm levels that notify every active administrator of the hospital at once. */
export const SEVERE_HARM_LEVELS = ["severe_harm", "death"] as const;

/** Text limits, shared by the check constraints and lib/validation/incident.ts. */
export const INCIDENT_LIMITS = {
  place: { min: 2, max: 200 },
  description: { min: 10, max: 4000 },
  peopleInvolved: 1000,
  immediateAction: 2000,
  note: 2000,
} as const;
