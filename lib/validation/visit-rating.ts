import { z } from "zod";

import { safeString } from "./fields";

// The portal's 'Rate this visit' (issue 17): 1 to 5 stars and an optional comment.

export const RATING_REQUIRED = "Please choose a rating from 1 to 5 stars";
export const COMMENT_MAX_CHARACTERS = 1000;
export const COMMENT_TOO_LONG = `Your comment can be at most ${COMMENT_MAX_CHARACTERS} characters`;

/** Characters as PostgreSQL's char_length counts them (code points): an emoji is one. */
export const characterCount = (text: string) => [...text].length;

export const rateVisitSchema = z.object({
  rating: z.number({ error: RATING_REQUIRED }).int({ error: RATING_REQUIRED }).min(1, { error: RATING_REQUIRED }).max(5, { error: RATING_REQUIRED }),
  comment: safeString({ error: "The comment must be text" })
    .trim()
    .refine((text) => characterCount(text) <= COMMENT_MAX_CHARACTERS, { error: COMMENT_TOO_LONG })
    .nullish()
    .transform((text) => text || null),
});

export type RateVisitInput = z.infer<typeof rateVisitSchema>;
