import { and, eq, sql } from "drizzle-orm";

import { POST as rateRoute } from "@/app/api/portal/appointments/[id]/rating/route";
import { GET as visitsRoute } from "@/app/api/portal/visits/route";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { appointments, auditLogs, visitRatings } from "@/lib/db/schema";
import { pgConstraint, pgErrorCode } from "@/lib/errors";
import { COMMENT_TOO_LONG, RATING_REQUIRED } from "@/lib/validation/visit-rating";
import { addAppointment, addPatient, clinic, type Clinic, type PatientRow } from "@/test/doctor";
import { call } from "@/test/http";
import { portalCookie } from "@/test/patients";
import { staffUser } from "@/test/staff";
import { addTestWorker } from "@/test/workers";

import { ALREADY_RATED, NOT_COMPLETED } from "./visit-ratings";

// Visit ratings (issue 17): after a completed appointment the patient rates the visit 1 to 5 with
// an optional comment, in the portal, once. Amina has completed visits at Hospital A; Brian, a
// patient of the same hospital, and the staff of A and of Hospital B try her appointments.

const DAY = 86_400_000;
let c: Clinic;
let b: Clinic;
let amina: PatientRow;
let brian: PatientRow;
let aminaCookie: string;
let brianCookie: string;
let dayOffset = 1;

/** A visit of Amina's that ended `dayOffset` days ago (a distinct day each time), in the given state. */
const visit = (status = "completed", patient = amina, clinicOf = c) =>
  addAppointment(clinicOf, { doctor: clinicOf.doctors[0], patientId: patient.id, status, at: new Date(Date.now() - (dayOffset++ * DAY)) });

const rate = (id: string, body: unknown, cookie?: string) =>
  call(rateRoute, `/api/portal/appointments/${id}/rating`, { body, cookie, params: { id } });
const visits = (cookie?: string, query = "") => call(visitsRoute, `/api/portal/visits${query}`, { cookie });
const ratingsOf = (id: string) => getDb().select().from(visitRatings).where(eq(visitRatings.appointmentId, id));

beforeAll(async () => {
  c = await clinic({ patientCount: 2 });
  b = await clinic({ patientCount: 1 });
  [amina, brian] = c.patients;
  aminaCookie = await portalCookie(amina.id, "1990-04-12", "10.60.0.1");
  brianCookie = await portalCookie(brian.id, "1990-04-12", "10.60.0.2");
});

