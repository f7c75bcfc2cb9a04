import type { PublicProfile } from "@/lib/services/health-worker-directory";

// Wording and structured data of a public profile, shared by the page, its metadata and its tests.

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "1 February 2026" for an ISO instant; empty for none. */
export function profileDate(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : DATE.format(date);
}

export const fullName = (p: Pick<PublicProfile, "firstName" | "lastName">) => `${p.firstName} ${p.lastName}`;

export const yearsText = (n: number) => (n === 1 ? "1 year" : `${n} years`);

/** One sentence about the worker: the page's description for search engines and link previews. */
export function profileDescription(p: PublicProfile): string {
  const what = p.specialization ? `${p.roleLabel} (${p.specialization})` : p.roleLabel;
  const parts = [`${fullName(p)}: ${what} with ${yearsText(p.experienceYears)} of experience`];
  if (p.nationality) parts.push(`${p.nationality}`);
  if (p.languages.length) parts.push(`speaks ${p.languages.join(", ")}`);
  const skills = p.skills.length ? ` Skills: ${p.skills.slice(0, 6).join(", ")}.` : "";
  return `${parts.join("; ")}.${skills}`.slice(0, 300);
}

/** schema.org Person for the profile (never a contact field, even for an administrator's view). */
export function personJsonLd(p: PublicProfile, url: string): Record<string, unknown> {
  const person: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": url,
    url,
    identifier: p.healthWorkerId,
    name: fullName(p),
    givenName: p.firstName,
    familyName: p.lastName,
    jobTitle: p.roleLabel,
    description: profileDescription(p),
  };
  if (p.nationality) person.nationality = p.nationality;
  if (p.languages.length) person.knowsLanguage = p.languages;
  if (p.skills.length || p.specialization) person.knowsAbout = [...(p.specialization ? [p.specialization] : []), ...p.skills];
  if (p.licenseNumber) {
    person.hasCredential = { "@type": "EducationalOccupationalCredential", credentialCategory: "license", identifier: p.licenseNumber };
  }
  return person;
}

/** JSON for a <script type="application/ld+json"> (one escaping for every public page: lib/seo). */
export { jsonLdText } from "@/lib/seo/json-ld";
