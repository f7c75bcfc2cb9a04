import { and, asc, eq, gte, lt, sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { appointments, departments, doctors, patients, users } from "@/lib/db/schema";
import { roundMinutes, waitingMinutes } from "@/lib/clinical/waiting-time";

import { keysetRows, num } from "./context";
import { APPOINTMENT_STATUS_LABELS } from "./labels";
import type { ReportContext, ReportDefinition } from "./types";

// Appointment report: every appointment of the period, in time order, with its waiting time.

const inPeriod = (ctx: ReportContext) =>
  and(eq(appointments.hospitalId, ctx.hospitalId), gte(appointments.appointmentDate, ctx.start), lt(appointments.appointmentDate, ctx.end));

const WAIT_MINUTES = sql`greatest(0, extract(epoch from (${appointments.consultationStartedAt} - ${appointments.appointmentDate})) / 60)`;

type Rec = {
  id: string;
  at: Date;
  patientName: string;
  patientId: string;
  doctorName: string;
  department: string;
  status: string;
  startedAt: Date | null;
};

export const appointmentsReport: ReportDefinition = {
  type: "appointments",
  title: "Appointment report",
  columns: [
    { label: "Date and time", kind: "datetime", width: 1.2 },
    { label: "Patient", kind: "text", width: 1.5 },
    { label: "Health number", kind: "text", width: 1.3 },
    { label: "Doctor", kind: "text", width: 1.4 },
    { label: "Department", kind: "text", width: 1.2 },
    { label: "Status", kind: "text" },
    { label: "Waiting minutes", kind: "number", width: 0.8 },
  ],

  async summary(ctx) {
    const [row] = await getDb()
      .select({
        count: sql<number>`count(*)::int`,
        completed: sql<number>`count(*) filter (where ${appointments.status} = 'completed')::int`,
        cancelled: sql<number>`count(*) filter (where ${appointments.status} = 'cancelled')::int`,
        rejected: sql<number>`count(*) filter (where ${appointments.status} = 'rejected')::int`,
        noShow: sql<number>`count(*) filter (where ${appointments.status} = 'no_show')::int`,
        waited: sql<number>`count(${appointments.consultationStartedAt})::int`,
        averageWait: sql<string | null>`avg(${WAIT_MINUTES})`,
      })
      .from(appointments)
      .where(inPeriod(ctx));
    const average = num(row.averageWait);
    return {
      rowCount: row.count,
      totals: [
        { label: "Appointments", value: row.count },
        { label: "Completed", value: row.completed },
        { label: "Cancelled", value: row.cancelled },
        { label: "Rejected", value: row.rejected },
        { label: "No-show", value: row.noShow },
        { label: "Average waiting time (minutes)", value: average === null ? null : roundMinutes(average) },
        { label: "Consultations started", value: row.waited },
      ],
    };
  },

  rows(ctx) {
    const db = getDb();
    return keysetRows<Rec>(
      (after, limit) =>
        db
          .select({
            id: appointments.id,
            at: appointments.appointmentDate,
            patientName: sql<string>`concat_ws(' ', ${patients.firstName}, ${patients.lastName})`,
            patientId: appointments.patientId,
            doctorName: sql<string>`coalesce(nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), ''), ${users.email})`,
            department: departments.name,
            status: appointments.status,
            startedAt: appointments.consultationStartedAt,
          })
          .from(appointments)
          .innerJoin(patients, eq(patients.id, appointments.patientId))
          .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
          .innerJoin(users, eq(users.id, doctors.userId))
          .innerJoin(departments, and(eq(departments.id, appointments.departmentId), eq(departments.hospitalId, appointments.hospitalId)))
          .where(
            and(
              inPeriod(ctx),
              after
                ? sql`(${appointments.appointmentDate}, ${appointments.id}) > (${after.at.toISOString()}::timestamptz, ${after.id})`
                : undefined,
            ),
          )
          .orderBy(asc(appointments.appointmentDate), asc(appointments.id))
          .limit(limit),
      (r) => {
        const wait = waitingMinutes(r.at, r.startedAt);
        return [r.at, r.patientName, r.patientId, r.doctorName, r.department, APPOINTMENT_STATUS_LABELS[r.status] ?? r.status, wait === null ? null : roundMinutes(wait)];
      },
    );
  },
};
