import { doctorAnchor, hospitalPagePath } from "@/lib/seo/paths";
import type { PublicDoctor } from "@/lib/services/public-directory";

// Wording and links of the public doctor directory and hospital pages, shared by the pages, their
// metadata, the structured data and the tests.

export const DIRECTORY_PATH = "/doctors";

/** "Dr. Sarah Namubiru". */
export const doctorName = (d: Pick<PublicDoctor, "firstName" | "lastName">) => `Dr. ${[d.firstName, d.lastName].filter(Boolean).join(" ")}`;

export { doctorAnchor, hospitalPagePath as hospitalPath };

export const yearsText = (n: number) => (n === 1 ? "1 year" : `${n} years`);

/** "Fri 27 Nov, 14:30" of an instant in `timeZone` (UTC when the zone is unknown to Intl). */
export function slotText(at: Date, timeZone: string): string {
  const format = (zone: string) => {
    const day = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: zone }).format(at);
    const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone }).format(at);
    return `${day}, ${time}`;
  };
  try {
    return `${format(timeZone)} (${timeZone} time)`;
  } catch {
    return `${format("UTC")} (UTC)`;
  }
}

/** "Next available: Fri 27 Nov, 14:30 (Africa/Kampala time)", or why there is none. */
export function nextAvailableText(d: Pick<PublicDoctor, "nextAvailable" | "timezone">): string {
  if (!d.nextAvailable) return "No free slot in the next 30 days";
  return `Next available: ${slotText(new Date(d.nextAvailable), d.timezone)}`;
}

/** The patient portal's booking page for the doctor, at its next free slot when there is one. */
export function bookHref(d: Pick<PublicDoctor, "id" | "nextAvailable">): string {
  const params = new URLSearchParams({ doctorId: d.id });
  if (d.nextAvailable) params.set("startsAt", d.nextAvailable);
  return `/patient-portal/book?${params.toString()}`;
}

/** The directory's address with these filters (blank ones left out). */
export function directoryHref(filters: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${DIRECTORY_PATH}?${text}` : DIRECTORY_PATH;
}
