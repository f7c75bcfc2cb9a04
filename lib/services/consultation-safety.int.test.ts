import { eq } from "drizzle-orm";

import { GET as chartRoute } from "@/app/api/doctor/appointments/[id]/chart/route";
import { PATCH as noShowRoute } from "@/app/api/doctor/appointments/[id]/no-show/route";
import { POST as createRoute } from "@/app/api/doctor/diagnosis/route";
import { getDb } from "@/lib/db/client";
import { diagnoses, medicalRecords } from "@/lib/db/schema";
import { zonedInstant } from "@/lib/time";
import { actorOf, addAppointment, addPatient, appointmentRow, auditOf, clinic, consultableSlot, type Clinic, type DoctorUser } from "@/test/doctor";
import { call } from "@/test/http";

import { createDiagnosis } from "./diagnoses";
import { markNoShow } from "./appointment-no-show";

// Issue 13, safety at the point of care: a consultation happens on the appointment's day (from 2
// hours before it, in the hospital's zone), a prescription naming a recorded allergy is refused
// until the doctor gives a reason (which is stored), vital signs are stored with the record and
// shown on the chart, and a no-show is recorded only once the start time has passed.

let a: Clinic;
let b: Clinic;
let sarah: DoctorUser;
let peter: DoctorUser;

beforeAll(async () => {
  a = await clinic();
  b = await clinic();
  [sarah, peter] = a.doctors;
});

const create = (body: unknown, cookie: string) => call(createRoute, "/api/doctor/diagnosis", { body, cookie });
const noShow = (id: string, cookie: string) =>
  call(noShowRoute, `/api/doctor/appointments/${id}/no-show`, { method: "PATCH", body: {}, cookie, params: { id } });
const chart = (id: string, cookie: string) => call(chartRoute, `/api/doctor/appointments/${id}/chart`, { cookie, params: { id } });

function form(appointmentId: string, patientId: string, overrides: Record<string, unknown> = {}) {
  return {
    appointmentId,
    patientId,
    symptoms: "Painful urination and fever for two days",
    diagnosis: "Urinary tract infection",
    prescription: "Nitrofurantoin 100 mg twice daily for 5 days",
    treatmentPlan: "Fluids, complete the course, review in a week",
    ...overrides,
  };
}

async function visit(options: { allergies?: string; at?: Date; doctor?: DoctorUser; status?: "accepted" | "scheduled"; duration?: number } = {}) {
  const patient = await addPatient(a.hospitalId, { allergies: options.allergies });
  const appointmentId = await addAppointment(a, {
    doctor: options.doctor ?? sarah,
    patientId: patient.id,
    status: options.status ?? "accepted",
    at: options.at ?? consultableSlot(a.timezone),
    duration: options.duration ?? 5,
  });
  return { patient, appointmentId };
}

