import { z } from "zod";

import { DOCTOR_SPECIALIZATIONS } from "@/lib/constants/staff";

import { optionalText, safeString } from "./fields";
import { pageQuerySchema } from "./list";

// Queries of the public doctor and hospital directory (issue 18; API.md "Public directory and
// patient booking"): GET /api/public/doctors, GET /api/hospitals. One schema for the page's URL
// state and the route.

/** The specialization filter's extra tile: Emergency Medicine doctors and the doctors of an emergency department. */
export const EMERGENCY = "Emergency";
/** What the specialization filter offers: the product's specializations, and Emergency. */
export const DIRECTORY_SPECIALIZATIONS: readonly string[] = [...DOCTOR_SPECIALIZATIONS, EMERGENCY];

/** today: the hospital's local today; week: 7 local days from today; month: 30 local days from today. */
export const AVAILABILITY_WINDOWS = ["today", "week", "month"] as const;
export type AvailabilityWindow = (typeof AVAILABILITY_WINDOWS)[number];

export const SPECIALIZATION_MESSAGE = "Please select a valid specialization";
export const AVAILABILITY_MESSAGE = `Availability must be one of ${AVAILABILITY_WINDOWS.join(", ")}`;

/** Blank, null and missing all mean "no filter". */
const blankToUndefined = (value: string | null | undefined) => value || undefined;

/** A specialization of the list or Emergency, in any case ("cardiology", as the specification's filter sends it). */
const specializationField = safeString({ error: SPECIALIZATION_MESSAGE })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const match = DIRECTORY_SPECIALIZATIONS.find((s) => s.toLowerCase() === value.toLowerCase());
    if (!match) {
      ctx.addIssue({ code: "custom", message: SPECIALIZATION_MESSAGE });
      return z.NEVER;
    }
    return match;
  });

const availabilityField = safeString({ error: AVAILABILITY_MESSAGE })
  .trim()
  .nullish()
  .transform((value, ctx): AvailabilityWindow | undefined => {
    if (!value) return undefined;
    const window = AVAILABILITY_WINDOWS.find((w) => w === value.toLowerCase());
    if (!window) {
      ctx.addIssue({ code: "custom", message: AVAILABILITY_MESSAGE });
      return z.NEVER;
    }
    return window;
  });

const idFilter = safeString().trim().max(100, { error: "Must be at most 100 characters" }).nullish().transform(blankToUndefined);

// GET /api/public/doctors
export const publicDoctorsQuerySchema = pageQuerySchema.extend({
  specialization: specializationField,
  hospitalId: idFilter,
  city: optionalText(100),
  country: optionalText(100),
  availability: availabilityField,
  /** Words of the doctor's name ("Dr." is ignored), each contained in the first or last name. */
  search: optionalText(100),
  language: optionalText(60),
});
export type PublicDoctorsQuery = z.output<typeof publicDoctorsQuerySchema>;

// GET /api/hospitals
export const publicHospitalsQuerySchema = pageQuerySchema.extend({
  /** Contained in the hospital's name or city. */
  search: optionalText(100),
});
export type PublicHospitalsQuery = z.output<typeof publicHospitalsQuerySchema>;
