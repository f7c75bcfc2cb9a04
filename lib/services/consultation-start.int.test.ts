import { eq, sql } from "drizzle-orm";

import { POST as startRoute } from "@/app/api/doctor/appointments/[id]/start/route";
import { waitingMinutes, waitingMinutesSql } from "@/lib/clinical/waiting-time";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { appointments } from "@/lib/db/schema";
import { pgConstraint, pgErrorCode } from "@/lib/errors";
import { localDate, zonedInstant } from "@/lib/time";
import { createDiagnosisSchema } from "@/lib/validation/diagnosis";
import { actorOf, addAppointment, addPatient, appointmentRow, auditOf, clinic, consultableSlot, futureSlot, type Clinic } from "@/test/doctor";
import { call } from "@/test/http";
import { portalCookie } from "@/test/patients";
import { addTestWorker } from "@/test/workers";

import { updateAppointment } from "./appointment-changes";
import { markNoShow } from "./appointment-no-show";
import { startConsultation, START_ACCEPTED_ONLY } from "./consultation-start";
import { createDiagnosis } from "./diagnoses";

// Waiting time (issue 17): 'Start Consultation' records when the consultation began, once. Dr. Sarah
// starts her accepted appointments; Dr. Peter (same hospital), hospital B's doctor, the
// administrator, a worker and the patient cannot. Times are passed to the service where the test
// needs them exact (an appointment booked days ahead, started minutes after its start).

const MINUTE = 60_000;
let a: Clinic;
let b: Clinic;

const start = (id: string, cookie?: string) => call(startRoute, `/api/doctor/appointments/${id}/start`, { body: {}, cookie, params: { id } });

/** An accepted appointment (Sarah's by default) with a fresh patient, at `at` (a whole hour days ahead by default). */
async function accepted(at: Date = futureSlot(), doctor = a.doctors[0]): Promise<{ id: string; at: Date; patientId: string }> {
  const patient = await addPatient(a.hospitalId);
  const id = await addAppointment(a, { doctor, patientId: patient.id, status: "accepted", at, duration: 5 });
  return { id, at, patientId: patient.id };
}

beforeAll(async () => {
  a = await clinic({ patientCount: 1 });
  b = await clinic({ patientCount: 1 });
});

