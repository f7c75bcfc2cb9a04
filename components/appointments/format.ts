// Display helpers of the appointment screens: an instant shown in the hospital's time zone,
// with a fixed locale so that the server's and the browser's renderings agree.

/** "Mon, Nov 23, 2026" */
export function appointmentDay(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleDateString("en-US", { weekday: "short", year: "numeric", month: "short", day: "numeric", timeZone });
}

/** "09:30" (24-hour clock, as the slots are written). */
export function appointmentTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
}

/** "Mon, Nov 23, 2026 at 09:30" */
export function appointmentWhen(iso: string, timeZone: string): string {
  return `${appointmentDay(iso, timeZone)} at ${appointmentTime(iso, timeZone)}`;
}

/** "Dr. Peter Otieno" is already in doctorName; durations read "30 min". */
export const durationLabel = (minutes: number) => `${minutes} min`;
