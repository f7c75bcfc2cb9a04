import { and, asc, eq, sql } from "drizzle-orm";

import { POST as statusRoute } from "@/app/api/incidents/[incidentId]/status/route";
import { GET as readRoute } from "@/app/api/incidents/[incidentId]/route";
import { GET as listRoute, POST as reportRoute } from "@/app/api/incidents/route";
import { POST as mergeRoute } from "@/app/api/patients/[id]/merge/route";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { auditLogs, incidentReports, incidentStatusChanges, notifications, users } from "@/lib/db/schema";
import { addPatient, clinic, type Clinic } from "@/test/doctor";
import { createHospital } from "@/test/factories";
import { call } from "@/test/http";
import { expireTrial, signIn, staffUser } from "@/test/staff";
import { addTestWorker } from "@/test/workers";

import { NOTE_TO_CLOSE, OCCURRED_AT } from "../validation/incident";

// Hospital A's doctors report patient-safety incidents; A's administrators follow them up; hospital
// B's administrator and doctor try to read and move A's incidents; a system administrator names a hospital.

let a: Clinic;
let b: Clinic;
let secondAdmin: { cookie: string; email: string };
let secondAdminId: string;
let inactiveAdminId: string;
let system: { cookie: string };
let userRole: { cookie: string };
let workerCookie: string;

const report = (body: unknown, cookie?: string) => call(reportRoute, "/api/incidents", { body, cookie });
const list = (cookie: string | undefined, query = "") => call(listRoute, `/api/incidents${query}`, { cookie });
const read = (id: string, cookie?: string) => call(readRoute, `/api/incidents/${id}`, { cookie, params: { incidentId: id } });
const move = (id: string, body: unknown, cookie?: string) => call(statusRoute, `/api/incidents/${id}/status`, { body, cookie, params: { incidentId: id } });

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const incident = (overrides: Record<string, unknown> = {}) => ({
  occurredAt: hoursAgo(2),
  place: "Ward 3, bed 12",
  category: "medication",
  harmLevel: "near_miss",
  description: "Ten times the prescribed insulin dose was drawn up; the second check caught it.",
  ...overrides,
});
const noticesAbout = (id: string) =>
  getDb().select().from(notifications).where(eq(notifications.relatedId, id)).orderBy(asc(notifications.userId));
const auditsOf = (action: string, id: string) =>
  getDb().select().from(auditLogs).where(and(eq(auditLogs.action, action), eq(auditLogs.entityId, id))).orderBy(asc(auditLogs.id));
