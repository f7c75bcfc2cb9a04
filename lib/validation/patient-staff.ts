import { z } from "zod";

import { STAFF_GENDER_OPTIONS } from "@/lib/constants/patient";
import { VERIFICATION_STATUSES } from "@/lib/db/schema/enums";

import { optionField, optionalText, textAtLeast } from "./fields";
import {
  bloodTypeField,
  countryField,
  dateOfBirthField,
  documentNumberField,
  heightField,
  longText,
  maritalStatusField,
  shortText,
  optionalEmail,
  optionalRelationshipField,
  requiredText,
  weightField,
  type PatientInput,
} from "./patient-fields";

// Staff registration of a patient (hospital specification section 5, "Patient registration
// (staff form)"): the 'Add New Patient' dialog on /patients, and its second variant on the
// hospital-side /register-patient page. Field order follows the specification's messages.

const names = {
  firstName: textAtLeast(2, "First name must be at least 2 characters", 100),
  lastName: textAtLeast(2, "Last name must be at least 2 characters", 100),
};

/** Optional fields either staff form may send (the dialog and page show a subset). */
const optionalFields = {
  email: optionalEmail("Invalid email address"),
  middleName: optionalText(100),
  nationalId: documentNumberField,
  passportNumber: documentNumberField,
  bloodType: bloodTypeField,
  allergies: longText,
  medicalHistory: longText,
  currentMedications: longText,
  chronicConditions: longText,
  emergencyRelationship: optionalRelationshipField,
  height: heightField,
  weight: weightField,
  maritalStatus: maritalStatusField,
  occupation: optionalText(100),
  languagePreference: optionalText(50),
  postalCode: optionalText(20),
  nextOfKin: optionalText(100),
  nextOfKinPhone: optionalText(30),
  religiousAffiliation: optionalText(100),
};

/** The 'Register New Patient' dialog on /patients (the first variant). */
export const staffPatientDialogSchema = z.object({
  ...names,
  dateOfBirth: dateOfBirthField("Date of birth is required"),
  gender: optionField(STAFF_GENDER_OPTIONS, "Gender is required"),
  phone: requiredText("Phone number is required", 1, 30),
  address: requiredText("Address is required", 1, 300),
  city: requiredText("City is required", 1, 100),
  state: requiredText("State is required", 1, 100),
  countryOfOrigin: countryField("Country of origin is required"),
  nationality: requiredText("Nationality is required", 1, 100),
  emergencyContact: requiredText("Emergency contact is required", 1, 100),
  emergencyPhone: requiredText("Emergency phone is required", 1, 30),
  ...optionalFields,
});

/** The hospital-side /register-patient page (the second variant): no city, state or nationality. */
export const staffPatientPageSchema = z.object({
  ...names,
  dateOfBirth: dateOfBirthField("Date of birth is required"),
  gender: optionField(STAFF_GENDER_OPTIONS, "Gender is required"),
  countryOfOrigin: countryField("Country of origin is required"),
  phone: textAtLeast(10, "Phone number must be at least 10 characters", 30),
  address: textAtLeast(10, "Please provide a complete address", 300),
  emergencyContact: textAtLeast(2, "Emergency contact name is required", 100),
  emergencyPhone: textAtLeast(10, "Emergency phone must be at least 10 characters", 30),
  city: optionalText(100),
  state: optionalText(100),
  nationality: optionalText(100),
  ...optionalFields,
});

type StaffParsed = z.output<typeof staffPatientDialogSchema> | z.output<typeof staffPatientPageSchema>;

/** Staff forms carry no consents or insurance: consent is recorded at the desk, insurance later. */
function toPatientInput(parsed: StaffParsed): PatientInput {
  return {
    ...parsed,
    insurance: null,
    consentToTreatment: true,
    dataPrivacyConsent: true,
    biometricConsent: false,
    biometric: null,
  };
}

const DIALOG_ONLY_FIELDS = ["city", "state", "nationality"] as const;

/**
 * POST /api/patients with a staff session: the page's form has no city, state or nationality,
 * so a body naming any of them is the dialog's form and is held to the dialog's rules.
 */
export function parseStaffPatient(body: unknown): PatientInput {
  const record = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const isDialog = DIALOG_ONLY_FIELDS.some((key) => key in record);
  return toPatientInput(isDialog ? staffPatientDialogSchema.parse(record) : staffPatientPageSchema.parse(record));
}

/**
 * In an update a blank optional field clears it (null); absent leaves it as it is. Nullable rather
 * than a union with null, so an invalid value answers the field's own message, not "Invalid input".
 */
function clearable<T extends z.ZodType>(field: T) {
  return z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), field.nullable());
}

const clearableOptionalFields = Object.fromEntries(
  Object.entries(optionalFields).map(([key, field]) => [key, clearable(field).optional()]),
) as { [K in keyof typeof optionalFields]: z.ZodOptional<z.ZodPipe<z.ZodTransform, z.ZodNullable<(typeof optionalFields)[K]>>> };

/**
 * The insurance on file, as the self-registration wizard takes it: null, or every part blank,
 * removes it; a part left blank is stored as absent.
 */
const insuranceUpdate = z
  .object({ provider: shortText, policyNumber: shortText, groupId: shortText }, { error: "Insurance must be provider, policy number and group ID" })
  .nullable()
  .transform((value) => (value && (value.provider || value.policyNumber || value.groupId) ? value : null));

/**
 * PATCH /api/patients/{id} (added): the dialog's rules for every field sent, plus the status
 * and verification a hospital records. Absent fields stay as they are; a blank optional field
 * is cleared (null); a blank required field is refused with its message.
 */
export const updatePatientSchema = staffPatientDialogSchema
  .omit({ ...Object.fromEntries(Object.keys(optionalFields).map((k) => [k, true])) } as { [K in keyof typeof optionalFields]: true })
  .partial()
  .extend({
    ...clearableOptionalFields,
    insurance: insuranceUpdate.optional(),
    isActive: z.boolean({ error: "Status must be active or inactive" }).optional(),
    verificationStatus: z
      .enum(VERIFICATION_STATUSES, { error: "Verification status must be pending, verified or rejected" })
      .optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), { error: "Nothing to update" });

export type StaffPatientDialogValues = z.input<typeof staffPatientDialogSchema>;
export type StaffPatientPageValues = z.input<typeof staffPatientPageSchema>;
export type UpdatePatientInput = z.output<typeof updatePatientSchema>;
export type UpdatePatientFormValues = z.input<typeof updatePatientSchema>;
