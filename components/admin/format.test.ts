import { formatBytes, formatCount, formatDateTime, humanize } from "./format";

describe("administration display helpers", () => {
  it("shows sizes in the largest unit that keeps them at 1 or more", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(1023)).toBe("1,023 B");
    expect(formatBytes(1024)).toBe("1 KB");
    expect(formatBytes(13_002_342)).toBe("12.4 MB");
    expect(formatBytes(5 * 1024 ** 3)).toBe("5 GB");
  });

  it("shows instants in UTC whatever the machine's zone", () => {
    expect(formatDateTime("2026-11-27T01:32:00.000Z")).toBe("Nov 27, 2026, 1:32 AM UTC");
  });

  it("groups counts and words", () => {
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(humanize("hospital_admin")).toBe("Hospital admin");
    expect(humanize("premium")).toBe("Premium");
  });
});
