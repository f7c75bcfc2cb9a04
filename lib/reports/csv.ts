// The reports' CSV: the one writer of lib/csv (RFC 4180, formula injection neutralised), streamed.
//
// Text cells beginning with `=`, `+`, `-`, `@`, a tab or a carriage return get a leading `'` (a
// patient named "=HYPERLINK(…)" cannot run in a spreadsheet). Numbers we write ourselves (counts,
// minutes) stay numbers, a negative one included: a number is never a formula. Money is written as
// an exact decimal string, so it follows the text rule (report amounts are never negative).
import { csvCell, type CsvValue } from "@/lib/csv";

export { csvCell, toCsv, type CsvValue } from "@/lib/csv";

/** One CSV line (CRLF end). */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** Lines per chunk handed to the stream. */
const LINES_PER_CHUNK = 500;

/**
 * A UTF-8 CSV stream: the header, then the rows as they are read (a chunk per few hundred lines),
 * so that a year's report never sits whole in memory. The rows are pulled only as fast as the
 * client reads (the stream's back-pressure).
 */
export function csvStream(header: readonly string[], rows: AsyncIterable<readonly CsvValue[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        let chunk = "";
        if (!headerSent) {
          chunk += csvLine(header);
          headerSent = true;
        }
        for (let n = 0; n < LINES_PER_CHUNK; n++) {
          const next = await iterator.next();
          if (next.done) {
            if (chunk) controller.enqueue(encoder.encode(chunk));
            controller.close();
            return;
          }
          chunk += csvLine(next.value);
        }
        controller.enqueue(encoder.encode(chunk));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
