import { eq, sql } from "drizzle-orm";

import { addAppointment, addPatient, clinic, type Clinic } from "@/test/doctor";

import { getDb } from "./client";
import { queryRows } from "./raw";
import { appointments, patientHospitals, patients } from "./schema";

// activity_daily (migration 0019) is what the network analytics count from: the triggers must keep
// it equal to counting the rows themselves, whatever the statements do.

type Count = { metric: string; day: string; hospitalId: string; n: number };

const kept = async (): Promise<Count[]> =>
  (
    await queryRows<{ metric: string; day: string; hospitalId: string; n: string | number }>(
      getDb(),
      sql`select metric, day::text as day, hospital_id as "hospitalId", n from activity_daily where n <> 0 order by metric, day, hospital_id`,
    )
  ).map((r) => ({ ...r, n: Number(r.n) }));

/** The counts recomputed from the rows (activity_daily_rebuild, the migration's backfill). */
async function recounted(): Promise<Count[]> {
  const before = await kept();
  await getDb().execute(sql`select activity_daily_rebuild()`);
  const after = await kept();
  // Leave the table as the triggers kept it: the comparison must not repair what it checks.
  await getDb().execute(sql`delete from activity_daily`);
  for (const c of before) {
    await getDb().execute(sql`insert into activity_daily (metric, day, hospital_id, n) values (${c.metric}, ${c.day}::date, ${c.hospitalId}, ${c.n})`);
  }
  return after;
}

const at = (iso: string) => new Date(iso);

let c: Clinic;
let other: Clinic;

beforeAll(async () => {
  c = await clinic({ patientCount: 3 });
  other = await clinic({ patientCount: 1 });
});

test("registrations, links and appointments are counted by UTC day, and match a recount", async () => {
  const [a, b] = c.patients;
  const [doctor] = c.doctors;
  await addAppointment(c, { doctor, patientId: a.id, at: at("2026-03-10T22:30:00Z"), status: "completed" });
  await addAppointment(c, { doctor, patientId: b.id, at: at("2026-03-10T23:30:00Z"), status: "completed" });
  await addAppointment(other, { doctor: other.doctors[0], patientId: other.patients[0].id, at: at("2026-03-10T08:00:00Z"), status: "completed" });

  const rows = await kept();
  const march10 = rows.filter((r) => r.metric === "appointments" && r.day === "2026-03-10");
  expect(march10).toEqual(
    [
      { metric: "appointments", day: "2026-03-10", hospitalId: c.hospitalId, n: 2 },
      { metric: "appointments", day: "2026-03-10", hospitalId: other.hospitalId, n: 1 },
    ].sort((x, y) => x.hospitalId.localeCompare(y.hospitalId)),
  );
  const today = new Date().toISOString().slice(0, 10);
  const registeredToday = rows.find((r) => r.metric === "patients" && r.day === today);
  const [{ total }] = await queryRows<{ total: string }>(getDb(), sql`select count(*) as total from patients where (created_at at time zone 'UTC')::date = ${today}::date`);
  expect(registeredToday?.n).toBe(Number(total));
  expect(rows.find((r) => r.metric === "patient_links" && r.hospitalId === c.hospitalId && r.day === today)?.n).toBe(3);
  expect(await kept()).toEqual(await recounted());
});

test("moving, deleting and status changes keep the counts exact; an update that moves nothing touches nothing", async () => {
  const [, , p3] = c.patients;
  const [, doctor] = c.doctors;
  const id = await addAppointment(c, { doctor, patientId: p3.id, at: at("2026-04-01T09:00:00Z"), status: "completed" });
  const db = getDb();

  await db.update(appointments).set({ status: "no_show" }).where(eq(appointments.id, id));
  expect((await kept()).find((r) => r.metric === "appointments" && r.day === "2026-04-01")?.n).toBe(1);

  await db.update(appointments).set({ appointmentDate: at("2026-05-02T09:00:00Z") }).where(eq(appointments.id, id));
  let rows = await kept();
  expect(rows.find((r) => r.metric === "appointments" && r.day === "2026-04-01")).toBeUndefined();
  expect(rows.find((r) => r.metric === "appointments" && r.day === "2026-05-02")?.n).toBe(1);

  await db.delete(appointments).where(eq(appointments.id, id));
  rows = await kept();
  expect(rows.find((r) => r.metric === "appointments" && r.day === "2026-05-02")).toBeUndefined();

  // A patient registered on another day, linked, then removed with the link (as a merge does).
  const extra = await addPatient(c.hospitalId);
  await db.update(patients).set({ createdAt: at("2025-12-31T23:59:00Z") }).where(eq(patients.id, extra.id));
  await db.update(patientHospitals).set({ linkedAt: at("2026-01-01T00:00:00Z") }).where(eq(patientHospitals.patientId, extra.id));
  rows = await kept();
  expect(rows.find((r) => r.metric === "patients" && r.day === "2025-12-31")?.n).toBe(1);
  expect(rows.find((r) => r.metric === "patient_links" && r.day === "2026-01-01" && r.hospitalId === c.hospitalId)?.n).toBe(1);
  expect(rows).toEqual(await recounted());

  await db.delete(patientHospitals).where(eq(patientHospitals.patientId, extra.id));
  await db.delete(patients).where(eq(patients.id, extra.id));
  rows = await kept();
  expect(rows.find((r) => r.metric === "patients" && r.day === "2025-12-31")).toBeUndefined();
  expect(rows.find((r) => r.metric === "patient_links" && r.day === "2026-01-01")).toBeUndefined();
  expect(rows).toEqual(await recounted());
});

test("a bulk statement is counted once per day and hospital", async () => {
  const db = getDb();
  const [doctor] = other.doctors;
  await db.execute(sql`insert into appointments (hospital_id, department_id, doctor_id, patient_id, appointment_date, duration, status)
    select ${other.hospitalId}, ${doctor.departmentId}, ${doctor.id}, ${other.patients[0].id}, timestamptz '2026-02-01 06:00Z' + g * interval '1 hour', 30, 'completed'
    from generate_series(0, 39) g`);
  const rows = await kept();
  expect(rows.find((r) => r.metric === "appointments" && r.day === "2026-02-01" && r.hospitalId === other.hospitalId)?.n).toBe(18);
  expect(rows.find((r) => r.metric === "appointments" && r.day === "2026-02-02" && r.hospitalId === other.hospitalId)?.n).toBe(22);
  expect(rows).toEqual(await recounted());
});
