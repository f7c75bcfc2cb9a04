import { and, eq, inArray, sql } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requireStaff, tenantOf } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { getDb } from "@/lib/db/client";
import { appointments, departments, doctors, hospitals, patients, users } from "@/lib/db/schema";
import { ServiceError } from "@/lib/errors";
import { appLink, deliverMail, queueMail } from "@/lib/mail";
import type { ReassignAppointmentInput } from "@/lib/validation/portal-booking";

import { appointmentNotFound, fullName, lockBookingParties, overlapError, retryingDeadlocks, viewOf, when, type Clash } from "./appointment-rules";
import type { AppointmentView } from "./appointment-types";
import { notify } from "./notifications";
import { assertHospitalWritable } from "./tenant-guard";

// Reassigning an unanswered request (issue 18, item 4; unanswered-requests.ts lists them): the
// hospital administrator moves a pending request to another active doctor of the same department.
// It stays `scheduled` for the new doctor to answer, its flag is cleared and the 24-hour rule
// counts again from now (reassigned_at). The exclusion constraint decides whether the doctor is
// free at that time (409 naming the clash, nothing changed); the new doctor, the previous one and
// the patient are told (the patient by notice and by mail).

export const REASSIGN_PENDING_ONLY = "Only a request still waiting for the doctor's answer can be reassigned";
export const REASSIGN_STARTED = "This appointment has already started: it can no longer be reassigned";
export const REASSIGN_SAME_DOCTOR = "The request is already with this doctor: please choose another doctor";
export const REASSIGN_INVALID_DOCTOR = "Please choose an active doctor of the appointment's department";

// POST /api/appointments/{id}/reassign (added): a hospital administrator moves a pending request
// to another active doctor of its department; it stays `scheduled` for the new doctor to answer.
// The exclusion constraint decides whether that doctor is free (409 naming the clash).
export async function reassignAppointment(actor: Actor, id: string, input: ReassignAppointmentInput, now = new Date()): Promise<AppointmentView> {
  const staff = requireStaff(actor, ["hospital_admin"]);
  const hospitalId = tenantOf(staff);
  const attempt: { clash?: Clash } = {};
  let mailIds: string[];
  try {
    mailIds = await retryingDeadlocks(() =>
      getDb().transaction(async (tx) => {
        // Another hospital's request is not found.
        const [current] = await tx
          .select({
            status: appointments.status,
            doctorId: appointments.doctorId,
            departmentId: appointments.departmentId,
            patientId: appointments.patientId,
            appointmentDate: appointments.appointmentDate,
            duration: appointments.duration,
          })
          .from(appointments)
          .where(and(eq(appointments.id, id), eq(appointments.hospitalId, hospitalId)))
          .limit(1)
          .for("update");
        if (!current) throw appointmentNotFound();
        await assertHospitalWritable(staff, hospitalId, tx);
        if (current.status !== "scheduled") throw new ServiceError(409, REASSIGN_PENDING_ONLY);
        if (current.appointmentDate.getTime() <= now.getTime()) throw new ServiceError(409, REASSIGN_STARTED);
        if (input.doctorId === current.doctorId) throw new ServiceError(400, REASSIGN_SAME_DOCTOR, { doctorId: REASSIGN_SAME_DOCTOR });
        const parties = await tx
          .select({
            doctorId: doctors.id,
            userId: doctors.userId,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
            departmentId: doctors.departmentId,
            active: sql<boolean>`(${doctors.isActive} and ${users.isActive})`,
          })
          .from(doctors)
          .innerJoin(users, eq(users.id, doctors.userId))
          .where(and(eq(doctors.hospitalId, hospitalId), inArray(doctors.id, [current.doctorId, input.doctorId])));
        const next = parties.find((p) => p.doctorId === input.doctorId);
        const previous = parties.find((p) => p.doctorId === current.doctorId);
        if (!next?.active || next.departmentId !== current.departmentId) {
          throw new ServiceError(400, REASSIGN_INVALID_DOCTOR, { doctorId: REASSIGN_INVALID_DOCTOR });
        }
        const [context] = await tx
          .select({
            hospitalName: hospitals.name,
            timezone: hospitals.timezone,
            departmentName: departments.name,
            patientFirst: patients.firstName,
            patientLast: patients.lastName,
            patientEmail: patients.email,
          })
          .from(hospitals)
          .innerJoin(patients, eq(patients.id, current.patientId))
          .leftJoin(departments, and(eq(departments.id, current.departmentId), eq(departments.hospitalId, hospitals.id)))
          .where(eq(hospitals.id, hospitalId))
          .limit(1);
        const tz = context.timezone;
        attempt.clash = { doctorId: input.doctorId, patientId: current.patientId, start: current.appointmentDate, minutes: current.duration, timeZone: tz, exceptId: id };
        await lockBookingParties(tx, input.doctorId, current.patientId);
        await tx
          .update(appointments)
          .set({ doctorId: input.doctorId, reassignedAt: now, unansweredFlaggedAt: null, doctorResponse: null, responseDate: null })
          .where(and(eq(appointments.id, id), eq(appointments.hospitalId, hospitalId), eq(appointments.status, "scheduled")));

        const at = `${when(current.appointmentDate, tz)} (${current.duration} minutes)`;
        const patientName = fullName(context.patientFirst, context.patientLast);
        const nextName = `Dr. ${fullName(next.firstName, next.lastName)}`;
        const toDoctor = `${patientName} has an appointment with you on ${at} at ${context.hospitalName}, reassigned to you by the hospital administrator. Please accept or reject it in the doctor portal.`;
        const toPatient = `Your appointment request at ${context.hospitalName} on ${at} is now with ${nextName}${context.departmentName ? ` (${context.departmentName})` : ""}. The doctor will confirm it.`;
        await notify(tx, [
          {
            to: { userId: next.userId },
            notice: {
              title: "New Appointment Request",
              message: toDoctor,
              type: "appointment",
              relatedId: id,
            },
          },
          {
            to: previous ? { userId: previous.userId } : null,
            notice: {
              title: "Appointment Request Reassigned",
              message: `The appointment request of ${patientName} on ${at} was reassigned to ${nextName}.`,
              type: "appointment",
              relatedId: id,
            },
          },
          { to: { patientId: current.patientId }, notice: { title: "Appointment Request Reassigned", message: toPatient, type: "appointment", relatedId: id } },
        ]);
        const ids: string[] = [];
        if (next.email) {
          ids.push(
            await queueMail(tx, {
              to: next.email,
              subject: `New appointment request on ${when(current.appointmentDate, tz)}`,
              text: `${toDoctor} Doctor portal: ${appLink("/doctors")}`,
            }),
          );
        }
        if (context.patientEmail) {
          ids.push(
            await queueMail(tx, {
              to: context.patientEmail,
              subject: `Your appointment on ${when(current.appointmentDate, tz)}: new doctor`,
              text: [`Hello ${patientName},`, "", toPatient, "", `Patient portal: ${appLink("/patient-portal")}`].join("\n"),
            }),
          );
        }
        await audit(
          staff,
          {
            action: "appointment.reassign",
            entity: "appointment",
            entityId: id,
            hospitalId,
            details: { fromDoctorId: current.doctorId, toDoctorId: input.doctorId, patientId: current.patientId, mailIds: ids },
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

