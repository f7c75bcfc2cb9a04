import { eq } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requiredTenantOf, requireStaff } from "@/lib/auth/guards";
import { roundMinutes } from "@/lib/clinical/waiting-time";
import { currencyFor } from "@/lib/constants/countries";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { APPOINTMENT_STATUSES, BILL_PAYMENT_METHODS, billingSettings, hospitals } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";

import { resolvePeriods, type AnalyticsPeriods, type Granularity } from "./hospital-analytics-period";
import {
  departmentsStatement,
  doctorsStatement,
  financeByDepartmentStatement,
  financeByMethodStatement,
  financeByMonthStatement,
  seriesStatement,
  summaryStatement,
} from "./hospital-analytics-statements";

// GET /api/analytics (API.md "Dashboard and analytics"): the analytics page of one hospital over a
// period of its local calendar days. Counts and sums are 0 when nothing happened (a true zero);
// averages and rates are null when there is nothing to average (no visit started, no rating, no
// appointment, no answer): never an invented figure.

type Num = string | number | null;

export type AnalyticsSummary = {
  /** Patients linked to the hospital at the end of the period (patient_hospitals). */
  totalPatients: number;
  /** Patients linked to the hospital during the period. */
  newPatients: number;
  /** Appointments dated in the period, whatever their status. */
  appointments: number;
  completed: number;
  cancelled: number;
  rejected: number;
  /** Live payments received in the period (voided ones excluded), minor units. */
  revenue: number;
  /** Totals of the non-void bills opened in the period, minor units. */
  billed: number;
  /** Balances of those bills, minor units. */
  outstanding: number;
  /** Mean wait (minutes, one decimal) of the period's visits whose consultation began; null when none did. */
  averageWaitMinutes: number | null;
  /** Mean rating (1–5, one decimal) of the period's visits; null when none was rated. */
  satisfaction: number | null;
  /** How many of the period's visits were rated. */
  ratings: number;
};

export type AnalyticsRates = {
  /** Shares (0–1, four decimals) of the period's appointments; null when there were none. */
  completion: number | null;
  cancellation: number | null;
  rejection: number | null;
};

export type DepartmentFigures = {
  departmentId: string;
  name: string;
  isActive: boolean;
  appointments: number;
  completed: number;
  averageWaitMinutes: number | null;
  revenue: number;
  billed: number;
  outstanding: number;
  /** Active doctors and health workers now. */
  staffCount: number;
  rating: number | null;
  ratings: number;
};

export type DoctorFigures = {
  doctorId: string;
  name: string;
  departmentId: string | null;
  departmentName: string | null;
  isActive: boolean;
  appointments: number;
  completed: number;
  /** Requests of the period the doctor answered (accepted or rejected). */
  responded: number;
  accepted: number;
  /** accepted ÷ responded (0–1, four decimals); null when the doctor answered none. */
  acceptanceRate: number | null;
  /** Mean minutes from the request to the doctor's answer (one decimal); null when none. */
  averageResponseMinutes: number | null;
  rating: number | null;
  ratings: number;
};

export type SeriesPoint = { date: string; appointments: number; completed: number; newPatients: number; revenue: number };

export type HospitalAnalytics = {
  hospitalId: string;
  from: string;
  to: string;
  timezone: string;
  currency: string;
  /** "day": one point per local day; "week": per 7 days from `from` (periods over 62 days). */
  granularity: Granularity;
  previousPeriod: { from: string; to: string };
  summary: AnalyticsSummary;
  previous: AnalyticsSummary;
  rates: AnalyticsRates;
  appointmentsByStatus: { status: (typeof APPOINTMENT_STATUSES)[number]; count: number }[];
  byDepartment: DepartmentFigures[];
  byDoctor: DoctorFigures[];
  series: SeriesPoint[];
  financial: {
    /** Per department of the bill; `departmentId` null: bills not tied to a department. */
    byDepartment: { departmentId: string | null; name: string; revenue: number; billed: number; outstanding: number }[];
    /** Every method, zero included. */
    byMethod: { method: (typeof BILL_PAYMENT_METHODS)[number]; payments: number; amount: number }[];
    /** Local calendar months (YYYY-MM) with any payment or bill. */
    byMonth: { month: string; revenue: number; billed: number; outstanding: number }[];
  };
};

const int = (v: Num | undefined) => Number(v ?? 0);
const oneDecimal = (v: Num | undefined) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);
const minutes = (v: Num | undefined) => (v === null || v === undefined ? null : roundMinutes(Number(v)));
const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : null);

type SummaryRow = Record<
  "k" | "totalPatients" | "newPatients" | "appointments" | "scheduled" | "accepted" | "completed" | "cancelled" | "rejected" | "noShow" | "wait" | "ratings" | "satisfaction" | "revenue" | "billed" | "outstanding",
  Num
>;

function summaryOf(row: SummaryRow | undefined): AnalyticsSummary {
  return {
    totalPatients: int(row?.totalPatients),
    newPatients: int(row?.newPatients),
    appointments: int(row?.appointments),
    completed: int(row?.completed),
    cancelled: int(row?.cancelled),
    rejected: int(row?.rejected),
    revenue: int(row?.revenue),
    billed: int(row?.billed),
    outstanding: int(row?.outstanding),
    averageWaitMinutes: minutes(row?.wait),
    satisfaction: oneDecimal(row?.satisfaction),
    ratings: int(row?.ratings),
  };
}

