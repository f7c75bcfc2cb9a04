// The PDF's built-in fonts (Helvetica) encode WinAnsi (Windows-1252) only: a character outside it
// would come out as a wrong glyph, so it is written as "?" instead. (An embedded Unicode font would
// lift this; none ships with the app.)

const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** The text with every character the standard fonts cannot show replaced by "?", control characters by a space. */
export function pdfSafe(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code === 0x0a) out += "\n";
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += " ";
    else if (code <= 0xff || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else out += "?";
  }
  return out;
}

/** Collects a pdfkit document's bytes: resolves with the whole file once `end()` has been called. */
export function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

/**
 * Writes "Page n of m" at the foot of every buffered page (the document must be made with
 * `bufferPages: true`). The bottom margin is lifted while writing, or pdfkit would add a page.
 */
export function numberPages(doc: PDFKit.PDFDocument): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { margins, width, height } = doc.page;
    const bottom = margins.bottom;
    margins.bottom = 0;
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor("#555555")
      .text(`Page ${i - range.start + 1} of ${range.count}`, margins.left, height - bottom / 2 - 4, {
        width: width - margins.left - margins.right,
        align: "center",
        lineBreak: false,
      });
    margins.bottom = bottom;
  }
}
