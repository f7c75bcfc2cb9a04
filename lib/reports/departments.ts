import { asc, eq, sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { departments } from "@/lib/db/schema";
import { roundMinutes } from "@/lib/clinical/waiting-time";

import { arrayRows, num } from "./context";
import type { ReportContext, ReportDefinition, ReportRow } from "./types";

// Department report: per department of the hospital, its people now and its appointments and
// ratings of the period. One statement; a hospital has tens of departments.

type Rec = {
  name: string;
  active: boolean;
  doctors: number;
  workers: number;
  appointments: number;
  completed: number;
  cancelled: number;
  rejected: number;
  noShow: number;
  averageWait: string | null;
  ratings: number;
  averageRating: string | null;
};

// Qualified by hand: drizzle writes a column of a one-table select unqualified ("id"), which inside a
// subquery would name the subquery's own table.
const DEPARTMENT_ID = sql.raw(`"departments"."id"`);

async function departmentRecords(ctx: ReportContext): Promise<Rec[]> {
  const start = ctx.start.toISOString();
  const end = ctx.end.toISOString();
  const inPeriod = sql`a.hospital_id = ${ctx.hospitalId} and a.department_id = ${DEPARTMENT_ID}
    and a.appointment_date >= ${start}::timestamptz and a.appointment_date < ${end}::timestamptz`;
  return getDb()
    .select({
      name: departments.name,
      active: departments.isActive,
      doctors: sql<number>`(select count(*)::int from doctors d where d.hospital_id = ${ctx.hospitalId} and d.department_id = ${DEPARTMENT_ID} and d.is_active)`,
      workers: sql<number>`(select count(*)::int from health_workers w where w.hospital_id = ${ctx.hospitalId} and w.department_id = ${DEPARTMENT_ID} and w.is_active)`,
      appointments: sql<number>`(select count(*)::int from appointments a where ${inPeriod})`,
      completed: sql<number>`(select count(*)::int from appointments a where ${inPeriod} and a.status = 'completed')`,
      cancelled: sql<number>`(select count(*)::int from appointments a where ${inPeriod} and a.status = 'cancelled')`,
      rejected: sql<number>`(select count(*)::int from appointments a where ${inPeriod} and a.status = 'rejected')`,
      noShow: sql<number>`(select count(*)::int from appointments a where ${inPeriod} and a.status = 'no_show')`,
      averageWait: sql<string | null>`(select avg(greatest(0, extract(epoch from (a.consultation_started_at - a.appointment_date)) / 60))
        from appointments a where ${inPeriod} and a.consultation_started_at is not null)`,
      ratings: sql<number>`(select count(*)::int from visit_ratings r join appointments a on a.id = r.appointment_id where ${inPeriod})`,
      averageRating: sql<string | null>`(select avg(r.rating) from visit_ratings r join appointments a on a.id = r.appointment_id where ${inPeriod})`,
    })
    .from(departments)
    .where(eq(departments.hospitalId, ctx.hospitalId))
    .orderBy(asc(departments.name), asc(departments.id));
}

const rounded = (v: string | null, digits: number) => {
  const n = num(v);
  return n === null ? null : Math.round(n * 10 ** digits) / 10 ** digits;
};

export const departmentsReport: ReportDefinition = {
  type: "departments",
  title: "Department report",
  columns: [
    { label: "Department", kind: "text", width: 1.6 },
    { label: "Active", kind: "text", width: 0.6 },
    { label: "Doctors", kind: "number", width: 0.7 },
    { label: "Health workers", kind: "number", width: 0.8 },
    { label: "Appointments", kind: "number", width: 0.9 },
    { label: "Completed", kind: "number", width: 0.8 },
    { label: "Cancelled", kind: "number", width: 0.8 },
    { label: "Rejected", kind: "number", width: 0.8 },
    { label: "No-show", kind: "number", width: 0.7 },
    { label: "Average wait (min)", kind: "number", width: 0.9 },
    { label: "Ratings", kind: "number", width: 0.7 },
    { label: "Average rating", kind: "number", width: 0.8 },
  ],

  async summary(ctx) {
    const records = await departmentRecords(ctx);
    const sum = (k: "appointments" | "completed") => records.reduce((n, r) => n + Number(r[k]), 0);
    return {
      rowCount: records.length,
      totals: [
        { label: "Departments", value: records.length },
        { label: "Active departments", value: records.filter((r) => r.active).length },
        { label: "Appointments", value: sum("appointments") },
        { label: "Completed", value: sum("completed") },
      ],
    };
  },

  rows(ctx) {
    return arrayRows(
      departmentRecords(ctx).then((records) =>
        records.map((r): ReportRow => [
          r.name,
          r.active ? "Yes" : "No",
          Number(r.doctors),
          Number(r.workers),
          Number(r.appointments),
          Number(r.completed),
          Number(r.cancelled),
          Number(r.rejected),
          Number(r.noShow),
          r.averageWait === null ? null : roundMinutes(Number(r.averageWait)),
          Number(r.ratings),
          rounded(r.averageRating, 2),
        ]),
      ),
    );
  },
};
