import { inflateSync } from "node:zlib";

import { pdfSafe } from "./pdf-text";
import { renderReportPdf } from "./report-document";

/** The PDF's page objects and the text of its (deflated) content streams. */
function readPdf(pdf: Buffer) {
  const raw = pdf.toString("latin1");
  const pages = (raw.match(/\/Type \/Page\b(?!s)/g) ?? []).length;
  let content = "";
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    try {
      content += inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      // Not a deflated stream (fonts, images).
    }
  }
  // pdfkit writes text as hex strings <...> in TJ arrays: decode them.
  const hex = [...content.matchAll(/<([0-9a-fA-F]+)>/g)].map((h) => Buffer.from(h[1], "hex").toString("latin1")).join("");
  return { raw, pages, text: hex };
}

const base = {
  hospitalName: "Mulago National Referral Hospital",
  title: "Appointment report",
  period: "2026-10-01 to 2026-10-31",
  producedAt: "2026-11-01 09:00 (Africa/Kampala)",
  totals: [{ label: "Appointments", value: "3" }],
  columns: [{ label: "Name", width: 2 }, { label: "Minutes", align: "right" as const }],
};

describe("renderReportPdf", () => {
  it("is one page for a short table, with the heading, the totals and Page 1 of 1", async () => {
    const pdf = await renderReportPdf({ ...base, rows: [["Amina Nakato", 12]] });
    const { raw, pages, text } = readPdf(pdf);
    expect(raw.startsWith("%PDF-")).toBe(true);
    expect(raw.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(pages).toBe(1);
    for (const s of ["Mulago National Referral Hospital", "Appointment report", "2026-10-01 to 2026-10-31", "Appointments: 3", "Amina Nakato", "Page 1 of 1"]) {
      expect(text.replace(/\s+/g, " ")).toContain(s);
    }
  });

  it("spreads a long table over pages, repeating the header, numbered Page n of m", async () => {
    const rows = Array.from({ length: 200 }, (_, i) => [`Patient ${i}`, i]);
    const { pages, text } = readPdf(await renderReportPdf({ ...base, rows }));
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text.split("Minutes").length - 1).toBe(pages);
    expect(text).toContain("Patient 199");
  });

  it("cuts a cell too long for three lines with an ellipsis, and says so when there are no rows", async () => {
    const long = Array.from({ length: 200 }, (_, i) => `word${i}`).join(" ");
    const { text } = readPdf(await renderReportPdf({ ...base, rows: [[long, 1]] }));
    expect(text).toContain("word0");
    expect(text).not.toContain("word199");
    // The ellipsis "…" is byte 0x85 in the standard fonts' encoding (WinAnsi).
    expect(text).toContain("\x85");
    const empty = readPdf(await renderReportPdf({ ...base, rows: [], emptyText: "No data for this period." }));
    expect(empty.pages).toBe(1);
    expect(empty.text).toContain("No data for this period.");
  });
});

describe("pdfSafe", () => {
  it("keeps Latin-1 and Windows-1252 text and replaces what the standard fonts cannot show", () => {
    expect(pdfSafe("Hôpital Café – “quoted” €5")).toBe("Hôpital Café – “quoted” €5");
    expect(pdfSafe("医院 Ngũgĩ")).toBe("?? Ng?g?");
    expect(pdfSafe("a\u0000b\tc\nd")).toBe("a b c\nd");
  });
});
