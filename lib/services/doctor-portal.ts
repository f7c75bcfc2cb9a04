import { and, eq, gt, sql } from "drizzle-orm";

import type { Actor, StaffActor } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { appointments, departments, doctors, hospitals, patients, users } from "@/lib/db/schema";
import { forbidden, notFound, ServiceError } from "@/lib/errors";
import { appLink, deliverMail, queueMail } from "@/lib/mail";
import { dayBounds, localDate } from "@/lib/time";
import { REJECT_REASON_MESSAGE, type RespondAppointmentInput } from "@/lib/validation/appointment";

import type { AppointmentView, DoctorProfile } from "./appointment-types";
import { selectAppointmentViews } from "./appointment-view";
import { notify } from "./notifications";
import { assertHospitalWritable } from "./tenant-guard";

// The doctor portal (/doctors): the signed-in doctor's own profile, pending and upcoming
// appointments, and the answer to a pending one. Role doctor only; every query is scoped to the
// doctor's record AND hospital, so another doctor's or hospital's appointment is simply not found.

export type CurrentDoctor = DoctorProfile & { userId: string; timezone: string; hospitalName: string; staff: StaffActor };

/** The longest appointment (the duration check's bound): lets "ends after now" use the date index. */
const MAX_DURATION_MINUTES = 480;

const PENDING_ONLY = "Only pending appointments can be accepted or rejected";
export const appointmentNotFound = () => notFound("Appointment");

/**
 * The doctor record of the signed-in doctor user, in the user's own hospital. 401 signed out,
 * 403 for any other role (hospital_admin and system_admin included), 404 'Doctor profile not
 * found' for a doctor user without an active doctor record.
 */
export async function requireDoctor(actor: Actor, tx: DbOrTx = getDb()): Promise<CurrentDoctor> {
  const staff = requireStaff(actor, ["doctor"]);
  if (!staff.hospitalId) throw forbidden();
  const [row] = await tx
    .select({
      id: doctors.id,
      userId: doctors.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      specialization: doctors.specialization,
      departmentId: doctors.departmentId,
      departmentName: departments.name,
      hospitalId: doctors.hospitalId,
      hospitalName: hospitals.name,
      timezone: hospitals.timezone,
    })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .innerJoin(hospitals, eq(hospitals.id, doctors.hospitalId))
    .leftJoin(departments, and(eq(departments.id, doctors.departmentId), eq(departments.hospitalId, doctors.hospitalId)))
    .where(and(eq(doctors.userId, staff.userId), eq(doctors.hospitalId, staff.hospitalId), eq(doctors.isActive, true)))
    .limit(1);
  if (!row) throw notFound("Doctor profile");
  return { ...row, firstName: row.firstName ?? "", lastName: row.lastName ?? "", staff };
}

/** A read of health data audited with its size only: who looked, never whom they saw. */
export const auditListRead = (actor: Actor, doctor: CurrentDoctor, action: string, count: number) =>
  audit(actor, { action, entity: "doctor", entityId: doctor.id, hospitalId: doctor.hospitalId, details: { count } });

/** The doctor's own appointments of their own hospital, as a WHERE condition. */
const ownAppointments = (doctor: CurrentDoctor) =>
  and(eq(appointments.doctorId, doctor.id), eq(appointments.hospitalId, doctor.hospitalId));

// GET /api/doctor/profile
export async function getDoctorProfile(actor: Actor): Promise<DoctorProfile> {
  const d = await requireDoctor(actor);
  return {
    id: d.id,
    firstName: d.firstName,
    lastName: d.lastName,
    specialization: d.specialization,
    departmentId: d.departmentId,
    departmentName: d.departmentName,
    hospitalId: d.hospitalId,
  };
}

// GET /api/doctor/appointments/pending: every appointment awaiting the doctor's answer, oldest first.
export async function listPendingAppointments(actor: Actor): Promise<AppointmentView[]> {
  const doctor = await requireDoctor(actor);
  const rows = await selectAppointmentViews(getDb(), and(ownAppointments(doctor), eq(appointments.status, "scheduled")));
  await auditListRead(actor, doctor, "doctor.appointments.pending.read", rows.length);
  return rows;
}

/** Accepted and not yet over: appointmentDate + duration > now. */
const upcoming = (now: Date) =>
  and(
    eq(appointments.status, "accepted"),
    // The first bound is implied by the second; it lets the (doctor, status, date) index narrow the scan.
    gt(appointments.appointmentDate, new Date(now.getTime() - MAX_DURATION_MINUTES * 60_000)),
    sql`${appointments.appointmentDate} + ${appointments.duration} * interval '1 minute' > ${now.toISOString()}::timestamptz`,
  );

// GET /api/doctor/appointments/upcoming: accepted appointments that have not ended, soonest first.
export async function listUpcomingAppointments(actor: Actor, now = new Date()): Promise<AppointmentView[]> {
  const doctor = await requireDoctor(actor);
  const rows = await selectAppointmentViews(getDb(), and(ownAppointments(doctor), upcoming(now)));
  await auditListRead(actor, doctor, "doctor.appointments.upcoming.read", rows.length);
  return rows;
}

/** How far back the portal still offers an outcome for an accepted appointment that ended without one. */
const AWAITING_OUTCOME_DAYS = 7;

// The portal's 'Awaiting Outcome': accepted appointments of the last week that have ended with
// neither a consultation nor a no-show; the doctor records one or the other.
export async function listAwaitingOutcome(actor: Actor, now = new Date()): Promise<AppointmentView[]> {
  const doctor = await requireDoctor(actor);
  const rows = await selectAppointmentViews(
    getDb(),
    and(
      ownAppointments(doctor),
      eq(appointments.status, "accepted"),
      gt(appointments.appointmentDate, new Date(now.getTime() - AWAITING_OUTCOME_DAYS * 86_400_000)),
      sql`${appointments.appointmentDate} + ${appointments.duration} * interval '1 minute' <= ${now.toISOString()}::timestamptz`,
    ),
  );
  await auditListRead(actor, doctor, "doctor.appointments.awaiting.read", rows.length);
  return rows;
}

