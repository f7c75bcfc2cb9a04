import { and, eq, isNull, sql } from "drizzle-orm";

import { POST as mergeRoute } from "@/app/api/patients/[id]/merge/route";
import { POST as bookRoute } from "@/app/api/appointments/route";
import { GET as readRoute } from "@/app/api/patients/[id]/route";
import { GET as listRoute } from "@/app/api/patients/route";
import { POST as verifyRoute } from "@/app/api/patients/verify/route";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import {
  aiAnalyses,
  appointments,
  hospitals,
  notifications,
  patientAliases,
  patientConsentCodes,
  patientHospitals,
  patients,
  sessions,
  tasks,
  users,
} from "@/lib/db/schema";
import { addDays, localDate, zonedInstant } from "@/lib/time";
import { call } from "@/test/http";
import { addAppointment, addDiagnosisRecord, addDoctor, auditRows, departmentIds, dialogForm, registered } from "@/test/patients";
import { hospitalWithAdmin, staffUser } from "@/test/staff";

import { MERGE_OVERLAP, MERGE_SELF } from "./patient-merge";

// Hospital A registered Brian Mugisha twice. Its administrator merges the second record (which
// hospital B also sees, and which holds visits, records, an AI analysis, a task, notices, a consent
// code, a portal session and an earlier merge's alias) into the first: nothing may stay behind.

type Registered = Awaited<ReturnType<typeof registered>>;
let a: Awaited<ReturnType<typeof hospitalWithAdmin>>;
let b: Awaited<ReturnType<typeof hospitalWithAdmin>>;
let department: string;
let doctors: string[];

const merge = (cookie: string, id: string, duplicateId: unknown) =>
  call(mergeRoute, `/api/patients/${id}/merge`, { cookie, body: { duplicateId }, params: { id } });
const read = (cookie: string, id: string) => call(readRoute, `/api/patients/${id}`, { cookie, params: { id } });
let seq = 0;
const brian = async (cookie: string, extra: Record<string, unknown> = {}) =>
  registered(dialogForm({ firstName: "Brian", lastName: "Mugisha", phone: `+256 790 000 ${String(100 + ++seq)}`, ...extra }), { cookie });
const exists = async (id: string) => (await getDb().$count(patients, eq(patients.id, id))) === 1;

/** Every (table, column) whose foreign key names patients.id, read from the catalogue, not from a list. */
async function referencingColumns() {
  return queryRows<{ tbl: string; col: string }>(
    getDb(),
    sql`select c.conrelid::regclass::text as tbl, a.attname as col
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'patients'::regclass`,
  );
}

async function rowsNaming(id: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { tbl, col } of await referencingColumns()) {
    const [row] = await queryRows<{ n: number }>(getDb(), sql`select count(*)::int as n from ${sql.identifier(tbl)} where ${sql.identifier(col)} = ${id}`);
    counts[`${tbl}.${col}`] = Number(row.n);
  }
  counts["sessions.principal_id (live)"] = await getDb().$count(sessions, and(eq(sessions.kind, "patient"), eq(sessions.principalId, id), isNull(sessions.revokedAt)));
  return counts;
}

beforeAll(async () => {
  [a, b] = [await hospitalWithAdmin(), await hospitalWithAdmin()];
  [department] = await departmentIds(a.hospitalId);
  doctors = [await addDoctor(a.hospitalId, department), await addDoctor(a.hospitalId, department)];
});

