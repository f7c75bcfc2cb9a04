import { z } from "zod";

import { isValidTimeZone } from "@/lib/constants/countries";

import { registerHospitalSchema } from "./hospital";

// The hospital administrator's edit of their hospital's details on /hospital (API.md PATCH
// /api/hospitals/{hospitalId}, added). Each field keeps the registration wizard's rule and message.

const INVALID_TIME_ZONE = "Please choose a valid time zone (for example Africa/Kampala)";

/** An IANA zone the runtime knows, stored under its canonical name ("africa/kampala" → "Africa/Kampala"). */
const timezone = z
  .string({ error: INVALID_TIME_ZONE })
  .trim()
  .min(1, { error: INVALID_TIME_ZONE })
  .max(100, { error: INVALID_TIME_ZONE })
  .refine(isValidTimeZone, { error: INVALID_TIME_ZONE })
  .transform((value) => new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone);

const fields = registerHospitalSchema.shape;

export const CANCEL_HOURS_MESSAGE = "The cancellation window must be a whole number of hours from 0 to 168";

/** Until how many hours before its start a patient may cancel an appointment in the portal (issue 18). */
const patientCancelHours = z
  .number({ error: CANCEL_HOURS_MESSAGE })
  .int({ error: CANCEL_HOURS_MESSAGE })
  .min(0, { error: CANCEL_HOURS_MESSAGE })
  .max(168, { error: CANCEL_HOURS_MESSAGE });

/**
 * Absent fields stay as they are; a blank website is removed. Name, license, location and the
 * subscription are not editable here (unknown keys are dropped). patientCancelHours: the portal's
 * cancellation window.
 */
export const updateHospitalSchema = z
  .object({
    address: fields.address.optional(),
    phone: fields.phone.optional(),
    email: fields.email.optional(),
    website: fields.website.transform((value) => value ?? null).optional(),
    servicesOffered: fields.servicesOffered.optional(),
    timezone: timezone.optional(),
    patientCancelHours: patientCancelHours.optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), { error: "Nothing to update" });

export type UpdateHospitalInput = z.infer<typeof updateHospitalSchema>;
export type UpdateHospitalFormValues = z.input<typeof updateHospitalSchema>;

/** The fields of the form, in the order the form shows them. */
export const HOSPITAL_DETAIL_FIELDS = ["address", "phone", "email", "website", "servicesOffered", "timezone", "patientCancelHours"] as const;
