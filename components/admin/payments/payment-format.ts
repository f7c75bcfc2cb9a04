// Display helpers of the payments page, pure and safe in server and client components.

/** "$1,234.50" or "EUR 80.50": the amount in its own currency (an unknown code is printed before it). */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency, currencyDisplay: "narrowSymbol" }).format(amount);
  } catch {
    return `${currency} ${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  }
}

/** "Nov 27, 2026": a calendar day in UTC (periods and dates of invoices). */
export function formatDay(value: string | null): string {
  if (!value) return "—";
  return new Date(value).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });
}

/** "Nov 2026" from "2026-11". */
export function formatMonth(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
}

/** The actions of the page, by the status they set. */
export const PAYMENT_ACTIONS = {
  paid: { label: "Mark paid", confirm: null },
  failed: {
    label: "Mark failed",
    confirm: "The invoice stays unpaid and the hospital's plan does not change. The hospital can be asked to pay again later.",
  },
  refunded: {
    label: "Refund",
    confirm: "The invoice is recorded as refunded. If it is the one paying for the hospital's current plan, that plan ends now.",
  },
} as const;

export type PaymentAction = keyof typeof PAYMENT_ACTIONS;
