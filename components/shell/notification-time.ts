// The bell's times: relative for the last week ("5 min ago"), the date after that. Pure, so the
// browser's clock is the only input besides the notice's instant.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function notificationTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "";
  const ago = now.getTime() - at.getTime();
  // A clock a little behind the server's still reads "just now", never "in 1 min".
  if (ago < MINUTE) return "just now";
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  if (ago < 7 * DAY) {
    const days = Math.floor(ago / DAY);
    return days === 1 ? "yesterday" : `${days} days ago`;
  }
  return at.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
}

/** The bell's accessible name: "Notifications, 3 unread". */
export function bellLabel(unread: number | null): string {
  if (unread === null || unread <= 0) return "Notifications";
  return `Notifications, ${unread} unread`;
}

/** The badge's text: 99+ beyond 99. */
export const badgeCount = (unread: number) => (unread > 99 ? "99+" : String(unread));
