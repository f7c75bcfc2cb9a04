// The countries the forms offer (public specification, section 3), with the ISO 3166 alpha-2
// code used in health numbers and the IANA zone of the capital, the default hospital time zone.

/**
 * `callingCode`: the international dialling code, digits only (phone numbers are stored with it).
 * `currency`: the ISO 4217 code of the national currency, a hospital's default billing currency.
 */
export type Country = { name: string; code: string; timezone: string; callingCode: string; currency: string };

export const COUNTRIES: readonly Country[] = [
  { name: "Uganda", code: "UG", timezone: "Africa/Kampala", callingCode: "256", currency: "UGX" },
  { name: "Kenya", code: "KE", timezone: "Africa/Nairobi", callingCode: "254", currency: "KES" },
  { name: "Tanzania", code: "TZ", timezone: "Africa/Dar_es_Salaam", callingCode: "255", currency: "TZS" },
  { name: "Rwanda", code: "RW", timezone: "Africa/Kigali", callingCode: "250", currency: "RWF" },
  { name: "Burundi", code: "BI", timezone: "Africa/Bujumbura", callingCode: "257", currency: "BIF" },
  { name: "South Sudan", code: "SS", timezone: "Africa/Juba", callingCode: "211", currency: "SSP" },
  { name: "Democratic Republic of Congo", code: "CD", timezone: "Africa/Kinshasa", callingCode: "243", currency: "CDF" },
  { name: "United States", code: "US", timezone: "America/New_York", callingCode: "1", currency: "USD" },
  { name: "United Kingdom", code: "GB", timezone: "Europe/London", callingCode: "44", currency: "GBP" },
  { name: "Canada", code: "CA", timezone: "America/Toronto", callingCode: "1", currency: "CAD" },
  { name: "Australia", code: "AU", timezone: "Australia/Sydney", callingCode: "61", currency: "AUD" },
  { name: "South Africa", code: "ZA", timezone: "Africa/Johannesburg", callingCode: "27", currency: "ZAR" },
  { name: "Nigeria", code: "NG", timezone: "Africa/Lagos", callingCode: "234", currency: "NGN" },
  { name: "Ghana", code: "GH", timezone: "Africa/Accra", callingCode: "233", currency: "GHS" },
  { name: "Ethiopia", code: "ET", timezone: "Africa/Addis_Ababa", callingCode: "251", currency: "ETB" },
  { name: "Somalia", code: "SO", timezone: "Africa/Mogadishu", callingCode: "252", currency: "SOS" },
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

/** The hospital's billing currency: the one it chose, else its country's, else US dollars. */
export function currencyFor(country: string, chosen?: string | null): string {
  return chosen || findCountry(country)?.currency || "USD";
}
