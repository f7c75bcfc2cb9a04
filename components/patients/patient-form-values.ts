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

/** The edit page: the dialog's fields, the passport number, and the hospital's status fields. */
export const EDIT_FIELDS = [...DIALOG_FIELDS, "passportNumber", "isActive", "verificationStatus"] as const;

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
  [K in (typeof DIALOG_FIELDS)[number] | "passportNumber"]: string | null;
} & { isActive: boolean; verificationStatus: string };

export function toEditValues(patient: EditablePatient): UpdatePatientFormValues {
  const text = Object.fromEntries([...DIALOG_FIELDS, "passportNumber"].map((key) => [key, patient[key as keyof EditablePatient] ?? ""]));
  return { ...text, isActive: patient.isActive, verificationStatus: patient.verificationStatus } as UpdatePatientFormValues;
}
