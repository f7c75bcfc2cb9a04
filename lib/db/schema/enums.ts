// Enumerations stored in lower case (API.md "Field values"); the check constraints use them.

export const USER_ROLES = ["hospital_admin", "doctor", "patient", "system_admin", "user"] as const;
export const SUBSCRIPTION_STATUSES = ["trial", "basic", "premium", "enterprise", "expired"] as const;
export const PLANS = ["basic", "premium", "enterprise"] as const;
export const PAYMENT_STATUSES = ["pending", "paid", "failed", "refunded", "cancelled"] as const;
export const GENDERS = ["male", "female", "other", "prefer_not_to_say"] as const;
export const MARITAL_STATUSES = ["single", "married", "divorced", "widowed", "separated"] as const;
export const RELATIONSHIPS = ["spouse", "parent", "child", "sibling", "friend", "other"] as const;
export const BLOOD_TYPES = ["A+", "A-", "B+", "B-", "AB+", "AB-", "O+", "O-"] as const;
export const REGISTRATION_SOURCES = ["self", "hospital"] as const;
export const VERIFICATION_STATUSES = ["pending", "verified", "rejected"] as const;
export const APPOINTMENT_STATUSES = ["scheduled", "accepted", "rejected", "completed", "cancelled", "no_show"] as const;
export const ACTIVE_APPOINTMENT_STATUSES = ["scheduled", "accepted"] as const;
export const PRESCRIPTION_DESTINATIONS = ["pharmacy", "external-pharmacy", "patient", "lab"] as const;
export const TASK_PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export const TASK_STATUSES = ["pending", "in_progress", "completed", "cancelled"] as const;
export const EMPLOYMENT_TYPES = ["full-time", "part-time", "contract", "temporary", "volunteer", "internship"] as const;
export const SHIFTS = ["morning", "afternoon", "night", "rotating", "on-call"] as const;
export const EMPLOYMENT_STATUSES = ["employed", "unemployed"] as const;
export const EMPLOYMENT_REQUEST_STATUSES = ["pending", "accepted", "rejected", "withdrawn", "expired"] as const;
export const ANNOUNCEMENT_LEVELS = ["info", "warning", "critical"] as const;
export const URGENCY_LEVELS = ["high", "medium", "low"] as const;
export const SESSION_TIMEOUT_HOURS = [1, 8, 24, 168] as const;
/** Hospital-side roles, the public form's roles and the directory filter's, normalised to one vocabulary. */
export const HEALTH_WORKER_ROLES = [
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
  "physical-therapist",
  "nutritionist",
  "social-worker",
  "emergency-medical-technician",
  "clinical-officer",
  "physiotherapist",
  "radiographer",
  "midwife",
  "public-health-officer",
  "community-health-worker",
  "medical-assistant",
  "anesthesia-technician",
  "dental-technician",
  "optometrist",
] as const;
// Patient bills (lib/db/schema/billing.ts).
export const PRICE_LIST_KINDS = ["consultation", "service"] as const;
export const BILL_STATUSES = ["open", "partly_paid", "paid", "void"] as const;
export const BILL_PAYMENT_METHODS = ["cash", "mobile_money", "card", "insurance"] as const;
