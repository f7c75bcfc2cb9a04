import { formatMoney, minorDigits } from "@/lib/money";
import type { BillStatus, BillView, PaymentMethod } from "@/lib/services/bill-views";

// Display helpers of the billing pages (issue 17): labels, the bill's short number, instants in the
// hospital's time zone with a fixed locale (the server's and the browser's renderings agree), and
// amounts typed by a person turned into exact minor units (never through floating point).

export const BILL_STATUS_LABELS: Record<BillStatus, string> = { open: "Open", partly_paid: "Partly paid", paid: "Paid", void: "Void" };
export const BILL_STATUS_OPTIONS = Object.entries(BILL_STATUS_LABELS).map(([value, label]) => ({ value: value as BillStatus, label }));

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cash: "Cash", mobile_money: "Mobile money", card: "Card", insurance: "Insurance" };
export const PAYMENT_METHOD_OPTIONS = Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value: value as PaymentMethod, label }));

export const billStatusLabel = (status: string) => BILL_STATUS_LABELS[status as BillStatus] ?? status;
export const paymentMethodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

/** The bill's number as people read it: the first eight characters of its id ("B-1A2B3C4D"). */
export function billNumber(id: string): string {
  return `B-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

export const money = (minor: number, currency: string) => formatMoney(minor, currency);

/** "Nov 23, 2026, 09:30" in `timeZone` (the hospital's), or UTC when none is known. */
export function billWhen(iso: string, timeZone = "UTC"): string {
  const at = new Date(iso);
  const day = at.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone });
  const time = at.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  return `${day}, ${time}`;
}

/** "Nov 23, 2026" in `timeZone`. */
export function billDay(iso: string, timeZone = "UTC"): string {
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone });
}

/** An amount in minor units written for an input: "20000" for UGX, "12.50" for USD (no grouping). */
export function amountInputValue(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, "0");
  return digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
}

/**
 * What a person typed ("20,000", "12.5", "12.50") as exact minor units of `currency`, or null when
 * it is not an amount of that currency (letters, a minus sign, more decimals than it has).
 */
export function parseAmount(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const plain = text.trim().replace(/[,\s]/g, "");
  const match = /^(\d+)(?:\.(\d*))?$/.exec(plain);
  if (!match) return null;
  const [, whole, fraction = ""] = match;
  if (fraction.length > digits) return null;
  const minor = Number(`${whole}${fraction.padEnd(digits, "0")}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** The page of a bill, keeping the hospital a system administrator named. */
export function billPath(id: string, hospitalId?: string, suffix = ""): string {
  const path = `/billing/${encodeURIComponent(id)}${suffix}`;
  return hospitalId ? `${path}?hospitalId=${encodeURIComponent(hospitalId)}` : path;
}

export const withHospital = (path: string, hospitalId?: string) => (hospitalId ? `${path}?hospitalId=${encodeURIComponent(hospitalId)}` : path);

/** Bills per page of the portal's 'My Bills' card (the first page is read on the server). */
export const PORTAL_BILLS_PAGE = 5;

export type PortalBillsPage = { bills: BillView[]; hasMore: boolean };
