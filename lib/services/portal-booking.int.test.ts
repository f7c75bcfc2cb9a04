import { and, eq, inArray } from "drizzle-orm";

import type { PatientActor } from "@/lib/auth/actor-types";
import { SLOT_TIMES } from "@/lib/constants/appointments";
import { getDb } from "@/lib/db/client";
import { appointments, auditLogs, doctors, hospitals, patientHospitals } from "@/lib/db/schema";
import { addDoctorUser, addPatient, clinic, mailsTo, notificationsAbout, type Clinic, type PatientRow } from "@/test/doctor";
import { freshDay, portalBook, portalSession, respond, slotAt } from "@/test/portal-booking";

import { PATIENT_UNAVAILABLE } from "./appointment-rules";
import { bookPortalAppointment, LEAD_TIME_MESSAGE, MAX_PENDING_REQUESTS, MIN_BOOKING_LEAD_MINUTES, NOT_A_SLOT_MESSAGE, TOO_MANY_PENDING_MESSAGE } from "./portal-booking";

// Patient self-booking (issue 18): patients of Hospital B (and of none) book Hospital A's doctors
// from the portal. The appointment is A's, `scheduled`, made by the same service as staff booking
// and refused by the same exclusion constraints; the limits are the pending requests and the lead time.

let a: Clinic;
let b: Clinic;
let sarah: Clinic["doctors"][0];
let peter: Clinic["doctors"][1];
const at = (date: string, time: string) => slotAt(date, time, a.timezone);
const day = () => freshDay(a.timezone);
const body = (overrides: Record<string, unknown> = {}) => ({
  doctorId: sarah.id,
  appointmentDate: at(day(), "10:00").toISOString(),
  duration: 30,
  reason: "Persistent headaches for a week",
  ...overrides,
});
const patientActor = (patientId: string): PatientActor => ({ kind: "patient", patientId, ip: "10.80.0.1" });

/** A patient of hospital B (not linked to A) with a portal session. */
async function visitor(names: { firstName?: string; lastName?: string } = {}): Promise<PatientRow & { cookie: string }> {
  const p = await addPatient(b.hospitalId, names);
  return { ...p, cookie: await portalSession(p.id) };
}

beforeAll(async () => {
  delete process.env.SMTP_URL;
  jest.spyOn(console, "info").mockImplementation(() => {});
  [a, b] = [await clinic({ patientCount: 1 }), await clinic({ patientCount: 1 })];
  [sarah, peter] = a.doctors;
});

