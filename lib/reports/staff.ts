import { and, asc, eq, sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { departments, doctors, healthWorkers, users } from "@/lib/db/schema";
import { roleLabel } from "@/lib/constants/health-worker-roles";

import { arrayRows } from "./context";
import type { ReportContext, ReportDefinition, ReportRow } from "./types";

// Staff report: the hospital's people as they are now (administrators, doctors, employed health
// workers), with the appointments of the period for the doctors. A hospital's staff is a few
// hundred people: three statements, no batches.

const name = (first: unknown, last: unknown, fallback: unknown) =>
  sql<string>`coalesce(nullif(concat_ws(' ', ${first}, ${last}), ''), ${fallback})`;

async function staffRows(ctx: ReportContext): Promise<ReportRow[]> {
  const db = getDb();
  const start = ctx.start.toISOString();
  const end = ctx.end.toISOString();
  const [admins, doctorRows, workers] = await Promise.all([
    db
      .select({ name: name(users.firstName, users.lastName, users.email), department: departments.name, active: users.isActive, id: users.id })
      .from(users)
      .leftJoin(departments, and(eq(departments.id, users.departmentId), eq(departments.hospitalId, users.hospitalId)))
      .where(and(eq(users.hospitalId, ctx.hospitalId), eq(users.role, "hospital_admin")))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
    db
      .select({
        name: name(users.firstName, users.lastName, users.email),
        specialization: doctors.specialization,
        department: departments.name,
        active: sql<boolean>`${doctors.isActive} and ${users.isActive}`,
        appointments: sql<number>`(select count(*)::int from appointments a
          where a.doctor_id = ${doctors.id} and a.hospital_id = ${ctx.hospitalId}
            and a.appointment_date >= ${start}::timestamptz and a.appointment_date < ${end}::timestamptz)`,
        id: doctors.id,
      })
      .from(doctors)
      .innerJoin(users, eq(users.id, doctors.userId))
      .leftJoin(departments, and(eq(departments.id, doctors.departmentId), eq(departments.hospitalId, doctors.hospitalId)))
      .where(eq(doctors.hospitalId, ctx.hospitalId))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(doctors.id)),
    db
      .select({
        name: sql<string>`concat_ws(' ', ${healthWorkers.firstName}, ${healthWorkers.lastName})`,
        role: healthWorkers.role,
        department: departments.name,
        active: healthWorkers.isActive,
        id: healthWorkers.id,
      })
      .from(healthWorkers)
      .leftJoin(departments, and(eq(departments.id, healthWorkers.departmentId), eq(departments.hospitalId, healthWorkers.hospitalId)))
      .where(and(eq(healthWorkers.hospitalId, ctx.hospitalId), eq(healthWorkers.employmentStatus, "employed")))
      .orderBy(asc(healthWorkers.lastName), asc(healthWorkers.firstName), asc(healthWorkers.id)),
  ]);
  const yes = (b: boolean) => (b ? "Yes" : "No");
  return [
    ...admins.map((r): ReportRow => [r.name, "Hospital administrator", r.department, yes(r.active), null]),
    ...doctorRows.map((r): ReportRow => [r.name, `Doctor (${r.specialization})`, r.department, yes(r.active), Number(r.appointments)]),
    ...workers.map((r): ReportRow => [r.name, roleLabel(r.role), r.department, yes(r.active), null]),
  ];
}

export const staffReport: ReportDefinition = {
  type: "staff",
  title: "Staff report",
  columns: [
    { label: "Name", kind: "text", width: 1.6 },
    { label: "Role", kind: "text", width: 1.6 },
    { label: "Department", kind: "text", width: 1.3 },
    { label: "Active", kind: "text", width: 0.6 },
    { label: "Appointments in period", kind: "number", width: 0.9 },
  ],

  async summary(ctx) {
    const db = getDb();
    const [[admins], [docs], [workers]] = await Promise.all([
      db
        .select({ count: sql<number>`count(*)::int`, active: sql<number>`count(*) filter (where ${users.isActive})::int` })
        .from(users)
        .where(and(eq(users.hospitalId, ctx.hospitalId), eq(users.role, "hospital_admin"))),
      db
        .select({ count: sql<number>`count(*)::int`, active: sql<number>`count(*) filter (where ${doctors.isActive} and ${users.isActive})::int` })
        .from(doctors)
        .innerJoin(users, eq(users.id, doctors.userId))
        .where(eq(doctors.hospitalId, ctx.hospitalId)),
      db
        .select({ count: sql<number>`count(*)::int`, active: sql<number>`count(*) filter (where ${healthWorkers.isActive})::int` })
        .from(healthWorkers)
        .where(and(eq(healthWorkers.hospitalId, ctx.hospitalId), eq(healthWorkers.employmentStatus, "employed"))),
    ]);
    return {
      rowCount: admins.count + docs.count + workers.count,
      totals: [
        { label: "Staff", value: admins.count + docs.count + workers.count },
        { label: "Active", value: admins.active + docs.active + workers.active },
        { label: "Administrators", value: admins.count },
        { label: "Doctors", value: docs.count },
        { label: "Health workers", value: workers.count },
      ],
    };
  },

  rows(ctx) {
    return arrayRows(staffRows(ctx));
  },
};
