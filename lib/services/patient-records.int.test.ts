import { eq } from "drizzle-orm";

import { GET as appointmentsRoute } from "@/app/api/appointments/patient/[id]/route";
import { GET as recordsRoute } from "@/app/api/medical-records/patient/[id]/route";
import { GET as readRoute } from "@/app/api/patients/[id]/route";
import { resolveActor } from "@/lib/auth/actor";
import type { Actor } from "@/lib/auth/actor-types";
import { getDb } from "@/lib/db/client";
import { hospitals, patientHospitals } from "@/lib/db/schema";
import { call } from "@/test/http";
import { addAppointment, addDiagnosisRecord, addDoctor, auditRows, departmentIds, dialogForm, portalCookie, registered, selfForm } from "@/test/patients";
import { hospitalWithAdmin, staffUser } from "@/test/staff";

import { getPatientDetail, listPatientDiagnoses } from "./patient-records";

// Patient P registered at hospital A and was later seen at hospital B; patient Q registered
// themselves. P's portal session reads all of P's history, A's staff only A's part of it, and
// nobody else anything of P.

type Registered = Awaited<ReturnType<typeof registered>>;
type H = Awaited<ReturnType<typeof hospitalWithAdmin>> & { name: string };
let a: H, b: H, c: H;
let p: Registered, q: Registered;
let pPortal: string, qPortal: string;

const RECORD_KEYS = [
  "address", "allergies", "bloodType", "chronicConditions", "city", "createdAt", "currentMedications", "dateOfBirth", "email",
  "emergencyContact", "emergencyPhone", "emergencyRelationship", "firstName", "gender", "height", "id", "lastName", "middleName",
  "phone", "state", "totalAppointments", "totalMedicalRecords", "verificationStatus", "weight",
];

const get = (route: typeof readRoute, path: string, id: string, cookie?: string) => call(route, `${path}/${id}`, { cookie, params: { id } });
const readRecord = (id: string, cookie?: string) => get(readRoute, "/api/patients", id, cookie);
const readAppointments = (id: string, cookie?: string) => get(appointmentsRoute, "/api/appointments/patient", id, cookie);
const readRecords = (id: string, cookie?: string) => get(recordsRoute, "/api/medical-records/patient", id, cookie);
const actorOf = (cookie: string): Promise<Actor> => resolveActor(cookie.split("=").slice(1).join("="), "10.80.0.9");

async function hospital(): Promise<H> {
  const h = await hospitalWithAdmin();
  const [row] = await getDb().select({ name: hospitals.name }).from(hospitals).where(eq(hospitals.id, h.hospitalId));
  return { ...h, name: row.name };
}

beforeAll(async () => {
  [a, b, c] = [await hospital(), await hospital(), await hospital()];
  p = await registered(dialogForm({ firstName: "Amina", lastName: "Nakato", nationalId: "CM55556666", bloodType: "B+", allergies: "Penicillin" }), { cookie: a.cookie });
  q = await registered(selfForm(), { ip: "10.80.0.1" });
  await getDb().insert(patientHospitals).values({ patientId: p.id, hospitalId: b.hospitalId, source: "booked" });

  const [aDept] = await departmentIds(a.hospitalId);
  const [bDept] = await departmentIds(b.hospitalId);
  const aDoctor = await addDoctor(a.hospitalId, aDept);
  const bDoctor = await addDoctor(b.hospitalId, bDept, { firstName: "Peter", lastName: "Okello" });
  const atA = { hospitalId: a.hospitalId, departmentId: aDept, doctorId: aDoctor, patientId: p.id };
  const atB = { hospitalId: b.hospitalId, departmentId: bDept, doctorId: bDoctor, patientId: p.id };
  const march = await addAppointment({ ...atA, at: new Date("2025-03-10T06:30:00Z"), reason: "Fever" });
  await addAppointment({ ...atA, at: new Date("2025-05-01T12:00:00Z"), status: "scheduled", reason: "Follow-up" });
  const april = await addAppointment({ ...atB, at: new Date("2025-04-01T07:00:00Z"), reason: "Headaches" });
  await addDiagnosisRecord({ ...atA, at: new Date("2025-03-10T07:00:00Z"), appointmentId: march, diagnosis: "Malaria", title: "Malaria treatment" });
  await addDiagnosisRecord({ ...atB, at: new Date("2025-04-01T07:30:00Z"), appointmentId: april, diagnosis: "Hypertension", title: "Blood pressure review" });

  pPortal = await portalCookie(p.id, "1984-11-02");
  qPortal = await portalCookie(q.id, q.dateOfBirth);
});

