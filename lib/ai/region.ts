import type { Region } from "./kb/types";

// The prior's region from the hospital's country (sent by name, as the forms list countries).
const EAST_AFRICA = new Set([
  "uganda", "kenya", "tanzania", "rwanda", "burundi", "south sudan", "ethiopia", "somalia", "eritrea", "djibouti",
  "democratic republic of the congo", "dr congo", "malawi", "mozambique", "zambia", "sudan",
]);

export function regionOfCountry(country: string | null | undefined): Region {
  return country && EAST_AFRICA.has(country.trim().toLowerCase()) ? "east-africa" : "global";
}