describe("POST /api/patients/{id}/merge", () => {
  let kept: Registered, duplicate: Registered, older: Registered;

  beforeAll(async () => {
    kept = await brian(a.cookie, { allergies: "Penicillin" });
    duplicate = await brian(a.cookie, { allergies: "Sulfa drugs", occupation: "Teacher" });
    older = await brian(a.cookie);
    // An earlier merge made `older` an alias of `duplicate`.
    expect((await merge(a.cookie, duplicate.id, older.id)).status).toBe(200);
    await getDb().insert(patientHospitals).values({ patientId: duplicate.id, hospitalId: b.hospitalId, source: "consent" });
    const [admin] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, a.adminEmail));
    const visit = { hospitalId: a.hospitalId, departmentId: department, doctorId: doctors[0], patientId: duplicate.id, at: new Date("2025-05-01T07:00:00Z") };
    const appointmentId = await addAppointment(visit);
    await addDiagnosisRecord({ ...visit, appointmentId, diagnosis: "Malaria", title: "Malaria visit" });
    await addAppointment({ ...visit, at: new Date(Date.now() + 7 * 86_400_000), status: "scheduled" });
    await getDb().insert(aiAnalyses).values({ hospitalId: a.hospitalId, userId: admin.id, patientId: duplicate.id, symptoms: "fever", input: {}, result: {}, urgencyLevel: "low", engine: "kb" });
    await getDb().insert(tasks).values({ hospitalId: a.hospitalId, title: "Dispense", taskType: "prescription", patientId: duplicate.id });
    await getDb().insert(notifications).values({ patientId: duplicate.id, title: "Hello", message: "A notice" });
    await getDb().insert(patientConsentCodes).values({ patientId: duplicate.id, codeHash: "x", expiresAt: new Date(Date.now() + 60_000) });
    await getDb().insert(sessions).values({ id: `s-${duplicate.id}`, kind: "patient", principalId: duplicate.id, expiresAt: new Date(Date.now() + 3_600_000) });
  });

  it("moves everything of the duplicate, leaves nothing behind, keeps both allergy lists and audits", async () => {
    const before = await rowsNaming(duplicate.id);
    expect(before["appointments.patient_id"]).toBe(2);
    const res = await merge(a.cookie, kept.id, ` ${duplicate.id.toLowerCase()} `);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: kept.id, duplicateId: duplicate.id, moved: { appointments: 2, diagnoses: 1, medicalRecords: 1, patientHospitals: 1 } });

    const after = await rowsNaming(duplicate.id);
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    expect(Object.keys(after)).toEqual(expect.arrayContaining(["appointments.patient_id", "diagnoses.patient_id", "medical_records.patient_id", "ai_analyses.patient_id", "tasks.patient_id", "notifications.patient_id", "patient_hospitals.patient_id", "patient_consent_codes.patient_id", "patient_aliases.patient_id"]));
    expect(await exists(duplicate.id)).toBe(false);
    expect(await getDb().$count(appointments, eq(appointments.patientId, kept.id))).toBe(2);
    // Rows that a delete would cascade away must have moved, not vanished.
    expect(await getDb().$count(notifications, eq(notifications.patientId, kept.id))).toBe(1);
    expect(await getDb().$count(patientConsentCodes, eq(patientConsentCodes.patientId, kept.id))).toBe(1);
    expect(res.body.moved).toMatchObject({ aiAnalyses: 1, tasks: 1, notifications: 1, patientConsentCodes: 1, patientAliases: 1, sessionsEnded: 1 });

    const [row] = await getDb().select().from(patients).where(eq(patients.id, kept.id));
    expect(row).toMatchObject({ allergies: "Penicillin\nSulfa drugs", occupation: "Teacher" });
    const links = await getDb().select({ h: patientHospitals.hospitalId }).from(patientHospitals).where(eq(patientHospitals.patientId, kept.id));
    expect(links.map((l) => l.h).sort()).toEqual([a.hospitalId, b.hospitalId].sort());
    const aliases = await getDb().select().from(patientAliases).where(eq(patientAliases.patientId, kept.id));
    expect(aliases.map((x) => x.aliasId).sort()).toEqual([duplicate.id, older.id].sort());
    const [entry] = await auditRows("patient.merge", kept.id);
    expect(entry).toMatchObject({ hospitalId: a.hospitalId, details: expect.objectContaining({ duplicateId: duplicate.id }) });
  });

  it("resolves the merged numbers: the staff read and the portal sign-in with the date of birth", async () => {
    for (const alias of [duplicate.id, older.id]) {
      const res = await read(a.cookie, alias);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(kept.id);
    }
    const verify = await call(verifyRoute, "/api/patients/verify", { body: { healthNumber: duplicate.id, dateOfBirth: kept.dateOfBirth }, ip: "10.91.0.1" });
    expect(verify.status).toBe(200);
    expect(verify.body).toEqual({ id: kept.id });
  });

  it("finds the kept record by a merged number in the patient list, and books it under that number", async () => {
    const found = await call(listRoute, `/api/patients?search=${duplicate.id}`, { cookie: a.cookie });
    expect(found.status).toBe(200);
    expect((found.body as { id: string }[]).map((p) => p.id)).toEqual([kept.id]);

    const [hospital] = await getDb().select({ timezone: hospitals.timezone }).from(hospitals).where(eq(hospitals.id, a.hospitalId));
    const date = addDays(localDate(new Date(), hospital.timezone), 20);
    const body = { patientId: older.id, departmentId: department, doctorId: doctors[1], appointmentDate: zonedInstant(date, "10:00", hospital.timezone).toISOString(), duration: 30, reason: "Follow-up of the malaria visit" };
    const booked = await call(bookRoute, "/api/appointments", { cookie: a.cookie, body });
    expect(booked.status).toBe(201);
    expect(booked.body.patientId).toBe(kept.id);
  });

  it("refuses a doctor (403), another hospital's patient (404), a missing number (404), the same record (400)", async () => {
    const doctor = await staffUser("doctor", a.hospitalId);
    const other = await brian(a.cookie);
    const theirs = await brian(b.cookie);
    expect((await merge(doctor.cookie, kept.id, other.id)).status).toBe(403);
    expect((await merge(a.cookie, kept.id, theirs.id)).status).toBe(404);
    expect((await merge(a.cookie, theirs.id, kept.id)).status).toBe(404);
    expect((await merge(a.cookie, kept.id, "UG-PAT-1999-999")).status).toBe(404);
    const self = await merge(a.cookie, kept.id, kept.id);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(MERGE_SELF);
    expect((await merge(a.cookie, kept.id, "not a number")).status).toBe(400);
    expect(await exists(other.id)).toBe(true);
    expect(await exists(theirs.id)).toBe(true);
  });

  it("answers 409 and writes nothing when the two records hold overlapping active appointments", async () => {
    const [x, y] = [await brian(a.cookie), await brian(a.cookie)];
    const at = new Date(Date.now() + 9 * 86_400_000);
    await addAppointment({ hospitalId: a.hospitalId, departmentId: department, doctorId: doctors[0], patientId: x.id, at, status: "scheduled" });
    await addAppointment({ hospitalId: a.hospitalId, departmentId: department, doctorId: doctors[1], patientId: y.id, at, status: "accepted" });
    const res = await merge(a.cookie, x.id, y.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MERGE_OVERLAP);
    expect(await exists(y.id)).toBe(true);
    expect(await getDb().$count(appointments, eq(appointments.patientId, y.id))).toBe(1);
    expect(await getDb().$count(patientAliases, eq(patientAliases.aliasId, y.id))).toBe(0);
  });

  it("lets only one of two simultaneous merges of a pair happen, in either direction", async () => {
    const [x, y] = [await brian(a.cookie), await brian(a.cookie)];
    const same = await Promise.all([merge(a.cookie, x.id, y.id), merge(a.cookie, x.id, y.id)]);
    expect(same.map((r) => r.status).sort()).toEqual([200, 404]);
    const [p, q] = [await brian(a.cookie), await brian(a.cookie)];
    const crossed = await Promise.all([merge(a.cookie, p.id, q.id), merge(a.cookie, q.id, p.id)]);
    expect(crossed.map((r) => r.status).sort()).toEqual([200, 404]);
    expect([await exists(p.id), await exists(q.id)].filter(Boolean)).toHaveLength(1);
    expect(await getDb().$count(patientAliases, sql`${patientAliases.aliasId} in (${p.id}, ${q.id})`)).toBe(1);
  });
});