describe("POST /api/doctor/appointments/{id}/start", () => {
  it("records the start for the doctor of the appointment: 200, audited, and a second press keeps the first instant", async () => {
    const visit = await accepted(consultableSlot(a.timezone));
    const first = await start(visit.id, a.doctors[0].cookie);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ appointmentId: visit.id, firstStart: true, waitingMinutes: 0 });
    const row = await appointmentRow(visit.id);
    expect(row.consultationStartedAt?.toISOString()).toBe(first.body.consultationStartedAt);
    expect(row.status).toBe("accepted");

    const again = await start(visit.id, a.doctors[0].cookie);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ firstStart: false, consultationStartedAt: first.body.consultationStartedAt });
    const audits = await auditOf("appointment.consultation_start", visit.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: "staff", hospitalId: a.hospitalId });
  });

  it("is refused to everyone but the doctor of the appointment, writing nothing", async () => {
    const visit = await accepted(consultableSlot(a.timezone));
    expect((await start(visit.id)).status).toBe(401);
    // Another doctor of the same hospital and hospital B's doctor: not found.
    expect((await start(visit.id, a.doctors[1].cookie)).status).toBe(404);
    expect((await start(visit.id, b.doctors[0].cookie)).status).toBe(404);
    const worker = await addTestWorker(a.hospitalId, a.general);
    const patient = await portalCookie(visit.patientId, "1990-04-12", "10.61.0.1");
    for (const cookie of [a.adminCookie, b.adminCookie, worker.cookie, patient]) expect((await start(visit.id, cookie)).status).toBe(403);
    expect((await start("no-such-appointment", a.doctors[0].cookie)).status).toBe(404);
    expect((await appointmentRow(visit.id)).consultationStartedAt).toBeNull();
  });

  it("answers 409 before the consultation opens, after its day, and on an appointment not accepted", async () => {
    const sarah = await actorOf(a.doctors[0].cookie);
    const ahead = await accepted();
    await expect(startConsultation(sarah, ahead.id, new Date(ahead.at.getTime() - 3 * 60 * MINUTE))).rejects.toMatchObject({ status: 409 });
    await expect(startConsultation(sarah, ahead.id, new Date(ahead.at.getTime() + 2 * 24 * 60 * MINUTE))).rejects.toMatchObject({ status: 409 });
    const patient = await addPatient(a.hospitalId);
    const scheduled = await addAppointment(a, { doctor: a.doctors[0], patientId: patient.id, at: futureSlot() });
    const res = await start(scheduled, a.doctors[0].cookie);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(START_ACCEPTED_ONLY);
    for (const id of [ahead.id, scheduled]) expect((await appointmentRow(id)).consultationStartedAt).toBeNull();
  });

  it("lets the first of 10 concurrent starts win: every answer gives its instant, one audit row", async () => {
    const sarah = await actorOf(a.doctors[0].cookie);
    const visit = await accepted();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => startConsultation(sarah, visit.id, new Date(visit.at.getTime() + (5 + i) * MINUTE))));
    expect(results.filter((r) => r.firstStart)).toHaveLength(1);
    const instants = new Set(results.map((r) => r.consultationStartedAt));
    expect(instants.size).toBe(1);
    const row = await appointmentRow(visit.id);
    expect(row.consultationStartedAt?.toISOString()).toBe([...instants][0]);
    expect(await auditOf("appointment.consultation_start", visit.id)).toHaveLength(1);
  });

  it("gives the waiting time from the booked start, and keeps the start when the consultation completes the appointment", async () => {
    const sarah = await actorOf(a.doctors[0].cookie);
    const visit = await accepted();
    const startedAt = new Date(visit.at.getTime() + 25 * MINUTE);
    expect(await startConsultation(sarah, visit.id, startedAt)).toMatchObject({ firstStart: true, waitingMinutes: 25 });
    const input = createDiagnosisSchema.parse({
      appointmentId: visit.id,
      patientId: visit.patientId,
      symptoms: "Fever, chills and headache for three days",
      diagnosis: "Uncomplicated malaria",
      prescription: "Artemether-lumefantrine 80/480 mg twice daily for 3 days",
      treatmentPlan: "Rest, plenty of fluids, review if the fever persists",
    });
    await createDiagnosis(sarah, input, new Date(visit.at.getTime() + 40 * MINUTE));
    const row = await appointmentRow(visit.id);
    expect(row.status).toBe("completed");
    expect(row.consultationStartedAt?.getTime()).toBe(startedAt.getTime());
    // Pressed again from a stale page: the first start stands.
    expect(await startConsultation(sarah, visit.id, new Date(visit.at.getTime() + 50 * MINUTE))).toMatchObject({ firstStart: false, waitingMinutes: 25 });

    // An early start is no wait; the SQL of the analytics agrees with the function. Dr. Peter's
    // appointment at local noon, so that half an hour before it is still its day.
    const peter = await actorOf(a.doctors[1].cookie);
    const noon = zonedInstant(localDate(futureSlot(), a.timezone), "12:00", a.timezone);
    const early = await accepted(noon, a.doctors[1]);
    expect(await startConsultation(peter, early.id, new Date(noon.getTime() - 30 * MINUTE))).toMatchObject({ firstStart: true, waitingMinutes: 0 });
    const rows = await getDb()
      .select({ id: appointments.id, appointmentDate: appointments.appointmentDate, startedAt: appointments.consultationStartedAt, wait: waitingMinutesSql(appointments.appointmentDate, appointments.consultationStartedAt) })
      .from(appointments)
      .where(sql`${appointments.id} in (${visit.id}, ${early.id})`);
    for (const r of rows) expect(Number(r.wait)).toBeCloseTo(waitingMinutes(r.appointmentDate, r.startedAt)!, 6);
    expect(rows.map((r) => Number(r.wait)).sort((x, y) => x - y)).toEqual([0, 25]);
    // Never started: no waiting time at all (null, left out of averages), not a wait of 0.
    const unstarted = await accepted();
    const [none] = await getDb()
      .select({ wait: waitingMinutesSql(appointments.appointmentDate, appointments.consultationStartedAt) })
      .from(appointments)
      .where(sql`${appointments.id} = ${unstarted.id}`);
    expect(none.wait).toBeNull();
  });

  it("keeps the start through a no-show and a cancellation, and a reschedule clears it", async () => {
    const sarah = await actorOf(a.doctors[0].cookie);
    const admin = await actorOf(a.adminCookie);
    const missed = await accepted();
    await startConsultation(sarah, missed.id, new Date(missed.at.getTime() + 5 * MINUTE));
    await markNoShow(sarah, missed.id, new Date(missed.at.getTime() + 20 * MINUTE));
    expect(await appointmentRow(missed.id)).toMatchObject({ status: "no_show", consultationStartedAt: expect.any(Date) });

    const moved = await accepted(consultableSlot(a.timezone));
    expect((await start(moved.id, a.doctors[0].cookie)).status).toBe(200);
    await updateAppointment(admin, moved.id, { appointmentDate: futureSlot(), duration: 30 });
    expect(await appointmentRow(moved.id)).toMatchObject({ status: "scheduled", consultationStartedAt: null });

    const cancelled = await accepted(consultableSlot(a.timezone));
    expect((await start(cancelled.id, a.doctors[0].cookie)).status).toBe(200);
    await updateAppointment(admin, cancelled.id, { status: "cancelled" });
    expect(await appointmentRow(cancelled.id)).toMatchObject({ status: "cancelled", consultationStartedAt: expect.any(Date) });
    // A cancelled appointment cannot be started again.
    expect((await start(cancelled.id, a.doctors[0].cookie)).status).toBe(409);
  });

  it("the database refuses a start on an appointment still awaiting the doctor's answer", async () => {
    const patient = await addPatient(a.hospitalId);
    const id = await addAppointment(a, { doctor: a.doctors[0], patientId: patient.id, at: futureSlot() });
    let error: unknown;
    try {
      await getDb().update(appointments).set({ consultationStartedAt: new Date() }).where(eq(appointments.id, id));
    } catch (e) {
      error = e;
    }
    expect(pgErrorCode(error)).toBe("23514");
    expect(pgConstraint(error)).toBe("appointments_consultation_started_check");
    const [{ n }] = await queryRows<{ n: number }>(getDb(), sql`select count(*)::int as n from appointments where id = ${id} and consultation_started_at is not null`);
    expect(n).toBe(0);
  });
});
