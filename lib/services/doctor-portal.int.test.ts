import { PATCH as respondRoute } from "@/app/api/doctor/appointments/[id]/respond/route";
import { GET as pendingRoute } from "@/app/api/doctor/appointments/pending/route";
import { GET as upcomingRoute } from "@/app/api/doctor/appointments/upcoming/route";
import { GET as profileRoute } from "@/app/api/doctor/profile/route";
import { addDays, localDate, zonedInstant } from "@/lib/time";
import { REJECT_REASON_MESSAGE } from "@/lib/validation/appointment";
import {
  actorOf,
  addAppointment,
  addPatient,
  appointmentRow,
  auditOf,
  clinic,
  mailsTo,
  notificationsAbout,
  type Clinic,
} from "@/test/doctor";
import { call } from "@/test/http";
import { expireTrial, staffUser } from "@/test/staff";

import { getDoctorCounts } from "./doctor-portal";

// Hospital A has doctors Sarah and Peter; hospital B has its own. Sarah sees and answers only her
// own appointments; Peter, B's doctor and the administrators never reach hers.

let a: Clinic;
let b: Clinic;
let systemAdmin: string;

const profile = (cookie?: string) => call(profileRoute, "/api/doctor/profile", { cookie });
const pending = (cookie?: string) => call(pendingRoute, "/api/doctor/appointments/pending", { cookie });
const upcoming = (cookie?: string) => call(upcomingRoute, "/api/doctor/appointments/upcoming", { cookie });
const respond = (id: string, body: unknown, cookie?: string) =>
  call(respondRoute, `/api/doctor/appointments/${id}/respond`, { method: "PATCH", body, cookie, params: { id } });

beforeAll(async () => {
  delete process.env.SMTP_URL;
  jest.spyOn(console, "info").mockImplementation(() => {});
  [a, b] = [await clinic({ patientCount: 6 }), await clinic()];
  systemAdmin = (await staffUser("system_admin", null)).cookie;
});

describe("who may use the doctor endpoints", () => {
  it("answers 401 signed out and 403 to administrators on every doctor endpoint", async () => {
    const id = await addAppointment(a, { doctor: a.doctors[0], patientId: a.patients[0].id });
    for (const cookie of [undefined, a.adminCookie, systemAdmin]) {
      const expected = cookie ? 403 : 401;
      expect((await profile(cookie)).status).toBe(expected);
      expect((await pending(cookie)).status).toBe(expected);
      expect((await upcoming(cookie)).status).toBe(expected);
      expect((await respond(id, { action: "accept" }, cookie)).status).toBe(expected);
    }
    expect((await appointmentRow(id)).status).toBe("scheduled");
  });

  it("answers 404 'Doctor profile not found' to a doctor user without a doctor record", async () => {
    const lone = await staffUser("doctor", a.hospitalId);
    const res = await profile(lone.cookie);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Doctor profile not found" });
    expect((await pending(lone.cookie)).status).toBe(404);
  });
});

describe("GET /api/doctor/profile", () => {
  it("gives the signed-in doctor's name, specialization, ID and department", async () => {
    const res = await profile(a.doctors[0].cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: a.doctors[0].id,
      firstName: "Sarah",
      lastName: "Namubiru",
      specialization: "General Medicine",
      departmentId: a.general,
      departmentName: "General Medicine",
      hospitalId: a.hospitalId,
    });
  });
});

