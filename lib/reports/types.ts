import type { ReportType } from "@/lib/db/schema/report-enums";

/**
 * How a column's raw value is written: text as it is; a number as a number; money (integer minor
 * units of `ReportContext.currency`, or of the row's own currency column) as a decimal in a CSV and
 * formatted in a PDF; an instant in the hospital's time zone.
 */
export type ColumnKind = "text" | "number" | "money" | "datetime" | "date";

export type ReportColumn = {
  label: string;
  kind: ColumnKind;
  /** Relative width in the PDF table (default 1). */
  width?: number;
  /** money: the index of the row's cell holding the currency (default: the hospital's currency). */
  currencyColumn?: number;
};

/** A raw cell: numbers stay numbers (money in minor units), instants are Dates. */
export type ReportValue = string | number | Date | null;
export type ReportRow = ReportValue[];

/** A line of the totals: a count, an amount in minor units of `currency`, or text. */
export type ReportTotal = { label: string; value: number | string | null; money?: boolean; currency?: string };

/** The hospital and the period a report is produced for (local days; `end` is the instant after `to`). */
export type ReportContext = {
  hospitalId: string;
  hospitalName: string;
  timezone: string;
  currency: string;
  from: string;
  to: string;
  start: Date;
  end: Date;
  producedAt: Date;
};

export type ReportSummary = { rowCount: number; totals: ReportTotal[] };

/** One report: its table, its rows read in bounded batches, and its totals computed by SQL. */
export type ReportDefinition = {
  type: ReportType;
  title: string;
  columns: ReportColumn[];
  /** Counts and totals, in a statement or a few; never by reading the rows. */
  summary(ctx: ReportContext): Promise<ReportSummary>;
  /** The rows in order, read in keyset batches so that memory stays bounded. */
  rows(ctx: ReportContext): AsyncIterable<ReportRow>;
};

/** Rows per keyset batch. */
export const REPORT_BATCH = 2000;
