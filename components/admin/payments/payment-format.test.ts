import { formatDay, formatMoney, formatMonth } from "./payment-format";

describe("payment display helpers", () => {
  it("prints an amount in its own currency, and an unknown code before the number", () => {
    expect(formatMoney(299, "USD")).toBe("$299.00");
    expect(formatMoney(80.5, "EUR")).toBe("€80.50");
    expect(formatMoney(1234.5, "XYZ1")).toBe("XYZ1 1,234.50");
  });

  it("prints days and months in UTC, whatever the server's zone", () => {
    expect(formatDay("2026-12-31T23:30:00.000Z")).toBe("Dec 31, 2026");
    expect(formatDay(null)).toBe("—");
    expect(formatMonth("2026-01")).toBe("Jan 2026");
  });
});