describe("GET /api/doctor/appointments/pending and /upcoming", () => {
  it("lists only the doctor's own pending appointments, oldest first, and audits the count only", async () => {
    const [sarah, peter] = a.doctors;
    const [p1, p2, p3] = a.patients;
    const later = await addAppointment(a, { doctor: sarah, patientId: p1.id });
    const sooner = await addAppointment(a, { doctor: sarah, patientId: p2.id, at: new Date(Date.now() + 26 * 3_600_000) });
    const peters = await addAppointment(a, { doctor: peter, patientId: p3.id });
    const accepted = await addAppointment(a, { doctor: sarah, patientId: p3.id, status: "accepted" });

    const res = await pending(sarah.cookie);
    expect(res.status).toBe(200);
    const ids = res.body.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([sooner, later]));
    expect(ids).not.toContain(peters);
    expect(ids).not.toContain(accepted);
    expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later));
    const dates = res.body.map((r: { appointmentDate: string }) => r.appointmentDate);
    expect([...dates].sort()).toEqual(dates);
    expect(res.body.every((r: { status: string; doctorId: string }) => r.status === "scheduled" && r.doctorId === sarah.id)).toBe(true);

    const row = res.body.find((r: { id: string }) => r.id === later);
    expect(row).toEqual({
      id: later,
      hospitalId: a.hospitalId,
      departmentId: a.general,
      departmentName: "General Medicine",
      doctorId: sarah.id,
      patientId: p1.id,
      patientName: `${p1.firstName} ${p1.lastName}`,
      doctorName: "Dr. Sarah Namubiru",
      appointmentDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/),
      duration: 30,
      status: "scheduled",
      reason: "Persistent headaches",
      notes: null,
      doctorResponse: null,
      responseDate: null,
    });

    const peterRes = await pending(peter.cookie);
    expect(peterRes.body.map((r: { id: string }) => r.id)).toEqual([peters]);

    // The audit says who looked and how many, never whom.
    const entries = await auditOf("doctor.appointments.pending.read", sarah.id);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.at(-1)).toMatchObject({ actorType: "staff", actorId: sarah.userId, hospitalId: a.hospitalId, details: { count: ids.length } });
    expect(Object.keys(entries.at(-1)!.details as object)).toEqual(["count"]);
  });

  it("lists accepted appointments that have not ended yet, soonest first", async () => {
    const peter = a.doctors[1];
    const now = Date.now();
    const patient = await addPatient(a.hospitalId);
    const inProgress = await addAppointment(a, { doctor: peter, patientId: patient.id, status: "accepted", at: new Date(now - 10 * 60_000), duration: 30 });
    const over = await addAppointment(a, { doctor: peter, patientId: patient.id, status: "accepted", at: new Date(now - 3 * 3_600_000), duration: 60 });
    const future = await addAppointment(a, { doctor: peter, patientId: patient.id, status: "accepted" });
    const stillPending = await addAppointment(a, { doctor: peter, patientId: patient.id });

    const res = await upcoming(peter.cookie);
    expect(res.status).toBe(200);
    const ids = res.body.map((r: { id: string }) => r.id);
    expect(ids).toEqual([inProgress, future]);
    expect(ids).not.toContain(over);
    expect(ids).not.toContain(stillPending);

    // Sarah never sees Peter's.
    const sarahs = (await upcoming(a.doctors[0].cookie)).body.map((r: { id: string }) => r.id);
    expect(sarahs).not.toContain(inProgress);
    expect((await auditOf("doctor.appointments.upcoming.read", peter.id)).at(-1)?.details).toEqual({ count: 2 });
  });
});

describe("getDoctorCounts", () => {
  it("counts today's active appointments in the hospital's zone, the upcoming accepted and the pending", async () => {
    const h = await clinic({ patientCount: 4 });
    const [doctor] = h.doctors;
    const [p1, p2, p3, p4] = h.patients;
    // "now" is 08:00 local on a fixed day; three visits that day, one the next day.
    const day = "2031-03-12";
    const now = zonedInstant(day, "08:00", h.timezone);
    await addAppointment(h, { doctor, patientId: p1.id, at: zonedInstant(day, "09:00", h.timezone) });
    await addAppointment(h, { doctor, patientId: p2.id, status: "accepted", at: zonedInstant(day, "10:00", h.timezone) });
    await addAppointment(h, { doctor, patientId: p3.id, status: "cancelled", at: zonedInstant(day, "11:00", h.timezone) });
    await addAppointment(h, { doctor, patientId: p3.id, status: "accepted", at: zonedInstant(addDays(day, 1), "09:00", h.timezone) });
    await addAppointment(h, { doctor, patientId: p4.id, status: "accepted", at: zonedInstant(addDays(day, -2), "09:00", h.timezone) });
    // 23:30 local the day before is not today, whatever UTC says.
    await addAppointment(h, { doctor, patientId: p4.id, at: zonedInstant(addDays(day, -1), "23:30", h.timezone) });
    expect(localDate(now, h.timezone)).toBe(day);

    const counts = await getDoctorCounts(await actorOf(doctor.cookie), now);
    expect(counts).toEqual({ today: 2, accepted: 2, pending: 2 });
    expect(await getDoctorCounts(await actorOf(h.doctors[1].cookie), now)).toEqual({ today: 0, accepted: 0, pending: 0 });
    await expect(getDoctorCounts(await actorOf(h.adminCookie), now)).rejects.toMatchObject({ status: 403 });
  });
});

