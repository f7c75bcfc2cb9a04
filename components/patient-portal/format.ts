import { formatDate } from "@/components/hospital/format";

/** A YYYY-MM-DD day (or ISO instant) as "Mar 12, 1990"; calendar days are read in UTC so they never shift. */
export function formatDay(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatDate(date);
}

export function joinParts(...parts: (string | null | undefined)[]): string {
  return parts.filter(Boolean).join(", ");
}
