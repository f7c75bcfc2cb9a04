// The countries the forms offer (public specification, section 3), with the ISO 3166 alpha-2
// code used in health numbers and the IANA zone of the capital, the default hospital time zone.

/** `callingCode`: the international dialling code, digits only (phone numbers are stored with it). */
export type Country = { name: string; code: string; timezone: string; callingCode: string };

export const COUNTRIES: readonly Country[] = [
  { name: "Uganda", code: "UG", timezone: "Africa/Kampala", callingCode: "256" },
  { name: "Kenya", code: "KE", timezone: "Africa/Nairobi", callingCode: "254" },
  { name: "Tanzania", code: "TZ", timezone: "Africa/Dar_es_Salaam", callingCode: "255" },
  { name: "Rwanda", code: "RW", timezone: "Africa/Kigali", callingCode: "250" },
  { name: "Burundi", code: "BI", timezone: "Africa/Bujumbura", callingCode: "257" },
  { name: "South Sudan", code: "SS", timezone: "Africa/Juba", callingCode: "211" },
  { name: "Democratic Republic of Congo", code: "CD", timezone: "Africa/Kinshasa", callingCode: "243" },
  { name: "United States", code: "US", timezone: "America/New_York", callingCode: "1" },
  { name: "United Kingdom", code: "GB", timezone: "Europe/London", callingCode: "44" },
  { name: "Canada", code: "CA", timezone: "America/Toronto", callingCode: "1" },
  { name: "Australia", code: "AU", timezone: "Australia/Sydney", callingCode: "61" },
  { name: "South Africa", code: "ZA", timezone: "Africa/Johannesburg", callingCode: "27" },
  { name: "Nigeria", code: "NG", timezone: "Africa/Lagos", callingCode: "234" },
  { name: "Ghana", code: "GH", timezone: "Africa/Accra", callingCode: "233" },
  { name: "Ethiopia", code: "ET", timezone: "Africa/Addis_Ababa", callingCode: "251" },
  { name: "Somalia", code: "SO", timezone: "Africa/Mogadishu", callingCode: "252" },
];

export const COUNTRY_NAMES = COUNTRIES.map((c) => c.name) as [string, ...string[]];

/** The countries as select options; the value is the name, as the forms send it. */
export const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.name, label: c.name }));

export function findCountry(nameOrCode: string): Country | undefined {
  const key = nameOrCode.trim().toLowerCase();
  return COUNTRIES.find((c) => c.name.toLowerCase() === key || c.code.toLowerCase() === key);
}

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The hospital's zone: the one given when valid, else the capital's of its country, else UTC. */
export function timezoneFor(country: string, given?: string | null): string {
  if (given && isValidTimeZone(given)) return given;
  return findCountry(country)?.timezone ?? "UTC";
}
