import { and, eq, sql, type SQL } from "drizzle-orm";

import type { AppointmentStatus } from "@/lib/constants/appointments";
import type { DbOrTx } from "@/lib/db/client";
import { appointments, departments, doctors, patients, users } from "@/lib/db/schema";

import type { AppointmentView } from "./appointment-types";

// One select of API.md's `Appointment` with its names (patient, doctor, department): used by every
// appointment list so that each is one query, never one per row.

const columns = {
  id: appointments.id,
  hospitalId: appointments.hospitalId,
  departmentId: appointments.departmentId,
  departmentName: departments.name,
  doctorId: appointments.doctorId,
  patientId: appointments.patientId,
  patientName: sql<string>`concat_ws(' ', ${patients.firstName}, ${patients.lastName})`,
  doctorName: sql<string>`'Dr. ' || concat_ws(' ', ${users.firstName}, ${users.lastName})`,
  appointmentDate: appointments.appointmentDate,
  duration: appointments.duration,
  status: appointments.status,
  reason: appointments.reason,
  notes: appointments.notes,
  doctorResponse: appointments.doctorResponse,
  responseDate: appointments.responseDate,
};

type Row = Omit<AppointmentView, "appointmentDate" | "responseDate" | "status"> & {
  appointmentDate: Date;
  responseDate: Date | null;
  status: string;
};

export const toAppointmentView = (row: Row): AppointmentView => ({
  ...row,
  status: row.status as AppointmentStatus,
  appointmentDate: row.appointmentDate.toISOString(),
  responseDate: row.responseDate ? row.responseDate.toISOString() : null,
});

/** The appointments matching `where` with their names, in `orderBy` order, at most `limit`. */
export async function selectAppointmentViews(
  db: DbOrTx,
  where: SQL | undefined,
  options: { orderBy?: SQL[]; limit?: number; offset?: number } = {},
): Promise<AppointmentView[]> {
  const rows = await db
    .select(columns)
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(doctors, and(eq(doctors.id, appointments.doctorId), eq(doctors.hospitalId, appointments.hospitalId)))
    .innerJoin(users, eq(users.id, doctors.userId))
    .leftJoin(departments, and(eq(departments.id, appointments.departmentId), eq(departments.hospitalId, appointments.hospitalId)))
    .where(where)
    .orderBy(...(options.orderBy ?? [appointments.appointmentDate, appointments.id]))
    .limit(options.limit ?? 200)
    .offset(options.offset ?? 0);
  return rows.map(toAppointmentView);
}
