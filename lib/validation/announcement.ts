import { z } from "zod";

import { ANNOUNCEMENT_LEVELS } from "@/lib/db/schema/enums";

import { isCalendarInstant, safeString } from "./fields";
import { pageQuerySchema } from "./list";

// The system administrator's announcements (issue 16, item 8; API.md "System administrator"):
// POST /api/admin/announcements and GET /api/admin/announcements. Shared by the broadcast form.

export const ANNOUNCEMENT_MESSAGE_MAX = 1000;

export const LEVEL_MESSAGE = "Level must be info, warning or critical";
export const MESSAGE_REQUIRED = "Message is required";
export const MESSAGE_TOO_LONG = `Message must be at most ${ANNOUNCEMENT_MESSAGE_MAX} characters`;
export const ENDS_AT_FORMAT = "End time must be an ISO 8601 date and time with a time zone";
export const ENDS_AT_PAST = "End time must be in the future";

export const announcementLevelSchema = z.enum(ANNOUNCEMENT_LEVELS, { error: LEVEL_MESSAGE });

export const createAnnouncementSchema = z.object(
  {
    level: safeString({ error: LEVEL_MESSAGE }).trim().toLowerCase().pipe(announcementLevelSchema),
    message: safeString({ error: MESSAGE_REQUIRED })
      .trim()
      .min(1, { error: MESSAGE_REQUIRED })
      .max(ANNOUNCEMENT_MESSAGE_MAX, { error: MESSAGE_TOO_LONG }),
    /** An instant with an offset; blank, null and missing mean "until ended or dismissed". */
    endsAt: safeString({ error: ENDS_AT_FORMAT })
      .trim()
      .nullish()
      .transform((v) => v || undefined)
      .refine((v) => v === undefined || isCalendarInstant(v), { error: ENDS_AT_FORMAT, abort: true })
      .transform((v) => (v === undefined ? undefined : new Date(v)))
      // The server's clock decides; the database checks again against the row's creation time.
      .refine((v) => v === undefined || v.getTime() > Date.now(), { error: ENDS_AT_PAST }),
  },
  { error: "The body must be a JSON object" },
);

export const listAnnouncementsQuerySchema = pageQuerySchema;

export type CreateAnnouncementInput = z.output<typeof createAnnouncementSchema>;
export type ListAnnouncementsQuery = z.output<typeof listAnnouncementsQuerySchema>;
