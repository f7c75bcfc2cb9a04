import { and, eq } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { appointments, auditLogs, hospitals } from "@/lib/db/schema";
import { pgConstraint } from "@/lib/errors";
import { addAppointment, addPatient, clinic, mailsTo, notificationsAbout, type Clinic, type PatientRow } from "@/test/doctor";
import { freshDay, portalBook, portalCancel, portalList, portalSession, respond, slotAt } from "@/test/portal-booking";

import { NOT_ACTIVE } from "./appointment-rules";
import { cancelWindowMessage } from "./portal-appointments";

// The portal's own appointments (issue 18): Amina lists hers, upcoming and past, and cancels a
// scheduled or accepted one until the hospital's window (4 hours by default) before its start.
// The cancel is one conditional UPDATE: a doctor answering at the same moment cannot both win.

const HOUR = 3_600_000;
let a: Clinic;
let b: Clinic;
let sarah: Clinic["doctors"][0];
let peter: Clinic["doctors"][1];
let amina: PatientRow & { cookie: string };
let brian: PatientRow & { cookie: string };

const statusOf = async (id: string) => (await getDb().select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id)))[0].status;
const setCancelHours = (hospitalId: string, hours: number) => getDb().update(hospitals).set({ patientCancelHours: hours }).where(eq(hospitals.id, hospitalId));

beforeAll(async () => {
  delete process.env.SMTP_URL;
  jest.spyOn(console, "info").mockImplementation(() => {});
  [a, b] = [await clinic({ patientCount: 2 }), await clinic({ patientCount: 1 })];
  [sarah, peter] = a.doctors;
  const [p, q] = a.patients;
  amina = { ...p, cookie: await portalSession(p.id) };
  brian = { ...q, cookie: await portalSession(q.id) };
});

describe("GET /api/portal/appointments", () => {
  it("lists the patient's own appointments of every hospital: upcoming soonest first, past newest first, paged", async () => {
    const patient = await addPatient(a.hospitalId, { firstName: "Ruth", lastName: "Akello" });
    const cookie = await portalSession(patient.id);
    const soon = await addAppointment(a, { doctor: sarah, patientId: patient.id, at: new Date(Date.now() + 30 * HOUR) });
    const later = await addAppointment(b, { doctor: b.doctors[0], patientId: patient.id, status: "accepted", at: new Date(Date.now() + 80 * HOUR) });
    const cancelled = await addAppointment(a, { doctor: peter, patientId: patient.id, status: "cancelled", at: new Date(Date.now() + 50 * HOUR) });
    const done = await addAppointment(a, { doctor: sarah, patientId: patient.id, status: "completed", at: new Date(Date.now() - 30 * HOUR) });
    const older = await addAppointment(a, { doctor: sarah, patientId: patient.id, status: "no_show", at: new Date(Date.now() - 80 * HOUR) });
    // Somebody else's appointment never shows.
    await addAppointment(a, { doctor: sarah, patientId: amina.id, at: new Date(Date.now() + 40 * HOUR) });

    const upcoming = await portalList(cookie);
    expect(upcoming.status).toBe(200);
    expect(upcoming.body.hasMore).toBe(false);
    expect(upcoming.body.appointments.map((x: { id: string }) => x.id)).toEqual([soon, cancelled, later]);
    const first = upcoming.body.appointments[0];
    expect(first).toMatchObject({
      id: soon,
      status: "scheduled",
      doctorId: sarah.id,
      doctorName: "Dr. Sarah Namubiru",
      departmentId: a.general,
      departmentName: "General Medicine",
      hospitalId: a.hospitalId,
      duration: 30,
      reason: "Persistent headaches",
      cancellable: true,
    });
    expect(new Date(first.cancelUntil).getTime()).toBe(new Date(first.appointmentDate).getTime() - 4 * HOUR);
    expect(first.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.time).toMatch(/^\d{2}:\d{2}$/);
    expect(upcoming.body.appointments[1]).toMatchObject({ status: "cancelled", cancellable: false });
    expect(upcoming.body.appointments[2]).toMatchObject({ status: "accepted", hospitalId: b.hospitalId, cancellable: true });

    const past = await portalList(cookie, "?period=past");
    expect(past.body.appointments.map((x: { id: string; status: string; cancellable: boolean }) => [x.id, x.status, x.cancellable])).toEqual([
      [done, "completed", false],
      [older, "no_show", false],
    ]);
    const page = await portalList(cookie, "?period=upcoming&limit=2&offset=1");
    expect(page.body).toMatchObject({ hasMore: false, appointments: [{ id: cancelled }, { id: later }] });
    expect((await portalList(cookie, "?limit=1")).body.hasMore).toBe(true);
    expect((await portalList(cookie, "?period=soon")).status).toBe(400);
  });

  it("refuses signed-out callers (401) and staff (403)", async () => {
    expect((await portalList(undefined)).status).toBe(401);
    expect((await portalList(a.adminCookie)).status).toBe(403);
  });
});

