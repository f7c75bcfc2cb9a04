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

/** How an error summary names each field (the consents by what they agree to). */
const FIELD_LABELS: Record<string, string> = {
  firstName: "First name",
  middleName: "Middle name",
  lastName: "Last name",
  dateOfBirth: "Date of birth",
  gender: "Gender",
  nationality: "Nationality",
  countryOfOrigin: "Country of origin",
  nationalId: "National ID",
  passportNumber: "Passport number",
  phone: "Phone number",
  email: "Email",
  address: "Address",
  city: "City",
  state: "State/Province",
  postalCode: "Postal code",
  languagePreference: "Preferred language",
  maritalStatus: "Marital status",
  occupation: "Occupation",
  emergencyContact: "Emergency contact name",
  emergencyPhone: "Emergency contact phone",
  emergencyRelationship: "Relationship",
  nextOfKin: "Next of kin",
  nextOfKinPhone: "Next of kin phone",
  religiousAffiliation: "Religious affiliation",
  bloodType: "Blood type",
  height: "Height",
  weight: "Weight",
  allergies: "Allergies",
  medicalHistory: "Medical history",
  currentMedications: "Current medications",
  chronicConditions: "Chronic conditions",
  hasInsurance: "Health insurance",
  "insurance.provider": "Insurance provider",
  "insurance.policyNumber": "Policy number",
  "insurance.groupId": "Group ID",
  biometricConsent: "Biometric consent",
  biometric: "Biometric capture",
  consentToTreatment: "Consent to treatment",
  dataPrivacyConsent: "Data privacy consent",
};

/**
 * The fields of `paths` that the form shows, in screen order and each named once, as
 * { path, label, step }; paths the form does not hold are left out.
 */
export function problemFields(paths: readonly string[]): { path: string; label: string; step: number }[] {
  const problems: { path: string; label: string; step: number }[] = [];
  STEP_FIELDS.forEach((stepFields, step) => {
    for (const name of stepFields) {
      for (const path of paths.filter((p) => p.split(".")[0] === name)) {
        const label = FIELD_LABELS[path] ?? FIELD_LABELS[name];
        if (label && !problems.some((problem) => problem.label === label)) problems.push({ path, label, step });
      }
    }
  });
  return problems;
}

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
