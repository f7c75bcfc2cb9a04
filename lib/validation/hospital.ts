import { z } from "zod";

import { findCountry, isValidTimeZone } from "@/lib/constants/countries";
import { HOSPITAL_SERVICES } from "@/lib/constants/hospital";

import { strongPassword } from "./password";

// Hospital registration (specification sections 2 and 5; API.md POST /api/hospitals/register).
// One schema for the four-step wizard and the route handler, so every message is written once.

/** A trimmed string that must not be blank; `message` also covers a missing or non-string value. */
function requiredText(message: string, max: number, maxMessage: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: maxMessage });
}

/** A trimmed optional string; blank, null and missing all become undefined. */
function optionalText(max: number, maxMessage: string) {
  return z
    .string()
    .trim()
    .max(max, { error: maxMessage })
    .nullish()
    .transform((value) => value || undefined);
}

function emailAddress() {
  const message = "Please enter a valid email address";
  return z.string({ error: message }).trim().toLowerCase().pipe(z.email({ error: message }).max(254, { error: message }));
}

const websiteMessage = "Please enter a valid website URL";

// NOTE: a bare domain ("www.example.org") is accepted and stored with https:// in front,
// since that is how most people type a website address.
const website = z
  .string({ error: websiteMessage })
  .trim()
  .nullish()
  .transform((value) => {
    if (!value) return undefined;
    return /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  })
  .pipe(
    z
      .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: websiteMessage })
      .max(2048, { error: websiteMessage })
      .optional(),
  );

// Countries are sent by name, as the form lists them; any case is accepted and stored canonically.
const country = requiredText("Country is required", 100, "Please select a valid country")
  // A blank value already reports 'Country is required'.
  .refine((value) => value === "" || findCountry(value) !== undefined, { error: "Please select a valid country" })
  .transform((value) => findCountry(value)?.name ?? value);

const timezone = z
  .string({ error: "Invalid time zone" })
  .trim()
  .nullish()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || isValidTimeZone(value), { error: "Invalid time zone" });

const servicesOffered = z
  .array(z.enum(HOSPITAL_SERVICES, { error: "Please select a valid service" }), {
    error: "Please select at least one service",
  })
  .min(1, { error: "Please select at least one service" })
  .transform((services) => [...new Set(services)]);

// The administrator password rule is the rule of every account (lib/validation/password.ts).
const adminPassword = strongPassword;

export const departmentInputSchema = z.object({
  name: requiredText("Department name is required", 100, "Department name must be at most 100 characters"),
  description: optionalText(500, "Department description must be at most 500 characters"),
});

// A department named twice (in any case) is kept once, as the wizard ignores a repeated name.
const departments = z
  .array(departmentInputSchema, { error: "Please add at least one department" })
  .min(1, { error: "Please add at least one department" })
  .max(50, { error: "Please add at most 50 departments" })
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((department) => {
      const key = department.name.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

/** A person's name of 2 to 100 characters after trimming. */
function personName(label: string) {
  const message = `${label} must be at least 2 characters`;
  return z
    .string({ error: message })
    .trim()
    .min(2, { error: message })
    .max(100, { error: `${label} must be at most 100 characters` });
}

// NOTE: API.md's body predates the administrator's names, so the API takes them as optional
// (blank, null and missing all mean "not given"); the wizard requires them (registerHospitalFormSchema).
function optionalPersonName(label: string) {
  return z
    .string({ error: `${label} must be at least 2 characters` })
    .nullish()
    .transform((value) => value?.trim() || undefined)
    .pipe(personName(label).optional());
}

const registrationFields = {
  name: requiredText("Hospital name is required", 200, "Hospital name must be at most 200 characters"),
  address: requiredText("Address is required", 500, "Address must be at most 500 characters"),
  phone: requiredText("Phone number is required", 30, "Phone number must be at most 30 characters"),
  email: emailAddress(),
  website,
  licenseNumber: requiredText("License number is required", 100, "License number must be at most 100 characters"),
  country,
  state: requiredText("State/Province is required", 100, "State/Province must be at most 100 characters"),
  city: requiredText("City is required", 100, "City must be at most 100 characters"),
  postalCode: optionalText(20, "Postal code must be at most 20 characters"),
  timezone,
  servicesOffered,
  adminFirstName: optionalPersonName("First name"),
  adminLastName: optionalPersonName("Last name"),
  adminEmail: emailAddress(),
  adminPassword,
  confirmPassword: z.string({ error: "Passwords do not match" }),
  departments,
};

const passwordsMatch = (values: { adminPassword: string; confirmPassword: string }) =>
  values.adminPassword === values.confirmPassword;

const passwordsMatchOptions = {
  error: "Passwords do not match",
  path: ["confirmPassword"],
  // Compare whenever both passwords are strings, even while other fields (other wizard steps) are invalid.
  when: (payload: { value: unknown }) => {
    const value = payload.value as { adminPassword?: unknown; confirmPassword?: unknown } | null;
    return typeof value?.adminPassword === "string" && typeof value?.confirmPassword === "string";
  },
};

/** POST /api/hospitals/register: the administrator's names are optional for API clients. */
export const registerHospitalSchema = z.object(registrationFields).refine(passwordsMatch, passwordsMatchOptions);

/** The wizard: the same rules, and the administrator's first and last names are required. */
export const registerHospitalFormSchema = z
  .object({ ...registrationFields, adminFirstName: personName("First name"), adminLastName: personName("Last name") })
  .refine(passwordsMatch, passwordsMatchOptions);

/** What the service receives: trimmed, lower-cased emails, blank optionals removed. */
export type RegisterHospitalInput = z.infer<typeof registerHospitalSchema>;
/** What an API client sends. */
export type RegisterHospitalBody = z.input<typeof registerHospitalSchema>;
/** What the wizard's fields hold before validation. */
export type RegisterHospitalFormValues = z.input<typeof registerHospitalFormSchema>;
/** What the wizard submits: a RegisterHospitalInput with the administrator's names given. */
export type RegisterHospitalFormInput = z.infer<typeof registerHospitalFormSchema>;
export type DepartmentInput = z.infer<typeof departmentInputSchema>;

type RegisterHospitalField = keyof RegisterHospitalFormValues;

/** The fields each wizard step validates before Next moves on (index 0 is step 1). */
export const REGISTRATION_STEPS = [
  [
    "name",
    "address",
    "phone",
    "email",
    "website",
    "licenseNumber",
    "adminFirstName",
    "adminLastName",
    "adminEmail",
    "adminPassword",
    "confirmPassword",
  ],
  ["country", "state", "city", "postalCode"],
  ["servicesOffered"],
  ["departments"],
] as const satisfies readonly (readonly RegisterHospitalField[])[];
