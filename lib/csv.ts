// CSV downloads (RFC 4180), safe to open in a spreadsheet: one writer for every export.

export type CsvValue = string | number | boolean | Date | null | undefined | Record<string, unknown> | unknown[];

// A cell a spreadsheet would read as a formula (OWASP "CSV injection"): = + - @, and tab or
// carriage return, which some spreadsheets skip before such a sign.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: text that starts like a formula gets a leading `'`; quotes, commas and line breaks are quoted. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  // Numbers and booleans are written by us, never a formula (a negative amount stays a number).
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  let text = value instanceof Date ? value.toISOString() : typeof value === "string" ? value : JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: a header row, then one line per row, CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** `name-YYYY-MM-DD.csv`, the date of the export in UTC. */
export function csvFilename(name: string, at = new Date()): string {
  return `${name}-${at.toISOString().slice(0, 10)}.csv`;
}

/** A CSV download: `text/csv`, `attachment`, never cached; `headers` adds e.g. a truncation notice. */
export function csvResponse(filename: string, csv: string, headers: Record<string, string> = {}): Response {
  return new Response(csv, {
    status: 200,
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename=${filename}`,
      "cache-control": "no-store",
      ...headers,
    },
  });
}
