import { z } from "zod";

import { COUNTRY_NAMES, findCountry } from "@/lib/constants/countries";
import { BLOOD_TYPE_OPTIONS, MARITAL_STATUS_OPTIONS, RELATIONSHIP_OPTIONS } from "@/lib/constants/patient";

import { isCalendarDate, optionalText, optionField, safeString } from "./fields";

// Field builders shared by the three patient forms (self-registration wizard, staff dialog,
// hospital-side page) and the staff edit, and the one normalised input they all produce.

export { isCalendarDate } from "./fields";

/** Date of birth: required (with the form's message), a real day, not in the future, not before 1900. */
export function dateOfBirthField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .refine(isCalendarDate, { error: "Please enter a valid date of birth" })
    .refine((v) => v >= "1900-01-01", { error: "Please enter a valid date of birth" })
    // Compared with tomorrow in UTC so that a birth today anywhere on earth is accepted.
    .refine((v) => v <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), {
      error: "Date of birth cannot be in the future",
    });
}

/** Required text with one message for missing, blank or too short. */
export function requiredText(message: string, min = 1, max = 200) {
  return safeString({ error: message }).trim().min(min, { error: message }).max(max, { error: `Must be at most ${max} characters` });
}

/** Optional email: blank becomes undefined, anything else must be valid. */
export function optionalEmail(message: string) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .nullish()
    .transform((v) => v || undefined)
    .pipe(z.email({ error: message }).max(254, { error: message }).optional());
}

/** One of the 16 countries, by name or ISO code; stored by name (API.md "Field values"). */
export function countryField(message: string) {
  return z.string({ error: message }).transform((raw, ctx) => {
    const country = findCountry(raw);
    if (!country) {
      ctx.addIssue({ code: "custom", message: raw.trim() ? `Please choose one of: ${COUNTRY_NAMES.join(", ")}` : message });
      return z.NEVER;
    }
    return country.name;
  });
}

/** An optional choice: blank, null and missing become undefined, anything else must be an option. */
export function optionalOption(options: Parameters<typeof optionField>[0], message: string) {
  return z
    .string()
    .nullish()
    .transform((v) => (v && v.trim() ? v : undefined))
    .pipe(optionField(options, message).optional());
}

export const bloodTypeField = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() ? v.trim().toUpperCase() : undefined))
  .pipe(optionField(BLOOD_TYPE_OPTIONS, "Please select a valid blood type").optional());

export const maritalStatusField = optionalOption(MARITAL_STATUS_OPTIONS, "Please select a valid marital status");
export const relationshipField = (message: string) => optionField(RELATIONSHIP_OPTIONS, message);
export const optionalRelationshipField = optionalOption(RELATIONSHIP_OPTIONS, "Please select a valid relationship");

/** Height (cm) or weight (kg): a number or numeric text; blank becomes undefined (stored null). */
export function measurementField(message: string, max: number) {
  return z
    .union([z.string(), z.number()], { error: message })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || String(value).trim() === "") return undefined;
      const n = Number(String(value).trim());
      if (!Number.isFinite(n) || n <= 0 || n >= max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return Math.round(n * 10) / 10;
    });
}

export const heightField = measurementField("Height must be a number of centimetres between 1 and 299", 300);
export const weightField = measurementField("Weight must be a number of kilograms between 1 and 699", 700);

/** An identity document number: trimmed, upper-cased, blank becomes undefined. */
export const documentNumberField = z
  .string()
  .trim()
  .max(50, { error: "Must be at most 50 characters" })
  .nullish()
  .transform((v) => (v ? v.toUpperCase() : undefined));

export const shortText = optionalText(200);
export const longText = optionalText(2000);

export type InsuranceInfo = { provider?: string; policyNumber?: string; groupId?: string };
export type BiometricInfo = { fingerprintCaptured: boolean; photoCaptured: boolean; consentTimestamp: string };

/**
 * What every patient form becomes after validation: the service stores this, whatever form it
 * came from. Missing optional fields are undefined (stored null).
 */
export type PatientInput = {
  firstName: string;
  lastName: string;
  middleName?: string;
  dateOfBirth: string;
  gender: string;
  nationality?: string;
  countryOfOrigin: string;
  nationalId?: string;
  passportNumber?: string;
  phone: string;
  email?: string;
  address: string;
  city?: string;
  state?: string;
  postalCode?: string;
  languagePreference?: string;
  maritalStatus?: string;
  occupation?: string;
  emergencyContact: string;
  emergencyPhone: string;
  emergencyRelationship?: string;
  nextOfKin?: string;
  nextOfKinPhone?: string;
  religiousAffiliation?: string;
  bloodType?: string;
  height?: number;
  weight?: number;
  allergies?: string;
  medicalHistory?: string;
  currentMedications?: string;
  chronicConditions?: string;
  insurance: InsuranceInfo | null;
  consentToTreatment: boolean;
  dataPrivacyConsent: boolean;
  biometricConsent: boolean;
  biometric: BiometricInfo | null;
};