describe("GET /api/patients/{id}", () => {
  it("gives the patient's portal session the portal's record, counting every hospital's history", async () => {
    const res = await readRecord(p.id, pPortal);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(RECORD_KEYS);
    expect(res.body).toMatchObject({ id: p.id, firstName: "Amina", lastName: "Nakato", dateOfBirth: "1984-11-02", bloodType: "B+", allergies: "Penicillin", verificationStatus: "pending", totalAppointments: 3, totalMedicalRecords: 2 });
    expect(res.body.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(JSON.stringify(res.body)).not.toContain("CM55556666");
  });

  it("gives staff of a linked hospital the record with their own hospital's counts", async () => {
    const doctor = await staffUser("doctor", a.hospitalId);
    for (const cookie of [a.cookie, doctor.cookie]) {
      const res = await readRecord(p.id, cookie);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: p.id, totalAppointments: 2, totalMedicalRecords: 1 });
    }
    expect((await readRecord(p.id, b.cookie)).body).toMatchObject({ totalAppointments: 1, totalMedicalRecords: 1 });
  });

  it("answers 404 to another patient's portal session and to an unlinked hospital, 403 to other roles, 401 signed out", async () => {
    const user = await staffUser("user", a.hospitalId);
    for (const read of [readRecord, readAppointments, readRecords]) {
      expect((await read(p.id, qPortal)).status).toBe(404);
      expect((await read(q.id, pPortal)).status).toBe(404);
      expect((await read(p.id, c.cookie)).status).toBe(404);
      expect((await read(q.id, a.cookie)).status).toBe(404);
      expect((await read("UG-PAT-2000-999", a.cookie)).status).toBe(404);
      expect((await read(p.id, user.cookie)).status).toBe(403);
      expect((await read(p.id)).status).toBe(401);
    }
    expect((await readRecord(q.id, pPortal)).body).toEqual({ message: "Patient not found" });
  });

  it("lets a portal session read its own record in a browser that also holds an unlinked staff session", async () => {
    const both = `${c.cookie}; ${pPortal}`;
    expect((await readRecord(p.id, both)).body).toMatchObject({ id: p.id, totalAppointments: 3 });
    expect((await readAppointments(p.id, both)).body).toHaveLength(3);
    expect((await readRecord(q.id, both)).status).toBe(404);
  });
});

describe("GET /api/appointments/patient/{id} and /api/medical-records/patient/{id}", () => {
  it("lists every hospital's appointments, newest first, in each hospital's local time, for the patient", async () => {
    const res = await readAppointments(p.id, pPortal);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: expect.any(String), doctorName: "Dr. Sarah Namubiru", department: "Emergency Department", date: "2025-05-01", time: "15:00", status: "scheduled", hospitalName: a.name, reason: "Follow-up" },
      { id: expect.any(String), doctorName: "Dr. Peter Okello", department: "Emergency Department", date: "2025-04-01", time: "10:00", status: "completed", hospitalName: b.name, reason: "Headaches" },
      { id: expect.any(String), doctorName: "Dr. Sarah Namubiru", department: "Emergency Department", date: "2025-03-10", time: "09:30", status: "completed", hospitalName: a.name, reason: "Fever" },
    ]);
  });

  it("lists only the staff member's own hospital's appointments and records", async () => {
    expect((await readAppointments(p.id, a.cookie)).body.map((r: { date: string }) => r.date)).toEqual(["2025-05-01", "2025-03-10"]);
    expect((await readRecords(p.id, a.cookie)).body.map((r: { title: string }) => r.title)).toEqual(["Malaria treatment"]);
    expect((await readRecords(p.id, b.cookie)).body.map((r: { title: string }) => r.title)).toEqual(["Blood pressure review"]);
  });

  it("lists every hospital's medical records, newest first, with the diagnosis and doctor", async () => {
    const res = await readRecords(p.id, pPortal);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: expect.any(String), diagnosis: "Hypertension", doctorName: "Dr. Peter Okello", date: "2025-04-01", recordType: "diagnosis", title: "Blood pressure review", hospitalName: b.name },
      { id: expect.any(String), diagnosis: "Malaria", doctorName: "Dr. Sarah Namubiru", date: "2025-03-10", recordType: "diagnosis", title: "Malaria treatment", hospitalName: a.name },
    ]);
    expect((await readRecords(q.id, qPortal)).body).toEqual([]);
    expect((await readAppointments(q.id, qPortal)).body).toEqual([]);
  });
});

