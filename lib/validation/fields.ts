import { z } from "zod";

import type { Option } from "@/lib/constants/staff";
import { isSafeText } from "@/lib/security/input";

// Field builders shared by the entity schemas, so that each message is written once per rule.

export const UNSAFE_TEXT_MESSAGE = "Contains a character that is not allowed";

/**
 * A string without NUL or unpaired surrogates, which PostgreSQL cannot store (a 500 otherwise).
 * The route wrapper refuses them in every body already; this covers server actions and services
 * that parse on their own.
 */
export function safeString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isSafeText, { error: UNSAFE_TEXT_MESSAGE, abort: true });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A YYYY-MM-DD string naming a real calendar day: the round trip through a UTC date must give the
 * same year, month and day, so 2027-02-30 is refused instead of rolling over to 2 March.
 */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):?(\d{2}))$/i;

/**
 * An ISO 8601 instant with an offset (or Z) on a real day and a real time of day. Date.parse alone
 * rolls 2027-02-30T10:00Z over to 2 March and T24:00 to the next day.
 */
export function isCalendarInstant(value: string): boolean {
  const m = ISO_INSTANT.exec(value);
  if (!m || !isCalendarDate(m[1])) return false;
  const [hour, minute, second = "0", offsetHours = "0", offsetMinutes = "0"] = m.slice(2);
  if (+hour > 23 || +minute > 59 || +second > 59 || +offsetHours > 23 || +offsetMinutes > 59) return false;
  return !Number.isNaN(Date.parse(value));
}

/** A trimmed string of at least `min` characters; `message` also covers a missing or non-string value. */
export function textAtLeast(min: number, message: string, max = 200) {
  return safeString({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });
}

/** A trimmed optional string; blank, null and missing all become undefined. */
export function optionalText(max = 2000) {
  return safeString()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .nullish()
    .transform((value) => value || undefined);
}

/** A valid email address, trimmed and lower-cased. */
export function emailField(message = "Invalid email address") {
  return safeString({ error: message }).trim().toLowerCase().pipe(z.email({ error: message }).max(254, { error: message }));
}

const normalise = (s: string) => s.trim().toLowerCase().replace(/[\s_]+/g, "-");

/**
 * One of `options`, sent as the stored value or as its label, in any case ("Lab Technician",
 * "lab-technician" and "LAB TECHNICIAN" all give "lab-technician"). API.md "Field values".
 */
export function optionField(options: readonly Option[], message: string) {
  return safeString({ error: message })
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
export const hospitalIdField = safeString()
  .trim()
  .nullish()
  .transform((value) => value || undefined);
