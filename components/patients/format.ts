import { WIZARD_GENDER_OPTIONS } from "@/lib/constants/patient";
import { optionLabel } from "@/lib/constants/staff";

// Display helpers of the patient pages, pure and safe in server and client components.

type Named = { firstName: string; lastName: string; middleName?: string | null };

export function patientName(p: Named): string {
  return [p.firstName, p.middleName, p.lastName].filter((part) => part && part.trim()).join(" ");
}

/** The avatar's letters: first and last name initials. */
export function patientInitials(p: Named): string {
  return `${p.firstName.trim().charAt(0)}${p.lastName.trim().charAt(0)}`.toUpperCase() || "?";
}

/** A calendar date (YYYY-MM-DD) or an instant, in a fixed locale and UTC so server and browser agree. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
}

/** Whole years from a YYYY-MM-DD birth date to today (UTC). */
export function ageFrom(dateOfBirth: string, now = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [y, m, d] = match.slice(1).map(Number);
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age >= 0 ? age : null;
}

/** The wizard's options include the staff forms' three, so every stored gender has a label. */
export function genderLabel(value: string | null | undefined): string {
  return optionLabel(WIZARD_GENDER_OPTIONS, value);
}

/** "hospital" -> "Hospital", "in_progress" -> "In progress". */
export function humanize(value: string | null | undefined): string {
  if (!value) return "";
  const text = value.replace(/[_-]+/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A path with system_admin's `?hospitalId=` kept, so the list they come back to is the same hospital's. */
export function withHospital(path: string, hospitalId: string | undefined): string {
  return hospitalId ? `${path}?hospitalId=${encodeURIComponent(hospitalId)}` : path;
}

export const patientPath = (id: string) => `/patients/${encodeURIComponent(id)}`;
