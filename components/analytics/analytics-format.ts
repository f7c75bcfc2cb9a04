import { formatMoney } from "@/lib/money";

// How the analytics page writes its figures. A figure without data (null) is "No data", never 0.

export const NO_DATA = "No data";

export const formatCount = (n: number) => n.toLocaleString("en-US");
export const formatMinutes = (m: number | null) => (m === null ? NO_DATA : `${m.toLocaleString("en-US", { maximumFractionDigits: 1 })} min`);
export const formatRating = (r: number | null) => (r === null ? NO_DATA : `${r.toFixed(1)} / 5`);
export const formatShare = (s: number | null) => (s === null ? NO_DATA : `${(s * 100).toLocaleString("en-US", { maximumFractionDigits: 1 })}%`);
export const money = (minor: number, currency: string) => formatMoney(minor, currency);

/** "2026-03-05" → "5 Mar 2026" (a calendar day, written without any time zone shift). */
export function formatDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

/** "2026-03" → "Mar 2026". */
export function formatMonthKey(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });
}

export type Change = { direction: "up" | "down" | "same" | "none"; text: string };

/**
 * The change against the previous period, in words (the arrow beside it is decoration): a relative
 * change when the previous figure is a count or a sum above zero, a difference in `unit` for
 * averages; "No data to compare" when either side has none.
 */
export function changeOf(current: number | null, previous: number | null, kind: "relative" | "difference", unit = ""): Change {
  if (current === null || previous === null) return { direction: "none", text: "No data to compare with the previous period" };
  if (current === previous) return { direction: "same", text: "No change from the previous period" };
  const direction = current > previous ? "up" : "down";
  const word = direction === "up" ? "Up" : "Down";
  if (kind === "difference") {
    const diff = Math.abs(current - previous);
    return { direction, text: `${word} ${diff.toLocaleString("en-US", { maximumFractionDigits: 1 })}${unit} from the previous period` };
  }
  if (previous === 0) return { direction, text: `${word} from none in the previous period` };
  const pct = Math.abs(((current - previous) / previous) * 100);
  return { direction, text: `${word} ${pct.toLocaleString("en-US", { maximumFractionDigits: 1 })}% from the previous period` };
}

export const humanizeStatus = (s: string) => (s === "no_show" ? "No-show" : s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, " "));
export const humanizeMethod = (m: string) => ({ cash: "Cash", mobile_money: "Mobile money", card: "Card", insurance: "Insurance" })[m] ?? m;
