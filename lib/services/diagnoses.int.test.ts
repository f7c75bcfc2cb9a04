import { and, eq, sql } from "drizzle-orm";

import { PATCH as confirmRoute } from "@/app/api/doctor/diagnosis/[id]/confirm/route";
import { POST as createRoute } from "@/app/api/doctor/diagnosis/route";
import { getDb } from "@/lib/db/client";
import { auditLogs, diagnoses, medicalRecords, notifications, tasks } from "@/lib/db/schema";
import {
  actorOf,
  addAppointment,
  addPatient,
  appointmentRow,
  auditOf,
  clinic,
  consultableSlot,
  mailsTo,
  notificationsAbout,
  type Clinic,
  type DoctorUser,
  type PatientRow,
} from "@/test/doctor";
import { call } from "@/test/http";
import { expireTrial, staffUser } from "@/test/staff";

import { listDoctorDiagnoses } from "./diagnoses";

// Dr. Sarah (hospital A) consults her accepted appointments, writes diagnoses and confirms them;
// the prescription goes to A's Pharmacy or Laboratory department or to the patient. Dr. Peter,
// hospital B's doctor and the administrators never reach Sarah's appointments or diagnoses.

let a: Clinic;
let b: Clinic;
let sarah: DoctorUser;
let peter: DoctorUser;

const CONFIRMED = "Diagnosis confirmed and sent to the relevant departments";

const create = (body: unknown, cookie?: string) => call(createRoute, "/api/doctor/diagnosis", { body, cookie });
const confirm = (id: string, body: unknown, cookie?: string) =>
  call(confirmRoute, `/api/doctor/diagnosis/${id}/confirm`, { method: "PATCH", body, cookie, params: { id } });

function form(appointmentId: string, patientId: string, overrides: Record<string, unknown> = {}) {
  return {
    appointmentId,
    patientId,
    symptoms: "Fever, chills and headache for three days",
    diagnosis: "Uncomplicated malaria",
    prescription: "Artemether-lumefantrine 80/480 mg twice daily for 3 days",
    treatmentPlan: "Rest, plenty of fluids, review if the fever persists",
    ...overrides,
  };
}

/** A fresh patient of A with an accepted appointment with `doctor`. */
async function acceptedVisit(doctor: DoctorUser = sarah, c: Clinic = a): Promise<{ patient: PatientRow; appointmentId: string }> {
  const patient = await addPatient(c.hospitalId);
  const appointmentId = await addAppointment(c, { doctor, patientId: patient.id, status: "accepted", at: consultableSlot(c.timezone), duration: 5 });
  return { patient, appointmentId };
}

/** A created (unconfirmed) diagnosis of a fresh visit. */
async function diagnosed(overrides: Record<string, unknown> = {}) {
  const visit = await acceptedVisit();
  const res = await create(form(visit.appointmentId, visit.patient.id, overrides), sarah.cookie);
  expect(res.status).toBe(201);
  return { ...visit, diagnosisId: res.body.id as string };
}

/** What a consultation writes, for one appointment. */
async function footprintOf(appointmentId: string) {
  const db = getDb();
  const rows = await db.select({ id: diagnoses.id }).from(diagnoses).where(eq(diagnoses.appointmentId, appointmentId));
  const ids = rows.map((r) => r.id);
  return {
    diagnoses: rows.length,
    records: ids.length ? await db.$count(medicalRecords, eq(medicalRecords.diagnosisId, ids[0])) : 0,
    audits: (await db.select().from(auditLogs).where(and(eq(auditLogs.action, "diagnosis.create"), sql`${auditLogs.details}->>'appointmentId' = ${appointmentId}`))).length,
    status: (await appointmentRow(appointmentId)).status,
  };
}

beforeAll(async () => {
  delete process.env.SMTP_URL;
  jest.spyOn(console, "info").mockImplementation(() => {});
  [a, b] = [await clinic({ patientCount: 1 }), await clinic({ patientCount: 1, withPharmacy: false })];
  [sarah, peter] = a.doctors;
});