describe("audit of reads", () => {
  it("writes one audit row per read of the record, the appointments and the records, for patient and staff alike", async () => {
    const actions = ["patient.read", "patient.appointments.read", "patient.records.read"];
    const count = async () => Promise.all(actions.map(async (action) => (await auditRows(action, p.id)).length));
    const before = await count();
    await readRecord(p.id, pPortal);
    await readAppointments(p.id, pPortal);
    await readRecords(p.id, pPortal);
    await readRecord(p.id, a.cookie);
    await readAppointments(p.id, a.cookie);
    await readRecords(p.id, a.cookie);
    expect(await count()).toEqual(before.map((n) => n + 2));
    for (const action of actions) {
      const [staffRead, patientRead] = (await auditRows(action, p.id)).slice(-2).reverse();
      expect(patientRead).toMatchObject({ actorType: "patient", actorId: p.id, hospitalId: null, outcome: "success" });
      expect(staffRead).toMatchObject({ actorType: "staff", hospitalId: a.hospitalId, outcome: "success" });
    }
    // A refused read is not a read.
    await readRecord(p.id, c.cookie);
    expect(await count()).toEqual(before.map((n) => n + 2));
  });
});

describe("getPatientDetail and listPatientDiagnoses (staff pages)", () => {
  it("decrypts the identifiers for staff of a linked hospital, listing only their own hospital", async () => {
    const detail = await getPatientDetail(await actorOf(a.cookie), p.id);
    expect(detail).toMatchObject({ id: p.id, nationalId: "CM55556666", passportNumber: null, insurance: null, registrationSource: "hospital", isActive: true, countryOfOrigin: "Uganda", nationality: "Ugandan", consentToTreatment: true, totalAppointments: 2 });
    expect(detail.linkedHospitals).toEqual([{ id: a.hospitalId, name: a.name }]);
    const [entry] = (await auditRows("patient.read", p.id)).slice(-1);
    expect(entry).toMatchObject({ actorType: "staff", hospitalId: a.hospitalId, details: { view: "detail" } });
    expect(JSON.stringify(entry.details)).not.toContain("CM55556666");

    const admin = await staffUser("system_admin", null);
    const all = await getPatientDetail(await actorOf(admin.cookie), p.id);
    expect(all.linkedHospitals.map((h) => h.id).sort()).toEqual([a.hospitalId, b.hospitalId].sort());
    expect(all.totalAppointments).toBe(3);
  });

  it("refuses the patient's own session (403) and an unlinked hospital (404)", async () => {
    await expect(getPatientDetail(await actorOf(pPortal), p.id)).rejects.toMatchObject({ status: 403 });
    await expect(getPatientDetail(await actorOf(c.cookie), p.id)).rejects.toMatchObject({ status: 404 });
  });

  it("lists the diagnoses newest first, scoped like the other lists, and audits the read", async () => {
    const staff = await listPatientDiagnoses(await actorOf(a.cookie), p.id);
    expect(staff).toEqual([
      {
        id: expect.any(String),
        date: "2025-03-10",
        diagnosis: "Malaria",
        prescription: "Artemether-lumefantrine",
        treatmentPlan: "Rest and fluids, review in a week",
        doctorName: "Dr. Sarah Namubiru",
        isConfirmed: true,
        followUpDate: null,
      },
    ]);
    expect((await listPatientDiagnoses(await actorOf(pPortal), p.id)).map((d) => d.diagnosis)).toEqual(["Hypertension", "Malaria"]);
    expect((await auditRows("patient.diagnoses.read", p.id)).length).toBe(2);
  });
});
