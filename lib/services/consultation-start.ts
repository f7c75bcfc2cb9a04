import { and, eq, isNull } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { audit } from "@/lib/audit";
import { CONSULTATION_CLOSED_MESSAGE, consultationEarlyMessage, consultationState, consultationWindow } from "@/lib/clinical/consultation-window";
import { waitingMinutes } from "@/lib/clinical/waiting-time";
import { getDb } from "@/lib/db/client";
import { appointments } from "@/lib/db/schema";
import { ServiceError } from "@/lib/errors";

import { appointmentNotFound, requireDoctor } from "./doctor-portal";
import { assertHospitalWritable } from "./tenant-guard";

// POST /api/doctor/appointments/{id}/start (issue 17, waiting time): 'Start Consultation' records
// when the consultation began. The doctor of the appointment only, on an accepted appointment
// whose consultation window is open (as for the diagnosis that completes it). The first start
// counts: one conditional UPDATE … WHERE consultation_started_at IS NULL decides, so a second
// press, a second tab or a concurrent request leaves the first instant and answers it again.

export type ConsultationStart = {
  appointmentId: string;
  consultationStartedAt: string;
  /** Minutes past the booked start, 0 when begun early (lib/clinical/waiting-time.ts). */
  waitingMinutes: number;
  /** False when an earlier start was already recorded (this request changed nothing). */
  firstStart: boolean;
};

export const START_ACCEPTED_ONLY = "Only accepted appointments can be consulted";
export const START_CHANGED = "The appointment changed while the consultation was being started. Please reload the page.";

const answer = (id: string, appointmentDate: Date, startedAt: Date, firstStart: boolean): ConsultationStart => ({
  appointmentId: id,
  consultationStartedAt: startedAt.toISOString(),
  waitingMinutes: waitingMinutes(appointmentDate, startedAt) ?? 0,
  firstStart,
});

export async function startConsultation(actor: Actor, id: string, now = new Date()): Promise<ConsultationStart> {
  const doctor = await requireDoctor(actor);
  const scope = and(eq(appointments.id, id), eq(appointments.doctorId, doctor.id), eq(appointments.hospitalId, doctor.hospitalId));
  const columns = {
    status: appointments.status,
    appointmentDate: appointments.appointmentDate,
    startedAt: appointments.consultationStartedAt,
    patientId: appointments.patientId,
  };

  return getDb().transaction(async (tx) => {
    await assertHospitalWritable(doctor.staff, doctor.hospitalId, tx);
    const [row] = await tx.select(columns).from(appointments).where(scope).limit(1);
    if (!row) throw appointmentNotFound();
    // Already started (and perhaps completed since): the first start stands.
    if (row.startedAt && (row.status === "accepted" || row.status === "completed")) return answer(id, row.appointmentDate, row.startedAt, false);
    if (row.status !== "accepted") throw new ServiceError(409, START_ACCEPTED_ONLY);
    const state = consultationState(row.appointmentDate, doctor.timezone, now);
    if (state === "early") throw new ServiceError(409, consultationEarlyMessage(consultationWindow(row.appointmentDate, doctor.timezone).opensAt, doctor.timezone));
    if (state === "closed") throw new ServiceError(409, CONSULTATION_CLOSED_MESSAGE);

    // The window was decided on this booked time: a reschedule meanwhile makes the UPDATE miss.
    const [updated] = await tx
      .update(appointments)
      .set({ consultationStartedAt: now })
      .where(and(scope, eq(appointments.status, "accepted"), isNull(appointments.consultationStartedAt), eq(appointments.appointmentDate, row.appointmentDate)))
      .returning({ startedAt: appointments.consultationStartedAt });
    if (!updated?.startedAt) {
      // A concurrent start won (its instant stands), or the appointment changed.
      const [again] = await tx.select(columns).from(appointments).where(scope).limit(1);
      if (again?.startedAt && (again.status === "accepted" || again.status === "completed")) return answer(id, again.appointmentDate, again.startedAt, false);
      throw new ServiceError(409, START_CHANGED);
    }
    const started = answer(id, row.appointmentDate, updated.startedAt, true);
    await audit(
      actor,
      {
        action: "appointment.consultation_start",
        entity: "appointment",
        entityId: id,
        hospitalId: doctor.hospitalId,
        details: { patientId: row.patientId, doctorId: doctor.id, waitingMinutes: started.waitingMinutes },
      },
      tx,
    );
    return started;
  });
}
