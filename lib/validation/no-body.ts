import { z } from "zod";

/**
 * The body of an action that takes no fields: any JSON object (unknown fields are ignored, as
 * everywhere), so that a malformed or non-object body is a 400 before anything happens.
 */
export const noBody = z.object({}, { error: "The body must be a JSON object" });
