import { and, eq } from "drizzle-orm";

import type { Actor, StaffActor } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { departments, doctors, hospitals, users } from "@/lib/db/schema";
import { notSignedIn, ServiceError } from "@/lib/errors";
import { DOCTOR_ONLY_FIELDS, DOCTOR_ONLY_MESSAGE, type UpdateAccountProfileInput } from "@/lib/validation/account-profile";

// The signed-in staff member's own profile (issue 15, /profile; API.md GET, PATCH
// /api/account/profile): names and phone on the user account, and a doctor's public profile
// (languages, biography) on the doctor record. The doctor record has no name: the user's first and
// last name are the one source. Any staff role, system_admin included; portal patients and health
// workers are refused by requireStaff (workers keep their profile in the worker portal).

export type AccountProfile = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: string;
  hospitalId: string | null;
  hospitalName: string | null;
  doctor: { id: string; specialization: string; departmentName: string | null; languages: string[]; bio: string | null } | null;
};

const A_DOCTORS_PHONE = "A doctor's phone number cannot be removed";

function selectProfile(db: DbOrTx, userId: string) {
  return db
    .select({ user: users, doctor: doctors, departmentName: departments.name, hospitalName: hospitals.name })
    .from(users)
    .leftJoin(hospitals, eq(hospitals.id, users.hospitalId))
    .leftJoin(doctors, and(eq(doctors.userId, users.id), eq(doctors.hospitalId, users.hospitalId)))
    .leftJoin(departments, and(eq(departments.id, doctors.departmentId), eq(departments.hospitalId, doctors.hospitalId)))
    .where(and(eq(users.id, userId), eq(users.isActive, true)))
    .limit(1);
}

type ProfileRow = Awaited<ReturnType<typeof selectProfile>>[number];

function toProfile({ user, doctor, departmentName, hospitalName }: ProfileRow): AccountProfile {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    // A doctor's phone has lived on the doctor record since registration (the administrator edits it there).
    phone: doctor?.phone ?? user.phone ?? null,
    role: user.role,
    hospitalId: user.hospitalId,
    hospitalName,
    doctor: doctor
      ? { id: doctor.id, specialization: doctor.specialization, departmentName, languages: doctor.languages, bio: doctor.bio }
      : null,
  };
}

async function readProfile(db: DbOrTx, staff: StaffActor): Promise<ProfileRow> {
  const [row] = await selectProfile(db, staff.userId);
  if (!row) throw notSignedIn();
  return row;
}

// GET /api/account/profile: the signed-in staff member's own profile.
export async function getAccountProfile(actor: Actor): Promise<AccountProfile> {
  const staff = requireStaff(actor);
  return toProfile(await readProfile(getDb(), staff));
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

// PATCH /api/account/profile: the fields sent, users and doctors rows in one transaction (the user
// row locked first, so two edits apply one after the other); audited with the changed field names
// only, never their values. Personal data, so a hospital whose subscription lapsed does not block it.
export async function updateAccountProfile(actor: Actor, input: UpdateAccountProfileInput): Promise<AccountProfile> {
  const staff = requireStaff(actor);
  return getDb().transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, staff.userId)).for("update");
    const current = await readProfile(tx, staff);
    const { user, doctor } = current;

    const sentDoctorOnly = DOCTOR_ONLY_FIELDS.filter((key) => input[key] !== undefined);
    if (sentDoctorOnly.length > 0 && !doctor) {
      throw new ServiceError(400, DOCTOR_ONLY_MESSAGE, Object.fromEntries(sentDoctorOnly.map((key) => [key, DOCTOR_ONLY_MESSAGE])));
    }
    if (doctor && input.phone === null) throw new ServiceError(400, A_DOCTORS_PHONE, { phone: A_DOCTORS_PHONE });

    const fields: string[] = [];
    const userChanges: Partial<typeof users.$inferInsert> = {};
    const doctorChanges: Partial<typeof doctors.$inferInsert> = {};
    for (const key of ["firstName", "lastName"] as const) {
      if (input[key] !== undefined && input[key] !== user[key]) {
        userChanges[key] = input[key];
        fields.push(key);
      }
    }
    if (input.phone !== undefined && input.phone !== toProfile(current).phone) {
      // Both columns, so that the administrator's view (doctors.phone) and the account agree.
      userChanges.phone = input.phone;
      if (doctor) doctorChanges.phone = input.phone;
      fields.push("phone");
    }
    if (doctor && input.languages !== undefined && !sameList(input.languages, doctor.languages)) {
      doctorChanges.languages = input.languages;
      fields.push("languages");
    }
    if (doctor && input.bio !== undefined && input.bio !== doctor.bio) {
      doctorChanges.bio = input.bio;
      fields.push("bio");
    }
    if (fields.length === 0) return toProfile(current);

    const now = new Date();
    if (Object.keys(userChanges).length) {
      await tx.update(users).set({ ...userChanges, updatedAt: now }).where(eq(users.id, user.id));
    }
    if (doctor && Object.keys(doctorChanges).length) {
      await tx
        .update(doctors)
        .set({ ...doctorChanges, updatedAt: now })
        .where(and(eq(doctors.id, doctor.id), eq(doctors.hospitalId, doctor.hospitalId), eq(doctors.userId, user.id)));
    }
    await audit(staff, { action: "account.profile_update", entity: "user", entityId: user.id, hospitalId: user.hospitalId, details: { fields } }, tx);
    return toProfile(await readProfile(tx, staff));
  });
}
