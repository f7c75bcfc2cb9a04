import { and, asc, eq, gte, sql } from "drizzle-orm";

import type { Actor, StaffActor } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { revokeAllSessions } from "@/lib/auth/sessions-store";
import { audit } from "@/lib/audit";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { appointments, departments, doctors, patients, users } from "@/lib/db/schema";
import { notFound, ServiceError } from "@/lib/errors";
import type { UpdateDoctorInput } from "@/lib/validation/doctor";

import { ACTIVE } from "./appointment-rules";
import { assertHospitalUserRoom } from "./hospital-user-limit";
import { assertHospitalWritable } from "./tenant-guard";

// The hospital administrator's management of the hospital's doctors (issue 13, item 7): the full
// list (active and inactive) for the Doctors tab, and PATCH /api/doctors/{id}.

const MANAGERS = ["hospital_admin", "system_admin"] as const;
const INVALID_DEPARTMENT = "Please select a valid department";

export type ManagedDoctor = {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  specialization: string;
  departmentId: string | null;
  departmentName: string | null;
  isActive: boolean;
};

/** A future active appointment of a doctor, for rebooking after a deactivation. */
export type AppointmentToRebook = { id: string; appointmentDate: string; status: string; patientId: string; patientName: string };

export type UpdatedDoctor = { doctor: ManagedDoctor; futureAppointments: AppointmentToRebook[] };

/** A doctor counts as active only while both the doctor record and its user account are. */
const doctorColumns = {
  id: doctors.id,
  userId: doctors.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: doctors.phone,
  specialization: doctors.specialization,
  departmentId: doctors.departmentId,
  departmentName: departments.name,
  isActive: sql<boolean>`(${doctors.isActive} and ${users.isActive})`,
};

function selectDoctors(db: DbOrTx, hospitalId: string, doctorId?: string) {
  return db
    .select(doctorColumns)
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .leftJoin(departments, and(eq(departments.id, doctors.departmentId), eq(departments.hospitalId, doctors.hospitalId)))
    .where(and(eq(doctors.hospitalId, hospitalId), doctorId ? eq(doctors.id, doctorId) : undefined))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(doctors.id));
}

const toManaged = (row: Awaited<ReturnType<typeof selectDoctors>>[number]): ManagedDoctor => ({
  ...row,
  firstName: row.firstName ?? "",
  lastName: row.lastName ?? "",
  isActive: Boolean(row.isActive),
});

/** The hospital the administrator manages: their own; system_admin names one. Another's is not found. */
function managedHospital(staff: StaffActor, hospitalId: string): string {
  if (staff.role !== "system_admin" && staff.hospitalId !== hospitalId) throw notFound("Hospital");
  return hospitalId;
}

// The Doctors tab of /hospital: every doctor of the hospital, inactive ones included (at most 500).
export async function listManagedDoctors(actor: Actor, hospitalId: string): Promise<ManagedDoctor[]> {
  const staff = requireStaff(actor, MANAGERS);
  const rows = await selectDoctors(getDb(), managedHospital(staff, hospitalId)).limit(500);
  return rows.map(toManaged);
}

/** The doctor's active appointments from now on, soonest first, with the patient's name. */
export async function futureAppointmentsOf(db: DbOrTx, hospitalId: string, doctorId: string): Promise<AppointmentToRebook[]> {
  const rows = await db
    .select({
      id: appointments.id,
      appointmentDate: appointments.appointmentDate,
      status: appointments.status,
      patientId: appointments.patientId,
      firstName: patients.firstName,
      lastName: patients.lastName,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(and(eq(appointments.hospitalId, hospitalId), eq(appointments.doctorId, doctorId), ACTIVE, gte(appointments.appointmentDate, new Date())))
    .orderBy(asc(appointments.appointmentDate))
    .limit(200);
  return rows.map(({ firstName, lastName, appointmentDate, ...r }) => ({
    ...r,
    appointmentDate: appointmentDate.toISOString(),
    patientName: `${firstName} ${lastName}`,
  }));
}

/** The doctor row locked for the change, only within the actor's hospital (another's is not found). */
export async function lockDoctor(tx: DbOrTx, staff: StaffActor, id: string) {
  const [row] = await tx
    .select({ doctor: doctors, user: users })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(and(eq(doctors.id, id), staff.role === "system_admin" ? undefined : eq(doctors.hospitalId, staff.hospitalId ?? "")))
    .for("update")
    .limit(1);
  if (!row) throw notFound("Doctor");
  return row;
}

async function assertActiveDepartment(tx: DbOrTx, hospitalId: string, departmentId: string) {
  const [department] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.id, departmentId), eq(departments.hospitalId, hospitalId), eq(departments.isActive, true)))
    .limit(1);
  if (!department) throw new ServiceError(400, INVALID_DEPARTMENT, { departmentId: INVALID_DEPARTMENT });
}

