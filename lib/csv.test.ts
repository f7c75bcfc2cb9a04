import { csvCell, csvFilename, csvResponse, toCsv } from "./csv";

/** A strict RFC 4180 reader, to check that what we write reads back as the values we meant. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') {
      if (cell !== "") throw new Error(`stray quote at ${i}`);
      quoted = true;
    } else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  if (quoted) throw new Error("unterminated quote");
  if (cell !== "" || row.length) throw new Error("missing final line end");
  return rows;
}

describe("csvCell", () => {
  it("leaves plain text, numbers and booleans as they are and writes nothing for null", () => {
    expect(csvCell("Mulago Hospital")).toBe("Mulago Hospital");
    expect(csvCell(99.5)).toBe("99.5");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvCell(new Date("2026-11-26T10:00:00Z"))).toBe("2026-11-26T10:00:00.000Z");
  });

  it("quotes commas, quotes and line breaks, doubling the quotes inside", () => {
    expect(csvCell("Kampala, Uganda")).toBe('"Kampala, Uganda"');
    expect(csvCell('The "Nile" Clinic')).toBe('"The ""Nile"" Clinic"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it.each([["=HYPERLINK(\"http://evil\")"], ["+1+2"], ["-2+3"], ["@SUM(A1:A2)"], ["\t=1"], ["\r=1"]])(
    "neutralises the formula %j with a leading apostrophe",
    (formula) => {
      const [[cell]] = parseCsv(`${csvCell(formula)}\r\n`);
      expect(cell).toBe(`'${formula}`);
    },
  );

  it("neutralises a formula that also needs quotes, and JSON of an object", () => {
    expect(csvCell('=cmd|" /C calc"!A0,1')).toBe(`"'=cmd|"" /C calc""!A0,1"`);
    expect(csvCell({ plan: "basic", note: "a,b" })).toBe('"{""plan"":""basic"",""note"":""a,b""}"');
    expect(csvCell(["x"])).toBe('"[""x""]"');
  });
});

describe("toCsv", () => {
  it("writes a header and rows that read back as the same values", () => {
    const rows = [
      ["PAY-1", 'St. "Mary\'s", Gulu', 99, "=1+1", null],
      ["PAY-2", "two\nlines", 0, "-", "@home"],
    ];
    const text = toCsv(["id", "name", "amount", "note", "extra"], rows);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(parseCsv(text)).toEqual([
      ["id", "name", "amount", "note", "extra"],
      ["PAY-1", 'St. "Mary\'s", Gulu', "99", "'=1+1", ""],
      ["PAY-2", "two\nlines", "0", "'-", "'@home"],
    ]);
  });

  it("writes only the header for no rows", () => {
    expect(toCsv(["a", "b"], [])).toBe("a,b\r\n");
  });
});

describe("csvResponse", () => {
  it("is a text/csv attachment named for the day, never cached", async () => {
    expect(csvFilename("payments", new Date("2026-03-05T23:59:00Z"))).toBe("payments-2026-03-05.csv");
    const res = csvResponse("payments-2026-03-05.csv", "a\r\n", { "x-export-truncated": "false" });
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe("attachment; filename=payments-2026-03-05.csv");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-export-truncated")).toBe("false");
    expect(await res.text()).toBe("a\r\n");
  });
});
