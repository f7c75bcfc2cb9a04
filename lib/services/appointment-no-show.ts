import { and, eq, lte } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requireStaff, tenantOf } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { getDb } from "@/lib/db/client";
import { appointments, hospitals } from "@/lib/db/schema";
import { ServiceError } from "@/lib/errors";

import { ACTIVE, appointmentNotFound, NOT_ACTIVE, viewOf } from "./appointment-rules";
import type { AppointmentView } from "./appointment-types";
import { localWhen, requireDoctor } from "./doctor-portal";
import { notify } from "./notifications";
import { assertHospitalWritable } from "./tenant-guard";

// PATCH /api/doctor/appointments/{id}/no-show (issue 13): the patient did not come. The doctor of
// the appointment or the hospital administrator records it, only once its start time has passed
// and only on an active appointment; the conditional UPDATE decides races with a consultation,
// a cancellation or a second click.

export const NO_SHOW_TOO_EARLY = "A no-show can be recorded only after the appointment's start time";
export const NO_SHOW_ROLES = ["doctor", "hospital_admin"] as const;

export async function markNoShow(actor: Actor, id: string, now = new Date()): Promise<AppointmentView> {
  const staff = requireStaff(actor, NO_SHOW_ROLES);
  const doctor = staff.role === "doctor" ? await requireDoctor(actor) : null;
  const hospitalId = doctor ? doctor.hospitalId : tenantOf(staff);
  const scope = and(
    eq(appointments.id, id),
    eq(appointments.hospitalId, hospitalId),
    doctor ? eq(appointments.doctorId, doctor.id) : undefined,
  );

  await getDb().transaction(async (tx) => {
    await assertHospitalWritable(staff, hospitalId, tx);
    const [updated] = await tx
      .update(appointments)
      .set({ status: "no_show" })
      .where(and(scope, ACTIVE, lte(appointments.appointmentDate, now)))
      .returning({ id: appointments.id, patientId: appointments.patientId, appointmentDate: appointments.appointmentDate });
    if (!updated) {
      const [existing] = await tx.select({ status: appointments.status }).from(appointments).where(scope).limit(1);
      if (!existing) throw appointmentNotFound();
      if (existing.status !== "scheduled" && existing.status !== "accepted") throw new ServiceError(409, NOT_ACTIVE("marked as a no-show"));
      throw new ServiceError(409, NO_SHOW_TOO_EARLY);
    }
    const [hospital] = await tx.select({ name: hospitals.name, timezone: hospitals.timezone }).from(hospitals).where(eq(hospitals.id, hospitalId)).limit(1);
    await notify(tx, [
      {
        to: { patientId: updated.patientId },
        notice: {
          title: "Missed Appointment",
          message: `You were expected at ${hospital.name} on ${localWhen(updated.appointmentDate, hospital.timezone)}. Please contact the hospital to book a new appointment.`,
          type: "appointment_no_show",
          relatedId: updated.id,
        },
      },
    ]);
    await audit(
      staff,
      { action: "appointment.no_show", entity: "appointment", entityId: updated.id, hospitalId, details: { patientId: updated.patientId } },
      tx,
    );
  });
  return viewOf(id);
}