describe("the consultation happens on the appointment's day", () => {
  // A day well ahead, so the appointments are in the future when booked; `now` is given to the service.
  const day = "2031-03-18";
  const at = (time: string, date = day) => zonedInstant(date, time, a.timezone);

  it("opens 2 hours before the start, not a minute earlier", async () => {
    const { patient, appointmentId } = await visit({ at: at("09:00") });
    const actor = await actorOf(sarah.cookie);
    await expect(createDiagnosis(actor, form(appointmentId, patient.id) as never, at("06:59"))).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("The consultation opens on the day of the appointment"),
    });
    expect((await appointmentRow(appointmentId)).status).toBe("accepted");
    const made = await createDiagnosis(actor, form(appointmentId, patient.id) as never, at("07:00"));
    expect(made.appointmentId).toBe(appointmentId);
  });

  it("never opens the evening before: an early start opens at the local midnight", async () => {
    const { patient, appointmentId } = await visit({ at: at("00:30") });
    const actor = await actorOf(sarah.cookie);
    // 23:59 the day before is within 2 hours of the start but on another day.
    await expect(createDiagnosis(actor, form(appointmentId, patient.id) as never, at("23:59", "2031-03-17"))).rejects.toMatchObject({ status: 409 });
    await expect(createDiagnosis(actor, form(appointmentId, patient.id) as never, at("00:00"))).resolves.toMatchObject({ appointmentId });
  });

  it("closes at the end of the appointment's day", async () => {
    const { patient, appointmentId } = await visit({ at: at("23:00") });
    const actor = await actorOf(sarah.cookie);
    await expect(createDiagnosis(actor, form(appointmentId, patient.id) as never, at("00:00", "2031-03-19"))).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("The day of this appointment has passed"),
    });
    await expect(createDiagnosis(actor, form(appointmentId, patient.id) as never, at("23:59"))).resolves.toMatchObject({ appointmentId });
  });

  it("refuses a consultation days ahead through the API with 409, and writes nothing", async () => {
    const { patient, appointmentId } = await visit({ at: new Date(Date.now() + 2 * 86_400_000) });
    const res = await create(form(appointmentId, patient.id), sarah.cookie);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^The consultation opens on the day of the appointment, from 2 hours before it: /);
    expect(await getDb().select().from(diagnoses).where(eq(diagnoses.appointmentId, appointmentId))).toHaveLength(0);
  });
});

describe("the allergy warning", () => {
  it("refuses a prescription naming a recorded allergy with 409 allergy_warning, and writes nothing", async () => {
    const { patient, appointmentId } = await visit({ allergies: "Sulfa drugs, peanuts" });
    const res = await create(form(appointmentId, patient.id, { prescription: "Co-trimoxazole 960 mg twice daily for 3 days" }), sarah.cookie);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "allergy_warning", allergies: ["Sulfa drugs"] });
    expect(res.body.message).toContain("Sulfa drugs");
    expect((await appointmentRow(appointmentId)).status).toBe("accepted");
    expect(await getDb().select().from(diagnoses).where(eq(diagnoses.appointmentId, appointmentId))).toHaveLength(0);
  });

  it("saves with the override, recording the reason and the allergies with the diagnosis and in the audit", async () => {
    const { patient, appointmentId } = await visit({ allergies: "Sulfa drugs" });
    const reason = "Mild rash only in childhood; no alternative available, patient informed";
    const res = await create(
      form(appointmentId, patient.id, { prescription: "Sulfamethoxazole-trimethoprim 960 mg", allergyOverride: { reason } }),
      sarah.cookie,
    );
    expect(res.status).toBe(201);
    expect(res.body.allergyOverride).toEqual({ reason, allergies: ["Sulfa drugs"] });
    const [row] = await getDb().select().from(diagnoses).where(eq(diagnoses.appointmentId, appointmentId));
    expect(row.allergyOverrideReason).toBe(reason);
    expect(row.allergyOverrideMatches).toEqual(["Sulfa drugs"]);
    const [entry] = await auditOf("diagnosis.create", row.id);
    expect(entry.details).toMatchObject({ allergyOverride: { allergies: ["Sulfa drugs"] } });
  });

  it("refuses a blank override reason with 400", async () => {
    const { patient, appointmentId } = await visit({ allergies: "Penicillin" });
    const res = await create(form(appointmentId, patient.id, { prescription: "Amoxicillin 500 mg", allergyOverride: { reason: "  " } }), sarah.cookie);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors["allergyOverride.reason"]).toMatch(/reason for prescribing despite the allergy/);
  });

  it("stores no override when the prescription names no allergy", async () => {
    const { patient, appointmentId } = await visit({ allergies: "Latex" });
    const res = await create(form(appointmentId, patient.id, { allergyOverride: { reason: "Not needed here at all" } }), sarah.cookie);
    expect(res.status).toBe(201);
    expect(res.body.allergyOverride).toBeNull();
  });
});

