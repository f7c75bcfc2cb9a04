import PDFDocument from "pdfkit";

import { collect, numberPages, pdfSafe } from "./pdf-text";

// A printable report produced on the server with pdfkit (no browser): the hospital's name, the
// title, the period, the time produced, the totals, then the table, its header repeated on every
// page, "Page n of m" at the foot. A cell too long for its column wraps on up to three lines and
// then ends with an ellipsis.

export type PdfColumn = { label: string; width?: number; align?: "left" | "right" };

export type ReportPdfInput = {
  hospitalName: string;
  title: string;
  /** "1 November 2026 to 30 November 2026" */
  period: string;
  /** The time produced, already written in the hospital's time zone. */
  producedAt: string;
  totals: { label: string; value: string }[];
  columns: PdfColumn[];
  /** The table's rows as text, read as the document is built. */
  rows: AsyncIterable<(string | number | null)[]> | Iterable<(string | number | null)[]>;
  /** Shown in place of the table when it has no rows. */
  emptyText?: string;
};

const MARGIN = 36;
const FONT_SIZE = 8;
const CELL_PAD = 3;
const MAX_LINES = 3;

/** The report as a PDF file. */
export async function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const landscape = input.columns.length > 5;
  const doc = new PDFDocument({
    size: "A4",
    layout: landscape ? "landscape" : "portrait",
    margins: { top: MARGIN, bottom: MARGIN + 12, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: pdfSafe(`${input.title} - ${input.hospitalName}`), Author: pdfSafe(input.hospitalName), Creator: "Hospital platform" },
  });
  const done = collect(doc);

  const left = doc.page.margins.left;
  const usable = doc.page.width - left - doc.page.margins.right;

  // Heading.
  doc.fillColor("#000000").font("Helvetica-Bold").fontSize(15).text(pdfSafe(input.hospitalName), { width: usable });
  doc.font("Helvetica-Bold").fontSize(12).text(pdfSafe(input.title), { width: usable });
  doc.moveDown(0.3);
  doc.font("Helvetica").fontSize(9).fillColor("#333333");
  doc.text(`Period: ${pdfSafe(input.period)}`, { width: usable });
  doc.text(`Produced: ${pdfSafe(input.producedAt)}`, { width: usable });
  if (input.totals.length) {
    doc.moveDown(0.4);
    doc.font("Helvetica-Bold").fillColor("#000000").text("Totals", { width: usable });
    doc.font("Helvetica").fillColor("#333333");
    for (const t of input.totals) doc.text(`${pdfSafe(t.label)}: ${pdfSafe(t.value)}`, { width: usable });
  }
  doc.moveDown(0.8);

  await drawTable(doc, input.columns, input.rows, input.emptyText ?? "No data for this period.");

  numberPages(doc);
  doc.end();
  return done;
}

/**
 * Draws a table from the current position: the header on a shaded band, repeated at the top of
 * every new page; rows as they are read. A cell wraps on up to three lines, then ends with "…".
 */
export async function drawTable(
  doc: PDFKit.PDFDocument,
  columns: PdfColumn[],
  rows: AsyncIterable<(string | number | null)[]> | Iterable<(string | number | null)[]>,
  emptyText: string,
): Promise<number> {
  const left = doc.page.margins.left;
  const usable = doc.page.width - left - doc.page.margins.right;
  const weights = columns.map((c) => c.width ?? 1);
  const sum = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => (usable * w) / sum);
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const lineHeight = doc.font("Helvetica").fontSize(FONT_SIZE).currentLineHeight(true);
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const cellHeight = (text: string, width: number) =>
    Math.min(doc.heightOfString(text, { width: width - 2 * CELL_PAD }), lineHeight * MAX_LINES);

  const drawRow = (cells: string[], header: boolean, shade: boolean) => {
    doc.font(header ? "Helvetica-Bold" : "Helvetica").fontSize(FONT_SIZE);
    const height = Math.max(lineHeight, ...cells.map((c, i) => cellHeight(c, widths[i]))) + 2 * CELL_PAD;
    if (doc.y + height > bottom()) {
      doc.addPage();
      if (!header) drawHeader();
    }
    const y = doc.y;
    if (header || shade) doc.rect(left, y, usable, height).fill(header ? "#e5e7eb" : "#f7f7f8");
    doc.fillColor("#000000").font(header ? "Helvetica-Bold" : "Helvetica").fontSize(FONT_SIZE);
    cells.forEach((text, i) => {
      doc.text(text, xs[i] + CELL_PAD, y + CELL_PAD, {
        width: widths[i] - 2 * CELL_PAD,
        height: height - 2 * CELL_PAD,
        ellipsis: true,
        align: columns[i].align ?? "left",
      });
    });
    doc.x = left;
    doc.y = y + height;
  };
  const headerCells = columns.map((c) => pdfSafe(c.label));
  const drawHeader = () => drawRow(headerCells, true, false);

  drawHeader();
  let count = 0;
  for await (const row of rows) {
    drawRow(
      row.map((v) => (v === null || v === undefined ? "" : pdfSafe(String(v)))),
      false,
      count % 2 === 1,
    );
    count++;
  }
  if (count === 0) {
    doc.moveDown(0.5);
    doc.font("Helvetica-Oblique").fontSize(9).fillColor("#555555").text(emptyText, left, doc.y, { width: usable });
    doc.fillColor("#000000");
  }
  return count;
}
