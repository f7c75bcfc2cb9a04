import { and, asc, eq } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requiredTenantOf, requireStaff, tenantOf } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { nextDoctorId } from "@/lib/db/ids";
import { departments, doctors, hospitals, users } from "@/lib/db/schema";
import { notFound, pgConstraint, pgErrorCode, ServiceError } from "@/lib/errors";
import { appLink, deliverMail, mailSecret, queueMail } from "@/lib/mail";
import type { RegisterDoctorInput } from "@/lib/validation/doctor";
import type { PageQuery } from "@/lib/validation/list";

import { assertHospitalUserRoom } from "./hospital-user-limit";
import { newTemporaryPassword, TEMPORARY_PASSWORD_NOTE } from "./passwords";
import { assertHospitalWritable } from "./tenant-guard";

const EMAIL_TAKEN = "An account with this email already exists";
const INVALID_DEPARTMENT = "Please select a valid department";

/**
 * The hospital's name and time zone, and 400 unless `departmentId` is an active department of
 * that hospital: another hospital's department id is simply not a valid choice.
 */
export async function registrationTarget(tx: DbOrTx, hospitalId: string, departmentId: string) {
  const [hospital] = await tx
    .select({ name: hospitals.name, timezone: hospitals.timezone })
    .from(hospitals)
    .where(eq(hospitals.id, hospitalId))
    .limit(1);
  if (!hospital) throw notFound("Hospital");
  const [department] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.id, departmentId), eq(departments.hospitalId, hospitalId), eq(departments.isActive, true)))
    .limit(1);
  if (!department) throw new ServiceError(400, INVALID_DEPARTMENT, { departmentId: INVALID_DEPARTMENT });
  return hospital;
}

function emailTaken(): ServiceError {
  return new ServiceError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
}

function welcomeMail(input: RegisterDoctorInput, hospitalName: string, password: string) {
  return {
    to: input.email,
    subject: `Your doctor account at ${hospitalName}`,
    text: [
      `Hello Dr. ${input.firstName} ${input.lastName},`,
      "",
      `${hospitalName} has registered you as a doctor. Sign in with these details:`,
      "",
      `Sign-in page: ${appLink("/login")}`,
      `Email: ${input.email}`,
      `Temporary password: ${mailSecret("password")}`,
      "",
      TEMPORARY_PASSWORD_NOTE,
      "Keep this password private and do not forward this message.",
    ].join("\n"),
    secrets: { password },
  };
}

export type RegisteredDoctor = { id: string; userId: string; temporaryPassword: string };

// POST /api/doctors: the doctor's user account (role doctor) and doctor record in one
// transaction, with a generated password shown once to the administrator and mailed after commit.
export async function registerDoctor(actor: Actor, input: RegisterDoctorInput): Promise<RegisteredDoctor> {
  const staff = requireStaff(actor, ["hospital_admin", "system_admin"]);
  const hospitalId = requiredTenantOf(staff, input.hospitalId);
  const temporary = await newTemporaryPassword();
  const temporaryPassword = temporary.password;
  const passwordHash = temporary.passwordHash;

  let result: { id: string; userId: string; mailId: string };
  try {
    result = await getDb().transaction(async (tx) => {
      await assertHospitalWritable(staff, hospitalId, tx);
      // The maximum users per hospital: 409 beyond it, decided under the hospital's row lock.
      await assertHospitalUserRoom(tx, hospitalId);
      const hospital = await registrationTarget(tx, hospitalId, input.departmentId);
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
      if (taken) throw emailTaken();

      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          username: input.email,
          passwordHash,
          temporaryPasswordExpiresAt: temporary.expiresAt,
          firstName: input.firstName,
          lastName: input.lastName,
          role: "doctor",
          hospitalId,
          departmentId: input.departmentId,
        })
        .returning({ id: users.id });
      const id = await nextDoctorId(tx, hospitalId);
      await tx.insert(doctors).values({
        id,
        userId: user.id,
        hospitalId,
        departmentId: input.departmentId,
        phone: input.phone,
        specialization: input.specialization,
        licenseNumber: input.licenseNumber,
        experience: input.experience,
        qualification: input.qualification,
      });
      const mailId = await queueMail(tx, welcomeMail(input, hospital.name, temporaryPassword));
      await audit(
        staff,
        {
          action: "doctor.register",
          entity: "doctor",
          entityId: id,
          hospitalId,
          details: { userId: user.id, email: input.email, departmentId: input.departmentId, mailId },
        },
        tx,
      );
      return { id, userId: user.id, mailId };
    });
  } catch (error) {
    // Two registrations racing for one email: the unique index decides, the loser gets 409.
    const constraint = pgConstraint(error);
    if (pgErrorCode(error) === "23505" && (constraint === "users_email_key" || constraint === "users_username_key")) throw emailTaken();
    throw error;
  }
  await deliverMail([result.mailId]);
  return { id: result.id, userId: result.userId, temporaryPassword };
}

export type DoctorListItem = { id: string; firstName: string; lastName: string; specialization: string; departmentId: string | null };

export type ListDoctorsQuery = Partial<PageQuery> & { departmentId?: string; hospitalId?: string };

// GET /api/doctors: the active doctors of the actor's hospital (system_admin names one), by last name.
export async function listDoctors(actor: Actor, query: ListDoctorsQuery = {}): Promise<DoctorListItem[]> {
  const staff = requireStaff(actor);
  const hospitalId = tenantOf(staff, query.hospitalId);
  const rows = await getDb()
    .select({
      id: doctors.id,
      firstName: users.firstName,
      lastName: users.lastName,
      specialization: doctors.specialization,
      departmentId: doctors.departmentId,
    })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(
      and(
        eq(doctors.hospitalId, hospitalId),
        eq(doctors.isActive, true),
        eq(users.isActive, true),
        query.departmentId ? eq(doctors.departmentId, query.departmentId) : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(doctors.id))
    .limit(query.limit ?? 50)
    .offset(query.offset ?? 0);
  return rows.map((r) => ({ ...r, firstName: r.firstName ?? "", lastName: r.lastName ?? "" }));
}
