import { REGISTRATION_STEPS, type RegisterHospitalFormValues } from "@/lib/validation/hospital";

export const STEP_TITLES = ["Basic Information", "Location", "Services Offered", "Departments"] as const;

export const STEP_COUNT = STEP_TITLES.length;

export const EMPTY_REGISTRATION: RegisterHospitalFormValues = {
  name: "",
  address: "",
  phone: "",
  email: "",
  website: "",
  licenseNumber: "",
  country: "",
  state: "",
  city: "",
  postalCode: "",
  servicesOffered: [],
  adminFirstName: "",
  adminLastName: "",
  adminEmail: "",
  adminPassword: "",
  confirmPassword: "",
  departments: [],
};

/**
 * The index of the first step holding one of `fields` (nested paths such as
 * "departments.0.name" count for their top-level field), or undefined when none does.
 */
export function firstStepWith(fields: readonly string[]): number | undefined {
  const topLevel = new Set(fields.map((field) => field.split(".")[0]));
  const index = REGISTRATION_STEPS.findIndex((stepFields) =>
    stepFields.some((field: string) => topLevel.has(field)),
  );
  return index === -1 ? undefined : index;
}

/** Whether `field` names a form field (or a path inside one) that the server may report on. */
export function isFormField(field: string): boolean {
  const top = field.split(".")[0];
  return REGISTRATION_STEPS.some((stepFields) => stepFields.some((name: string) => name === top));
}
