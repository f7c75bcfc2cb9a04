import { z } from "zod";

import { WIZARD_GENDER_OPTIONS } from "@/lib/constants/patient";

import { optionField, optionalText } from "./fields";
import {
  bloodTypeField,
  countryField,
  dateOfBirthField,
  documentNumberField,
  heightField,
  longText,
  maritalStatusField,
  relationshipField,
  requiredText,
  shortText,
  weightField,
  type PatientInput,
} from "./patient-fields";

// The self-registration wizard (public specification sections 2, 3 and 5; API.md POST
// /api/patients without a staff session). Checked on final submit only. Field order follows the
// specification's list of messages, so the first message answered is the first field's.

const consent = (message: string) =>
  z.boolean({ error: message }).refine((v) => v === true, { error: message });

const insuranceSchema = z
  .object({ provider: shortText, policyNumber: shortText, groupId: shortText })
  .nullish();

const biometricSchema = z
  .object({
    fingerprintCaptured: z.boolean().optional().default(false),
    photoCaptured: z.boolean().optional().default(false),
  })
  .nullish();

export const selfRegistrationSchema = z
  .object({
    firstName: requiredText("First name is required", 1, 100),
    lastName: requiredText("Last name is required", 1, 100),
    dateOfBirth: dateOfBirthField("Date of birth is required"),
    gender: optionField(WIZARD_GENDER_OPTIONS, "Gender is required"),
    nationality: requiredText("Nationality is required", 1, 100),
    countryOfOrigin: countryField("Country of origin is required"),
    phone: requiredText("Phone number is required", 1, 30),
    email: z
      .string({ error: "Valid email is required" })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: "Valid email is required" }).max(254, { error: "Valid email is required" })),
    address: requiredText("Address is required", 1, 300),
    city: requiredText("City is required", 1, 100),
    state: requiredText("State/Province is required", 1, 100),
    emergencyContact: requiredText("Emergency contact name is required", 1, 100),
    emergencyPhone: requiredText("Emergency contact phone is required", 1, 30),
    emergencyRelationship: relationshipField("Relationship is required"),
    consentToTreatment: consent("Consent to treatment is required"),
    dataPrivacyConsent: consent("Data privacy consent is required"),

    middleName: optionalText(100),
    nationalId: documentNumberField,
    passportNumber: documentNumberField,
    postalCode: optionalText(20),
    languagePreference: optionalText(50),
    maritalStatus: maritalStatusField,
    occupation: optionalText(100),
    nextOfKin: optionalText(100),
    nextOfKinPhone: optionalText(30),
    religiousAffiliation: optionalText(100),
    bloodType: bloodTypeField,
    height: heightField,
    weight: weightField,
    allergies: longText,
    medicalHistory: longText,
    currentMedications: longText,
    chronicConditions: longText,
    hasInsurance: z.boolean().optional().default(false),
    insurance: insuranceSchema,
    biometricConsent: z.boolean().optional().default(false),
    biometric: biometricSchema,
  })
  .transform(({ hasInsurance, insurance, biometric, ...rest }): PatientInput => {
    const hasDetails = insurance && (insurance.provider || insurance.policyNumber || insurance.groupId);
    return {
      ...rest,
      // Insurance only when the patient says they have it; biometric info only with consent,
      // stamped with the server's time of consent.
      insurance: hasInsurance && hasDetails ? insurance : null,
      biometric: rest.biometricConsent
        ? {
            fingerprintCaptured: biometric?.fingerprintCaptured ?? false,
            photoCaptured: biometric?.photoCaptured ?? false,
            consentTimestamp: new Date().toISOString(),
          }
        : null,
    };
  });

export type SelfRegistrationFormValues = z.input<typeof selfRegistrationSchema>;
