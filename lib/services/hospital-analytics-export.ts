import type { Actor } from "@/lib/auth/actor-types";
import { csvResponse, toCsv, type CsvValue } from "@/lib/csv";

import { getHospitalAnalytics, type AnalyticsSummary, type HospitalAnalytics } from "./hospital-analytics";

// GET /api/analytics/export: the figures of the analytics page as one CSV file (lib/csv.ts writes
// it and neutralises cells a spreadsheet would read as a formula). One row per figure, long
// format: the section, the item it is about (a department, a doctor, a date…), the measure, the
// value. Money in minor units of `currency` (its own column), as the API gives it; an empty value
// is a figure without data (null).

export const ANALYTICS_CSV_HEADER = ["Section", "Item", "Measure", "Value", "Unit"] as const;

const SUMMARY_UNITS: Record<keyof AnalyticsSummary, string> = {
  totalPatients: "patients",
  newPatients: "patients",
  appointments: "appointments",
  completed: "appointments",
  cancelled: "appointments",
  rejected: "appointments",
  revenue: "minor units",
  billed: "minor units",
  outstanding: "minor units",
  averageWaitMinutes: "minutes",
  satisfaction: "rating 1-5",
  ratings: "ratings",
};

export function analyticsCsvRows(data: HospitalAnalytics): CsvValue[][] {
  const rows: CsvValue[][] = [];
  const unit = (u: string) => (u === "minor units" ? `${data.currency} minor units` : u);
  rows.push(["Period", "", "From", data.from, "date"], ["Period", "", "To", data.to, "date"], ["Period", "", "Time zone", data.timezone, ""]);
  rows.push(["Period", "", "Currency", data.currency, ""], ["Period", "", "Series granularity", data.granularity, ""]);
  for (const [section, summary, period] of [
    ["Summary", data.summary, `${data.from} to ${data.to}`],
    ["Previous period", data.previous, `${data.previousPeriod.from} to ${data.previousPeriod.to}`],
  ] as const) {
    for (const key of Object.keys(SUMMARY_UNITS) as (keyof AnalyticsSummary)[]) rows.push([section, period, key, summary[key], unit(SUMMARY_UNITS[key])]);
  }
  for (const [key, value] of Object.entries(data.rates)) rows.push(["Rates", "", key, value, "share 0-1"]);
  for (const s of data.appointmentsByStatus) rows.push(["Appointments by status", s.status, "appointments", s.count, "appointments"]);
  for (const d of data.byDepartment) {
    rows.push(
      ["Department", d.name, "appointments", d.appointments, "appointments"],
      ["Department", d.name, "completed", d.completed, "appointments"],
      ["Department", d.name, "averageWaitMinutes", d.averageWaitMinutes, "minutes"],
      ["Department", d.name, "revenue", d.revenue, unit("minor units")],
      ["Department", d.name, "staffCount", d.staffCount, "staff"],
      ["Department", d.name, "rating", d.rating, "rating 1-5"],
      ["Department", d.name, "ratings", d.ratings, "ratings"],
    );
  }
  for (const d of data.byDoctor) {
    const item = `${d.name} (${d.doctorId})`;
    rows.push(
      ["Doctor", item, "appointments", d.appointments, "appointments"],
      ["Doctor", item, "completed", d.completed, "appointments"],
      ["Doctor", item, "acceptanceRate", d.acceptanceRate, "share 0-1"],
      ["Doctor", item, "averageResponseMinutes", d.averageResponseMinutes, "minutes"],
      ["Doctor", item, "rating", d.rating, "rating 1-5"],
      ["Doctor", item, "ratings", d.ratings, "ratings"],
    );
  }
  for (const p of data.series) {
    rows.push(
      ["Series", p.date, "appointments", p.appointments, "appointments"],
      ["Series", p.date, "completed", p.completed, "appointments"],
      ["Series", p.date, "newPatients", p.newPatients, "patients"],
      ["Series", p.date, "revenue", p.revenue, unit("minor units")],
    );
  }
  for (const f of data.financial.byDepartment) {
    for (const key of ["revenue", "billed", "outstanding"] as const) rows.push(["Financial by department", f.name, key, f[key], unit("minor units")]);
  }
  for (const m of data.financial.byMethod) {
    rows.push(["Financial by payment method", m.method, "payments", m.payments, "payments"], ["Financial by payment method", m.method, "amount", m.amount, unit("minor units")]);
  }
  for (const m of data.financial.byMonth) {
    for (const key of ["revenue", "billed", "outstanding"] as const) rows.push(["Financial by month", m.month, key, m[key], unit("minor units")]);
  }
  return rows;
}

/** `hospital-analytics-HOSP-001-2026-11-01-to-2026-11-27.csv`. */
export const analyticsCsvFilename = (data: HospitalAnalytics) => `hospital-analytics-${data.hospitalId}-${data.from}-to-${data.to}.csv`;

export async function exportHospitalAnalytics(actor: Actor, query: { from?: string; to?: string; hospitalId?: string }, now = new Date()): Promise<Response> {
  const data = await getHospitalAnalytics(actor, query, now);
  return csvResponse(analyticsCsvFilename(data), toCsv(ANALYTICS_CSV_HEADER, analyticsCsvRows(data)));
}
