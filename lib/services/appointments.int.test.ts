import { and, eq } from "drizzle-orm";

import { PATCH as updateRoute } from "@/app/api/appointments/[id]/route";
import { GET as listRoute, POST as bookRoute } from "@/app/api/appointments/route";
import { GET as slotsRoute } from "@/app/api/appointments/slots/route";
import type { HealthWorkerActor } from "@/lib/auth/actor-types";
import { SLOT_TIMES } from "@/lib/constants/appointments";
import { getDb } from "@/lib/db/client";
import { appointments, patientHospitals } from "@/lib/db/schema";
import { addDays, localDate, zonedInstant } from "@/lib/time";
import { actorOf, addAppointment, addPatient, appointmentRow, auditOf, clinic, mailsTo, notificationsAbout, type Clinic } from "@/test/doctor";
import { call } from "@/test/http";
import { expireTrial, staffUser } from "@/test/staff";

import { updateAppointment } from "./appointment-changes";
import { bookAppointment, getAppointmentDayCounts, hospitalCalendar, listSlots } from "./appointments";

// Hospital A (Africa/Kampala) books its patients with its two doctors; hospital B's staff, other
// roles and signed-out callers try to read or change A's diary. Times are A's local wall clock.

let a: Clinic;
let b: Clinic;
let sarah: Clinic["doctors"][0];
let peter: Clinic["doctors"][1];
let day = 10;
/** A fresh local day (YYYY-MM-DD) some days ahead, so that tests never share a diary page. */
const freshDay = () => addDays(localDate(new Date(), a.timezone), (day += 1));
const at = (date: string, time: string) => zonedInstant(date, time, a.timezone);

const book = (cookie: string | undefined, body: unknown) => call(bookRoute, "/api/appointments", { body, cookie });
const patch = (cookie: string | undefined, id: string, body: unknown) =>
  call(updateRoute, `/api/appointments/${id}`, { method: "PATCH", body, cookie, params: { id } });
const list = (cookie: string | undefined, query = "") => call(listRoute, `/api/appointments${query}`, { cookie });
const slots = (cookie: string | undefined, query: string) => call(slotsRoute, `/api/appointments/slots${query}`, { cookie });

function form(overrides: Record<string, unknown> = {}) {
  return {
    patientId: a.patients[0].id,
    departmentId: a.general,
    doctorId: sarah.id,
    appointmentDate: at(freshDay(), "10:00").toISOString(),
    duration: 30,
    reason: "Persistent headaches for a week",
    notes: "Bring previous results",
    ...overrides,
  };
}

beforeAll(async () => {
  delete process.env.SMTP_URL;
  jest.spyOn(console, "info").mockImplementation(() => {});
  [a, b] = [await clinic({ patientCount: 4 }), await clinic({ patientCount: 1 })];
  [sarah, peter] = a.doctors;
});

