import { formatMoney, minorDigits } from "./money";

// Amounts are integers of minor units; the display is exact for any of them.
describe("money", () => {
  it("knows each currency's minor unit", () => {
    expect(minorDigits("UGX")).toBe(0);
    expect(minorDigits("KES")).toBe(2);
    expect(minorDigits("USD")).toBe(2);
  });

  it("writes minor units exactly, without floating point", () => {
    expect(formatMoney(2_000_000, "UGX")).toBe("UGX 2,000,000");
    expect(formatMoney(1250, "USD")).toBe("$12.50");
    expect(formatMoney(5, "USD")).toBe("$0.05");
    expect(formatMoney(999_999_999_999_999, "USD")).toBe("$9,999,999,999,999.99");
    expect(formatMoney(-1001, "KES")).toBe("-KES 10.01");
  });
});
