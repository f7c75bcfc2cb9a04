import { z } from "zod";

import { parseHealthWorkerRole, type HealthWorkerRole } from "@/lib/constants/health-worker-roles";

import { emailField, optionalText, safeString, textAtLeast } from "./fields";
import { LANGUAGES_MESSAGE, newPasswordField, PASSWORDS_DIFFER, SKILLS_MESSAGE } from "./health-worker-profile";
import { dateOfBirthField } from "./patient-fields";

// The public health worker registration (specification 001 sections 2, 3 and 5; API.md POST
// /api/health-workers/public-register) and the directory's query (GET
// /api/health-workers/public-search). One schema for the form and the route.

export const ROLE_REQUIRED = "Role is required";
export const EXPERIENCE_MESSAGE = "Experience must be a valid positive number";
export const MAX_EXPERIENCE_YEARS = 80;

/** A role of the one vocabulary, sent as its code, label or an alias in any case; stored as the code. */
export function roleField(message: string) {
  return safeString({ error: message }).transform((raw, ctx): HealthWorkerRole => {
    const role = parseHealthWorkerRole(raw);
    if (!role) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return role;
  });
}

/**
 * Years of experience: typed in the form (text) or sent as a number; at least 0 (and at most 80,
 * the database's bound), a whole number.
 */
const experienceField = z
  .union([z.number({ error: EXPERIENCE_MESSAGE }), safeString({ error: EXPERIENCE_MESSAGE })], { error: EXPERIENCE_MESSAGE })
  .transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : value.trim();
    const years = typeof value === "number" ? value : /^[+]?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isFinite(years) || years < 0) {
      ctx.addIssue({ code: "custom", message: EXPERIENCE_MESSAGE });
      return z.NEVER;
    }
    if (!Number.isInteger(years)) {
      ctx.addIssue({ code: "custom", message: "Experience must be a whole number of years" });
      return z.NEVER;
    }
    if (years > MAX_EXPERIENCE_YEARS) {
      ctx.addIssue({ code: "custom", message: `Experience must be at most ${MAX_EXPERIENCE_YEARS} years` });
      return z.NEVER;
    }
    return years;
  });

/**
 * A list typed as comma-separated text (the form) or sent as an array (the API): trimmed, blanks
 * and repeats (any case) dropped; the list written out must reach `min` characters.
 */
