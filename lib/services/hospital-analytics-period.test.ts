import { ServiceError } from "@/lib/errors";

import { bucketStarts, resolvePeriods } from "./hospital-analytics-period";

// The period of the hospital analytics: defaults, the previous period and the local day edges.

const now = new Date("2026-03-31T22:30:00Z"); // 1 April 01:30 in Kampala, still 31 March in UTC

describe("resolvePeriods", () => {
  it("defaults to this month up to today in the hospital's zone", () => {
    const p = resolvePeriods({}, "Africa/Kampala", now);
    expect([p.current.from, p.current.to, p.current.days]).toEqual(["2026-04-01", "2026-04-01", 1]);
    expect([p.previous.from, p.previous.to]).toEqual(["2026-03-31", "2026-03-31"]);
    const utc = resolvePeriods({}, "UTC", now);
    expect([utc.current.from, utc.current.to]).toEqual(["2026-03-01", "2026-03-31"]);
  });

  it("turns local days into instants, `to` inclusive", () => {
    const p = resolvePeriods({ from: "2026-03-01", to: "2026-03-31" }, "Africa/Kampala", now);
    expect(p.current.start.toISOString()).toBe("2026-02-28T21:00:00.000Z");
    expect(p.current.end.toISOString()).toBe("2026-03-31T21:00:00.000Z");
    expect([p.previous.from, p.previous.to, p.previous.days]).toEqual(["2026-01-29", "2026-02-28", 31]);
    // A zone with summer time: the day the clocks go forward has 23 hours.
    const ny = resolvePeriods({ from: "2026-03-08", to: "2026-03-08" }, "America/New_York", now);
    expect(ny.current.end.getTime() - ny.current.start.getTime()).toBe(23 * 3_600_000);
  });

  it("fills in the missing end: today, or the first of `to`'s month", () => {
    expect(resolvePeriods({ from: "2026-03-10" }, "UTC", now).current.to).toBe("2026-03-31");
    expect(resolvePeriods({ from: "2026-06-10" }, "UTC", now).current.to).toBe("2026-06-10");
    expect(resolvePeriods({ to: "2026-02-14" }, "UTC", now).current.from).toBe("2026-02-01");
  });

  it("charts per day up to 62 days and per week beyond", () => {
    const daily = resolvePeriods({ from: "2026-01-01", to: "2026-03-03" }, "UTC", now);
    expect([daily.granularity, daily.current.days, bucketStarts(daily).length]).toEqual(["day", 62, 62]);
    const weekly = resolvePeriods({ from: "2026-01-01", to: "2026-03-04" }, "UTC", now);
    expect([weekly.granularity, bucketStarts(weekly).length, bucketStarts(weekly).at(-1)]).toEqual(["week", 9, "2026-02-26"]);
  });

  it("refuses an end before the start and a period over 731 days with 400", () => {
    const refusal = (q: { from?: string; to?: string }) => {
      try {
        resolvePeriods(q, "UTC", now);
      } catch (e) {
        return e instanceof ServiceError ? [e.status, e.message] : e;
      }
      return null;
    };
    expect(refusal({ from: "2026-03-02", to: "2026-03-01" })).toEqual([400, "The end date must not be before the start date"]);
    expect(refusal({ from: "2024-01-01", to: "2026-01-01" })).toEqual([400, "The period must not be longer than 731 days (two years)"]);
    expect(refusal({ from: "2024-01-01", to: "2025-12-31" })).toBeNull();
  });
});
