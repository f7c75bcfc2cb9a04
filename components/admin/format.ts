// Display helpers of the administration pages, pure and safe in server and client components.

/** "Nov 27, 2026, 1:32 AM UTC": one fixed locale and zone, so server and browser agree. */
export function formatDateTime(value: string | Date): string {
  const text = new Date(value).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return `${text} UTC`;
}

/** "1,234": whole numbers with grouping. */
export const formatCount = (n: number) => n.toLocaleString("en-US");

/** "12.4 MB": a byte count in the largest unit that keeps it at or above 1. */
export function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString("en-US", { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
}

/** "Premium" from "premium", "Hospital admin" from "hospital_admin". */
export function humanize(value: string): string {
  const text = value.replaceAll("_", " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
