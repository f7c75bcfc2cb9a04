import { desc, eq, sql } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requireStaff, tenantOf } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { getDb } from "@/lib/db/client";
import { hospitals, reportRuns, users } from "@/lib/db/schema";
import { REPORT_TYPES, type ReportFormat, type ReportType } from "@/lib/db/schema/report-enums";
import { ServiceError } from "@/lib/errors";
import { renderReportPdf } from "@/lib/pdf/report-document";
import { pdfResponse } from "@/lib/pdf/response";
import { localDate } from "@/lib/time";
import { thisMonth, type ReportQuery } from "@/lib/validation/reports";

import { reportContext } from "./context";
import { csvStream } from "./csv";
import { csvWriter, localFormatter, pdfWriter, totalText, type CellWriter } from "./format";
import { REPORTS } from "./index";
import type { ReportContext, ReportDefinition, ReportRow } from "./types";

// The six reports as files, and the hospital's 'Recent reports'. Reports hold patients' names:
// they are for the hospital's administrators only (hospital_admin of their own hospital).

export const REPORT_ROLES = ["hospital_admin"] as const;

/** The type named in the path, or 404 with the types there are. */
export function reportTypeOf(value: string): ReportType {
  if ((REPORT_TYPES as readonly string[]).includes(value)) return value as ReportType;
  throw new ServiceError(404, `Unknown report type "${value.slice(0, 40)}": the reports are ${REPORT_TYPES.join(", ")}`);
}

/** `appointments-report-2026-11-01-to-2026-11-30.csv` */
export function reportFilename(type: ReportType, from: string, to: string, format: ReportFormat): string {
  return `${type}-report-${from}-to-${to}.${format}`;
}

async function* written(rows: AsyncIterable<ReportRow>, write: CellWriter) {
  for await (const row of rows) yield write(row);
}

/** The report's CSV: header and rows, streamed. */
export function reportCsv(def: ReportDefinition, ctx: ReportContext): ReadableStream<Uint8Array> {
  return csvStream(
    def.columns.map((c) => c.label),
    written(def.rows(ctx), csvWriter(def.columns, ctx)),
  );
}

/** The report's PDF: heading, period, time produced, totals and the table. */
export async function reportPdf(def: ReportDefinition, ctx: ReportContext, totals: { label: string; value: string }[]): Promise<Buffer> {
  const local = localFormatter(ctx.timezone);
  return renderReportPdf({
    hospitalName: ctx.hospitalName,
    title: def.title,
    period: ctx.from === ctx.to ? ctx.from : `${ctx.from} to ${ctx.to}`,
    producedAt: `${local.dateTime(ctx.producedAt)} (${ctx.timezone})`,
    totals,
    columns: def.columns.map((c) => ({ label: c.label, width: c.width, align: c.kind === "number" || c.kind === "money" ? "right" : "left" })),
    rows: written(def.rows(ctx), pdfWriter(def.columns, ctx)),
    emptyText: "No data for this period.",
  });
}

/**
 * The most rows a PDF report holds (about 160 pages). A PDF is laid out in the server's memory
 * (every page is kept for "Page n of m"): a year of a large hospital's appointments (460,000 rows,
 * 14,500 pages) exhausted the heap in the benchmark and took the server down. Longer reports are
 * for the CSV, which streams.
 */
export const PDF_MAX_ROWS = 5_000;

function pdfTooLong(rows: number, max: number): ServiceError {
  const message = `This report has ${rows.toLocaleString("en-US")} rows; a PDF holds at most ${max.toLocaleString("en-US")}. Download it as CSV, or choose a shorter period.`;
  return new ServiceError(422, message, undefined, undefined, { code: "report_too_long_for_pdf" });
}

/**
 * GET /api/reports/{type}: the report of the actor's hospital for the period as a file. The run
 * (for 'Recent reports') and its audit record are written in one transaction before the file is
 * produced; a CSV streams in keyset batches, a PDF is built row by row and sent whole.
 */
export async function downloadReport(actor: Actor, typeName: string, query: ReportQuery, now = new Date(), limits = { pdfMaxRows: PDF_MAX_ROWS }): Promise<Response> {
  const staff = requireStaff(actor, REPORT_ROLES);
  const type = reportTypeOf(typeName);
  const hospitalId = tenantOf(staff);
  const def = REPORTS[type];
  const ctx = await reportContext(hospitalId, query.from, query.to, now);
  const summary = await def.summary(ctx);
  if (query.format === "pdf" && summary.rowCount > limits.pdfMaxRows) throw pdfTooLong(summary.rowCount, limits.pdfMaxRows);
  await getDb().transaction(async (tx) => {
    const [run] = await tx
      .insert(reportRuns)
      .values({ hospitalId, type, format: query.format, periodFrom: query.from, periodTo: query.to, rowCount: summary.rowCount, createdBy: staff.userId, createdAt: now })
      .returning({ id: reportRuns.id });
    await audit(
      actor,
      {
        action: "report.download",
        entity: "report_run",
        entityId: run.id,
        hospitalId,
        details: { type, format: query.format, from: query.from, to: query.to, rowCount: summary.rowCount },
      },
      tx,
    );
  });
  const filename = reportFilename(type, query.from, query.to, query.format);
  if (query.format === "pdf") {
    const pdf = await reportPdf(def, ctx, summary.totals.map((t) => ({ label: t.label, value: totalText(t, ctx) })));
    return pdfResponse(filename, pdf);
  }
  return new Response(reportCsv(def, ctx), {
    status: 200,
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
      "x-report-rows": String(summary.rowCount),
    },
  });
}

export type ReportRunView = {
  id: string;
  type: ReportType;
  format: ReportFormat;
  from: string;
  to: string;
  rowCount: number | null;
  createdAt: string;
  createdByName: string | null;
};

/** What the Reports panel opens with: the last runs, the hospital's time zone and this month. */
export async function reportsPanelData(actor: Actor): Promise<{ runs: ReportRunView[]; timezone: string; defaultPeriod: { from: string; to: string } }> {
  const staff = requireStaff(actor, REPORT_ROLES);
  const hospitalId = tenantOf(staff);
  const [runs, [hospital]] = await Promise.all([
    listReportRuns(actor),
    getDb().select({ timezone: hospitals.timezone }).from(hospitals).where(eq(hospitals.id, hospitalId)).limit(1),
  ]);
  const timezone = hospital?.timezone ?? "UTC";
  return { runs, timezone, defaultPeriod: thisMonth(localDate(new Date(), timezone)) };
}

/** The hospital's last runs, newest first (GET /api/reports; 'Recent reports'). */
export async function listReportRuns(actor: Actor, limit = 10): Promise<ReportRunView[]> {
  const staff = requireStaff(actor, REPORT_ROLES);
  const hospitalId = tenantOf(staff);
  const rows = await getDb()
    .select({
      id: reportRuns.id,
      type: reportRuns.type,
      format: reportRuns.format,
      from: reportRuns.periodFrom,
      to: reportRuns.periodTo,
      rowCount: reportRuns.rowCount,
      createdAt: reportRuns.createdAt,
      createdByName: sql<string | null>`coalesce(nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), ''), ${users.email})`,
    })
    .from(reportRuns)
    .leftJoin(users, eq(users.id, reportRuns.createdBy))
    .where(eq(reportRuns.hospitalId, hospitalId))
    .orderBy(desc(reportRuns.createdAt), desc(reportRuns.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, type: r.type as ReportType, format: r.format as ReportFormat, createdAt: r.createdAt.toISOString() }));
}