const userIdOf = async (email: string) => (await getDb().select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

beforeAll(async () => {
  a = await clinic({ patientCount: 4 });
  b = await clinic({ patientCount: 1 });
  secondAdmin = await staffUser("hospital_admin", a.hospitalId);
  secondAdminId = await userIdOf(secondAdmin.email);
  const inactive = await staffUser("hospital_admin", a.hospitalId);
  inactiveAdminId = await userIdOf(inactive.email);
  await getDb().update(users).set({ isActive: false }).where(eq(users.id, inactiveAdminId));
  system = await staffUser("system_admin", null);
  userRole = await staffUser("user", a.hospitalId);
  workerCookie = (await addTestWorker(a.hospitalId, a.general)).cookie;
});

describe("POST /api/incidents", () => {
  it("lets a doctor report an incident about a patient of the hospital, with its first step, audited, and no notice for a near miss", async () => {
    const [sarah] = a.doctors;
    const patient = a.patients[0];
    const res = await report(
      incident({ patientId: patient.id.toLowerCase(), category: "Medication or IV fluids", harmLevel: "Near miss", peopleInvolved: "Nurse on duty", immediateAction: "Dose discarded" }),
      sarah.cookie,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      hospitalId: a.hospitalId,
      place: "Ward 3, bed 12",
      category: "medication",
      harmLevel: "near_miss",
      patientId: patient.id,
      patientName: `${patient.firstName} ${patient.lastName}`,
      peopleInvolved: "Nurse on duty",
      immediateAction: "Dose discarded",
      status: "reported",
      reportedBy: sarah.userId,
      reportedByName: "Sarah Namubiru",
      closedAt: null,
    });
    const steps = await getDb().select().from(incidentStatusChanges).where(eq(incidentStatusChanges.incidentId, res.body.id));
    expect(steps).toMatchObject([{ fromStatus: null, toStatus: "reported", changedBy: sarah.userId }]);
    const [entry] = await auditsOf("incident.report", res.body.id);
    expect(entry).toMatchObject({ hospitalId: a.hospitalId, actorId: sarah.userId, details: { category: "medication", harmLevel: "near_miss", patientId: patient.id } });
    expect(await noticesAbout(res.body.id)).toEqual([]);
  });

  it("notifies every active administrator of the hospital at once for severe harm and for death, audited", async () => {
    for (const harmLevel of ["severe_harm", "death"]) {
      const res = await report(incident({ harmLevel, category: "fall", place: "Maternity ward" }), a.doctors[1].cookie);
      expect(res.status).toBe(201);
      const notices = await noticesAbout(res.body.id);
      // The hospital's two active administrators; not the deactivated one, nobody of hospital B.
      expect(notices.map((n) => n.userId).sort()).toEqual([a.adminUserId, secondAdminId].sort());
      expect(notices[0]).toMatchObject({ type: "incident_severe", title: harmLevel === "death" ? "Death incident reported" : "Severe harm incident reported" });
      expect(notices[0].message).toContain("Fall at Maternity ward, reported by Peter Okello");
      const [entry] = await auditsOf("incident.report", res.body.id);
      expect(entry.details).toMatchObject({ harmLevel, severe: true, administratorsNotified: 2 });
    }
    expect(await getDb().$count(notifications, eq(notifications.userId, inactiveAdminId))).toBe(0);
  });

  it("refuses signed-out callers (401), other roles and health workers (403)", async () => {
    expect((await report(incident())).status).toBe(401);
    expect((await report(incident(), userRole.cookie)).status).toBe(403);
    expect((await report(incident(), workerCookie)).status).toBe(403);
  });

  it("answers 400 with the field's message for invalid input, and writes nothing", async () => {
    const before = await getDb().$count(incidentReports);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ place: " " }, "place", "Place must be at least 2 characters"],
      [{ description: "short" }, "description", "Description must be at least 10 characters"],
      [{ category: "weather" }, "category", "Category is required"],
      [{ harmLevel: "catastrophic" }, "harmLevel", "Harm level is required"],
      [{ occurredAt: "2026-02-30T10:00:00+03:00" }, "occurredAt", OCCURRED_AT],
      [{ occurredAt: "yesterday" }, "occurredAt", OCCURRED_AT],
      [{ occurredAt: "1999-12-31T10:00:00Z" }, "occurredAt", OCCURRED_AT],
      [{ occurredAt: new Date(Date.now() + 3_600_000).toISOString() }, "occurredAt", "The incident cannot be in the future"],
      [{ patientId: "12345" }, "patientId", "Patient ID must be a health number such as UG-PAT-2026-001"],
      [{ description: "x".repeat(4001) }, "description", "Must be at most 4000 characters"],
    ];
    for (const [override, field, message] of cases) {
      const res = await report(incident(override), a.adminCookie);
      expect([res.status, res.body.message, res.body.fieldErrors?.[field]]).toEqual([400, message, message]);
    }
    expect(await getDb().$count(incidentReports)).toBe(before);
  });

  it("answers 404 for a patient of another hospital or an unknown number, writing nothing", async () => {
    const before = await getDb().$count(incidentReports);
    for (const patientId of [b.patients[0].id, "UG-PAT-2099-999"]) {
      const res = await report(incident({ patientId, harmLevel: "death" }), a.doctors[0].cookie);
      expect([res.status, res.body.fieldErrors]).toEqual([404, { patientId: "Patient not found" }]);
    }
    expect(await getDb().$count(incidentReports)).toBe(before);
  });

  it("lets the system administrator report for a named hospital only", async () => {
    const none = await report(incident(), system.cookie);
    expect([none.status, none.body.message]).toEqual([400, "Please choose a hospital"]);
    const res = await report(incident({ hospitalId: b.hospitalId }), system.cookie);
    expect([res.status, res.body.hospitalId]).toEqual([201, b.hospitalId]);
  });

  it("ignores a hospitalId sent by a hospital's own staff", async () => {
    const res = await report(incident({ hospitalId: b.hospitalId }), a.doctors[0].cookie);
    expect([res.status, res.body.hospitalId]).toEqual([201, a.hospitalId]);
  });

  it("answers 402 once the hospital's trial has ended", async () => {
    const h = await createHospital();
    const cookie = await signIn(h.adminEmail, h.adminPassword);
    await expireTrial(h.hospitalId);
    expect((await report(incident(), cookie)).status).toBe(402);
  });

  it("is backed by the database: enumerations, a patient of the hospital, a note to close", async () => {
    const db = getDb();
    const base = { hospital_id: a.hospitalId, reported_by: a.adminUserId };
    const insert = (category: string, harm: string, patientId: string | null) =>
      queryRows(
        db,
        sql`insert into incident_reports (hospital_id, reported_by, occurred_at, place, category, harm_level, description, patient_id)
            values (${base.hospital_id}, ${base.reported_by}, now(), 'Ward 1', ${category}, ${harm}, 'Described at length', ${patientId})`,
      );
    await expect(insert("weather", "harm", null)).rejects.toThrow();
    await expect(insert("fall", "catastrophic", null)).rejects.toThrow();
    await expect(insert("fall", "harm", b.patients[0].id)).rejects.toThrow();
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`insert into incident_reports (hospital_id, reported_by, occurred_at, place, category, harm_level, description, status)
          values (${a.hospitalId}, ${a.adminUserId}, now(), 'Ward 1', 'fall', 'harm', 'Described at length', 'action_taken') returning id`,
    );
    await expect(
      queryRows(db, sql`insert into incident_status_changes (incident_id, hospital_id, from_status, to_status, changed_by) values (${row.id}, ${a.hospitalId}, 'action_taken', 'closed', ${a.adminUserId})`),
    ).rejects.toThrow();
    await expect(
      queryRows(db, sql`insert into incident_status_changes (incident_id, hospital_id, from_status, to_status, changed_by) values (${row.id}, ${a.hospitalId}, 'reported', 'closed', ${a.adminUserId})`),
    ).rejects.toThrow();
  });
});