describe("POST /api/portal/appointments", () => {
  it("books the doctor's slot at the doctor's hospital and department, links the patient ('booked'), tells the doctor, audits", async () => {
    // Grace is a patient of Hospital B; she books Dr. Sarah of Hospital A from the portal and
    // sends fields that are not hers to choose: they are ignored.
    const grace = await visitor({ firstName: "Grace", lastName: "Achieng" });
    const date = day();
    const res = await portalBook(grace.cookie, {
      ...body({ appointmentDate: at(date, "11:30").toISOString(), duration: 45 }),
      hospitalId: b.hospitalId,
      departmentId: a.pharmacy,
      patientId: a.patients[0].id,
      status: "accepted",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      hospitalId: a.hospitalId,
      departmentId: a.general,
      doctorId: sarah.id,
      patientId: grace.id,
      patientName: "Grace Achieng",
      doctorName: "Dr. Sarah Namubiru",
      appointmentDate: at(date, "11:30").toISOString(),
      duration: 45,
      status: "scheduled",
      reason: "Persistent headaches for a week",
      notes: null,
    });
    const [row] = await getDb().select().from(appointments).where(eq(appointments.id, res.body.id));
    expect(row.createdBy).toBeNull();
    const links = await getDb().select().from(patientHospitals).where(eq(patientHospitals.patientId, grace.id));
    expect(links.map((l) => [l.hospitalId, l.source]).sort()).toEqual([[a.hospitalId, "booked"], [b.hospitalId, "registered"]].sort());

    // As when staff book: a notice and a mail to the doctor, a notice to the patient.
    const notices = await notificationsAbout(res.body.id);
    expect(notices.map((n) => [n.userId ?? n.patientId, n.title]).sort()).toEqual(
      [
        [sarah.userId, "New Appointment Request"],
        [grace.id, "Appointment Scheduled"],
      ].sort(),
    );
    expect(notices.find((n) => n.userId === sarah.userId)!.message).toContain("Grace Achieng has an appointment with you on ");
    expect(await mailsTo(sarah.email)).toHaveLength(1);
    const audits = await getDb().select().from(auditLogs).where(and(eq(auditLogs.action, "appointment.book"), eq(auditLogs.entityId, res.body.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: "patient", actorId: grace.id, hospitalId: a.hospitalId, outcome: "success" });
    expect(audits[0].details).toMatchObject({ via: "portal", doctorId: sarah.id, patientId: grace.id, duration: 45 });
  });

  it("keeps an existing link as it was", async () => {
    const amina = a.patients[0];
    const res = await portalBook(await portalSession(amina.id), body());
    expect(res.status).toBe(201);
    const links = await getDb().select().from(patientHospitals).where(and(eq(patientHospitals.patientId, amina.id), eq(patientHospitals.hospitalId, a.hospitalId)));
    expect(links.map((l) => l.source)).toEqual(["registered"]);
  });

  it("refuses signed-out callers (401) and staff sessions (403)", async () => {
    expect((await portalBook(undefined, body())).status).toBe(401);
    expect((await portalBook(a.adminCookie, body())).status).toBe(403);
    expect((await portalBook(sarah.cookie, body())).status).toBe(403);
  });

  it("answers 404 for an unknown doctor, a deactivated doctor and a doctor of a deactivated hospital, and books nothing", async () => {
    const p = await visitor();
    const inactive = await addDoctorUser(a.hospitalId, a.general, { firstName: "Ivan", lastName: "Inactive" });
    await getDb().update(doctors).set({ isActive: false }).where(eq(doctors.id, inactive.id));
    const c = await clinic({ patientCount: 0 });
    await getDb().update(hospitals).set({ isActive: false }).where(eq(hospitals.id, c.hospitalId));
    for (const doctorId of ["DOC-999-999", inactive.id, c.doctors[0].id]) {
      const res = await portalBook(p.cookie, body({ doctorId }));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Doctor not found");
    }
    expect(await getDb().select().from(appointments).where(eq(appointments.patientId, p.id))).toEqual([]);
    expect(await getDb().select().from(patientHospitals).where(and(eq(patientHospitals.patientId, p.id), eq(patientHospitals.hospitalId, a.hospitalId)))).toEqual([]);
  });

  it.each([
    ["no reason", { reason: "" }, "Please tell the doctor the reason for your visit (at least 5 characters)"],
    ["no doctor", { doctorId: "" }, "Please choose a doctor"],
    ["a duration not offered", { duration: 20 }, "Duration must be one of 15, 30, 45, 60, 90, 120 minutes"],
    ["a date without an offset", { appointmentDate: "2030-01-01T10:00" }, "Please give the appointment date as an ISO date and time with an offset"],
  ])("refuses %s with 400", async (_label, overrides, message) => {
    const p = await visitor();
    const res = await portalBook(p.cookie, body(overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("books only the listed slots: on the half hour, 09:00 to 17:30 of the hospital's day", async () => {
    const p = await visitor();
    const date = day();
    for (const time of ["10:15", "08:30", "18:00"]) {
      const res = await portalBook(p.cookie, body({ appointmentDate: at(date, time).toISOString() }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: NOT_A_SLOT_MESSAGE, fieldErrors: { appointmentDate: NOT_A_SLOT_MESSAGE } });
    }
    expect((await portalBook(p.cookie, body({ appointmentDate: at(date, "17:30").toISOString() }))).status).toBe(201);
  });

  it(`refuses a slot less than ${MIN_BOOKING_LEAD_MINUTES} minutes ahead (and a past one) with 400`, async () => {
    const p = await visitor();
    const start = at(day(), "14:00");
    const input = { doctorId: peter.id, appointmentDate: start, duration: 30, reason: "Check-up before travel" };
    const early = (minutes: number) => new Date(start.getTime() - minutes * 60_000);
    await expect(bookPortalAppointment(patientActor(p.id), input, early(59))).rejects.toMatchObject({ status: 400, message: LEAD_TIME_MESSAGE });
    await expect(bookPortalAppointment(patientActor(p.id), input, early(-30))).rejects.toMatchObject({ status: 400, message: LEAD_TIME_MESSAGE });
    expect(await getDb().select().from(appointments).where(eq(appointments.patientId, p.id))).toEqual([]);
    // Exactly an hour ahead is soon enough.
    await expect(bookPortalAppointment(patientActor(p.id), input, early(60))).resolves.toMatchObject({ status: "scheduled", doctorId: peter.id });
    // Through the route, with the real clock: a slot half an hour from now.
    const res = await portalBook(p.cookie, body({ appointmentDate: new Date(Date.now() + 30 * 60_000).toISOString() }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LEAD_TIME_MESSAGE);
  });

  it("answers 409 for a slot already taken, and for a time the patient is already booked at", async () => {
    const [first, second] = [await visitor(), await visitor()];
    const slot = at(day(), "09:30").toISOString();
    expect((await portalBook(first.cookie, body({ appointmentDate: slot }))).status).toBe(201);
    const taken = await portalBook(second.cookie, body({ appointmentDate: slot }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/^Dr\. Sarah Namubiru already has an appointment from 09:30 to 10:00 on /);
    // The first patient again, with the other doctor, at the same time: the patient's own constraint.
    const twice = await portalBook(first.cookie, body({ appointmentDate: slot, doctorId: peter.id }));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(PATIENT_UNAVAILABLE);
    // The loser was not linked to A by a booking that did not happen.
    expect(await getDb().select().from(patientHospitals).where(and(eq(patientHospitals.patientId, second.id), eq(patientHospitals.hospitalId, a.hospitalId)))).toEqual([]);
  });
});

describe("the pending-request limit", () => {
  it(`allows ${MAX_PENDING_REQUESTS} requests awaiting an answer, refuses the next with 429, and counts only future scheduled ones`, async () => {
    const p = await visitor();
    const date = day();
    const ids: string[] = [];
    for (const time of ["09:00", "10:00", "11:00"]) {
      const res = await portalBook(p.cookie, body({ appointmentDate: at(date, time).toISOString() }));
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const refused = await portalBook(p.cookie, body({ appointmentDate: at(date, "12:00").toISOString() }));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: TOO_MANY_PENDING_MESSAGE, code: "too_many_pending" });
    // The doctor accepts one: it is no longer pending, so one more request may go.
    expect((await respond(sarah.cookie, ids[0], { action: "accept" })).status).toBe(200);
    expect((await portalBook(p.cookie, body({ appointmentDate: at(date, "12:00").toISOString() }))).status).toBe(201);
    expect((await portalBook(p.cookie, body({ appointmentDate: at(date, "13:00").toISOString() }))).status).toBe(429);
    // A request whose time has passed unanswered does not count either.
    await getDb().update(appointments).set({ appointmentDate: new Date(Date.now() - 86_400_000) }).where(eq(appointments.id, ids[1]));
    expect((await portalBook(p.cookie, body({ appointmentDate: at(date, "13:00").toISOString() }))).status).toBe(201);
  });

  it("lets at most 3 of 10 concurrent requests of one patient through, whatever the doctors", async () => {
    const p = await visitor();
    const date = day();
    // Ten different times, with one doctor or the other: nothing but the limit stands in the way.
    const warnings = jest.spyOn(console, "warn").mockImplementation(() => {});
    const results = await Promise.all(
      SLOT_TIMES.slice(0, 10).map((time, i) => portalBook(p.cookie, body({ doctorId: i % 2 ? peter.id : sarah.id, appointmentDate: at(date, time).toISOString() }))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_PENDING_REQUESTS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - MAX_PENDING_REQUESTS);
    expect(warnings.mock.calls.filter(([line]) => String(line).includes("deadlock"))).toEqual([]);
    warnings.mockRestore();
    const rows = await getDb().select().from(appointments).where(and(eq(appointments.patientId, p.id), eq(appointments.status, "scheduled")));
    expect(rows).toHaveLength(MAX_PENDING_REQUESTS);
  });
});

describe("the race for one slot", () => {
  it("gives the slot to exactly one of 200 patients booking it at once, and 409 to the other 199", async () => {
    const racers: { id: string; cookie: string }[] = [];
    for (let i = 0; i < 200; i++) {
      const { id } = await addPatient(b.hospitalId);
      racers.push({ id, cookie: await portalSession(id) });
    }
    const slot = at(day(), "15:00").toISOString();
    const warnings = jest.spyOn(console, "warn").mockImplementation(() => {});
    const results = await Promise.all(racers.map((r) => portalBook(r.cookie, body({ doctorId: peter.id, appointmentDate: slot }))));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    for (const r of results.filter((r) => r.status === 409)) expect(r.body.message).toMatch(/^Dr\. Peter Okello already has an appointment from 15:00 to 15:30 on /);
    warnings.mockRestore();
    const rows = await getDb().select().from(appointments).where(and(eq(appointments.doctorId, peter.id), eq(appointments.appointmentDate, new Date(slot))));
    expect(rows).toHaveLength(1);
    // Only the winner became a patient of A.
    const booked = await getDb().select().from(patientHospitals).where(and(eq(patientHospitals.hospitalId, a.hospitalId), inArray(patientHospitals.patientId, racers.map((r) => r.id))));
    expect(booked.map((l) => [l.patientId, l.source])).toEqual([[rows[0].patientId, "booked"]]);
  });
});