describe("POST /api/portal/appointments/{id}/rating", () => {
  it("lets the patient rate their own completed visit: 201, the appointment's hospital, doctor and department copied, audited", async () => {
    const id = await visit();
    const res = await rate(id, { rating: 4, comment: "  Kind nurses, a short wait.  ", hospitalId: b.hospitalId, patientId: brian.id, doctorId: c.doctors[1].id }, aminaCookie);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ rating: 4, comment: "Kind nurses, a short wait.", createdAt: expect.any(String) });

    const [row] = await ratingsOf(id);
    expect(row).toMatchObject({
      appointmentId: id,
      hospitalId: c.hospitalId,
      patientId: amina.id,
      doctorId: c.doctors[0].id,
      departmentId: c.general,
      rating: 4,
      comment: "Kind nurses, a short wait.",
    });
    const audits = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "visit_rating.create"), eq(auditLogs.entityId, id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: "patient", actorId: amina.id, hospitalId: c.hospitalId, outcome: "success" });
    expect(audits[0].details).toMatchObject({ rating: 4, withComment: true });
  });

  it("takes a rating without a comment (blank is none) and a comment of exactly 1000 characters, emoji counted as one", async () => {
    const blank = await visit();
    expect((await rate(blank, { rating: 5, comment: "   " }, aminaCookie)).status).toBe(201);
    expect((await ratingsOf(blank))[0].comment).toBeNull();
    const noComment = await visit();
    expect((await rate(noComment, { rating: 1 }, aminaCookie)).status).toBe(201);

    const full = await visit();
    const comment = `${"a".repeat(998)}👍🏽`; // 998 letters + 2 code points = 1000 characters (4 UTF-16 units)
    const res = await rate(full, { rating: 3, comment }, aminaCookie);
    expect(res.status).toBe(201);
    const [{ n }] = await queryRows<{ n: number }>(getDb(), sql`select char_length(comment)::int as n from visit_ratings where appointment_id = ${full}`);
    expect(n).toBe(1000);
  });

  it("answers 409 to a second rating of the same visit and keeps the first", async () => {
    const id = await visit();
    expect((await rate(id, { rating: 2, comment: "Long wait" }, aminaCookie)).status).toBe(201);
    const again = await rate(id, { rating: 5, comment: "Changed my mind" }, aminaCookie);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_RATED);
    const rows = await ratingsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 2, comment: "Long wait" });
  });

  it("lets exactly one of 10 concurrent ratings of one visit in: one 201, nine 409, one row", async () => {
    const id = await visit();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => rate(id, { rating: (i % 5) + 1, comment: `Attempt ${i}` }, aminaCookie)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(ALREADY_RATED);
    const rows = await ratingsOf(id);
    expect(rows).toHaveLength(1);
    const winner = results.find((r) => r.status === 201)!;
    expect(rows[0].rating).toBe(winner.body.rating);
    const [{ n }] = await queryRows<{ n: number }>(getDb(), sql`select count(*)::int as n from audit_logs where action = 'visit_rating.create' and entity_id = ${id}`);
    expect(n).toBe(1);
  });

  it("refuses a visit that is not completed with 409 and a clear message", async () => {
    for (const status of ["scheduled", "accepted", "cancelled", "no_show", "rejected"]) {
      // Active appointments lie ahead (no overlap with Amina's other bookings); the others in the past.
      const id =
        status === "scheduled" || status === "accepted"
          ? await addAppointment(c, { doctor: c.doctors[1], patientId: amina.id, status })
          : await visit(status);
      const res = await rate(id, { rating: 3 }, aminaCookie);
      expect({ status, code: res.status, message: res.body.message }).toEqual({ status, code: 409, message: NOT_COMPLETED });
      expect(await ratingsOf(id)).toHaveLength(0);
    }
  });

  it("answers 404 for another patient's visit, another hospital's, and an unknown appointment, writing nothing", async () => {
    const aminas = await visit();
    const otherHospital = await visit("completed", b.patients[0], b);
    for (const [id, cookie] of [
      [aminas, brianCookie],
      [otherHospital, aminaCookie],
      ["no-such-appointment", aminaCookie],
    ] as const) {
      const res = await rate(id, { rating: 5 }, cookie);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Appointment not found");
    }
    expect(await ratingsOf(aminas)).toHaveLength(0);
    expect(await ratingsOf(otherHospital)).toHaveLength(0);
  });

  it("is the portal patient's alone: 401 signed out, 403 for staff of every role and for a health worker", async () => {
    const id = await visit();
    expect((await rate(id, { rating: 5 })).status).toBe(401);
    const system = await staffUser("system_admin", null);
    const worker = await addTestWorker(c.hospitalId, c.general);
    for (const cookie of [c.adminCookie, c.doctors[0].cookie, b.adminCookie, system.cookie, worker.cookie]) {
      const res = await rate(id, { rating: 5 }, cookie);
      expect(res.status).toBe(403);
    }
    expect(await ratingsOf(id)).toHaveLength(0);
  });

  it("rates as the patient when a staff member opened the portal on the same browser", async () => {
    const id = await visit();
    const res = await rate(id, { rating: 4 }, `${c.adminCookie}; ${aminaCookie}`);
    expect(res.status).toBe(201);
    expect((await ratingsOf(id))[0].patientId).toBe(amina.id);
  });

  it("answers 400 with the field's message to a bad rating or a comment over 1000 characters", async () => {
    const id = await visit();
    for (const rating of [0, 6, 3.5, "4", null, undefined]) {
      const res = await rate(id, { rating, comment: "Fine" }, aminaCookie);
      expect({ rating, status: res.status, message: res.body.message, field: res.body.fieldErrors?.rating }).toEqual({
        rating,
        status: 400,
        message: RATING_REQUIRED,
        field: RATING_REQUIRED,
      });
    }
    const long = await rate(id, { rating: 4, comment: "x".repeat(1001) }, aminaCookie);
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ message: COMMENT_TOO_LONG, fieldErrors: { comment: COMMENT_TOO_LONG } });
    expect((await rate(id, { rating: 4, comment: 42 }, aminaCookie)).status).toBe(400);
    expect((await call(rateRoute, `/api/portal/appointments/${id}/rating`, { rawBody: "{", headers: { "content-type": "application/json" }, cookie: aminaCookie, params: { id } })).status).toBe(400);
    expect(await ratingsOf(id)).toHaveLength(0);
  });
});