export type DoctorCounts = { today: number; accepted: number; pending: number };

/**
 * The portal's counters: today = the doctor's active (scheduled or accepted) appointments on the
 * hospital's local today; accepted = the upcoming list's length; pending = the pending list's.
 */
export async function getDoctorCounts(actor: Actor, now = new Date()): Promise<DoctorCounts> {
  const doctor = await requireDoctor(actor);
  const { start, end } = dayBounds(localDate(now, doctor.timezone), doctor.timezone);
  const [row] = await queryRows<Record<keyof DoctorCounts, number | string>>(
    getDb(),
    sql`select
      count(*) filter (where ${appointments.appointmentDate} >= ${start.toISOString()}::timestamptz
                         and ${appointments.appointmentDate} < ${end.toISOString()}::timestamptz)::int as "today",
      count(*) filter (where ${upcoming(now)})::int as "accepted",
      count(*) filter (where ${appointments.status} = 'scheduled')::int as "pending"
    from ${appointments}
    where ${ownAppointments(doctor)} and ${appointments.status} in ('scheduled', 'accepted')`,
  );
  return { today: Number(row.today), accepted: Number(row.accepted), pending: Number(row.pending) };
}

/** "Mon, Nov 23, 2026 at 09:30" in the hospital's zone, for notices and mails. */
export function localWhen(at: Date, timeZone: string): string {
  const day = at.toLocaleDateString("en-US", { weekday: "short", year: "numeric", month: "short", day: "numeric", timeZone });
  const time = at.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  return `${day} at ${time}`;
}

// PATCH /api/doctor/appointments/{id}/respond: accept or reject a pending appointment. The
// conditional UPDATE … WHERE status = 'scheduled' decides races: of two answers only one matches.
export async function respondToAppointment(actor: Actor, id: string, input: RespondAppointmentInput, now = new Date()): Promise<AppointmentView> {
  const doctor = await requireDoctor(actor);
  const reason = input.reason?.trim() || undefined;
  if (input.action === "reject" && !reason) throw new ServiceError(400, REJECT_REASON_MESSAGE, { reason: REJECT_REASON_MESSAGE });
  const accepted = input.action === "accept";

  const result = await getDb().transaction(async (tx) => {
    await assertHospitalWritable(doctor.staff, doctor.hospitalId, tx);
    const [updated] = await tx
      .update(appointments)
      .set({ status: accepted ? "accepted" : "rejected", doctorResponse: reason ?? null, responseDate: now })
      .where(and(eq(appointments.id, id), ownAppointments(doctor), eq(appointments.status, "scheduled")))
      .returning({
        id: appointments.id,
        patientId: appointments.patientId,
        appointmentDate: appointments.appointmentDate,
        createdBy: appointments.createdBy,
      });
    if (!updated) {
      const [existing] = await tx
        .select({ status: appointments.status })
        .from(appointments)
        .where(and(eq(appointments.id, id), ownAppointments(doctor)))
        .limit(1);
      if (!existing) throw appointmentNotFound();
      throw new ServiceError(409, PENDING_ONLY);
    }

    const doctorName = `Dr. ${doctor.firstName} ${doctor.lastName}`.trim();
    const when = localWhen(updated.appointmentDate, doctor.timezone);
    const [patient] = await tx
      .select({ email: patients.email, firstName: patients.firstName, lastName: patients.lastName })
      .from(patients)
      .where(eq(patients.id, updated.patientId))
      .limit(1);
    const patientName = `${patient.firstName} ${patient.lastName}`;
    const title = accepted ? "Appointment Accepted" : "Appointment Rejected";
    const toPatient = accepted
      ? `${doctorName} accepted your appointment on ${when}.`
      : `${doctorName} could not accept your appointment on ${when}. Reason: ${reason}`;
    const toStaff = accepted
      ? `${doctorName} accepted the appointment of ${patientName} on ${when}.`
      : `${doctorName} rejected the appointment of ${patientName} on ${when}. Reason: ${reason}`;
    const type = accepted ? "appointment_accepted" : "appointment_rejected";
    await notify(tx, [
      { to: { patientId: updated.patientId }, notice: { title, message: toPatient, type, relatedId: updated.id } },
      {
        to: updated.createdBy && updated.createdBy !== doctor.userId ? { userId: updated.createdBy } : null,
        notice: { title, message: toStaff, type, relatedId: updated.id },
      },
    ]);
    const mailIds = patient.email
      ? [
          await queueMail(tx, {
            to: patient.email,
            subject: `${title}: ${when}`,
            text: [
              `Hello ${patientName},`,
              "",
              `${toPatient}`,
              "",
              `Hospital: ${doctor.hospitalName}`,
              accepted ? "Please arrive a few minutes early." : "Please contact the hospital to book another time.",
              `Patient portal: ${appLink("/patient-portal")}`,
            ].join("\n"),
          }),
        ]
      : [];
    await audit(
      actor,
      {
        action: accepted ? "appointment.accept" : "appointment.reject",
        entity: "appointment",
        entityId: updated.id,
        hospitalId: doctor.hospitalId,
        details: { doctorId: doctor.id, patientId: updated.patientId, mailIds },
      },
      tx,
    );
    return { mailIds };
  });
  await deliverMail(result.mailIds);
  const [view] = await selectAppointmentViews(getDb(), eq(appointments.id, id), { limit: 1 });
  return view;
}