describe("POST /api/appointments", () => {
  it("books the slot, notifies and mails the doctor and the patient, and audits", async () => {
    // A patient registered at hospital B, linked to hospital A with their consent, is booked at A.
    const visitor = await addPatient(b.hospitalId, { firstName: "Grace", lastName: "Achieng" });
    await getDb().insert(patientHospitals).values({ patientId: visitor.id, hospitalId: a.hospitalId, source: "consent" });
    const date = freshDay();
    const res = await book(a.adminCookie, form({ patientId: visitor.id, appointmentDate: at(date, "09:30").toISOString(), duration: 45 }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      hospitalId: a.hospitalId,
      departmentId: a.general,
      departmentName: "General Medicine",
      doctorId: sarah.id,
      patientId: visitor.id,
      patientName: "Grace Achieng",
      doctorName: "Dr. Sarah Namubiru",
      appointmentDate: at(date, "09:30").toISOString(),
      duration: 45,
      status: "scheduled",
      reason: "Persistent headaches for a week",
      notes: "Bring previous results",
      doctorResponse: null,
      responseDate: null,
    });
    const id = res.body.id as string;
    expect((await appointmentRow(id)).createdBy).toBe(a.adminUserId);

    const links = await getDb().select().from(patientHospitals).where(eq(patientHospitals.patientId, visitor.id));
    expect(links.map((l) => [l.hospitalId, l.source]).sort()).toEqual([[a.hospitalId, "consent"], [b.hospitalId, "registered"]].sort());

    const notices = await notificationsAbout(id);
    expect(notices).toHaveLength(2);
    const toDoctor = notices.find((n) => n.userId === sarah.userId)!;
    const toPatient = notices.find((n) => n.patientId === visitor.id)!;
    expect(toDoctor).toMatchObject({ title: "New Appointment Request", type: "appointment", isRead: false });
    expect(toDoctor.message).toContain(`Grace Achieng has an appointment with you on ${date} at 09:30 (45 minutes)`);
    expect(toPatient).toMatchObject({ title: "Appointment Scheduled" });
    expect(toPatient.message).toContain(`Dr. Sarah Namubiru`);
    expect(toPatient.message).toContain(`${date} at 09:30`);

    for (const address of [sarah.email, visitor.email!]) {
      const mails = await mailsTo(address);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ subject: `Appointment on ${date} at 09:30`, status: "logged" });
    }
    const [entry] = await auditOf("appointment.book", id);
    expect(entry).toMatchObject({ actorId: a.adminUserId, hospitalId: a.hospitalId, outcome: "success" });
    expect(entry.details).toMatchObject({ doctorId: sarah.id, patientId: visitor.id, duration: 45 });
  });

  it("lets a doctor book, and keeps an existing 'registered' link as it is", async () => {
    const patient = a.patients[1];
    const res = await book(peter.cookie, form({ patientId: patient.id, doctorId: peter.id }));
    expect(res.status).toBe(201);
    expect((await appointmentRow(res.body.id)).createdBy).toBe(peter.userId);
    const links = await getDb().select().from(patientHospitals).where(eq(patientHospitals.patientId, patient.id));
    expect(links).toEqual([expect.objectContaining({ hospitalId: a.hospitalId, source: "registered" })]);
  });

  it("answers 409 naming the doctor's clashing appointment in the hospital's local time", async () => {
    const date = freshDay();
    const first = await book(a.adminCookie, form({ patientId: a.patients[0].id, appointmentDate: at(date, "11:00").toISOString(), duration: 60 }));
    expect(first.status).toBe(201);
    // Another patient, same doctor, 11:30 for 30 minutes: inside 11:00–12:00.
    const res = await book(a.adminCookie, form({ patientId: a.patients[1].id, appointmentDate: at(date, "11:30").toISOString() }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Dr. Sarah Namubiru already has an appointment from 11:00 to 12:00 on ${date}`);
    // Back to back is not an overlap.
    const next = await book(a.adminCookie, form({ patientId: a.patients[1].id, appointmentDate: at(date, "12:00").toISOString() }));
    expect(next.status).toBe(201);
  });

  it("refuses a patient not linked to the hospital (404) and creates no link and no appointment", async () => {
    const stranger = await addPatient(b.hospitalId, { firstName: "Ruth", lastName: "Namubiru" });
    const res = await book(a.adminCookie, form({ patientId: stranger.id }));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Patient not found" });
    const links = await getDb().select().from(patientHospitals).where(eq(patientHospitals.patientId, stranger.id));
    expect(links.map((l) => l.hospitalId)).toEqual([b.hospitalId]);
    expect(await getDb().select().from(appointments).where(eq(appointments.patientId, stranger.id))).toHaveLength(0);
  });

  it("answers 409 when the patient already has an overlapping appointment with another doctor, without its time", async () => {
    const date = freshDay();
    const patient = a.patients[2].id;
    expect((await book(a.adminCookie, form({ patientId: patient, appointmentDate: at(date, "14:00").toISOString() }))).status).toBe(201);
    const res = await book(a.adminCookie, form({ patientId: patient, doctorId: peter.id, appointmentDate: at(date, "13:45").toISOString() }));
    expect(res.status).toBe(409);
    // The other appointment may be at another hospital: its time is not this hospital's to know.
    expect(res.body.message).toBe("The patient is not available at that time");
    const rows = await getDb().select().from(appointments).where(and(eq(appointments.patientId, patient), eq(appointments.doctorId, peter.id)));
    expect(rows).toHaveLength(0);
  });

  it("gives exactly one of 50 concurrent bookings of one slot, and 409 to the other 49", async () => {
    const patients = [];
    for (let i = 0; i < 50; i++) patients.push(await addPatient(a.hospitalId));
    const slot = at(freshDay(), "15:00").toISOString();
    const results = await Promise.all(patients.map((p) => book(a.adminCookie, form({ patientId: p.id, appointmentDate: slot }))));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(statuses.filter((s) => s >= 500)).toHaveLength(0);
    for (const r of results.filter((r) => r.status === 409)) expect(r.body.message).toMatch(/^Dr\. Sarah Namubiru already has an appointment from 15:00 to 15:30 on /);
    const rows = await getDb().select().from(appointments).where(and(eq(appointments.doctorId, sarah.id), eq(appointments.appointmentDate, new Date(slot))));
    expect(rows).toHaveLength(1);
  });

  it("gives one of 110 concurrent bookings of one patient at one time with two doctors, and 409 to the rest, without deadlocks", async () => {
    const patient = await addPatient(a.hospitalId);
    const slot = at(freshDay(), "16:00").toISOString();
    // A deadlock is retried with a warning (retryingDeadlocks): none may happen.
    const warnings = jest.spyOn(console, "warn").mockImplementation(() => {});
    const results = await Promise.all(
      Array.from({ length: 110 }, (_, i) => book(a.adminCookie, form({ patientId: patient.id, doctorId: i % 2 ? peter.id : sarah.id, appointmentDate: slot }))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(109);
    for (const r of results.filter((r) => r.status === 409)) expect(r.body.message).toMatch(/^(The patient is not available at that time|Dr\. .* already has an appointment .*)$/);
    expect(warnings.mock.calls.filter(([line]) => String(line).includes("deadlock"))).toEqual([]);
    warnings.mockRestore();
    expect(await getDb().select().from(appointments).where(eq(appointments.patientId, patient.id))).toHaveLength(1);
  });

  it("refuses a date in the past with 400", async () => {
    const res = await book(a.adminCookie, form({ appointmentDate: new Date(Date.now() - 60_000).toISOString() }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "Appointment date cannot be in the past", fieldErrors: { appointmentDate: "Appointment date cannot be in the past" } });
  });

  it.each([
    ["an unknown doctor", () => ({ doctorId: "DOC-NOPE-001" }), 400, "Please select a valid doctor"],
    ["another hospital's doctor", () => ({ doctorId: b.doctors[0].id }), 400, "Please select a valid doctor"],
    ["a doctor of another department", () => ({ departmentId: a.pharmacy }), 400, "The doctor does not work in this department"],
    ["an unknown department", () => ({ departmentId: "nope" }), 400, "Please select a valid department"],
    ["another hospital's department", () => ({ departmentId: b.general }), 400, "Please select a valid department"],
    ["an unknown patient", () => ({ patientId: "UG-PAT-2026-999999" }), 404, "Patient not found"],
    ["no patient", () => ({ patientId: "" }), 400, "Patient is required"],
    ["a short reason", () => ({ reason: "Flu" }), 400, "Reason for visit is required"],
    ["a duration not offered", () => ({ duration: 20 }), 400, "Duration must be one of 15, 30, 45, 60, 90, 120 minutes"],
    ["a date without an offset", () => ({ appointmentDate: "2030-01-01T10:00" }), 400, "Please give the appointment date as an ISO date and time with an offset"],
  ])("refuses %s", async (_label, overrides, status, message) => {
    const before = await getDb().$count(appointments);
    const res = await book(a.adminCookie, form(overrides()));
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await getDb().$count(appointments)).toBe(before);
  });

  it("answers 400 to malformed JSON", async () => {
    const res = await call(bookRoute, "/api/appointments", { method: "POST", rawBody: "{not json", cookie: a.adminCookie, headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
  });

  it("keeps signed-out callers (401), the 'user' role and health workers (403) out", async () => {
    expect((await book(undefined, form())).status).toBe(401);
    const user = await staffUser("user", a.hospitalId);
    expect((await book(user.cookie, form())).status).toBe(403);
    expect((await list(user.cookie)).status).toBe(403);
    const worker: HealthWorkerActor = { kind: "health_worker", healthWorkerId: "hw-1", hospitalId: a.hospitalId, ip: null };
    await expect(bookAppointment(worker, { ...form(), appointmentDate: at(freshDay(), "10:00"), hospitalId: undefined })).rejects.toMatchObject({ status: 403 });
  });

  it("asks system_admin to choose a hospital, and books in the one named", async () => {
    const admin = await staffUser("system_admin", null);
    const missing = await book(admin.cookie, form());
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Please choose a hospital");
    const res = await book(admin.cookie, form({ hospitalId: a.hospitalId, patientId: a.patients[3].id }));
    expect(res.status).toBe(201);
    expect(res.body.hospitalId).toBe(a.hospitalId);
  });

  it("answers 402 once the hospital's trial has ended", async () => {
    const c = await clinic({ patientCount: 1 });
    await expireTrial(c.hospitalId);
    const res = await book(c.adminCookie, { ...form(), departmentId: c.general, doctorId: c.doctors[0].id, patientId: c.patients[0].id });
    expect(res.status).toBe(402);
    expect(await getDb().$count(appointments, eq(appointments.hospitalId, c.hospitalId))).toBe(0);
  });
});

describe("GET /api/appointments/slots", () => {
  it("gives the 18 local slots, taken and past ones unavailable", async () => {
    const date = freshDay();
    const patient = a.patients[3].id;
    await addAppointment(a, { doctor: sarah, patientId: patient, at: at(date, "08:45"), duration: 30 });
    await addAppointment(a, { doctor: sarah, patientId: patient, at: at(date, "11:00"), duration: 60 });
    await addAppointment(a, { doctor: sarah, patientId: patient, at: at(date, "13:00"), status: "cancelled" });
    await addAppointment(a, { doctor: sarah, patientId: patient, at: at(date, "14:00"), status: "rejected" });
    await addAppointment(a, { doctor: sarah, patientId: patient, at: at(date, "17:30"), status: "accepted" });
    await addAppointment(a, { doctor: peter, patientId: a.patients[0].id, at: at(date, "10:00") });
    const actor = await actorOf(a.adminCookie);

    const early = await listSlots(actor, { doctorId: sarah.id, date }, at(date, "07:00"));
    expect(early.map((s) => s.time)).toEqual([...SLOT_TIMES]);
    expect(early).toHaveLength(18);
    expect(early[0]).toEqual({ time: "09:00", available: false, startsAt: at(date, "09:00").toISOString() });
    // Africa/Kampala is UTC+3: 09:00 local is 06:00Z.
    expect(early[0].startsAt).toBe(`${date}T06:00:00.000Z`);
    const taken = early.filter((s) => !s.available).map((s) => s.time);
    expect(taken).toEqual(["09:00", "11:00", "11:30", "17:30"]);

    // A 60-minute visit does not fit at 10:30 (11:00 is taken) nor at 17:00.
    const hour = await listSlots(actor, { doctorId: sarah.id, date, duration: 60 }, at(date, "07:00"));
    expect(hour.filter((s) => !s.available).map((s) => s.time)).toEqual(["09:00", "10:30", "11:00", "11:30", "17:00", "17:30"]);

    // At 10:05 local, the slots up to 10:00 have passed.
    const later = await listSlots(actor, { doctorId: sarah.id, date }, at(date, "10:05"));
    expect(later.filter((s) => !s.available).map((s) => s.time)).toEqual(["09:00", "09:30", "10:00", "11:00", "11:30", "17:30"]);
  });

  it("does not count the appointment being rescheduled as taken (exceptId)", async () => {
    const date = freshDay();
    const moving = await addAppointment(a, { doctor: sarah, patientId: a.patients[3].id, at: at(date, "11:00"), duration: 60 });
    const actor = await actorOf(a.adminCookie);
    const taken = (exceptId?: string) =>
      listSlots(actor, { doctorId: sarah.id, date, exceptId }, at(date, "07:00")).then((all) => all.filter((s) => !s.available).map((s) => s.time));
    expect(await taken()).toEqual(["11:00", "11:30"]);
    expect(await taken(moving)).toEqual([]);
    const res = await slots(a.adminCookie, `?doctorId=${sarah.id}&date=${date}&exceptId=${moving}`);
    expect(res.status).toBe(200);
  });

  it("answers through the route for the hospital's own doctors only", async () => {
    const date = freshDay();
    const res = await slots(a.adminCookie, `?doctorId=${sarah.id}&date=${date}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(18);
    expect(res.body.every((s: { available: boolean }) => s.available)).toBe(true);
    expect((await slots(b.adminCookie, `?doctorId=${sarah.id}&date=${date}`)).status).toBe(404);
    expect((await slots(a.adminCookie, `?date=${date}`)).body.message).toBe("Doctor is required");
    expect((await slots(a.adminCookie, `?doctorId=${sarah.id}&date=2030-02-30`)).status).toBe(400);
    expect((await slots(undefined, `?doctorId=${sarah.id}&date=${date}`)).status).toBe(401);
  });
});

