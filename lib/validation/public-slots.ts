import { z } from "zod";

import { isCalendarDate, safeString } from "./fields";

// GET /api/public/doctors/{id}/slots (issue 18; API.md "Public directory and patient booking"): the
// local day whose slots are asked for. Whether the day is bookable (not past, not too far ahead)
// depends on the hospital's time zone, so the service decides that (public-slots.ts).

export const SLOT_DATE_MESSAGE = "Please give the date as YYYY-MM-DD";

export const publicSlotsQuerySchema = z.object({
  date: safeString({ error: SLOT_DATE_MESSAGE }).trim().refine(isCalendarDate, { error: SLOT_DATE_MESSAGE }),
});
export type PublicSlotsQuery = z.output<typeof publicSlotsQuerySchema>;