describe("POST /api/portal/appointments/{id}/cancel", () => {
  it("cancels a scheduled appointment outside the window, frees the slot, tells the doctor and audits", async () => {
    const slot = slotAt(freshDay(a.timezone), "10:00", a.timezone);
    const booked = await portalBook(amina.cookie, { doctorId: sarah.id, appointmentDate: slot.toISOString(), reason: "Back pain since Monday" });
    expect(booked.status).toBe(201);
    const id = booked.body.id;
    const mailsBefore = (await mailsTo(sarah.email)).length;

    const res = await portalCancel(amina.cookie, id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: "cancelled", cancellable: false, doctorId: sarah.id });
    expect(await statusOf(id)).toBe("cancelled");

    const notices = (await notificationsAbout(id)).filter((n) => n.title === "Appointment Cancelled");
    expect(notices.map((n) => n.userId ?? n.patientId).sort()).toEqual([sarah.userId, amina.id].sort());
    expect(notices.find((n) => n.userId === sarah.userId)!.message).toContain(`${amina.firstName} ${amina.lastName} cancelled their appointment with you on `);
    expect((await mailsTo(sarah.email)).length).toBe(mailsBefore + 1);
    const [audit] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.action, "appointment.cancel"), eq(auditLogs.entityId, id)));
    expect(audit).toMatchObject({ actorType: "patient", actorId: amina.id, hospitalId: a.hospitalId });
    expect(audit.details).toMatchObject({ via: "portal", previousStatus: "scheduled", doctorId: sarah.id });

    // The slot is free again: Brian books it.
    expect((await portalBook(brian.cookie, { doctorId: sarah.id, appointmentDate: slot.toISOString(), reason: "Annual check-up" })).status).toBe(201);
    // A second cancel of the same appointment: no longer active.
    const again = await portalCancel(amina.cookie, id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(NOT_ACTIVE("cancelled"));
  });

  it("cancels an accepted appointment outside the window", async () => {
    const id = await addAppointment(a, { doctor: sarah, patientId: amina.id, status: "accepted", at: new Date(Date.now() + 32 * HOUR) });
    expect((await portalCancel(amina.cookie, id)).status).toBe(200);
    expect(await statusOf(id)).toBe("cancelled");
  });

  it("refuses a cancel inside the hospital's window with 409 naming the cutoff, and follows the hospital's setting", async () => {
    const start = new Date(Math.ceil((Date.now() + 3 * HOUR) / 60_000) * 60_000);
    const id = await addAppointment(a, { doctor: sarah, patientId: amina.id, status: "accepted", at: start });
    const res = await portalCancel(amina.cookie, id);
    expect(res.status).toBe(409);
    const cutoff = new Date(start.getTime() - 4 * HOUR);
    expect(res.body).toMatchObject({ message: cancelWindowMessage(4, cutoff, a.timezone), code: "cancel_window_passed", cancelUntil: cutoff.toISOString() });
    expect(res.body.message).toContain("4 hours before it starts");
    expect(await statusOf(id)).toBe("accepted");
    expect(await getDb().select().from(auditLogs).where(and(eq(auditLogs.action, "appointment.cancel"), eq(auditLogs.entityId, id)))).toEqual([]);

    // The hospital allows cancelling until 2 hours before: now it may go.
    await setCancelHours(a.hospitalId, 2);
    try {
      expect((await portalCancel(amina.cookie, id)).status).toBe(200);
    } finally {
      await setCancelHours(a.hospitalId, 4);
    }
  });

  it("keeps the setting within 0 to 168 hours (the database refuses anything else)", async () => {
    for (const hours of [-1, 169]) {
      const error = await setCancelHours(b.hospitalId, hours).then(() => null, (e: unknown) => e);
      expect(pgConstraint(error)).toBe("hospitals_patient_cancel_hours_check");
    }
    const [row] = await getDb().select({ hours: hospitals.patientCancelHours }).from(hospitals).where(eq(hospitals.id, b.hospitalId));
    expect(row.hours).toBe(4);
  });

  it.each(["completed", "rejected", "no_show"])("refuses to cancel a %s appointment (409)", async (status) => {
    const id = await addAppointment(a, { doctor: sarah, patientId: amina.id, status, at: new Date(Date.now() + 60 * HOUR) });
    const res = await portalCancel(amina.cookie, id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(NOT_ACTIVE("cancelled"));
    expect(await statusOf(id)).toBe(status);
  });

  it("answers 404 for another patient's appointment or an unknown one, 401 signed out and 403 to staff", async () => {
    const id = await addAppointment(a, { doctor: sarah, patientId: amina.id, at: new Date(Date.now() + 70 * HOUR) });
    expect((await portalCancel(brian.cookie, id)).status).toBe(404);
    expect((await portalCancel(amina.cookie, "no-such-appointment")).status).toBe(404);
    expect((await portalCancel(undefined, id)).status).toBe(401);
    expect((await portalCancel(a.adminCookie, id)).status).toBe(403);
    expect(await statusOf(id)).toBe("scheduled");
  });

  it("lets only one of a cancel and a racing rejection win, every time", async () => {
    for (let i = 0; i < 8; i++) {
      const id = await addAppointment(a, { doctor: peter, patientId: amina.id, at: new Date(Date.now() + (100 + i) * HOUR) });
      const [cancel, reject] = await Promise.all([portalCancel(amina.cookie, id), respond(peter.cookie, id, { action: "reject", reason: "Away at a conference" })]);
      expect([cancel.status, reject.status].sort()).toEqual([200, 409]);
      expect(await statusOf(id)).toBe(cancel.status === 200 ? "cancelled" : "rejected");
    }
  });

  it("ends cancelled whichever of a cancel and a racing acceptance comes first", async () => {
    for (let i = 0; i < 8; i++) {
      const id = await addAppointment(a, { doctor: peter, patientId: amina.id, at: new Date(Date.now() + (120 + i) * HOUR) });
      const [cancel, accept] = await Promise.all([portalCancel(amina.cookie, id), respond(peter.cookie, id, { action: "accept" })]);
      // An accepted appointment may still be cancelled; an accept after the cancel finds nothing pending.
      expect(cancel.status).toBe(200);
      expect([200, 409]).toContain(accept.status);
      expect(await statusOf(id)).toBe("cancelled");
      const answered = await getDb().select().from(auditLogs).where(and(eq(auditLogs.action, "appointment.accept"), eq(auditLogs.entityId, id)));
      expect(answered).toHaveLength(accept.status === 200 ? 1 : 0);
    }
  });
});
