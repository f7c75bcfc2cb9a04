import type {
  StaffPatientDialogValues,
  StaffPatientPageValues,
  UpdatePatientFormValues,
} from "@/lib/validation/patient-staff";

// The fields each staff patient form shows and sends, and its empty values. The server tells the
// two registration variants apart by the dialog-only keys (city, state, nationality), so the
// page's form must never send them.

export const DIALOG_FIELDS = [
  "firstName",
  "lastName",
  "dateOfBirth",
  "gender",
  "phone",
  "email",
  "address",
  "city",
  "state",
  "countryOfOrigin",
  "nationality",
  "emergencyContact",
  "emergencyPhone",
  "nationalId",
  "bloodType",
  "allergies",
  "medicalHistory",
] as const;

export const PAGE_FIELDS = [
  "firstName",
  "lastName",
  "dateOfBirth",
  "gender",
  "countryOfOrigin",
  "phone",
  "email",
  "address",
  "emergencyContact",
  "emergencyPhone",
  "nationalId",
  "passportNumber",
  "bloodType",
  "allergies",
  "medicalHistory",
] as const;

/** Text fields only the edit page shows: the rest of what the patient's record holds. */
const EDIT_TEXT_FIELDS = [
  "middleName",
  "passportNumber",
  "maritalStatus",
  "occupation",
  "languagePreference",
  "religiousAffiliation",
  "postalCode",
  "emergencyRelationship",
  "nextOfKin",
  "nextOfKinPhone",
  "chronicConditions",
  "currentMedications",
] as const;

/** The edit page: every field the record shows, and the hospital's status fields. */
export const EDIT_FIELDS = [...DIALOG_FIELDS, ...EDIT_TEXT_FIELDS, "height", "weight", "insurance", "isActive", "verificationStatus"] as const;

/** Where the server's per-field messages may land on the edit form (insurance by its parts). */
export const EDIT_ERROR_FIELDS = [...EDIT_FIELDS, "insurance.provider", "insurance.policyNumber", "insurance.groupId"] as const;

export const EMPTY_DIALOG_VALUES: StaffPatientDialogValues = {
  firstName: "",
  lastName: "",
  dateOfBirth: "",
  gender: "",
  phone: "",
  email: "",
  address: "",
  city: "",
  state: "",
  countryOfOrigin: "",
  nationality: "",
  emergencyContact: "",
  emergencyPhone: "",
  nationalId: "",
  bloodType: "",
  allergies: "",
  medicalHistory: "",
};

export const EMPTY_PAGE_VALUES: StaffPatientPageValues = {
  firstName: "",
  lastName: "",
  dateOfBirth: "",
  gender: "",
  countryOfOrigin: "",
  phone: "",
  email: "",
  address: "",
  emergencyContact: "",
  emergencyPhone: "",
  nationalId: "",
  passportNumber: "",
  bloodType: "",
  allergies: "",
  medicalHistory: "",
};

/** The stored patient as the edit form's values (null becomes blank). */
export type EditablePatient = {
  [K in (typeof DIALOG_FIELDS)[number] | (typeof EDIT_TEXT_FIELDS)[number]]: string | null;
} & {
  height: number | null;
  weight: number | null;
  insurance: { provider?: string; policyNumber?: string; groupId?: string } | null;
  isActive: boolean;
  verificationStatus: string;
};

export function toEditValues(patient: EditablePatient): UpdatePatientFormValues {
  const text = Object.fromEntries([...DIALOG_FIELDS, ...EDIT_TEXT_FIELDS].map((key) => [key, patient[key] ?? ""]));
  const measure = (value: number | null) => (value === null ? "" : String(value));
  const insurance = patient.insurance;
  return {
    ...text,
    height: measure(patient.height),
    weight: measure(patient.weight),
    insurance: { provider: insurance?.provider ?? "", policyNumber: insurance?.policyNumber ?? "", groupId: insurance?.groupId ?? "" },
    isActive: patient.isActive,
    verificationStatus: patient.verificationStatus,
  } as UpdatePatientFormValues;
}