/** The hospital's zone and billing currency (404 for an unknown hospital). */
async function hospitalContext(hospitalId: string) {
  const [row] = await getDb()
    .select({ timezone: hospitals.timezone, country: hospitals.country, chosen: billingSettings.currency })
    .from(hospitals)
    .leftJoin(billingSettings, eq(billingSettings.hospitalId, hospitals.id))
    .where(eq(hospitals.id, hospitalId))
    .limit(1);
  if (!row) throw notFound("Hospital");
  return { timezone: row.timezone, currency: currencyFor(row.country, row.chosen) };
}

/** The hospital the actor may analyse: hospital_admin their own; system_admin the one named (400 when none). */
export function analyticsHospitalOf(actor: Actor, requestedHospitalId?: string): string {
  const staff = requireStaff(actor, ["hospital_admin", "system_admin"]);
  return requiredTenantOf(staff, requestedHospitalId);
}

export async function getHospitalAnalytics(
  actor: Actor,
  query: { from?: string; to?: string; hospitalId?: string },
  now = new Date(),
): Promise<HospitalAnalytics> {
  const hospitalId = analyticsHospitalOf(actor, query.hospitalId);
  const { timezone, currency } = await hospitalContext(hospitalId);
  const periods: AnalyticsPeriods = resolvePeriods(query, timezone, now);
  const { current } = periods;
  const db = getDb();
  const [summaries, departmentRows, doctorRows, seriesRows, financeDepartments, methods, months] = await Promise.all([
    queryRows<SummaryRow>(db, summaryStatement(hospitalId, periods)),
    queryRows<Record<string, Num | boolean>>(db, departmentsStatement(hospitalId, current)),
    queryRows<Record<string, Num | boolean>>(db, doctorsStatement(hospitalId, current)),
    queryRows<Record<string, Num>>(db, seriesStatement(hospitalId, periods)),
    queryRows<{ departmentId: string | null; name: string | null; revenue: Num; billed: Num; outstanding: Num }>(db, financeByDepartmentStatement(hospitalId, current)),
    queryRows<{ method: string; payments: Num; amount: Num }>(db, financeByMethodStatement(hospitalId, current)),
    queryRows<{ month: string; revenue: Num; billed: Num; outstanding: Num }>(db, financeByMonthStatement(hospitalId, current, timezone)),
  ]);

  const currentRow = summaries.find((r) => r.k === "current");
  const summary = summaryOf(currentRow);
  const money = new Map(financeDepartments.map((r) => [r.departmentId, r]));
  const byDepartment: DepartmentFigures[] = departmentRows.map((r) => {
    const f = money.get(r.departmentId as string);
    return {
      departmentId: r.departmentId as string,
      name: r.name as string,
      isActive: Boolean(r.isActive),
      appointments: int(r.appointments as Num),
      completed: int(r.completed as Num),
      averageWaitMinutes: minutes(r.wait as Num),
      revenue: int(f?.revenue),
      billed: int(f?.billed),
      outstanding: int(f?.outstanding),
      staffCount: int(r.staffCount as Num),
      rating: oneDecimal(r.rating as Num),
      ratings: int(r.ratings as Num),
    };
  });
  const byMethod = new Map(methods.map((m) => [m.method, m]));

  return {
    hospitalId,
    from: current.from,
    to: current.to,
    timezone,
    currency,
    granularity: periods.granularity,
    previousPeriod: { from: periods.previous.from, to: periods.previous.to },
    summary,
    previous: summaryOf(summaries.find((r) => r.k === "previous")),
    rates: {
      completion: share(summary.completed, summary.appointments),
      cancellation: share(summary.cancelled, summary.appointments),
      rejection: share(summary.rejected, summary.appointments),
    },
    appointmentsByStatus: APPOINTMENT_STATUSES.map((status) => ({ status, count: int(currentRow?.[status === "no_show" ? "noShow" : status]) })),
    byDepartment,
    byDoctor: doctorRows.map((r) => {
      const responded = int(r.responded as Num);
      const accepted = int(r.accepted as Num);
      return {
        doctorId: r.doctorId as string,
        name: `Dr. ${[r.firstName, r.lastName].filter(Boolean).join(" ")}`,
        departmentId: (r.departmentId as string | null) ?? null,
        departmentName: (r.departmentName as string | null) ?? null,
        isActive: Boolean(r.isActive),
        appointments: int(r.appointments as Num),
        completed: int(r.completed as Num),
        responded,
        accepted,
        acceptanceRate: share(accepted, responded),
        averageResponseMinutes: minutes(r.response as Num),
        rating: oneDecimal(r.rating as Num),
        ratings: int(r.ratings as Num),
      };
    }),
    series: seriesRows.map((r) => ({
      date: String(r.date),
      appointments: int(r.appointments),
      completed: int(r.completed),
      newPatients: int(r.newPatients),
      revenue: int(r.revenue),
    })),
    financial: {
      byDepartment: financeDepartments
        .map((r) => ({
          departmentId: r.departmentId,
          name: r.name ?? "No department",
          revenue: int(r.revenue),
          billed: int(r.billed),
          outstanding: int(r.outstanding),
        }))
        .sort((x, y) => y.revenue - x.revenue || y.billed - x.billed || x.name.localeCompare(y.name)),
      byMethod: BILL_PAYMENT_METHODS.map((method) => ({ method, payments: int(byMethod.get(method)?.payments), amount: int(byMethod.get(method)?.amount) })),
      byMonth: months.map((m) => ({ month: m.month, revenue: int(m.revenue), billed: int(m.billed), outstanding: int(m.outstanding) })),
    },
  };
}
