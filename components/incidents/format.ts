import {
  INCIDENT_CATEGORY_OPTIONS,
  INCIDENT_HARM_OPTIONS,
  INCIDENT_STATUS_LABELS,
  labelOf,
  type IncidentStatus,
} from "@/lib/validation/incident";

// Display helpers of the incident pages: labels, and instants in the hospital's time zone with a
// fixed locale, so that the server's and the browser's renderings agree.

export const categoryLabel = (value: string) => labelOf(INCIDENT_CATEGORY_OPTIONS, value);
export const harmLabel = (value: string) => labelOf(INCIDENT_HARM_OPTIONS, value);
export const statusLabel = (value: string) => INCIDENT_STATUS_LABELS[value as IncidentStatus] ?? value;

/** "Mon, Nov 23, 2026, 09:30" in the hospital's zone. */
export function incidentWhen(iso: string, timeZone: string): string {
  const at = new Date(iso);
  const day = at.toLocaleDateString("en-US", { weekday: "short", year: "numeric", month: "short", day: "numeric", timeZone });
  const time = at.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  return `${day}, ${time}`;
}

/** The incident page, keeping the hospital a system administrator named. */
export function incidentPath(id: string, hospitalId?: string): string {
  const path = `/incidents/${encodeURIComponent(id)}`;
  return hospitalId ? `${path}?hospitalId=${encodeURIComponent(hospitalId)}` : path;
}

export const withHospital = (path: string, hospitalId?: string) => (hospitalId ? `${path}?hospitalId=${encodeURIComponent(hospitalId)}` : path);