describe("PATCH /api/appointments/{id}", () => {
  it("cancels an active appointment once, notifying both, and audits", async () => {
    const id = await addAppointment(a, { doctor: sarah, patientId: a.patients[0].id, at: at(freshDay(), "09:00") });
    const res = await patch(a.adminCookie, id, { status: "cancelled" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: "cancelled" });
    const notices = await notificationsAbout(id);
    expect(notices.map((n) => n.title)).toEqual(["Appointment Cancelled", "Appointment Cancelled"]);
    expect(notices.map((n) => n.userId ?? n.patientId).sort()).toEqual([sarah.userId, a.patients[0].id].sort());
    expect(await auditOf("appointment.cancel", id)).toHaveLength(1);

    const again = await patch(a.adminCookie, id, { status: "cancelled" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Only scheduled or accepted appointments can be cancelled");
  });

  it("reschedules an accepted appointment back to 'scheduled' and clears the doctor's answer", async () => {
    const date = freshDay();
    const id = await addAppointment(a, { doctor: sarah, patientId: a.patients[1].id, at: at(date, "09:00"), status: "accepted" });
    await getDb().update(appointments).set({ doctorResponse: "See you then", responseDate: new Date() }).where(eq(appointments.id, id));
    // 09:15 overlaps the appointment's own old time: that is no conflict.
    const res = await patch(a.adminCookie, id, { appointmentDate: at(date, "09:15").toISOString(), duration: 60 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: "scheduled", appointmentDate: at(date, "09:15").toISOString(), duration: 60, doctorResponse: null, responseDate: null });
    const notices = await notificationsAbout(id);
    expect(notices.map((n) => n.title)).toEqual(["Appointment Rescheduled", "Appointment Rescheduled"]);
    expect(notices[0].message).toContain(`from ${date} at 09:00 to ${date} at 09:15 (60 minutes)`);
    expect(await auditOf("appointment.reschedule", id)).toHaveLength(1);
  });

  it("answers 409 naming the clash when the new time overlaps, and keeps the old time", async () => {
    const date = freshDay();
    await addAppointment(a, { doctor: sarah, patientId: a.patients[2].id, at: at(date, "10:00"), duration: 45 });
    const id = await addAppointment(a, { doctor: sarah, patientId: a.patients[3].id, at: at(date, "12:00") });
    const res = await patch(a.adminCookie, id, { appointmentDate: at(date, "10:30").toISOString(), duration: 30 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Dr. Sarah Namubiru already has an appointment from 10:00 to 10:45 on ${date}`);
    expect((await appointmentRow(id)).appointmentDate).toEqual(at(date, "12:00"));
    // The patient's own diary counts too (another doctor, same patient).
    await addAppointment(a, { doctor: peter, patientId: a.patients[3].id, at: at(date, "15:00") });
    const patientClash = await patch(a.adminCookie, id, { appointmentDate: at(date, "15:00").toISOString() });
    expect(patientClash.status).toBe(409);
    expect(patientClash.body.message).toBe("The patient is not available at that time");
  });

  it("refuses a past time (400), a closed appointment (409), another hospital's (404) and an unknown id (404)", async () => {
    const date = freshDay();
    const id = await addAppointment(a, { doctor: peter, patientId: a.patients[0].id, at: at(date, "16:00") });
    const past = await patch(a.adminCookie, id, { appointmentDate: new Date(Date.now() - 3_600_000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe("Appointment date cannot be in the past");

    const done = await addAppointment(a, { doctor: peter, patientId: a.patients[1].id, at: at(date, "09:00"), status: "completed" });
    const closed = await patch(a.adminCookie, done, { appointmentDate: at(date, "11:00").toISOString() });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe("Only scheduled or accepted appointments can be rescheduled");

    const foreign = await patch(b.adminCookie, id, { status: "cancelled" });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Appointment not found");
    expect((await appointmentRow(id)).status).toBe("scheduled");
    expect((await patch(a.adminCookie, "no-such-id", { status: "cancelled" })).status).toBe(404);
    expect((await patch(a.adminCookie, id, { status: "completed" })).status).toBe(400);
    expect((await patch(undefined, id, { status: "cancelled" })).status).toBe(401);
  });

  it("works through the service with an injected clock", async () => {
    const date = freshDay();
    const id = await addAppointment(a, { doctor: peter, patientId: a.patients[2].id, at: at(date, "09:00") });
    const actor = await actorOf(a.adminCookie);
    // At 10:00 local on that day, 09:30 is in the past.
    await expect(updateAppointment(actor, id, { appointmentDate: at(date, "09:30"), duration: 30 }, at(date, "10:00"))).rejects.toMatchObject({ status: 400 });
    const moved = await updateAppointment(actor, id, { appointmentDate: at(date, "10:30"), duration: 30 }, at(date, "10:00"));
    expect(moved.appointmentDate).toBe(at(date, "10:30").toISOString());
  });
});

describe("GET /api/appointments", () => {
  let date: string;
  let ids: Record<string, string>;
  beforeAll(async () => {
    date = freshDay();
    const next = addDays(date, 1);
    ids = {
      early: await addAppointment(a, { doctor: sarah, patientId: a.patients[0].id, at: at(date, "00:15") }),
      sarahLate: await addAppointment(a, { doctor: sarah, patientId: a.patients[1].id, at: at(date, "23:30"), status: "accepted" }),
      peter: await addAppointment(a, { doctor: peter, patientId: a.patients[2].id, at: at(date, "12:00"), status: "cancelled" }),
      nextDay: await addAppointment(a, { doctor: sarah, patientId: a.patients[3].id, at: at(next, "00:00") }),
      otherHospital: await addAppointment(b, { doctor: b.doctors[0], patientId: b.patients[0].id, at: at(date, "12:00") }),
    };
  });

  it("lists the hospital's appointments of the local days from..to, by date", async () => {
    const res = await list(a.adminCookie, `?from=${date}&to=${date}`);
    expect(res.status).toBe(200);
    expect(res.body.map((r: { id: string }) => r.id)).toEqual([ids.early, ids.peter, ids.sarahLate]);
    expect(res.body[0]).toMatchObject({ doctorName: "Dr. Sarah Namubiru", departmentName: "General Medicine", status: "scheduled" });
    const two = await list(a.adminCookie, `?from=${date}&to=${addDays(date, 1)}`);
    expect(two.body.map((r: { id: string }) => r.id)).toEqual([ids.early, ids.peter, ids.sarahLate, ids.nextDay]);
  });

  it("filters by status and doctor, and pages", async () => {
    const range = `from=${date}&to=${addDays(date, 1)}`;
    expect((await list(a.adminCookie, `?${range}&status=cancelled`)).body.map((r: { id: string }) => r.id)).toEqual([ids.peter]);
    expect((await list(a.adminCookie, `?${range}&doctorId=${sarah.id}`)).body.map((r: { id: string }) => r.id)).toEqual([ids.early, ids.sarahLate, ids.nextDay]);
    expect((await list(a.adminCookie, `?${range}&limit=1&offset=1`)).body.map((r: { id: string }) => r.id)).toEqual([ids.peter]);
  });

  it("shows each hospital only its own appointments", async () => {
    const res = await list(b.adminCookie, `?from=${date}&to=${date}`);
    expect(res.body.map((r: { id: string }) => r.id)).toEqual([ids.otherHospital]);
    expect((await list(b.adminCookie, `?doctorId=${sarah.id}`)).body).toEqual([]);
  });

  it("refuses bad filters with 400 and needs a hospital for system_admin", async () => {
    expect((await list(a.adminCookie, "?status=pending")).status).toBe(400);
    expect((await list(a.adminCookie, "?from=2026-13-01")).status).toBe(400);
    expect((await list(a.adminCookie, `?from=${date}&to=${addDays(date, -1)}`)).status).toBe(400);
    const admin = await staffUser("system_admin", null);
    expect((await list(admin.cookie)).status).toBe(400);
    const named = await list(admin.cookie, `?hospitalId=${b.hospitalId}&from=${date}&to=${date}`);
    expect(named.body.map((r: { id: string }) => r.id)).toEqual([ids.otherHospital]);
    expect((await list(undefined)).status).toBe(401);
  });
});

describe("getAppointmentDayCounts and hospitalCalendar", () => {
  it("counts the hospital's local today", async () => {
    const c = await clinic({ patientCount: 6 });
    const [d1, d2] = c.doctors;
    const date = addDays(localDate(new Date(), c.timezone), 40);
    const local = (time: string) => zonedInstant(date, time, c.timezone);
    const p = c.patients.map((x) => x.id);
    await addAppointment(c, { doctor: d1, patientId: p[0], at: local("00:10"), status: "scheduled" });
    await addAppointment(c, { doctor: d1, patientId: p[1], at: local("09:00"), status: "accepted" });
    await addAppointment(c, { doctor: d1, patientId: p[2], at: local("10:00"), status: "completed" });
    await addAppointment(c, { doctor: d2, patientId: p[3], at: local("09:00"), status: "cancelled" });
    await addAppointment(c, { doctor: d2, patientId: p[4], at: local("23:45"), status: "rejected" });
    await addAppointment(c, { doctor: d2, patientId: p[4], at: local("14:00"), status: "no_show" });
    // Just outside the local day.
    await addAppointment(c, { doctor: d2, patientId: p[5], at: zonedInstant(addDays(date, 1), "00:00", c.timezone), status: "scheduled" });
    await addAppointment(c, { doctor: d2, patientId: p[5], at: new Date(local("00:00").getTime() - 60_000), status: "scheduled" });

    const actor = await actorOf(c.adminCookie);
    const now = local("12:00");
    expect(await getAppointmentDayCounts(actor, undefined, now)).toEqual({ total: 4, completed: 1, pending: 1, cancelled: 1, noShow: 1 });
    expect(await hospitalCalendar(actor, undefined, now)).toEqual({ hospitalId: c.hospitalId, timezone: "Africa/Kampala", today: date });
    // Another hospital's staff count their own day.
    expect(await getAppointmentDayCounts(await actorOf(b.adminCookie), undefined, now)).toEqual({ total: 0, completed: 0, pending: 0, cancelled: 0, noShow: 0 });
    // system_admin names the hospital.
    const admin = await actorOf((await staffUser("system_admin", null)).cookie);
    await expect(getAppointmentDayCounts(admin)).rejects.toMatchObject({ status: 400 });
    expect((await getAppointmentDayCounts(admin, c.hospitalId, now)).total).toBe(4);
  });
});
