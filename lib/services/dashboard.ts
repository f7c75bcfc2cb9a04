import { eq, sql } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requiredTenantOf, requireStaff } from "@/lib/auth/guards";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { appointments, doctors, hospitals, patientHospitals, users } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";
import { dayBounds, localDate } from "@/lib/time";

export type DashboardStats = { totalPatients: number; activeDoctors: number; todayAppointments: number; completedToday: number };

// GET /api/dashboard/stats: the four counters of one hospital, "today" being its local calendar day.
export async function getDashboardStats(actor: Actor, requestedHospitalId?: string, now = new Date()): Promise<DashboardStats> {
  const staff = requireStaff(actor);
  const hospitalId = requiredTenantOf(staff, requestedHospitalId);
  const db = getDb();
  const [hospital] = await db.select({ timezone: hospitals.timezone }).from(hospitals).where(eq(hospitals.id, hospitalId)).limit(1);
  if (!hospital) throw notFound("Hospital");
  const { start, end } = dayBounds(localDate(now, hospital.timezone), hospital.timezone);

  // One statement: scalar subqueries over the (hospital_id, …) indexes of each table.
  const [row] = await queryRows<Record<keyof DashboardStats, number | string>>(
    db,
    sql`select
      (select count(*) from ${patientHospitals} where ${patientHospitals.hospitalId} = ${hospitalId})::int as "totalPatients",
      (select count(*) from ${doctors} join ${users} on ${users.id} = ${doctors.userId}
        where ${doctors.hospitalId} = ${hospitalId} and ${doctors.isActive} and ${users.isActive})::int as "activeDoctors",
      today."todayAppointments", today."completedToday"
    from (
      select count(*) filter (where ${appointments.status} not in ('cancelled', 'rejected'))::int as "todayAppointments",
             count(*) filter (where ${appointments.status} = 'completed')::int as "completedToday"
      from ${appointments}
      where ${appointments.hospitalId} = ${hospitalId}
        and ${appointments.appointmentDate} >= ${start.toISOString()}::timestamptz
        and ${appointments.appointmentDate} < ${end.toISOString()}::timestamptz
    ) as today`,
  );
  return {
    totalPatients: Number(row.totalPatients),
    activeDoctors: Number(row.activeDoctors),
    todayAppointments: Number(row.todayAppointments),
    completedToday: Number(row.completedToday),
  };
}
