import { z } from "zod";

import type { Option } from "@/lib/constants/staff";

// Field builders shared by the entity schemas, so that each message is written once per rule.

/** A trimmed string of at least `min` characters; `message` also covers a missing or non-string value. */
export function textAtLeast(min: number, message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });
}

/** A trimmed optional string; blank, null and missing all become undefined. */
export function optionalText(max = 2000) {
  return z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .nullish()
    .transform((value) => value || undefined);
}

/** A valid email address, trimmed and lower-cased. */
export function emailField(message = "Invalid email address") {
  return z.string({ error: message }).trim().toLowerCase().pipe(z.email({ error: message }).max(254, { error: message }));
}

const normalise = (s: string) => s.trim().toLowerCase().replace(/[\s_]+/g, "-");

/**
 * One of `options`, sent as the stored value or as its label, in any case ("Lab Technician",
 * "lab-technician" and "LAB TECHNICIAN" all give "lab-technician"). API.md "Field values".
 */
export function optionField(options: readonly Option[], message: string) {
  return z
    .string({ error: message })
    .transform((raw, ctx) => {
      const key = normalise(raw);
      const match = options.find((o) => o.value === key || normalise(o.label) === key || normalise(o.label).startsWith(`${key}-(`));
      if (!match) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return match.value;
    });
}

/** An optional id of the actor's tenant: only system_admin may name another hospital. */
export const hospitalIdField = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || undefined);
