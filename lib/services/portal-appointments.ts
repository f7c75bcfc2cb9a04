import { and, asc, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { audit } from "@/lib/audit";
import { isActiveStatus, type AppointmentStatus } from "@/lib/constants/appointments";
import { getDb } from "@/lib/db/client";
import { appointments, departments, doctors, hospitals, patients, users } from "@/lib/db/schema";
import { ServiceError } from "@/lib/errors";
import { deliverMail } from "@/lib/mail";
import type { PortalAppointmentsQuery } from "@/lib/validation/portal-booking";

import { ACTIVE, appointmentNotFound, fullName, NOT_ACTIVE, tellBoth, when } from "./appointment-rules";
import { requirePortalPatient } from "./portal-booking";

// The portal patient's own appointments (issue 18, item 2): the list, upcoming or past, with each
// one's status, doctor, hospital and department; and Cancel for a scheduled or accepted one until
// the hospital's `patient_cancel_hours` before its start. One conditional UPDATE decides a cancel,
// so a doctor's answer racing it (doctor-portal.ts: UPDATE … WHERE status = 'scheduled') and the
// cancel never both take effect on a state the other has left; cancelling frees the slot, since
// the exclusion constraints hold only active (scheduled, accepted) appointments.

export type PortalAppointment = {
  id: string;
  status: AppointmentStatus;
  /** ISO 8601 instant; `date` and `time` are the hospital's local ones. */
  appointmentDate: string;
  date: string;
  time: string;
  duration: number;
  reason: string | null;
  doctorId: string;
  doctorName: string | null;
  departmentId: string;
  departmentName: string | null;
  hospitalId: string;
  hospitalName: string;
  /** The doctor's reason for a rejection, when there is one. */
  doctorResponse: string | null;
  /** Until when the portal may cancel it (ISO instant), and whether that is still possible now. */
  cancelUntil: string;
  cancellable: boolean;
};

export type PortalAppointmentPage = { appointments: PortalAppointment[]; hasMore: boolean };

const local = (format: "YYYY-MM-DD" | "HH24:MI") =>
  sql<string>`to_char(${appointments.appointmentDate} at time zone ${hospitals.timezone}, ${sql.raw(`'${format}'`)})`;
/** The last instant a patient may cancel: the hospital's setting, in hours before the start. */
const cancelUntil = sql<Date>`${appointments.appointmentDate} - make_interval(hours => ${hospitals.patientCancelHours})`.mapWith(
  (value: string | Date) => new Date(value),
);

const columns = {
  id: appointments.id,
  status: appointments.status,
  appointmentDate: appointments.appointmentDate,
  date: local("YYYY-MM-DD"),
  time: local("HH24:MI"),
  duration: appointments.duration,
  reason: appointments.reason,
  doctorId: appointments.doctorId,
  doctorName: sql<string | null>`case when ${users.id} is null then null else 'Dr. ' || concat_ws(' ', ${users.firstName}, ${users.lastName}) end`,
  departmentId: appointments.departmentId,
  departmentName: departments.name,
  hospitalId: appointments.hospitalId,
  hospitalName: hospitals.name,
  doctorResponse: appointments.doctorResponse,
  cancelUntil,
};

/** The patient's appointments matching `where`, with their names, in one statement. */
async function selectPortalAppointments(where: SQL | undefined, orderBy: SQL[], limit: number, offset: number, now: Date): Promise<PortalAppointment[]> {
  const rows = await getDb()
    .select(columns)
    .from(appointments)
    .innerJoin(hospitals, eq(hospitals.id, appointments.hospitalId))
    .leftJoin(departments, and(eq(departments.id, appointments.departmentId), eq(departments.hospitalId, appointments.hospitalId)))
    .leftJoin(doctors, and(eq(doctors.id, appointments.doctorId), eq(doctors.hospitalId, appointments.hospitalId)))
    .leftJoin(users, eq(users.id, doctors.userId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    ...row,
    status: row.status as AppointmentStatus,
    appointmentDate: row.appointmentDate.toISOString(),
    cancelUntil: row.cancelUntil.toISOString(),
    cancellable: isActiveStatus(row.status) && row.cancelUntil.getTime() > now.getTime(),
  }));
}

