import { desc, eq } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requireStaff, tenantOf } from "@/lib/auth/guards";
import { hashPassword } from "@/lib/auth/password";
import { audit } from "@/lib/audit";
import { timezoneFor } from "@/lib/constants/countries";
import { TRIAL_DAYS } from "@/lib/constants/hospital";
import { getDb } from "@/lib/db/client";
import { nextDepartmentId, nextHospitalId } from "@/lib/db/ids";
import { departments, hospitals, users, type Hospital } from "@/lib/db/schema";
import { notFound, pgConstraint, pgErrorCode, ServiceError } from "@/lib/errors";
import { addDays, daysLeft, localDate, zonedInstant } from "@/lib/time";
import type { RegisterHospitalInput } from "@/lib/validation/hospital";
import { HOSPITAL_DETAIL_FIELDS, type UpdateHospitalInput } from "@/lib/validation/hospital-update";

import { assertHospitalWritable } from "./tenant-guard";

const EMAIL_TAKEN = "An account with this email already exists";

function emailTaken(): ServiceError {
  return new ServiceError(409, EMAIL_TAKEN, { adminEmail: EMAIL_TAKEN });
}

/** The trial ends at the start of the local day 30 days from today, in the hospital's zone. */
export function trialEnd(timeZone: string, now = new Date()): Date {
  return zonedInstant(addDays(localDate(now, timeZone), TRIAL_DAYS), "00:00", timeZone);
}

// POST /api/hospitals/register: hospital, administrator and departments in one transaction,
// with server-generated IDs; a taken administrator email is a 409 and nothing is written.
export async function registerHospital(actor: Actor, input: RegisterHospitalInput) {
  const db = getDb();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.adminEmail)).limit(1);
  if (existing) throw emailTaken();

  const passwordHash = await hashPassword(input.adminPassword);
  const timezone = timezoneFor(input.country, input.timezone);
  const trialExpiresAt = trialEnd(timezone);

  try {
    return await db.transaction(async (tx) => {
      const hospitalId = await nextHospitalId(tx);
      await tx.insert(hospitals).values({
        id: hospitalId,
        name: input.name,
        address: input.address,
        phone: input.phone,
        email: input.email,
        website: input.website ?? null,
        licenseNumber: input.licenseNumber,
        country: input.country,
        state: input.state,
        city: input.city,
        postalCode: input.postalCode ?? null,
        timezone,
        servicesOffered: input.servicesOffered,
        subscriptionStatus: "trial",
        trialExpiresAt,
      });
      const [admin] = await tx
        .insert(users)
        .values({
          email: input.adminEmail,
          username: input.adminEmail,
          firstName: input.adminFirstName ?? null,
          lastName: input.adminLastName ?? null,
          passwordHash,
          role: "hospital_admin",
          hospitalId,
          isVerified: false,
        })
        .returning({ id: users.id });
      const departmentRows = [];
      for (const d of input.departments) {
        departmentRows.push({ id: await nextDepartmentId(tx, hospitalId), hospitalId, name: d.name, description: d.description ?? null });
      }
      await tx.insert(departments).values(departmentRows);
      await tx.update(hospitals).set({ adminUserId: admin.id }).where(eq(hospitals.id, hospitalId));
      await audit(
        actor,
        {
          action: "hospital.register",
          entity: "hospital",
          entityId: hospitalId,
          hospitalId,
          details: { adminUserId: admin.id, departments: departmentRows.map((d) => d.id) },
        },
        tx,
      );
      return { hospitalId, trialExpiresAt: trialExpiresAt.toISOString() };
    });
  } catch (error) {
    // Two registrations racing for one email: the unique index decides, the loser gets 409.
    if (pgErrorCode(error) === "23505" && pgConstraint(error) === "users_email_key") throw emailTaken();
    throw error;
  }
}

export type HospitalView = Hospital & { trialDaysLeft: number };

/** A hospital for its own staff or system_admin; any other hospital is "not found". */
export async function getHospitalOrThrow(actor: Actor, hospitalId: string): Promise<HospitalView> {
  const staff = requireStaff(actor);
  if (staff.role !== "system_admin" && tenantOf(staff) !== hospitalId) throw notFound("Hospital");
  const [hospital] = await getDb().select().from(hospitals).where(eq(hospitals.id, hospitalId)).limit(1);
  if (!hospital) throw notFound("Hospital");
  return { ...hospital, trialDaysLeft: hospital.subscriptionStatus === "trial" ? Math.max(0, daysLeft(hospital.trialExpiresAt)) : 0 };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// PATCH /api/hospitals/{hospitalId}: the hospital's own administrator (system_admin any) edits its
// contact details, services, time zone and the portal's cancellation window; audited with the
// changed field names, never values.
export async function updateHospital(actor: Actor, hospitalId: string, input: UpdateHospitalInput): Promise<HospitalView> {
  const staff = requireStaff(actor, ["hospital_admin", "system_admin"]);
  if (staff.role !== "system_admin" && staff.hospitalId !== hospitalId) throw notFound("Hospital");
  await getDb().transaction(async (tx) => {
    const [current] = await tx.select().from(hospitals).where(eq(hospitals.id, hospitalId)).for("update");
    if (!current) throw notFound("Hospital");
    await assertHospitalWritable(staff, hospitalId, tx);
    const changes: Partial<Hospital> = {};
    for (const key of HOSPITAL_DETAIL_FIELDS) {
      const value = input[key];
      if (value !== undefined && !sameValue(value, current[key])) Object.assign(changes, { [key]: value });
    }
    const fields = Object.keys(changes);
    if (fields.length === 0) return;
    await tx.update(hospitals).set(changes).where(eq(hospitals.id, hospitalId));
    await audit(staff, { action: "hospital.update", entity: "hospital", entityId: hospitalId, hospitalId, details: { fields } }, tx);
  });
  return getHospitalOrThrow(staff, hospitalId);
}

/** Every hospital of the network, newest first: system_admin only. */
export async function listAllHospitals(actor: Actor) {
  requireStaff(actor, ["system_admin"]);
  return getDb()
    .select({
      id: hospitals.id,
      name: hospitals.name,
      city: hospitals.city,
      country: hospitals.country,
      subscriptionStatus: hospitals.subscriptionStatus,
      trialExpiresAt: hospitals.trialExpiresAt,
      isActive: hospitals.isActive,
    })
    .from(hospitals)
    .orderBy(desc(hospitals.createdAt))
    .limit(200);
}
