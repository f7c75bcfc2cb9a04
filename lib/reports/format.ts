import { formatMoney, minorDigits } from "@/lib/money";

import type { ReportColumn, ReportContext, ReportRow, ReportTotal } from "./types";

// How the raw values of a report become CSV cells and PDF text: one place for both formats.

/** An exact decimal string of an amount in minor units ("1234.50"), no floating point. */
export function decimalAmount(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const negative = minor < 0;
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, "0");
  const decimal = digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  return negative ? `-${decimal}` : decimal;
}

/** Formats instants as local wall-clock text in one time zone ("2026-11-03 09:30"). */
export function localFormatter(timeZone: string): { dateTime(at: Date): string; date(at: Date): string } {
  const f = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  const parts = (at: Date) => {
    const p: Record<string, string> = {};
    for (const part of f.formatToParts(at)) p[part.type] = part.value;
    return p;
  };
  return {
    dateTime(at) {
      const p = parts(at);
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
    },
    date(at) {
      const p = parts(at);
      return `${p.year}-${p.month}-${p.day}`;
    },
  };
}

export type CellWriter = (row: ReportRow) => (string | number | null)[];

function writer(columns: ReportColumn[], ctx: ReportContext, money: (minor: number, currency: string) => string | number): CellWriter {
  const local = localFormatter(ctx.timezone);
  return (row) =>
    columns.map((col, i) => {
      const v = row[i];
      if (v === null || v === undefined) return null;
      switch (col.kind) {
        case "money": {
          const currency = col.currencyColumn === undefined ? ctx.currency : String(row[col.currencyColumn] ?? ctx.currency);
          return typeof v === "number" ? money(v, currency) : String(v);
        }
        case "datetime":
          return v instanceof Date ? local.dateTime(v) : String(v);
        case "date":
          return v instanceof Date ? local.date(v) : String(v);
        case "number":
          return typeof v === "number" ? v : String(v);
        default:
          return v instanceof Date ? local.dateTime(v) : typeof v === "number" ? v : String(v);
      }
    });
}

/**
 * CSV cells: money as an exact decimal ("1234.50", which spreadsheets read as a number; amounts of
 * reports are never negative, and a negative one would be neutralised like any text starting with
 * `-`), instants as local text; counts stay numbers. Text cells are neutralised by lib/csv.
 */
export function csvWriter(columns: ReportColumn[], ctx: ReportContext): CellWriter {
  return writer(columns, ctx, decimalAmount);
}

/** PDF text: money formatted with its currency ("UGX 20,000"). */
export function pdfWriter(columns: ReportColumn[], ctx: ReportContext): CellWriter {
  return writer(columns, ctx, (minor, currency) => formatMoney(minor, currency));
}

/** A totals line as text. */
export function totalText(total: ReportTotal, ctx: ReportContext): string {
  if (total.value === null) return "No data";
  if (total.money && typeof total.value === "number") return formatMoney(total.value, total.currency ?? ctx.currency);
  return typeof total.value === "number" ? total.value.toLocaleString("en") : total.value;
}