function listField(min: number, message: string) {
  return z
    .union([safeString({ error: message }).transform((text) => text.split(",")), z.array(safeString({ error: message }), { error: message })], {
      error: message,
    })
    .transform((items) => {
      const seen = new Set<string>();
      return items.map((s) => s.trim()).filter((s) => s && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
    })
    .refine((items) => items.join(", ").length >= min, { error: message })
    .refine((items) => items.length <= 30 && items.every((s) => s.length <= 60), { error: "At most 30 entries of 60 characters each" });
}

const profileFields = {
  firstName: textAtLeast(2, "First name must be at least 2 characters", 100),
  lastName: textAtLeast(2, "Last name must be at least 2 characters", 100),
  email: emailField(),
  phone: textAtLeast(10, "Phone number must be at least 10 characters", 30),
  dateOfBirth: dateOfBirthField("Date of birth is required"),
  nationality: textAtLeast(2, "Nationality must be at least 2 characters", 100),
  address: textAtLeast(10, "Address must be at least 10 characters", 300),
  password: newPasswordField,
  role: roleField(ROLE_REQUIRED),
  specialization: optionalText(200),
  qualifications: textAtLeast(10, "Qualifications must be at least 10 characters", 1000),
  licenseNumber: textAtLeast(5, "License number must be at least 5 characters", 100),
  experienceYears: experienceField,
  skills: listField(5, SKILLS_MESSAGE),
  languages: listField(2, LANGUAGES_MESSAGE),
  emergencyContact: textAtLeast(10, "Emergency contact must be at least 10 characters", 100),
  emergencyRelationship: textAtLeast(2, "Emergency relationship must be at least 2 characters", 50),
  /** On unless the registrant turns it off (specification: default true). */
  isPublicProfile: z.boolean({ error: "Public profile must be on or off" }).default(true),
};

/** Whether the two passwords can be compared: both are strings (the password's own rules report the rest). */
const comparable = (value: unknown) => {
  const v = value as { password?: unknown; confirmPassword?: unknown };
  return typeof v?.password === "string" && typeof v?.confirmPassword === "string";
};

/**
 * The route's schema. `confirmPassword` is the form's own field (specification: client only); an
 * API client that sends it gets it checked.
 */
export const publicRegistrationSchema = z
  .object({ ...profileFields, confirmPassword: z.string({ error: PASSWORDS_DIFFER }).optional() })
  .refine((v) => v.confirmPassword === undefined || v.password === v.confirmPassword, {
    error: PASSWORDS_DIFFER,
    path: ["confirmPassword"],
    when: (payload) => comparable(payload.value),
  });

/** The form's schema: the same fields, and the confirmation required. */
export const publicRegistrationFormSchema = z
  .object({ ...profileFields, confirmPassword: z.string({ error: PASSWORDS_DIFFER }) })
  .refine((v) => v.password === v.confirmPassword, {
    error: PASSWORDS_DIFFER,
    path: ["confirmPassword"],
    when: (payload) => comparable(payload.value),
  });

export type PublicRegistrationInput = z.infer<typeof publicRegistrationSchema>;
export type PublicRegistrationFormValues = z.input<typeof publicRegistrationFormSchema>;
export type PublicRegistrationFormOutput = z.infer<typeof publicRegistrationFormSchema>;

// ---- the directory's query ------------------------------------------------------------------

export const DIRECTORY_PAGE_SIZE = 20;
const PAGE_MESSAGE = "page must be a whole number of 1 or more";
const EXPERIENCE_FILTER_MESSAGE = `Minimum experience must be a whole number of years from 0 to ${MAX_EXPERIENCE_YEARS}`;
const ROLE_FILTER_MESSAGE = "Please choose a valid role";

const blankToUndefined = (value: string | undefined) => (value ? value : undefined);

/**
 * GET /api/health-workers/public-search and the directory page's URL: `search`, `role` (a code,
 * the filter's underscore form or a label; 'all' for none), `language`, `available` (true: not
 * employed), `minExperience`, `page` (20 a page), and the list convention's `limit` and `offset`.
 */
export const directoryQuerySchema = z.object({
  search: safeString().trim().max(100, { error: "Search must be at most 100 characters" }).optional().transform(blankToUndefined),
  role: safeString({ error: ROLE_FILTER_MESSAGE })
    .optional()
    .transform((raw, ctx): HealthWorkerRole | undefined => {
      const text = raw?.trim();
      if (!text || text.toLowerCase() === "all") return undefined;
      const role = parseHealthWorkerRole(text);
      if (!role) {
        ctx.addIssue({ code: "custom", message: ROLE_FILTER_MESSAGE });
        return z.NEVER;
      }
      return role;
    }),
  language: safeString().trim().max(60, { error: "Language must be at most 60 characters" }).optional().transform(blankToUndefined),
  available: z
    .union([z.boolean(), safeString()], { error: "available must be true or false" })
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || typeof raw === "boolean") return raw || undefined;
      const text = raw.trim().toLowerCase();
      if (["", "false", "0", "no", "off"].includes(text)) return undefined;
      if (["true", "1", "yes", "on"].includes(text)) return true;
      ctx.addIssue({ code: "custom", message: "available must be true or false" });
      return z.NEVER;
    }),
  minExperience: z
    .union([z.literal(""), z.coerce.number({ error: EXPERIENCE_FILTER_MESSAGE }).int({ error: EXPERIENCE_FILTER_MESSAGE })])
    .optional()
    .transform((v) => (v === "" || v === undefined || v === 0 ? undefined : v))
    .refine((v) => v === undefined || (v >= 0 && v <= MAX_EXPERIENCE_YEARS), { error: EXPERIENCE_FILTER_MESSAGE }),
  page: z.coerce.number({ error: PAGE_MESSAGE }).int({ error: PAGE_MESSAGE }).min(1, { error: PAGE_MESSAGE }).max(10_000, { error: PAGE_MESSAGE }).default(1),
  limit: z.coerce
    .number({ error: "limit must be a number from 1 to 200" })
    .int({ error: "limit must be a number from 1 to 200" })
    .min(1, { error: "limit must be a number from 1 to 200" })
    .max(200, { error: "limit must be a number from 1 to 200" })
    .optional(),
  offset: z.coerce
    .number({ error: "offset must be a whole number of 0 or more" })
    .int({ error: "offset must be a whole number of 0 or more" })
    .min(0, { error: "offset must be a whole number of 0 or more" })
    .max(200_000, { error: "offset must be a whole number of 0 or more" })
    .optional(),
});

export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

/**
 * The directory page's URL read leniently: a value that does not parse is dropped (the page shows
 * everything rather than an error for a hand-edited URL); the API answers 400 instead.
 */
export function readDirectoryQuery(params: Record<string, string | string[] | undefined>): DirectoryQuery {
  const shape = directoryQuerySchema.shape;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
    const raw = params[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    const parsed = shape[key].safeParse(value);
    if (parsed.success) out[key] = parsed.data;
  }
  return directoryQuerySchema.parse(out);
}
