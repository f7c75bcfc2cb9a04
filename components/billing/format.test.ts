import { amountInputValue, billNumber, parseAmount } from "./format";

describe("parseAmount", () => {
  it("turns typed amounts into exact minor units of the currency", () => {
    expect(parseAmount("20,000", "UGX")).toBe(20_000);
    expect(parseAmount(" 12.5 ", "USD")).toBe(1_250);
    expect(parseAmount("12.50", "USD")).toBe(1_250);
    expect(parseAmount("0.10", "USD")).toBe(10);
    expect(parseAmount("1.", "KES")).toBe(100);
  });

  it("refuses what is not an amount of the currency", () => {
    for (const [text, currency] of [["", "USD"], ["-5", "USD"], ["12.345", "USD"], ["1.5", "UGX"], ["abc", "KES"], ["1e3", "USD"], ["99999999999999999999", "USD"]]) {
      expect(parseAmount(text, currency)).toBeNull();
    }
  });

  it("round-trips with amountInputValue", () => {
    expect(amountInputValue(1_250, "USD")).toBe("12.50");
    expect(amountInputValue(5, "USD")).toBe("0.05");
    expect(amountInputValue(20_000, "UGX")).toBe("20000");
    expect(parseAmount(amountInputValue(123_456_789, "KES"), "KES")).toBe(123_456_789);
  });
});

describe("billNumber", () => {
  it("is the first eight characters of the id, upper case", () => {
    expect(billNumber("1a2b3c4d-0000-4000-8000-000000000000")).toBe("B-1A2B3C4D");
  });
});
