import { z } from "zod";

import { safeString } from "./fields";

// PATCH /api/account/profile (API.md, Accounts): the signed-in staff member's own name and phone
// and, for a doctor, the public profile the directory shows (languages, a short biography).
// Unknown keys (role, email, hospitalId, isActive, …) are dropped: nothing else is editable here.

export const FIRST_NAME_REQUIRED = "First name is required";
export const FIRST_NAME_TOO_LONG = "First name must be at most 50 characters";
export const LAST_NAME_REQUIRED = "Last name is required";
export const LAST_NAME_TOO_LONG = "Last name must be at most 50 characters";
/** The doctor form's phone rule (lib/validation/doctor.ts), word for word. */
export const PHONE_TOO_SHORT = "Phone number must be at least 10 characters";
export const PHONE_TOO_LONG = "Phone number must be at most 30 characters";
export const LANGUAGES_INVALID = "Languages must be a list of names";
export const TOO_MANY_LANGUAGES = "At most 10 languages";
export const LANGUAGE_TOO_LONG = "Each language must be at most 40 characters";
export const BIO_TOO_LONG = "Biography must be at most 1000 characters";
export const NOTHING_TO_UPDATE = "Nothing to update";

export const MAX_LANGUAGES = 10;
export const MAX_LANGUAGE_LENGTH = 40;
export const MAX_BIO_LENGTH = 1000;

const name = (required: string, tooLong: string) =>
  safeString({ error: required }).trim().min(1, { error: required }).max(50, { error: tooLong });

/** A phone number of 10 to 30 characters; blank or null removes it (null). */
const phone = z
  .union([safeString({ error: PHONE_TOO_SHORT }), z.null()], { error: PHONE_TOO_SHORT })
  .transform((value) => value?.trim() || null)
  .refine((value) => value === null || value.length >= 10, { error: PHONE_TOO_SHORT })
  .refine((value) => value === null || value.length <= 30, { error: PHONE_TOO_LONG });

/**
 * The languages a doctor speaks: a list (or comma-separated text, as the form types it), trimmed,
 * blanks dropped, duplicates of any case dropped (the first spelling stays), at most 10 of at most
 * 40 characters each. An empty list clears them.
 */
const languages = z
  .union([safeString({ error: LANGUAGES_INVALID }).transform((text) => text.split(",")), z.array(safeString({ error: LANGUAGES_INVALID }), { error: LANGUAGES_INVALID })], {
    error: LANGUAGES_INVALID,
  })
  .transform((items) => {
    const seen = new Set<string>();
    return items.map((s) => s.trim().replace(/\s+/g, " ")).filter((s) => s && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
  })
  .refine((items) => items.every((s) => s.length <= MAX_LANGUAGE_LENGTH), { error: LANGUAGE_TOO_LONG })
  .refine((items) => items.length <= MAX_LANGUAGES, { error: TOO_MANY_LANGUAGES });

/** A short biography; blank or null clears it (null). */
const bio = z
  .union([safeString({ error: BIO_TOO_LONG }), z.null()], { error: BIO_TOO_LONG })
  .transform((value) => value?.trim() || null)
  .refine((value) => value === null || value.length <= MAX_BIO_LENGTH, { error: BIO_TOO_LONG });

export const updateAccountProfileSchema = z
  .object({
    firstName: name(FIRST_NAME_REQUIRED, FIRST_NAME_TOO_LONG).optional(),
    lastName: name(LAST_NAME_REQUIRED, LAST_NAME_TOO_LONG).optional(),
    phone: phone.optional(),
    languages: languages.optional(),
    bio: bio.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: NOTHING_TO_UPDATE });

export type UpdateAccountProfileInput = z.infer<typeof updateAccountProfileSchema>;
export type UpdateAccountProfileFormValues = z.input<typeof updateAccountProfileSchema>;

/** The fields only a doctor has (the public profile of the directory). */
export const DOCTOR_ONLY_FIELDS = ["languages", "bio"] as const;
export const DOCTOR_ONLY_MESSAGE = "Only a doctor has a public profile (languages and biography)";