describe("PATCH /api/doctor/appointments/{id}/respond", () => {
  it("accepts a pending appointment, notifies the patient and the booking staff member, mails the patient and audits", async () => {
    const [sarah] = a.doctors;
    const patient = a.patients[0];
    const id = await addAppointment(a, { doctor: sarah, patientId: patient.id });
    const before = Date.now();
    const res = await respond(id, { action: "accept" }, sarah.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: "accepted", doctorResponse: null, patientName: `${patient.firstName} ${patient.lastName}`, doctorName: "Dr. Sarah Namubiru" });
    expect(Date.parse(res.body.responseDate)).toBeGreaterThanOrEqual(before - 1000);

    const notes = await notificationsAbout(id);
    expect(notes.map((n) => [n.patientId ?? n.userId, n.title, n.type])).toEqual(
      expect.arrayContaining([
        [patient.id, "Appointment Accepted", "appointment_accepted"],
        [a.adminUserId, "Appointment Accepted", "appointment_accepted"],
      ]),
    );
    expect(notes).toHaveLength(2);
    const mails = await mailsTo(patient.email!);
    expect(mails.at(-1)).toMatchObject({ status: "logged", subject: expect.stringContaining("Appointment Accepted") });
    expect(mails.at(-1)!.bodyText).toContain("Dr. Sarah Namubiru accepted your appointment");
    const [entry] = await auditOf("appointment.accept", id);
    expect(entry).toMatchObject({ actorId: sarah.userId, hospitalId: a.hospitalId, outcome: "success" });

    // The appointment is now upcoming and no longer pending.
    expect((await upcoming(sarah.cookie)).body.map((r: { id: string }) => r.id)).toContain(id);
    expect((await pending(sarah.cookie)).body.map((r: { id: string }) => r.id)).not.toContain(id);
  });

  it("rejects only with a reason, which the patient's notification and mail carry", async () => {
    const [sarah] = a.doctors;
    const patient = a.patients[1];
    const id = await addAppointment(a, { doctor: sarah, patientId: patient.id, createdBy: null });
    for (const body of [{ action: "reject" }, { action: "reject", reason: "   " }]) {
      const res = await respond(id, body, sarah.cookie);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(REJECT_REASON_MESSAGE);
      expect(res.body.fieldErrors).toEqual({ reason: REJECT_REASON_MESSAGE });
    }
    expect((await respond(id, { action: "maybe" }, sarah.cookie)).body.message).toBe("Action must be accept or reject");
    expect((await appointmentRow(id)).status).toBe("scheduled");

    const res = await respond(id, { action: "reject", reason: "  I am away at a conference that week " }, sarah.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "rejected", doctorResponse: "I am away at a conference that week" });
    const notes = await notificationsAbout(id);
    // No booking staff member: the patient alone is told.
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ patientId: patient.id, title: "Appointment Rejected", type: "appointment_rejected" });
    expect(notes[0].message).toContain("Reason: I am away at a conference that week");
    expect((await mailsTo(patient.email!)).at(-1)!.bodyText).toContain("I am away at a conference that week");
    expect(await auditOf("appointment.reject", id)).toHaveLength(1);
  });

  it("answers 409 unless the appointment is pending", async () => {
    const [sarah] = a.doctors;
    const patient = await addPatient(a.hospitalId, { email: null });
    for (const status of ["accepted", "rejected", "completed", "cancelled"]) {
      const id = await addAppointment(a, { doctor: sarah, patientId: patient.id, status });
      for (const body of [{ action: "accept" }, { action: "reject", reason: "Not available" }]) {
        const res = await respond(id, body, sarah.cookie);
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ message: "Only pending appointments can be accepted or rejected" });
      }
      expect((await appointmentRow(id)).status).toBe(status);
      expect(await notificationsAbout(id)).toHaveLength(0);
    }
  });

  it("answers 404 for another doctor's, another hospital's or an unknown appointment, and changes nothing", async () => {
    const [sarah, peter] = a.doctors;
    const id = await addAppointment(a, { doctor: sarah, patientId: a.patients[2].id });
    for (const cookie of [peter.cookie, b.doctors[0].cookie]) {
      const res = await respond(id, { action: "accept" }, cookie);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Appointment not found" });
    }
    // Nor do they see it in their lists.
    for (const cookie of [peter.cookie, b.doctors[0].cookie]) {
      expect((await pending(cookie)).body.map((r: { id: string }) => r.id)).not.toContain(id);
    }
    expect((await respond("no-such-appointment", { action: "accept" }, sarah.cookie)).status).toBe(404);
    const row = await appointmentRow(id);
    expect(row).toMatchObject({ status: "scheduled", doctorResponse: null, responseDate: null });
    expect(await notificationsAbout(id)).toHaveLength(0);
  });

  it("lets exactly one of two concurrent answers win; the other gets 409", async () => {
    const [sarah] = a.doctors;
    for (const [first, second] of [
      [{ action: "accept" }, { action: "reject", reason: "Fully booked" }],
      [{ action: "accept" }, { action: "accept" }],
    ]) {
      const id = await addAppointment(a, { doctor: sarah, patientId: a.patients[3].id });
      const results = await Promise.all([respond(id, first, sarah.cookie), respond(id, second, sarah.cookie)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.status === 200)!;
      expect((await appointmentRow(id)).status).toBe(winner.body.status);
      // One answer's notices only: the patient and the booking administrator.
      expect(await notificationsAbout(id)).toHaveLength(2);
    }

    // Ten at once: still one winner.
    const id = await addAppointment(a, { doctor: sarah, patientId: a.patients[4].id });
    const many = await Promise.all(Array.from({ length: 10 }, (_, i) => respond(id, i % 2 ? { action: "accept" } : { action: "reject", reason: "Away" }, sarah.cookie)));
    const statuses = many.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
  });

  it("answers 402 once the hospital's trial has ended, and changes nothing", async () => {
    const h = await clinic({ patientCount: 1 });
    const id = await addAppointment(h, { doctor: h.doctors[0], patientId: h.patients[0].id });
    await expireTrial(h.hospitalId);
    const res = await respond(id, { action: "accept" }, h.doctors[0].cookie);
    expect(res.status).toBe(402);
    expect((await appointmentRow(id)).status).toBe("scheduled");
    // Reading still works.
    expect((await pending(h.doctors[0].cookie)).status).toBe(200);
  });
});

