import { csvLine, csvStream } from "./csv";
import { csvWriter, decimalAmount, localFormatter } from "./format";
import type { ReportColumn, ReportContext } from "./types";

async function* rowsOf<T>(rows: T[]) {
  for (const r of rows) yield r;
}

const text = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe("csvLine", () => {
  it("neutralises text cells that begin like a formula, and keeps numbers we wrote as numbers", () => {
    expect(csvLine(["=HYPERLINK(\"http://x\")", "+1", "-Smith", "@SUM(A1)", "\tx", "plain"])).toBe(
      `"'=HYPERLINK(""http://x"")",'+1,'-Smith,'@SUM(A1),'\tx,plain\r\n`,
    );
    // A negative number is ours (a count, minutes): never a formula, it stays a number.
    expect(csvLine([-5, 0, 12.5, null])).toBe("-5,0,12.5,\r\n");
    // The same characters as text are neutralised.
    expect(csvLine(["-5"])).toBe("'-5\r\n");
  });
});

describe("csvStream", () => {
  it("writes the header, then every row, in chunks, as UTF-8", async () => {
    const rows = Array.from({ length: 1203 }, (_, i) => [`Nakato ${i}`, i]);
    const out = await text(csvStream(["Name", "N"], rowsOf(rows)));
    const lines = out.split("\r\n");
    expect(lines[0]).toBe("Name,N");
    expect(lines).toHaveLength(1203 + 2);
    expect(lines[1203]).toBe("Nakato 1202,1202");
    expect(lines[1204]).toBe("");
  });

  it("keeps characters beyond ASCII (UTF-8) and writes only the header for no rows", async () => {
    expect(await text(csvStream(["Name"], rowsOf([["Ngũgĩ wa Thiong'o"], ["Ẹ̀kọ́"]])))).toBe("Name\r\nNgũgĩ wa Thiong'o\r\nẸ̀kọ́\r\n");
    expect(await text(csvStream(["A", "B"], rowsOf([])))).toBe("A,B\r\n");
  });
});

describe("report cells", () => {
  const ctx: ReportContext = {
    hospitalId: "HOSP-001",
    hospitalName: "Mulago",
    timezone: "Africa/Kampala",
    currency: "USD",
    from: "2026-10-01",
    to: "2026-10-31",
    start: new Date("2026-09-30T21:00:00Z"),
    end: new Date("2026-10-31T21:00:00Z"),
    producedAt: new Date("2026-11-01T06:00:00Z"),
  };
  const columns: ReportColumn[] = [
    { label: "At", kind: "datetime" },
    { label: "Currency", kind: "text" },
    { label: "Amount", kind: "money", currencyColumn: 1 },
    { label: "Fee", kind: "money" },
    { label: "Minutes", kind: "number" },
  ];

  it("writes money as exact decimals of its currency and instants in the hospital's time zone", () => {
    expect(decimalAmount(123456, "USD")).toBe("1234.56");
    expect(decimalAmount(5, "USD")).toBe("0.05");
    expect(decimalAmount(2_000_000, "UGX")).toBe("2000000");
    expect(decimalAmount(-150, "USD")).toBe("-1.50");
    const write = csvWriter(columns, ctx);
    expect(write([new Date("2026-10-31T20:30:00Z"), "UGX", 2_000_000, 1050, 12.5])).toEqual(["2026-10-31 23:30", "UGX", "2000000", "10.50", 12.5]);
    expect(write([null, null, null, null, null])).toEqual([null, null, null, null, null]);
    expect(localFormatter("UTC").date(new Date("2026-10-31T23:59:00Z"))).toBe("2026-10-31");
  });
});
