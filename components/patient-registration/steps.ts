import { WIZARD_STEPS } from "@/lib/constants/patient";
import type { SelfRegistrationFormValues } from "@/lib/validation/patient-registration";

export const STEP_COUNT = WIZARD_STEPS.length;

/** The fields of each step, in the order they appear on screen. */
export const STEP_FIELDS: readonly (readonly (keyof SelfRegistrationFormValues)[])[] = [
  [
    "firstName",
    "middleName",
    "lastName",
    "dateOfBirth",
    "gender",
    "nationality",
    "countryOfOrigin",
    "nationalId",
    "passportNumber",
  ],
  ["phone", "email", "address", "city", "state", "postalCode", "languagePreference", "maritalStatus", "occupation"],
  ["emergencyContact", "emergencyPhone", "emergencyRelationship", "nextOfKin", "nextOfKinPhone", "religiousAffiliation"],
  [
    "bloodType",
    "height",
    "weight",
    "allergies",
    "chronicConditions",
    "currentMedications",
    "medicalHistory",
    "hasInsurance",
    "insurance",
  ],
  ["biometricConsent", "biometric", "consentToTreatment", "dataPrivacyConsent"],
];

export const EMPTY_REGISTRATION: SelfRegistrationFormValues = {
  firstName: "",
  lastName: "",
  middleName: "",
  dateOfBirth: "",
  gender: "",
  nationality: "",
  countryOfOrigin: "",
  nationalId: "",
  passportNumber: "",
  phone: "",
  email: "",
  address: "",
  city: "",
  state: "",
  postalCode: "",
  languagePreference: "",
  maritalStatus: "",
  occupation: "",
  emergencyContact: "",
  emergencyPhone: "",
  emergencyRelationship: "",
  nextOfKin: "",
  nextOfKinPhone: "",
  religiousAffiliation: "",
  bloodType: "",
  height: "",
  weight: "",
  allergies: "",
  medicalHistory: "",
  currentMedications: "",
  chronicConditions: "",
  hasInsurance: false,
  insurance: { provider: "", policyNumber: "", groupId: "" },
  biometricConsent: false,
  biometric: { fingerprintCaptured: false, photoCaptured: false },
  consentToTreatment: false,
  dataPrivacyConsent: false,
};

/**
 * The first of `paths` in screen order (nested paths such as "insurance.provider" sit where their
 * top-level field does), with its step; undefined when none names a form field.
 */
export function firstFieldWith(paths: readonly string[]): { step: number; path: string } | undefined {
  for (const [step, stepFields] of STEP_FIELDS.entries()) {
    for (const name of stepFields) {
      const path = paths.find((p) => p.split(".")[0] === name);
      if (path) return { step, path };
    }
  }
  return undefined;
}

/** The dotted paths of every message in a react-hook-form errors object. */
export function errorPaths(errors: object, prefix = ""): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (typeof value !== "object" || value === null || key === "ref") return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return "message" in value && typeof value.message === "string" ? [path] : errorPaths(value, path);
  });
}

/** The steps holding at least one of `paths`. */
export function stepsWith(paths: readonly string[]): Set<number> {
  const topLevel = new Set(paths.map((path) => path.split(".")[0]));
  const steps = new Set<number>();
  STEP_FIELDS.forEach((fields, step) => {
    if (fields.some((name) => topLevel.has(name))) steps.add(step);
  });
  return steps;
}