// GET /api/portal/appointments (added): upcoming (from now on, soonest first) or past (newest
// first), every status, paged; one statement over the (patient_id, appointment_date) index.
export async function listPortalAppointments(actor: Actor, query: PortalAppointmentsQuery, now = new Date()): Promise<PortalAppointmentPage> {
  const patient = requirePortalPatient(actor);
  const upcoming = query.period === "upcoming";
  const rows = await selectPortalAppointments(
    and(eq(appointments.patientId, patient.patientId), upcoming ? gte(appointments.appointmentDate, now) : lt(appointments.appointmentDate, now)),
    upcoming ? [asc(appointments.appointmentDate), asc(appointments.id)] : [desc(appointments.appointmentDate), desc(appointments.id)],
    query.limit + 1,
    query.offset,
    now,
  );
  return { appointments: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

/** 409 for a cancel inside the hospital's window, naming the last moment it was possible. */
export function cancelWindowMessage(hours: number, until: Date, timeZone: string): string {
  const before = `${hours} hour${hours === 1 ? "" : "s"} before it starts`;
  return `This appointment could be cancelled online only until ${when(until, timeZone)} (${before}). Please call the hospital to cancel it.`;
}

// POST /api/portal/appointments/{id}/cancel (added): the patient cancels their own scheduled or
// accepted appointment until the hospital's window; frees the slot, tells the doctor, audits.
export async function cancelPortalAppointment(actor: Actor, id: string, now = new Date()): Promise<PortalAppointment> {
  const patient = requirePortalPatient(actor);
  const own = and(eq(appointments.id, id), eq(appointments.patientId, patient.patientId));
  const mailIds = await getDb().transaction(async (tx) => {
    // Another patient's appointment, or an unknown one, is not found.
    const [before] = await tx.select({ status: appointments.status }).from(appointments).where(own).limit(1).for("update");
    if (!before) throw appointmentNotFound();
    // The one statement that decides: still active, and still before the hospital's window.
    const [cancelled] = await tx
      .update(appointments)
      .set({ status: "cancelled" })
      .where(
        and(
          own,
          ACTIVE,
          sql`${appointments.appointmentDate} - make_interval(hours => (select ${hospitals.patientCancelHours} from ${hospitals} where ${hospitals.id} = ${appointments.hospitalId})) > ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning({ hospitalId: appointments.hospitalId, doctorId: appointments.doctorId, appointmentDate: appointments.appointmentDate });
    if (!cancelled) {
      if (!isActiveStatus(before.status)) throw new ServiceError(409, NOT_ACTIVE("cancelled"));
      const [cutoff] = await tx
        .select({ timezone: hospitals.timezone, hours: hospitals.patientCancelHours, until: cancelUntil })
        .from(appointments)
        .innerJoin(hospitals, eq(hospitals.id, appointments.hospitalId))
        .where(own)
        .limit(1);
      throw new ServiceError(409, cancelWindowMessage(cutoff.hours, cutoff.until, cutoff.timezone), undefined, undefined, {
        code: "cancel_window_passed",
        cancelUntil: cutoff.until.toISOString(),
      });
    }

    const [parties] = await tx
      .select({
        hospitalName: hospitals.name,
        timezone: hospitals.timezone,
        doctorUserId: doctors.userId,
        doctorEmail: users.email,
        doctorFirst: users.firstName,
        doctorLast: users.lastName,
        patientFirst: patients.firstName,
        patientLast: patients.lastName,
        patientEmail: patients.email,
      })
      .from(doctors)
      .innerJoin(users, eq(users.id, doctors.userId))
      .innerJoin(hospitals, eq(hospitals.id, doctors.hospitalId))
      .innerJoin(patients, eq(patients.id, patient.patientId))
      .where(and(eq(doctors.id, cancelled.doctorId), eq(doctors.hospitalId, cancelled.hospitalId)))
      .limit(1);
    // NOTE: cannot be missing: the appointment's composite doctor key and patient key reference both rows.
    if (!parties) throw appointmentNotFound();
    const at = when(cancelled.appointmentDate, parties.timezone);
    const ids = await tellBoth(
      tx,
      [
        { to: { userId: parties.doctorUserId }, email: parties.doctorEmail },
        { to: { patientId: patient.patientId }, email: parties.patientEmail },
      ],
      [
        {
          title: "Appointment Cancelled",
          message: `${fullName(parties.patientFirst, parties.patientLast)} cancelled their appointment with you on ${at} at ${parties.hospitalName}. The slot is free again.`,
          type: "appointment",
          relatedId: id,
        },
        {
          title: "Appointment Cancelled",
          message: `You cancelled your appointment with Dr. ${fullName(parties.doctorFirst, parties.doctorLast)} on ${at} at ${parties.hospitalName}.`,
          type: "appointment",
          relatedId: id,
        },
      ],
      `Appointment on ${at} cancelled`,
    );
    await audit(
      patient,
      {
        action: "appointment.cancel",
        entity: "appointment",
        entityId: id,
        hospitalId: cancelled.hospitalId,
        details: { via: "portal", previousStatus: before.status, doctorId: cancelled.doctorId, mailIds: ids },
      },
      tx,
    );
    return ids;
  });
  await deliverMail(mailIds);
  const [view] = await selectPortalAppointments(own, [asc(appointments.id)], 1, 0, now);
  return view;
}
