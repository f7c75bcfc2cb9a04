import type { AppointmentView } from "@/lib/services/appointment-types";

import {
  appointmentsHref,
  calendarDayLabel,
  calendarRangeLabel,
  datesBetween,
  groupByDay,
  readAppointmentsAddress,
  timeRange,
  weekStart,
} from "./appointments-query";

const TODAY = "2026-11-25"; // a Wednesday

describe("the /appointments address", () => {
  it("defaults to today's day view without filters", () => {
    const address = readAppointmentsAddress({}, TODAY);
    expect(address).toMatchObject({ view: "day", date: TODAY, from: TODAY, to: TODAY, filtered: false });
    expect(address.previous).toBe("2026-11-24");
    expect(address.next).toBe("2026-11-26");
  });

  it("reads a week view, Monday to Sunday", () => {
    const address = readAppointmentsAddress({ view: "week" }, TODAY);
    expect(address).toMatchObject({ view: "week", date: TODAY, from: "2026-11-23", to: "2026-11-29" });
    expect(address.previous).toBe("2026-11-18");
    expect(address.next).toBe("2026-12-02");
  });

  it("reads a day view with its filters", () => {
    const address = readAppointmentsAddress(
      { view: "day", date: "2026-12-31", doctorId: " DOC-1 ", status: "scheduled" },
      TODAY,
      "HOSP-001",
    );
    expect(address).toMatchObject({
      view: "day",
      date: "2026-12-31",
      from: "2026-12-31",
      to: "2026-12-31",
      previous: "2026-12-30",
      next: "2027-01-01",
      doctorId: "DOC-1",
      status: "scheduled",
      hospitalId: "HOSP-001",
      filtered: true,
    });
  });

  it("ignores a malformed date, view or status", () => {
    const address = readAppointmentsAddress({ view: "month", date: "2026-02-30", status: "lost", doctorId: ["a", "b"] }, TODAY);
    expect(address).toMatchObject({ view: "day", date: TODAY, status: undefined, doctorId: undefined, filtered: false });
  });

  it("builds links that read back to the same filters", () => {
    const href = appointmentsHref({ view: "day", date: "2026-11-30", status: "cancelled", hospitalId: "HOSP-002" });
    expect(href).toBe("/appointments?hospitalId=HOSP-002&view=day&date=2026-11-30&status=cancelled");
    const params = Object.fromEntries(new URL(href, "http://x").searchParams);
    expect(readAppointmentsAddress(params, TODAY, "HOSP-002")).toMatchObject({ view: "day", date: "2026-11-30", status: "cancelled" });
  });
});

describe("calendar arithmetic", () => {
  it("finds the Monday of a week, across a month and a year", () => {
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
    expect(weekStart("2026-11-29")).toBe("2026-11-23");
    expect(weekStart("2027-01-01")).toBe("2026-12-28");
  });

  it("lists the dates of a range", () => {
    expect(datesBetween("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
  });

  it("labels days, weeks and time ranges", () => {
    expect(calendarDayLabel("2026-11-23")).toBe("Mon, Nov 23, 2026");
    expect(calendarRangeLabel("2026-11-23", "2026-11-29")).toBe("Nov 23 – Nov 29, 2026");
    expect(calendarRangeLabel("2026-12-28", "2027-01-03")).toBe("Dec 28, 2026 – Jan 3, 2027");
    expect(calendarRangeLabel("2026-11-23", "2026-11-23")).toBe("Mon, Nov 23, 2026");
    expect(timeRange("09:00", 30)).toBe("09:00 – 09:30");
    expect(timeRange("17:30", 120)).toBe("17:30 – 19:30");
  });
});

describe("groupByDay", () => {
  const at = (id: string, appointmentDate: string) => ({ id, appointmentDate }) as AppointmentView;

  it("groups by the hospital's local day, not UTC's, and leaves empty days out", () => {
    // 22:30 UTC on the 23rd is 01:30 on the 24th in Kampala (UTC+3).
    const list = [at("a", "2026-11-23T06:00:00.000Z"), at("b", "2026-11-23T22:30:00.000Z"), at("c", "2026-11-24T07:00:00.000Z")];
    const days = groupByDay(list, datesBetween("2026-11-23", "2026-11-29"), "Africa/Kampala");
    expect(days.map((d) => [d.date, d.appointments.map((a) => a.id)])).toEqual([
      ["2026-11-23", ["a"]],
      ["2026-11-24", ["b", "c"]],
    ]);
  });
});