describe("POST /api/doctor/diagnosis", () => {
  it("stores the diagnosis, completes the appointment and writes the medical record, all audited", async () => {
    const { patient, appointmentId } = await acceptedVisit();
    const aiAnalysis = {
      topDiagnoses: [{ name: "Malaria", description: "Plasmodium falciparum infection", confidence: 0.87 }],
      recommendedTests: ["Malaria RDT"],
      treatmentSuggestions: ["Artemisinin-based combination therapy"],
      urgencyLevel: "medium",
      engine: "rules-v1",
      disclaimer: "For reference only",
    };
    const res = await create(form(appointmentId, patient.id, { aiAnalysis, aiConfidence: 87.349, prescriptionSentTo: "Hospital Pharmacy", followUpDate: "2031-01-15" }), sarah.cookie);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      appointmentId,
      patientId: patient.id,
      patientName: `${patient.firstName} ${patient.lastName}`,
      doctorId: sarah.id,
      hospitalId: a.hospitalId,
      symptoms: "Fever, chills and headache for three days",
      diagnosis: "Uncomplicated malaria",
      finalDiagnosis: null,
      prescription: "Artemether-lumefantrine 80/480 mg twice daily for 3 days",
      treatmentPlan: "Rest, plenty of fluids, review if the fever persists",
      prescriptionSentTo: "pharmacy",
      followUpDate: "2031-01-15",
      // stored as the schema reads it: an analysis from before issue 19 is not uncertain and gives no reasons
      aiAnalysis: { ...aiAnalysis, uncertain: false, urgencyReasons: [] },
      aiConfidence: 87.35,
      doctorConfirmed: false,
      isConfirmed: false,
      allergyOverride: null,
      createdAt: expect.any(String),
    });
    // numeric(5,2): stored as the string "87.35", answered as the number.
    const [stored] = await getDb().select().from(diagnoses).where(eq(diagnoses.id, res.body.id));
    expect(stored.aiConfidence).toBe("87.35");
    expect(stored.aiSuggestions).toEqual(["Artemisinin-based combination therapy"]);

    expect((await appointmentRow(appointmentId)).status).toBe("completed");
    const [record] = await getDb().select().from(medicalRecords).where(eq(medicalRecords.diagnosisId, res.body.id));
    expect(record).toMatchObject({
      patientId: patient.id,
      hospitalId: a.hospitalId,
      doctorId: sarah.id,
      recordType: "diagnosis",
      title: "Uncomplicated malaria",
    });
    expect(record.content).toContain("Symptoms: Fever, chills and headache for three days");
    expect(record.content).toContain("Prescription: Artemether-lumefantrine");
    expect(record.content).toContain("Follow-up: 2031-01-15");
    const [entry] = await auditOf("diagnosis.create", res.body.id);
    expect(entry).toMatchObject({ actorId: sarah.userId, hospitalId: a.hospitalId, details: { appointmentId, patientId: patient.id, medicalRecordId: record.id } });
  });

  it("takes the confidence from the top AI suggestion when none is sent, and none without an analysis", async () => {
    const visit = await acceptedVisit();
    const aiAnalysis = { topDiagnoses: [{ name: "Malaria", confidence: 0.8234 }, { name: "Typhoid", confidence: 0.1 }], urgencyLevel: "low" };
    const res = await create(form(visit.appointmentId, visit.patient.id, { aiAnalysis }), sarah.cookie);
    expect(res.status).toBe(201);
    expect(res.body.aiConfidence).toBe(82.34);

    const plain = await acceptedVisit();
    const none = await create(form(plain.appointmentId, plain.patient.id, { aiAnalysis: null, aiConfidence: null }), sarah.cookie);
    expect(none.status).toBe(201);
    expect(none.body).toMatchObject({ aiConfidence: null, aiAnalysis: null, prescriptionSentTo: null, followUpDate: null });
  });

  it("answers 400 with the form's messages, and writes nothing", async () => {
    const { patient, appointmentId } = await acceptedVisit();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ symptoms: "Fever" }, "symptoms", "Please provide detailed symptoms"],
      [{ diagnosis: "Flu" }, "diagnosis", "Diagnosis is required"],
      [{ prescription: "" }, "prescription", "Prescription details are required"],
      [{ treatmentPlan: "Rest" }, "treatmentPlan", "Treatment plan is required"],
      [{ prescriptionSentTo: "neighbour" }, "prescriptionSentTo", "Please choose where the prescription goes"],
      [{ followUpDate: "2031-02-30" }, "followUpDate", "Please enter a valid follow-up date"],
      [{ aiConfidence: 120 }, "aiConfidence", "AI confidence must be a percentage from 0 to 100"],
      [{ appointmentId: "" }, "appointmentId", "Appointment is required"],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await create(form(appointmentId, patient.id, overrides), sarah.cookie);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.fieldErrors[field]).toBe(message);
    }
    // The patient must be the appointment's own.
    const other = await addPatient(a.hospitalId);
    const mismatch = await create(form(appointmentId, other.id), sarah.cookie);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({ message: "The patient does not match the appointment", fieldErrors: { patientId: "The patient does not match the appointment" } });
    expect(await footprintOf(appointmentId)).toEqual({ diagnoses: 0, records: 0, audits: 0, status: "accepted" });
  });

  it("consults only accepted appointments (409), and never one twice", async () => {
    for (const status of ["scheduled", "rejected", "cancelled"]) {
      const patient = await addPatient(a.hospitalId);
      const id = await addAppointment(a, { doctor: sarah, patientId: patient.id, status });
      const res = await create(form(id, patient.id), sarah.cookie);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: "Only accepted appointments can be consulted" });
      expect(await footprintOf(id)).toEqual({ diagnoses: 0, records: 0, audits: 0, status });
    }
    // Once diagnosed, the appointment is completed: a second diagnosis is refused by the state check.
    const { patient, appointmentId } = await acceptedVisit();
    expect((await create(form(appointmentId, patient.id), sarah.cookie)).status).toBe(201);
    const again = await create(form(appointmentId, patient.id, { diagnosis: "Typhoid fever" }), sarah.cookie);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Only accepted appointments can be consulted");
    expect(await footprintOf(appointmentId)).toEqual({ diagnoses: 1, records: 1, audits: 1, status: "completed" });
  });

  it("answers 409 from the unique index when an accepted appointment somehow already has a diagnosis", async () => {
    const { patient, appointmentId } = await acceptedVisit();
    await getDb().insert(diagnoses).values({
      appointmentId,
      patientId: patient.id,
      doctorId: sarah.id,
      hospitalId: a.hospitalId,
      symptoms: "Imported from the old system",
      diagnosis: "Migraine",
    });
    const res = await create(form(appointmentId, patient.id), sarah.cookie);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "This appointment already has a diagnosis" });
    expect(await footprintOf(appointmentId)).toMatchObject({ diagnoses: 1, records: 0, audits: 0, status: "accepted" });
  });

  it("lets exactly one of two concurrent consultations of one appointment succeed", async () => {
    const { patient, appointmentId } = await acceptedVisit();
    const results = await Promise.all([
      create(form(appointmentId, patient.id), sarah.cookie),
      create(form(appointmentId, patient.id, { diagnosis: "Typhoid fever" }), sarah.cookie),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await footprintOf(appointmentId)).toEqual({ diagnoses: 1, records: 1, audits: 1, status: "completed" });
  });

  it("answers 404 for another doctor's or hospital's appointment, 403 to administrators, 401 signed out", async () => {
    const { patient, appointmentId } = await acceptedVisit();
    for (const cookie of [peter.cookie, b.doctors[0].cookie]) {
      const res = await create(form(appointmentId, patient.id), cookie);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Appointment not found" });
    }
    expect((await create(form("no-such-appointment", patient.id), sarah.cookie)).status).toBe(404);
    const sysAdmin = await staffUser("system_admin", null);
    expect((await create(form(appointmentId, patient.id), a.adminCookie)).status).toBe(403);
    expect((await create(form(appointmentId, patient.id), sysAdmin.cookie)).status).toBe(403);
    expect((await create(form(appointmentId, patient.id))).status).toBe(401);
    expect(await footprintOf(appointmentId)).toEqual({ diagnoses: 0, records: 0, audits: 0, status: "accepted" });
  });

  it("leaves nothing behind when any part of the transaction fails", async () => {
    const { patient, appointmentId } = await acceptedVisit();
    const db = getDb();
    const notificationsBefore = await db.$count(notifications);
    const auditsBefore = await db.$count(auditLogs);
    // The last write but one (the medical record) fails inside the database.
    await db.execute(sql.raw(`create function fail_medical_record() returns trigger language plpgsql as $$
      begin raise exception 'medical records are read-only today'; end $$`));
    await db.execute(sql.raw(`create trigger fail_medical_record before insert on medical_records for each row execute function fail_medical_record()`));
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await create(form(appointmentId, patient.id), sarah.cookie);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: "Something went wrong on our side. Please try again." });
    } finally {
      errors.mockRestore();
      await db.execute(sql.raw(`drop trigger fail_medical_record on medical_records`));
      await db.execute(sql.raw(`drop function fail_medical_record()`));
    }
    expect(await footprintOf(appointmentId)).toEqual({ diagnoses: 0, records: 0, audits: 0, status: "accepted" });
    expect(await db.$count(medicalRecords, eq(medicalRecords.patientId, patient.id))).toBe(0);
    expect(await db.$count(notifications)).toBe(notificationsBefore);
    expect(await db.$count(auditLogs)).toBe(auditsBefore);

    // With the trigger gone the same request succeeds.
    expect((await create(form(appointmentId, patient.id), sarah.cookie)).status).toBe(201);
  });

  it("answers 402 once the hospital's trial has ended", async () => {
    const h = await clinic({ patientCount: 1 });
    const id = await addAppointment(h, { doctor: h.doctors[0], patientId: h.patients[0].id, status: "accepted" });
    await expireTrial(h.hospitalId);
    const res = await create(form(id, h.patients[0].id), h.doctors[0].cookie);
    expect(res.status).toBe(402);
    expect(await footprintOf(id)).toEqual({ diagnoses: 0, records: 0, audits: 0, status: "accepted" });
  });
});