describe("GET /api/portal/visits", () => {
  it("lists the patient's own completed visits, newest first, each with its rating or none, paged", async () => {
    const patient = await addPatient(c.hospitalId);
    const cookie = await portalCookie(patient.id, "1990-04-12", "10.60.0.3");
    const at = (days: number) => new Date(Date.now() - days * DAY);
    const older = await addAppointment(c, { doctor: c.doctors[0], patientId: patient.id, status: "completed", at: at(20) });
    const newer = await addAppointment(c, { doctor: c.doctors[1], patientId: patient.id, status: "completed", at: at(10) });
    await addAppointment(c, { doctor: c.doctors[0], patientId: patient.id, status: "cancelled", at: at(15) });
    await addAppointment(c, { doctor: c.doctors[0], patientId: patient.id, status: "scheduled" });
    expect((await rate(older, { rating: 5, comment: "Thorough" }, cookie)).status).toBe(201);

    const res = await visits(cookie);
    expect(res.status).toBe(200);
    expect(res.body.hasMore).toBe(false);
    expect(res.body.visits.map((v: { appointmentId: string }) => v.appointmentId)).toEqual([newer, older]);
    expect(res.body.visits[0]).toMatchObject({ doctorName: "Dr. Peter Okello", department: "General Medicine", rating: null, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), time: expect.stringMatching(/^\d{2}:\d{2}$/) });
    expect(res.body.visits[1].rating).toEqual({ rating: 5, comment: "Thorough", createdAt: expect.any(String) });

    const first = await visits(cookie, "?limit=1");
    expect(first.body).toMatchObject({ hasMore: true, visits: [{ appointmentId: newer }] });
    const second = await visits(cookie, "?limit=1&offset=1");
    expect(second.body).toMatchObject({ hasMore: false, visits: [{ appointmentId: older }] });
    expect((await visits(cookie, "?limit=0")).status).toBe(400);
  });

  it("is the portal patient's alone: 401 signed out, 403 for staff and workers", async () => {
    expect((await visits()).status).toBe(401);
    const worker = await addTestWorker(c.hospitalId, c.general);
    for (const cookie of [c.adminCookie, c.doctors[0].cookie, worker.cookie]) expect((await visits(cookie)).status).toBe(403);
  });
});

describe("the database keeps a rating consistent with its appointment", () => {
  it("refuses a rating whose copies differ from the appointment, and carries a change of patient (a merge) into it", async () => {
    const id = await visit();
    // A different doctor than the appointment's: the composite key refuses it.
    let error: unknown;
    try {
      await getDb()
        .insert(visitRatings)
        .values({ appointmentId: id, hospitalId: c.hospitalId, patientId: amina.id, doctorId: c.doctors[1].id, departmentId: c.general, rating: 3 });
    } catch (e) {
      error = e;
    }
    expect(pgErrorCode(error)).toBe("23503");
    expect(pgConstraint(error)).toBe("visit_ratings_appointment_fk");

    expect((await rate(id, { rating: 3 }, aminaCookie)).status).toBe(201);
    const kept = await addPatient(c.hospitalId);
    // As POST /api/patients/{id}/merge moves the duplicate's appointments to the kept number.
    await getDb().update(appointments).set({ patientId: kept.id }).where(eq(appointments.id, id));
    expect((await ratingsOf(id))[0].patientId).toBe(kept.id);
  });

  it("refuses a rating outside 1 to 5 and an over-long comment written around the service", async () => {
    const id = await visit();
    for (const values of [{ rating: 0 }, { rating: 6 }, { rating: 3, comment: "x".repeat(1001) }, { rating: 3, comment: "" }]) {
      let error: unknown;
      try {
        await getDb()
          .insert(visitRatings)
          .values({ appointmentId: id, hospitalId: c.hospitalId, patientId: amina.id, doctorId: c.doctors[0].id, departmentId: c.general, ...values });
      } catch (e) {
        error = e;
      }
      expect(pgErrorCode(error)).toBe("23514");
    }
  });
});