// PATCH /api/doctors/{id}: names, phone, department, specialization and status. Deactivating
// turns off the doctor and its account and revokes every session in the same transaction, so the
// doctor's next request is refused; the future appointments stay and are listed for rebooking.
export async function updateDoctor(actor: Actor, id: string, input: UpdateDoctorInput): Promise<UpdatedDoctor> {
  const staff = requireStaff(actor, MANAGERS);
  return getDb().transaction(async (tx) => {
    const { doctor, user } = await lockDoctor(tx, staff, id);
    const hospitalId = doctor.hospitalId;
    await assertHospitalWritable(staff, hospitalId, tx);
    const wasActive = doctor.isActive && user.isActive;

    const fields: string[] = [];
    const doctorChanges: Partial<typeof doctors.$inferInsert> = {};
    const userChanges: Partial<typeof users.$inferInsert> = {};
    // Names live on the user account, the rest on the doctor record.
    for (const key of ["firstName", "lastName"] as const) {
      if (input[key] !== undefined && input[key] !== user[key]) {
        userChanges[key] = input[key];
        fields.push(key);
      }
    }
    for (const key of ["phone", "specialization"] as const) {
      if (input[key] !== undefined && input[key] !== doctor[key]) {
        doctorChanges[key] = input[key];
        fields.push(key);
      }
    }
    if (input.departmentId !== undefined && input.departmentId !== doctor.departmentId) {
      await assertActiveDepartment(tx, hospitalId, input.departmentId);
      doctorChanges.departmentId = userChanges.departmentId = input.departmentId;
      fields.push("departmentId");
    }
    if (input.isActive !== undefined && input.isActive !== wasActive) {
      // Reactivating counts the account again: 409 beyond the maximum users per hospital.
      if (input.isActive && !user.isActive) await assertHospitalUserRoom(tx, hospitalId);
      doctorChanges.isActive = userChanges.isActive = input.isActive;
      fields.push("isActive");
    }

    if (fields.length > 0) {
      const now = new Date();
      if (Object.keys(doctorChanges).length) {
        await tx.update(doctors).set({ ...doctorChanges, updatedAt: now }).where(and(eq(doctors.id, id), eq(doctors.hospitalId, hospitalId)));
      }
      if (Object.keys(userChanges).length) {
        await tx.update(users).set({ ...userChanges, updatedAt: now }).where(and(eq(users.id, user.id), eq(users.hospitalId, hospitalId)));
      }
      if (input.isActive === false && wasActive) await revokeAllSessions("staff", user.id, tx);
    }
    const futureAppointments = await futureAppointmentsOf(tx, hospitalId, id);
    if (fields.length > 0) {
      const action = !fields.includes("isActive") ? "doctor.update" : input.isActive ? "doctor.reactivate" : "doctor.deactivate";
      // Field names only, never their values.
      await audit(staff, { action, entity: "doctor", entityId: id, hospitalId, details: { fields, futureAppointments: futureAppointments.length } }, tx);
    }
    const [row] = await selectDoctors(tx, hospitalId, id);
    return { doctor: toManaged(row), futureAppointments };
  });
}
