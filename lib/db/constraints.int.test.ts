import { sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { appointments, doctors, patients, users } from "@/lib/db/schema";
import { pgConstraint, pgErrorCode } from "@/lib/errors";
import { createHospital } from "@/test/factories";

// The database itself refuses what must never be stored, whatever the application does.

let hospitalId: string;
let otherHospitalId: string;
let departmentId: string;
const doctorIds: string[] = [];

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return { code: pgErrorCode(error), constraint: pgConstraint(error) };
  }
  throw new Error("expected the database to refuse the write");
}

beforeAll(async () => {
  const h = await createHospital();
  hospitalId = h.hospitalId;
  otherHospitalId = (await createHospital()).hospitalId;
  departmentId = `DEPT-${hospitalId.slice(5)}-001`;
  const db = getDb();
  for (const n of [1, 2]) {
    const [u] = await db
      .insert(users)
      .values({ email: `doc${n}@c.example`, username: `doc${n}@c.example`, role: "doctor", hospitalId })
      .returning();
    const id = `DOC-${hospitalId.slice(5)}-00${n}`;
    await db.insert(doctors).values({ id, userId: u.id, hospitalId, departmentId, specialization: "Cardiology", licenseNumber: "MED-1", qualification: "MBChB, MMed" });
    doctorIds.push(id);
  }
  await db.insert(patients).values(
    ["UG-PAT-2026-001", "UG-PAT-2026-002"].map((id) => ({
      id,
      firstName: "Test",
      lastName: "Patient",
      dateOfBirth: "1990-01-01",
      gender: "female",
      phone: "0700000000",
      address: "Kampala Road 1",
      countryOfOrigin: "Uganda",
      emergencyContact: "Kin",
      emergencyPhone: "0700000001",
    })),
  );
});

const book = (doctorId: string, start: string, duration = 30, status = "scheduled", patientId = "UG-PAT-2026-001") =>
  getDb().insert(appointments).values({ hospitalId, departmentId, doctorId, patientId, appointmentDate: new Date(start), duration, status });

describe("appointment exclusion constraint", () => {
  it("rejects a second overlapping active appointment of one doctor", async () => {
    await book(doctorIds[0], "2026-12-01T10:00:00Z", 30);
    expect(await rejection(book(doctorIds[0], "2026-12-01T10:15:00Z", 30, "scheduled", "UG-PAT-2026-002"))).toEqual({
      code: "23P01",
      constraint: "appointments_doctor_no_overlap",
    });
    expect(await rejection(book(doctorIds[0], "2026-12-01T09:45:00Z", 60, "accepted"))).toMatchObject({ code: "23P01" });
  });

  it("allows back-to-back slots, another doctor, and overlap with inactive appointments", async () => {
    await book(doctorIds[0], "2026-12-01T10:30:00Z", 30);
    await book(doctorIds[1], "2026-12-01T10:00:00Z", 30, "scheduled", "UG-PAT-2026-002");
    await book(doctorIds[0], "2026-12-02T10:00:00Z", 30, "cancelled");
    await book(doctorIds[0], "2026-12-02T10:00:00Z", 30, "scheduled");
    await book(doctorIds[0], "2026-12-02T10:10:00Z", 30, "rejected");
  });

  it("rejects overlapping active appointments of one patient with two doctors", async () => {
    await book(doctorIds[0], "2026-12-04T10:00:00Z", 60, "accepted", "UG-PAT-2026-002");
    expect(await rejection(book(doctorIds[1], "2026-12-04T10:30:00Z", 30, "scheduled", "UG-PAT-2026-002"))).toEqual({
      code: "23P01",
      constraint: "appointments_patient_no_overlap",
    });
    await book(doctorIds[1], "2026-12-04T11:00:00Z", 30, "scheduled", "UG-PAT-2026-002");
  });

  it("decides concurrent bookings of one slot: exactly one succeeds", async () => {
    const results = await Promise.allSettled([
      book(doctorIds[1], "2026-12-03T11:00:00Z"),
      book(doctorIds[1], "2026-12-03T11:00:00Z"),
      book(doctorIds[1], "2026-12-03T11:15:00Z"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });
});

describe("tenant integrity and enumerations", () => {
  it("refuses an appointment whose doctor belongs to another hospital", async () => {
    const r = await rejection(
      getDb().insert(appointments).values({
        hospitalId: otherHospitalId,
        departmentId: `DEPT-${otherHospitalId.slice(5)}-001`,
        doctorId: doctorIds[0],
        patientId: "UG-PAT-2026-001",
        appointmentDate: new Date("2026-12-05T10:00:00Z"),
      }),
    );
    expect(r).toEqual({ code: "23503", constraint: "appointments_doctor_fk" });
  });

  it.each([
    ["an unknown role", sql`insert into users (email, username, role) values ('x@y.example', 'x@y.example', 'superuser')`, "users_role_check"],
    ["an upper-case email", sql`insert into users (email, username) values ('X@Y.example', 'X@Y.example')`, "users_email_lower_check"],
    ["a duplicate email", sql`insert into users (email, username) values ('doc1@c.example', 'other')`, "users_email_key"],
    ["an unknown appointment status", sql`update appointments set status = 'confirmed'`, "appointments_status_check"],
    ["a malformed hospital ID", sql`insert into hospitals (id, name, address, phone, email, license_number, country, state, city) values ('H-1','n','a','p','e','l','c','s','c')`, "hospitals_id_format_check"],
    ["a trial without an end", sql`insert into hospitals (id, name, address, phone, email, license_number, country, state, city) values ('HOSP-900','n','a','p','e','l','c','s','c')`, "hospitals_trial_end_check"],
    ["a department from another hospital on a user", sql`update users set department_id = 'DEPT-001-001' where hospital_id <> 'HOSP-001' and role = 'hospital_admin'`, "users_department_fk"],
  ])("refuses %s", async (_label, statement, constraint) => {
    expect((await rejection(getDb().execute(statement))).constraint).toBe(constraint);
  });
});