describe("vital signs, examination and the chart", () => {
  it("stores the vital signs and examination with the medical record and shows them on the next chart", async () => {
    const { patient, appointmentId } = await visit({ allergies: "Penicillin" });
    const vitals = { temperatureC: 38.6, pulse: 104, systolic: 118, diastolic: 76, respiratoryRate: 22, spo2: 95, weightKg: 61.5 };
    const res = await create(form(appointmentId, patient.id, { vitals, examination: "Suprapubic tenderness, no loin pain" }), sarah.cookie);
    expect(res.status).toBe(201);
    const [record] = await getDb().select().from(medicalRecords).where(eq(medicalRecords.diagnosisId, res.body.id));
    expect(record).toMatchObject({ ...vitals, examination: "Suprapubic tenderness, no loin pain" });
    expect(record.content).toContain("Vital signs: temperature 38.6 °C, pulse 104/min, blood pressure 118/76 mmHg");

    const next = await addAppointment(a, { doctor: sarah, patientId: patient.id, status: "accepted", at: consultableSlot(a.timezone), duration: 5 });
    const seen = await chart(next, sarah.cookie);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      patientId: patient.id,
      gender: "female",
      allergies: ["Penicillin"],
      lastVitals: { temperatureC: 38.6, pulse: 104, systolic: 118, diastolic: 76, spo2: 95 },
      consultation: { state: "open" },
    });
    expect(seen.body.lastDiagnoses[0]).toMatchObject({ diagnosis: "Urinary tract infection" });
    expect(seen.body.age).toBeGreaterThanOrEqual(36);
  });

  it("refuses impossible or half-given vital signs with 400 and a message per field", async () => {
    const { patient, appointmentId } = await visit();
    const half = await create(form(appointmentId, patient.id, { vitals: { systolic: 120 } }), sarah.cookie);
    expect(half.status).toBe(400);
    expect(half.body.fieldErrors["vitals.diastolic"]).toBe("Enter both the systolic and the diastolic pressure");
    const wrong = await create(form(appointmentId, patient.id, { vitals: { temperatureC: 385, spo2: "abc" } }), sarah.cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors["vitals.temperatureC"]).toBe("Temperature must be a number from 25 to 45");
    expect(wrong.body.fieldErrors["vitals.spo2"]).toBe("Oxygen saturation must be a whole number from 50 to 100");
  });

  it("shows the chart only to the appointment's own doctor", async () => {
    const { appointmentId } = await visit();
    expect((await chart(appointmentId, peter.cookie)).status).toBe(404);
    expect((await chart(appointmentId, b.doctors[0].cookie)).status).toBe(404);
    expect((await chart(appointmentId, a.adminCookie)).status).toBe(403);
  });
});

describe("no-show", () => {
  it("is refused before the start time and recorded after it, by the doctor or the administrator", async () => {
    const start = new Date(Date.now() + 3 * 3_600_000);
    const { appointmentId } = await visit({ at: start, duration: 30 });
    const early = await noShow(appointmentId, sarah.cookie);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("A no-show can be recorded only after the appointment's start time");

    const actor = await actorOf(sarah.cookie);
    const later = await markNoShow(actor, appointmentId, new Date(start.getTime() + 60_000));
    expect(later.status).toBe("no_show");
    const [entry] = await auditOf("appointment.no_show", appointmentId);
    expect(entry).toBeDefined();

    // Once recorded it is no longer active: a second no-show or a consultation is refused.
    expect((await noShow(appointmentId, sarah.cookie)).status).toBe(409);
  });

  it("lets the administrator record it on a pending appointment that has started; other doctors and hospitals are refused", async () => {
    // Dr. Peter's: Dr. Sarah's consultable slots of this file fill the minutes before the end of the
    // hospital's day, which ten minutes ago may be (late evening in Kampala).
    const { appointmentId } = await visit({ doctor: peter, at: new Date(Date.now() - 10 * 60_000), status: "scheduled", duration: 5 });
    expect((await noShow(appointmentId, sarah.cookie)).status).toBe(404);
    expect((await noShow(appointmentId, b.adminCookie)).status).toBe(404);
    const res = await noShow(appointmentId, a.adminCookie);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("no_show");
  });
});
