import { and, eq } from "drizzle-orm";

import type { Actor, StaffActor } from "@/lib/auth/actor-types";
import { tenantOf } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { appointments, doctors, patients, users } from "@/lib/db/schema";
import { ServiceError } from "@/lib/errors";
import { deliverMail } from "@/lib/mail";
import type { UpdateAppointmentInput } from "@/lib/validation/appointment";

import {
  appointmentNotFound,
  fullName,
  hospitalOf,
  NOT_ACTIVE,
  lockBookingParties,
  overlapError,
  pastError,
  retryingDeadlocks,
  tellBoth,
  viewOf,
  when,
  type Clash,
} from "./appointment-rules";
import type { AppointmentView } from "./appointment-types";
import type { NewNotice } from "./notifications";
import { requireClinical } from "./patient-access";
import { assertHospitalWritable } from "./tenant-guard";

// PATCH /api/appointments/{id}: cancelling and rescheduling an active appointment.

/** The appointment with its parties, locked for the change; another hospital's is 404. */
async function lockedAppointment(tx: DbOrTx, staff: StaffActor, id: string) {
  const scope = staff.role === "system_admin" ? undefined : eq(appointments.hospitalId, tenantOf(staff));
  const [row] = await tx
    .select({
      hospitalId: appointments.hospitalId,
      doctorId: appointments.doctorId,
      patientId: appointments.patientId,
      status: appointments.status,
      appointmentDate: appointments.appointmentDate,
      duration: appointments.duration,
    })
    .from(appointments)
    .where(and(eq(appointments.id, id), scope))
    .limit(1)
    .for("update");
  if (!row) throw appointmentNotFound();
  const [parties] = await tx
    .select({
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
    .innerJoin(patients, eq(patients.id, row.patientId))
    .where(and(eq(doctors.id, row.doctorId), eq(doctors.hospitalId, row.hospitalId)))
    .limit(1);
  // NOTE: cannot be missing: the composite doctor key and the patient key reference both rows.
  if (!parties) throw appointmentNotFound();
  return { ...row, ...parties };
}

// PATCH /api/appointments/{id}: cancel, or reschedule (back to 'scheduled': the doctor answers again).
export async function updateAppointment(actor: Actor, id: string, input: UpdateAppointmentInput, now = new Date()): Promise<AppointmentView> {
  const staff = requireClinical(actor);
  const cancel = "status" in input;
  if (!cancel && input.appointmentDate.getTime() < now.getTime()) throw pastError();
  // Set once the new time is known, for the 409 message after the rollback.
  const attempt: { clash?: Clash } = {};

  let mailIds: string[];
  try {
    mailIds = await retryingDeadlocks(() =>
      getDb().transaction(async (tx) => {
        const current = await lockedAppointment(tx, staff, id);
        await assertHospitalWritable(staff, current.hospitalId, tx);
        if (current.status !== "scheduled" && current.status !== "accepted") throw new ServiceError(409, NOT_ACTIVE(cancel ? "cancelled" : "rescheduled"));
        const hospital = await hospitalOf(tx, current.hospitalId);
        const tz = hospital.timezone;

        let notices: [NewNotice, NewNotice];
        let subject: string;
        if (cancel) {
          await tx.update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, id));
          const text = `on ${when(current.appointmentDate, tz)} at ${hospital.name} has been cancelled.`;
          subject = `Appointment on ${when(current.appointmentDate, tz)} cancelled`;
          notices = [
            { title: "Appointment Cancelled", message: `The appointment of ${fullName(current.patientFirst, current.patientLast)} ${text}`, type: "appointment", relatedId: id },
            { title: "Appointment Cancelled", message: `Your appointment with Dr. ${fullName(current.doctorFirst, current.doctorLast)} ${text}`, type: "appointment", relatedId: id },
          ];
        } else {
          const start = input.appointmentDate;
          attempt.clash = { doctorId: current.doctorId, patientId: current.patientId, start, minutes: input.duration, timeZone: tz, exceptId: id };
          await lockBookingParties(tx, current.doctorId, current.patientId);
          await tx
            .update(appointments)
            // A new time is a new visit: a consultation started at the old one no longer counts (issue 17).
            // The doctor answers again: the unanswered-request clock restarts (issue 18).
            .set({
              appointmentDate: start,
              duration: input.duration,
              status: "scheduled",
              doctorResponse: null,
              responseDate: null,
              consultationStartedAt: null,
              reassignedAt: now,
              unansweredFlaggedAt: null,
            })
            .where(eq(appointments.id, id));
          const moved = `from ${when(current.appointmentDate, tz)} to ${when(start, tz)} (${input.duration} minutes) at ${hospital.name}`;
          subject = `Appointment moved to ${when(start, tz)}`;
          notices = [
            { title: "Appointment Rescheduled", message: `The appointment of ${fullName(current.patientFirst, current.patientLast)} moved ${moved}. Please accept or reject it.`, type: "appointment", relatedId: id },
            { title: "Appointment Rescheduled", message: `Your appointment with Dr. ${fullName(current.doctorFirst, current.doctorLast)} moved ${moved}. The doctor will confirm it.`, type: "appointment", relatedId: id },
          ];
        }
        const ids = await tellBoth(
          tx,
          [
            { to: { userId: current.doctorUserId }, email: current.doctorEmail },
            { to: { patientId: current.patientId }, email: current.patientEmail },
          ],
          notices,
          subject,
        );
        await audit(
          staff,
          {
            action: cancel ? "appointment.cancel" : "appointment.reschedule",
            entity: "appointment",
            entityId: id,
            hospitalId: current.hospitalId,
            details: cancel
              ? { previousStatus: current.status }
              : { previousStatus: current.status, from: current.appointmentDate.toISOString(), to: input.appointmentDate.toISOString(), duration: input.duration },
          },
          tx,
        );
        return ids;
      }),
    );
  } catch (error) {
    throw (attempt.clash && (await overlapError(error, attempt.clash))) ?? error;
  }
  await deliverMail(mailIds);
  return viewOf(id);
}