describe("GET /api/incidents", () => {
  let ids: Record<string, string>;
  let c: Clinic;

  beforeAll(async () => {
    // A hospital of its own (Africa/Kampala, UTC+3), so that its lists hold only these incidents.
    c = await clinic({ patientCount: 1 });
    const [sarah, peter] = c.doctors;
    const add = async (cookie: string, overrides: Record<string, unknown>) => (await report(incident(overrides), cookie)).body.id as string;
    ids = {
      // 22:30 UTC on 1 March is 01:30 on 2 March in Kampala.
      edge: await add(sarah.cookie, { occurredAt: "2026-03-01T22:30:00Z", category: "fall", harmLevel: "harm" }),
      early: await add(sarah.cookie, { occurredAt: "2026-02-10T08:00:00+03:00", category: "infection", harmLevel: "no_harm" }),
      peters: await add(peter.cookie, { occurredAt: "2026-03-05T09:00:00+03:00", category: "equipment", harmLevel: "severe_harm" }),
      admins: await add(c.adminCookie, { occurredAt: "2026-03-20T09:00:00+03:00", category: "communication", harmLevel: "near_miss" }),
    };
    await move(ids.peters, { status: "under_review" }, c.adminCookie);
  });

  const idsOf = (res: { body: { id: string }[] }) => res.body.map((r) => r.id);

  it("gives the administrator every incident of the hospital, newest first, and a doctor only their own", async () => {
    const all = await list(c.adminCookie);
    expect(all.status).toBe(200);
    expect(idsOf(all)).toEqual([ids.admins, ids.peters, ids.edge, ids.early]);
    expect(idsOf(await list(c.doctors[0].cookie))).toEqual([ids.edge, ids.early]);
    expect(idsOf(await list(c.doctors[1].cookie))).toEqual([ids.peters]);
    // Hospital B's administrator sees none of them, whatever hospitalId it sends.
    expect(idsOf(await list(b.adminCookie, `?hospitalId=${c.hospitalId}`))).not.toContain(ids.edge);
  });

  it("filters by status, harm level, category and local days, and pages", async () => {
    expect(idsOf(await list(c.adminCookie, "?status=under_review"))).toEqual([ids.peters]);
    expect(idsOf(await list(c.adminCookie, "?harmLevel=no_harm"))).toEqual([ids.early]);
    expect(idsOf(await list(c.adminCookie, "?category=fall"))).toEqual([ids.edge]);
    expect(idsOf(await list(c.adminCookie, "?from=2026-03-02&to=2026-03-05"))).toEqual([ids.peters, ids.edge]);
    expect(idsOf(await list(c.adminCookie, "?from=2026-02-01&to=2026-03-01"))).toEqual([ids.early]);
    expect(idsOf(await list(c.adminCookie, "?status=&harmLevel=&from="))).toHaveLength(4);
    expect(idsOf(await list(c.adminCookie, "?limit=2&offset=1"))).toEqual([ids.peters, ids.edge]);
  });

  it("answers 400 for a bad filter and 401/403 to others", async () => {
    for (const [query, message] of [
      ["?status=open", "status must be one of reported, under_review, action_taken, closed"],
      ["?from=2026-02-30", "from must be a date (YYYY-MM-DD)"],
      ["?from=2026-03-05&to=2026-03-01", "from must not be after to"],
      ["?limit=500", "limit must be a number from 1 to 200"],
    ]) {
      const res = await list(c.adminCookie, query);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect((await list(undefined)).status).toBe(401);
    expect((await list(userRole.cookie)).status).toBe(403);
    expect((await list(workerCookie)).status).toBe(403);
  });

  it("lets the system administrator list a named hospital's incidents", async () => {
    expect((await list(system.cookie)).status).toBe(400);
    expect(idsOf(await list(system.cookie, `?hospitalId=${c.hospitalId}&harmLevel=severe_harm`))).toEqual([ids.peters]);
  });

  it("reads one incident with its follow-up; another hospital's, or another doctor's report, is 404", async () => {
    const res = await read(ids.peters, c.adminCookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids.peters, status: "under_review", category: "equipment" });
    expect(res.body.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(["reported", "under_review"]);
    expect((await read(ids.peters, c.doctors[1].cookie)).status).toBe(200);
    expect((await read(ids.peters, c.doctors[0].cookie)).status).toBe(404);
    expect((await read(ids.peters, b.adminCookie)).status).toBe(404);
    expect((await read(ids.peters, b.doctors[0].cookie)).status).toBe(404);
    expect((await read("no-such-incident", c.adminCookie)).status).toBe(404);
    expect((await read(ids.peters, system.cookie)).status).toBe(200);
    expect((await read(ids.peters)).status).toBe(401);
  });
});

describe("POST /api/incidents/{incidentId}/status", () => {
  const fresh = async () => (await report(incident({ harmLevel: "harm" }), a.doctors[0].cookie)).body.id as string;

  it("moves an incident reported → under review → action taken → closed, one audited step at a time", async () => {
    const id = await fresh();
    const first = await move(id, { status: "under_review", note: "Pharmacy asked for the chart" }, a.adminCookie);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "under_review", closedAt: null });
    const second = await move(id, { status: "Action taken", note: "Double check made mandatory" }, secondAdmin.cookie);
    expect([second.status, second.body.status]).toEqual([200, "action_taken"]);
    const closed = await move(id, { status: "closed", note: "Checked for a month: no recurrence" }, a.adminCookie);
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe("closed");
    expect(closed.body.closedAt).toEqual(expect.any(String));
    expect(closed.body.history).toMatchObject([
      { fromStatus: null, toStatus: "reported", note: null, changedBy: a.doctors[0].userId },
      { fromStatus: "reported", toStatus: "under_review", note: "Pharmacy asked for the chart", changedBy: a.adminUserId },
      { fromStatus: "under_review", toStatus: "action_taken", note: "Double check made mandatory", changedBy: secondAdminId },
      { fromStatus: "action_taken", toStatus: "closed", note: "Checked for a month: no recurrence", changedBy: a.adminUserId },
    ]);
    const audits = await auditsOf("incident.status", id);
    expect(audits.map((e) => e.details)).toEqual([
      { from: "reported", to: "under_review", note: true },
      { from: "under_review", to: "action_taken", note: true },
      { from: "action_taken", to: "closed", note: true },
    ]);
    // Closed is the end.
    const after = await move(id, { status: "closed", note: "Again" }, a.adminCookie);
    expect([after.status, after.body.message]).toEqual([409, "The incident is already closed; it cannot move to closed"]);
  });

  it("requires a note to close, and refuses a skipped step or a repeated move with 409, writing nothing", async () => {
    const id = await fresh();
    const skip = await move(id, { status: "closed", note: "Nothing to do" }, a.adminCookie);
    expect([skip.status, skip.body.message, skip.body.status]).toEqual([409, "The incident is reported; it can only move to under review", "reported"]);
    expect((await move(id, { status: "under_review" }, a.adminCookie)).status).toBe(200);
    const stale = await move(id, { status: "under_review", note: "Me too" }, secondAdmin.cookie);
    expect([stale.status, stale.body.message]).toEqual([409, "The incident is under review; it can only move to action taken"]);
    expect((await move(id, { status: "action_taken" }, a.adminCookie)).status).toBe(200);
    for (const body of [{ status: "closed" }, { status: "closed", note: "   " }]) {
      const res = await move(id, body, a.adminCookie);
      expect([res.status, res.body.message, res.body.fieldErrors]).toEqual([400, NOTE_TO_CLOSE, { note: NOTE_TO_CLOSE }]);
    }
    const back = await move(id, { status: "reported" }, a.adminCookie);
    expect([back.status, back.body.message]).toEqual([400, "Status must be under_review, action_taken or closed"]);
    const [row] = await getDb().select().from(incidentReports).where(eq(incidentReports.id, id));
    expect([row.status, row.closedAt]).toEqual(["action_taken", null]);
    expect(await getDb().$count(incidentStatusChanges, eq(incidentStatusChanges.incidentId, id))).toBe(3);
    expect(await getDb().$count(auditLogs, and(eq(auditLogs.action, "incident.status"), eq(auditLogs.entityId, id)))).toBe(2);
  });

  it("lets one of six simultaneous identical moves through; the others answer 409", async () => {
    const id = await fresh();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => move(id, { status: "under_review", note: `Reviewer ${i}` }, i % 2 ? a.adminCookie : secondAdmin.cookie)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await getDb().$count(incidentStatusChanges, and(eq(incidentStatusChanges.incidentId, id), eq(incidentStatusChanges.toStatus, "under_review")))).toBe(1);
  });

  it("refuses doctors (403), signed-out callers (401), and another hospital's administrator (404)", async () => {
    const id = await fresh();
    expect((await move(id, { status: "under_review" })).status).toBe(401);
    expect((await move(id, { status: "under_review" }, a.doctors[0].cookie)).status).toBe(403);
    expect((await move(id, { status: "under_review" }, workerCookie)).status).toBe(403);
    expect((await move(id, { status: "under_review" }, b.adminCookie)).status).toBe(404);
    expect((await move("no-such-incident", { status: "under_review" }, a.adminCookie)).status).toBe(404);
    const [row] = await getDb().select().from(incidentReports).where(eq(incidentReports.id, id));
    expect(row.status).toBe("reported");
    // The system administrator may follow any hospital's incident up.
    expect((await move(id, { status: "under_review", note: "Network review" }, system.cookie)).status).toBe(200);
  });
});

describe("merging two patient records", () => {
  it("moves the duplicate's incidents to the record kept", async () => {
    const kept = await addPatient(a.hospitalId, { firstName: "Joan", lastName: "Kept" });
    const duplicate = await addPatient(a.hospitalId, { firstName: "Joan", lastName: "Duplicate" });
    const res = await report(incident({ patientId: duplicate.id }), a.doctors[0].cookie);
    expect(res.status).toBe(201);
    const merged = await call(mergeRoute, `/api/patients/${kept.id}/merge`, { body: { duplicateId: duplicate.id }, cookie: a.adminCookie, params: { id: kept.id } });
    expect(merged.status).toBe(200);
    expect(merged.body.moved).toMatchObject({ incidentReports: 1 });
    const [row] = await getDb().select().from(incidentReports).where(eq(incidentReports.id, res.body.id));
    expect(row.patientId).toBe(kept.id);
  });
});
