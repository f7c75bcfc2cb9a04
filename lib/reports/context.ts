import { eq } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { hospitals } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";
import { hospitalCurrency } from "@/lib/services/price-list";
import { addDays, zonedInstant } from "@/lib/time";

import { REPORT_BATCH, type ReportContext, type ReportRow } from "./types";

/**
 * The hospital and the period of a report: `from` and `to` are local days of the hospital's time
 * zone, `to` included, so the instants run from `from` 00:00 to the day after `to` 00:00 (as
 * lib/services/dashboard.ts reads "today").
 */
export async function reportContext(hospitalId: string, from: string, to: string, producedAt = new Date()): Promise<ReportContext> {
  const db = getDb();
  const [hospital] = await db
    .select({ name: hospitals.name, timezone: hospitals.timezone })
    .from(hospitals)
    .where(eq(hospitals.id, hospitalId))
    .limit(1);
  if (!hospital) throw notFound("Hospital");
  const { currency } = await hospitalCurrency(db, hospitalId);
  return {
    hospitalId,
    hospitalName: hospital.name,
    timezone: hospital.timezone,
    currency,
    from,
    to,
    start: zonedInstant(from, "00:00", hospital.timezone),
    end: zonedInstant(addDays(to, 1), "00:00", hospital.timezone),
    producedAt,
  };
}

/** Rows per keyset batch (a test lowers it to cross batch boundaries with few rows). */
export const reportBatch = { size: REPORT_BATCH };

/**
 * Rows read in keyset batches: `batch(after, limit)` answers up to `limit` records ordered by a
 * unique key, those after `after` (the last record of the previous batch, null for the first).
 * Only one batch is held at a time.
 */
export async function* keysetRows<T>(batch: (after: T | null, limit: number) => Promise<T[]>, toRow: (record: T) => ReportRow): AsyncGenerator<ReportRow> {
  let after: T | null = null;
  for (;;) {
    const size = reportBatch.size;
    const records: T[] = await batch(after, size);
    for (const record of records) yield toRow(record);
    if (records.length < size) return;
    after = records[records.length - 1];
  }
}

/** Yields the rows of an array (small reports read in one statement). */
export async function* arrayRows(rows: Promise<ReportRow[]>): AsyncGenerator<ReportRow> {
  for (const row of await rows) yield row;
}

/** A SQL number (count, sum of bigint: a string from the driver) as a number; null stays null. */
export const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
