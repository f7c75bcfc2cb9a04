import { findUnsafeInput, findUnsafeUrl, isSafeText, MAX_BODY_DEPTH } from "./input";

describe("isSafeText", () => {
  it("accepts ordinary text, accents and paired surrogates (emoji)", () => {
    expect(isSafeText("Amina Nakato")).toBe(true);
    expect(isSafeText("Zoë Ökello, Kampala")).toBe(true);
    expect(isSafeText("Headache 🤕 since Monday")).toBe(true);
  });

  it("refuses NUL and unpaired surrogates, which PostgreSQL cannot store", () => {
    expect(isSafeText("Amina\u0000")).toBe(false);
    expect(isSafeText("\ud800")).toBe(false);
    expect(isSafeText("a\udc00b")).toBe(false);
    expect(isSafeText("\ud83e")).toBe(false);
  });
});

describe("findUnsafeInput", () => {
  it("passes a clean body", () => {
    expect(findUnsafeInput({ firstName: "Amina", tags: ["a", { b: "c" }], age: 3, ok: true, none: null })).toBeNull();
  });

  it("names the field holding NUL or a lone surrogate by its dotted path", () => {
    expect(findUnsafeInput({ firstName: "Amina", address: "Plot\u0000 4" })).toEqual({ field: "address", reason: "text" });
    expect(findUnsafeInput({ aiAnalysis: { conditions: [{ name: "\udfff" }] } })).toEqual({ field: "aiAnalysis.conditions.0.name", reason: "text" });
    expect(findUnsafeInput("\u0000")).toEqual({ field: "_", reason: "text" });
  });

  it("refuses a poisoned key, named by its parent", () => {
    expect(findUnsafeInput({ nested: { ["k\u0000"]: "v" } })).toEqual({ field: "nested", reason: "text" });
    expect(findUnsafeInput({ ["\ud800"]: 1 })).toEqual({ field: "_", reason: "text" });
  });

  it("refuses deep nesting without overflowing the stack (10,000 levels)", () => {
    const deep = JSON.parse("[".repeat(10_000) + "]".repeat(10_000));
    expect(findUnsafeInput(deep)?.reason).toBe("depth");
    let ok: unknown = "x";
    for (let i = 0; i < MAX_BODY_DEPTH; i++) ok = [ok];
    expect(findUnsafeInput(ok)).toBeNull();
  });
});

describe("findUnsafeUrl", () => {
  it("passes ordinary paths and queries, encoded or not", () => {
    expect(findUnsafeUrl("/api/patients/UG-PAT-2026-001", "")).toBeNull();
    expect(findUnsafeUrl("/patients", "?search=Nak%C3%A9&limit=20&x=a+b&flag")).toBeNull();
    expect(findUnsafeUrl("/api/patients/search/Amina%20N", "?q=100%25")).toBeNull();
  });

  it("names the path for a segment that does not decode or decodes to NUL or a lone surrogate", () => {
    expect(findUnsafeUrl("/api/patients/%", "")).toBe("path");
    expect(findUnsafeUrl("/api/patients/%E0%A4%A", "")).toBe("path");
    expect(findUnsafeUrl("/patients/%00", "")).toBe("path");
    expect(findUnsafeUrl("/api/patients/%ED%A0%80", "")).toBe("path");
  });

  it("names the query parameter", () => {
    expect(findUnsafeUrl("/api/patients", "?search=%")).toBe("search");
    expect(findUnsafeUrl("/api/patients", "?limit=5&search=a%00b")).toBe("search");
    expect(findUnsafeUrl("/api/patients", "?%00=1")).toBe("query");
    expect(findUnsafeUrl("/api/patients", "?%=1")).toBe("query");
  });
});