describe("PATCH /api/doctor/diagnosis/{id}/confirm", () => {
  const taskOf = (diagnosisId: string) => getDb().select().from(tasks).where(eq(tasks.diagnosisId, diagnosisId));

  it("routes a pharmacy prescription to a task of the Pharmacy department", async () => {
    const { patient, diagnosisId } = await diagnosed({ prescriptionSentTo: "pharmacy" });
    const res = await confirm(diagnosisId, { confirmed: true }, sarah.cookie);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CONFIRMED);
    expect(res.body.diagnosis).toMatchObject({
      id: diagnosisId,
      isConfirmed: true,
      doctorConfirmed: true,
      finalDiagnosis: "Uncomplicated malaria",
      prescriptionSentTo: "pharmacy",
    });
    const [stored] = await getDb().select().from(diagnoses).where(eq(diagnoses.id, diagnosisId));
    expect(stored.confirmedAt).toBeInstanceOf(Date);

    const found = await taskOf(diagnosisId);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      hospitalId: a.hospitalId,
      departmentId: a.pharmacy,
      taskType: "prescription",
      status: "pending",
      assignedByDoctorId: sarah.id,
      patientId: patient.id,
    });
    expect(found[0].description).toContain("Artemether-lumefantrine");

    // The patient learns it is confirmed (no prescription notice: the pharmacy has it); the doctor too.
    const notes = await notificationsAbout(diagnosisId);
    expect(notes.map((n) => [n.patientId ?? n.userId, n.type]).sort()).toEqual(
      [[patient.id, "diagnosis_confirmed"], [sarah.userId, "diagnosis_confirmed"]].sort(),
    );
    // The mail points to the portal; the prescription does not travel by email.
    const mail = (await mailsTo(patient.email!)).at(-1)!;
    expect(mail.subject).toBe("Your diagnosis has been confirmed");
    expect(mail.bodyText).not.toContain("Artemether");
    expect(await auditOf("diagnosis.confirm", diagnosisId)).toHaveLength(1);
  });

  it("routes a laboratory request to the Laboratory department, the confirmation's destination overriding the stored one", async () => {
    const { diagnosisId } = await diagnosed({ prescriptionSentTo: "pharmacy" });
    const res = await confirm(diagnosisId, { confirmed: true, prescriptionSentTo: "lab", finalDiagnosis: "Severe malaria" }, sarah.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: CONFIRMED, diagnosis: expect.objectContaining({ prescriptionSentTo: "lab", finalDiagnosis: "Severe malaria" }) });
    const found = await taskOf(diagnosisId);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ departmentId: a.laboratory, taskType: "lab_request" });
  });

  it.each([
    ["patient", "Prescription from Dr. Sarah Namubiru: "],
    ["external-pharmacy", "Prescription from Dr. Sarah Namubiru, to take to a pharmacy of your choice: "],
  ])("sends a %s prescription to the patient as a notification", async (destination, prefix) => {
    const { patient, diagnosisId } = await diagnosed();
    const res = await confirm(diagnosisId, { confirmed: true, prescriptionSentTo: destination }, sarah.cookie);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CONFIRMED);
    expect(await taskOf(diagnosisId)).toHaveLength(0);
    const notes = await notificationsAbout(diagnosisId);
    const prescription = notes.find((n) => n.type === "prescription");
    expect(prescription).toMatchObject({ patientId: patient.id, title: "Your Prescription" });
    expect(prescription!.message).toBe(`${prefix}Artemether-lumefantrine 80/480 mg twice daily for 3 days`);
    expect(notes.filter((n) => n.patientId === patient.id)).toHaveLength(2);
    expect(notes.filter((n) => n.userId === sarah.userId)).toHaveLength(1);
  });

  it("confirms once: a second confirmation answers 409, and two at once give one 200 and one 409", async () => {
    const { diagnosisId } = await diagnosed({ prescriptionSentTo: "pharmacy" });
    expect((await confirm(diagnosisId, { confirmed: true }, sarah.cookie)).status).toBe(200);
    const again = await confirm(diagnosisId, { confirmed: true, prescriptionSentTo: "lab" }, sarah.cookie);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "This diagnosis has already been confirmed" });
    expect(await taskOf(diagnosisId)).toHaveLength(1);

    const racing = await diagnosed({ prescriptionSentTo: "pharmacy" });
    const results = await Promise.all([confirm(racing.diagnosisId, { confirmed: true }, sarah.cookie), confirm(racing.diagnosisId, { confirmed: true }, sarah.cookie)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await taskOf(racing.diagnosisId)).toHaveLength(1);
    expect(await auditOf("diagnosis.confirm", racing.diagnosisId)).toHaveLength(1);
  });

  it("answers 400 without confirmed: true, 404 for another doctor's, 403 to administrators, 401 signed out", async () => {
    const { diagnosisId } = await diagnosed({ prescriptionSentTo: "pharmacy" });
    for (const body of [{}, { confirmed: false }]) {
      const res = await confirm(diagnosisId, body, sarah.cookie);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Please confirm the diagnosis");
    }
    expect((await confirm(diagnosisId, { confirmed: true, finalDiagnosis: "Flu" }, sarah.cookie)).body.message).toBe("Diagnosis is required");
    for (const cookie of [peter.cookie, b.doctors[0].cookie]) {
      const res = await confirm(diagnosisId, { confirmed: true }, cookie);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Diagnosis not found" });
    }
    expect((await confirm(diagnosisId, { confirmed: true }, a.adminCookie)).status).toBe(403);
    expect((await confirm(diagnosisId, { confirmed: true })).status).toBe(401);
    const [stored] = await getDb().select().from(diagnoses).where(eq(diagnoses.id, diagnosisId));
    expect(stored).toMatchObject({ isConfirmed: false, doctorConfirmed: false, confirmedAt: null });
    expect(await taskOf(diagnosisId)).toHaveLength(0);
    expect(await notificationsAbout(diagnosisId)).toHaveLength(0);
  });

  it("creates the pharmacy task without a department when the hospital has no pharmacy", async () => {
    const [doctor] = b.doctors;
    const { patient, appointmentId } = await acceptedVisit(doctor, b);
    const created = await create(form(appointmentId, patient.id, { prescriptionSentTo: "pharmacy" }), doctor.cookie);
    expect(created.status).toBe(201);
    expect((await confirm(created.body.id, { confirmed: true }, doctor.cookie)).status).toBe(200);
    const [task] = await taskOf(created.body.id);
    expect(task).toMatchObject({ hospitalId: b.hospitalId, departmentId: null, taskType: "prescription" });
  });

  it("answers 402 once the hospital's trial has ended, and routes nothing", async () => {
    const h = await clinic({ patientCount: 1 });
    const [doctor] = h.doctors;
    const id = await addAppointment(h, { doctor, patientId: h.patients[0].id, status: "accepted" });
    const created = await create(form(id, h.patients[0].id, { prescriptionSentTo: "lab" }), doctor.cookie);
    await expireTrial(h.hospitalId);
    expect((await confirm(created.body.id, { confirmed: true }, doctor.cookie)).status).toBe(402);
    expect(await taskOf(created.body.id)).toHaveLength(0);
  });
});

describe("listDoctorDiagnoses", () => {
  it("lists the doctor's own diagnoses, newest first, and audits the count", async () => {
    const h = await clinic({ patientCount: 1 });
    const [doctor, other] = h.doctors;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { patient, appointmentId } = await acceptedVisit(doctor, h);
      const res = await create(form(appointmentId, patient.id, { diagnosis: `Diagnosis number ${i}` }), doctor.cookie);
      ids.push(res.body.id);
    }
    const { patient, appointmentId } = await acceptedVisit(other, h);
    await create(form(appointmentId, patient.id), other.cookie);

    const actor = await actorOf(doctor.cookie);
    const list = await listDoctorDiagnoses(actor);
    expect(list.map((d) => d.id)).toEqual([...ids].reverse());
    expect(list.every((d) => d.doctorId === doctor.id && typeof d.patientName === "string")).toBe(true);
    expect((await listDoctorDiagnoses(actor, 2)).map((d) => d.id)).toEqual([ids[2], ids[1]]);
    expect((await auditOf("doctor.diagnoses.read", doctor.id)).at(-1)?.details).toEqual({ count: 2 });
    await expect(listDoctorDiagnoses(await actorOf(h.adminCookie))).rejects.toMatchObject({ status: 403 });
  });
});
