import { and, asc, desc, eq, ilike, sql, type SQL } from "drizzle-orm";

import type { Actor, StaffActor } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { revokeAllSessions } from "@/lib/auth/sessions-store";
import { audit } from "@/lib/audit";
import { PRODUCT_NAME } from "@/lib/constants/product";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { doctors, hospitals, users, userSearchText, type User } from "@/lib/db/schema";
import { notFound, notSignedIn, ServiceError } from "@/lib/errors";
import { appLink, deliverMail, queueMail } from "@/lib/mail";
import type { ListAdminUsersQuery, UpdateAdminUserInput } from "@/lib/validation/admin-users";

import { newTemporaryPassword, storeTemporaryPassword } from "./passwords";
import { mail as temporaryPasswordMail, type IssuedTemporaryPassword } from "./temporary-passwords";

// The system administrator's Users tab (issue 16, item 4): every staff account of the network
// (the users table), searched, filtered by role and paged; Verify/Unverify, Activate/Deactivate
// (a deactivated account's live sessions are refused on their next request) and Reset Password
// (a one-time password mailed to the user, to be replaced at the next sign-in).

export const SELF_DEACTIVATION = "You cannot deactivate your own account. Ask another system administrator to do it.";
export const LAST_ADMINISTRATOR = "The last active system administrator cannot be deactivated. Activate or add another one first.";
export const OWN_PASSWORD = "You cannot reset your own password here. Change it in Settings.";
export const INACTIVE_USER = "Activate the account before issuing a new password";

/** API.md's admin user, with the hospital's name, the last sign-in and whether two-factor is on. */
export type AdminUserView = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: string;
  isActive: boolean;
  isVerified: boolean;
  hospitalId: string | null;
  hospitalName: string | null;
  lastLogin: string | null;
  twoFactorEnabled: boolean;
  createdAt: string;
};

const ADMINS = ["system_admin"] as const;

/** The rows of the list (and of one user), its hospital joined in the same query. */
function selectUsers(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
      isVerified: users.isVerified,
      hospitalId: users.hospitalId,
      hospitalName: hospitals.name,
      lastLogin: users.lastLogin,
      totpEnabledAt: users.totpEnabledAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(hospitals, eq(hospitals.id, users.hospitalId))
    .where(where);
}

type Row = Awaited<ReturnType<typeof selectUsers>>[number];

function toView({ totpEnabledAt, lastLogin, createdAt, ...row }: Row): AdminUserView {
  return { ...row, lastLogin: lastLogin?.toISOString() ?? null, twoFactorEnabled: totpEnabledAt !== null, createdAt: createdAt.toISOString() };
}

/** ILIKE's wildcards and escape taken literally. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// GET /api/admin/users: newest accounts first (users_created_idx, users_role_created_idx); the
// search is a substring of "first last email" in any case (users_search_trgm_idx).
export async function listAdminUsers(actor: Actor, query: ListAdminUsersQuery): Promise<AdminUserView[]> {
  requireStaff(actor, ADMINS);
  const where = and(
    query.role ? eq(users.role, query.role) : undefined,
    query.search ? ilike(sql`(${userSearchText(users)})`, `%${escapeLike(query.search)}%`) : undefined,
  );
  const rows = await selectUsers(getDb(), where).orderBy(desc(users.createdAt), desc(users.id)).limit(query.limit).offset(query.offset);
  return rows.map(toView);
}

async function getAdminUser(db: DbOrTx, userId: string): Promise<AdminUserView> {
  const [row] = await selectUsers(db, eq(users.id, userId)).limit(1);
  if (!row) throw notFound("User");
  return toView(row);
}

/**
 * Locks the account (and a doctor's record with it, in the statement shape of updateDoctor's
 * lockDoctor, so that the two queue instead of deadlocking).
 */
async function lockUser(tx: DbOrTx, userId: string, role: string) {
  if (role === "doctor") {
    const [row] = await tx
      .select({ user: users, doctor: { id: doctors.id, isActive: doctors.isActive, hospitalId: doctors.hospitalId } })
      .from(doctors)
      .innerJoin(users, eq(users.id, doctors.userId))
      .where(eq(doctors.userId, userId))
      .for("update")
      .limit(1);
    if (row) return row;
  }
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update").limit(1);
  if (!user) throw notFound("User");
  return { user, doctor: null };
}

/**
 * Deactivating a system administrator: every active administrator's row is locked, in id order,
 * before anything is decided, so that two administrators deactivating each other queue and the
 * second sees the first's change (a count alone would let both pass under READ COMMITTED).
 */
async function assertAnotherAdministratorRemains(tx: DbOrTx, staff: StaffActor, userId: string) {
  const active = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "system_admin"), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for("update");
  if (!active.some((a) => a.id !== userId)) throw new ServiceError(409, LAST_ADMINISTRATOR);
  // The actor was deactivated by another administrator while this request waited.
  if (!active.some((a) => a.id === staff.userId)) throw notSignedIn();
}

// PATCH /api/admin/users/{userId}: isVerified and isActive. Deactivating bumps the session version
// and revokes every session in the same transaction (the next request of any of them is
// refused); a doctor's record follows the account's status, as PATCH /api/doctors/{id} does.
export async function updateAdminUser(actor: Actor, userId: string, input: UpdateAdminUserInput): Promise<AdminUserView> {
  const staff = requireStaff(actor, ADMINS);
  if (input.isActive === false && userId === staff.userId) throw new ServiceError(409, SELF_DEACTIVATION);
  return getDb().transaction(async (tx) => {
    // The role decides the locks; no route changes a role.
    const [known] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
    if (!known) throw notFound("User");
    if (input.isActive === false && known.role === "system_admin") await assertAnotherAdministratorRemains(tx, staff, userId);
    const { user, doctor } = await lockUser(tx, userId, known.role);

    const fields: string[] = [];
    const changes: Partial<User> = {};
    if (input.isVerified !== undefined && input.isVerified !== user.isVerified) {
      changes.isVerified = input.isVerified;
      fields.push("isVerified");
    }
    const doctorMoves = input.isActive !== undefined && doctor !== null && doctor.isActive !== input.isActive;
    if (input.isActive !== undefined && input.isActive !== user.isActive) changes.isActive = input.isActive;
    if (changes.isActive !== undefined || doctorMoves) fields.push("isActive");
    if (fields.length === 0) return getAdminUser(tx, userId);

    const now = new Date();
    const deactivated = changes.isActive === false;
    if (Object.keys(changes).length > 0) {
      await tx
        .update(users)
        .set({ ...changes, updatedAt: now, ...(deactivated ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}) })
        .where(eq(users.id, userId));
    }
    if (doctorMoves && doctor) {
      await tx
        .update(doctors)
        .set({ isActive: input.isActive, updatedAt: now })
        .where(and(eq(doctors.id, doctor.id), eq(doctors.hospitalId, doctor.hospitalId)));
    }
    if (deactivated) await revokeAllSessions("staff", userId, tx);

    const action = !fields.includes("isActive") ? "user.update" : input.isActive ? "user.reactivate" : "user.deactivate";
    // Field names only, never values.
    const details = { fields, ...(doctorMoves && doctor ? { doctorId: doctor.id } : {}) };
    await audit(staff, { action, entity: "user", entityId: userId, hospitalId: user.hospitalId, details }, tx);
    return getAdminUser(tx, userId);
  });
}

// POST /api/admin/users/{userId}/temporary-password (added): a one-time password, shown once to
// the administrator and mailed to the user (encrypted in the outbox); every session of the account
// ends and the password must be replaced at the next sign-in. Not for one's own account (Settings).
export async function issueUserTemporaryPassword(actor: Actor, userId: string): Promise<IssuedTemporaryPassword> {
  const staff = requireStaff(actor, ADMINS);
  if (userId === staff.userId) throw new ServiceError(409, OWN_PASSWORD);
  const temporary = await newTemporaryPassword();
  const mailId = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ user: users, hospitalName: hospitals.name })
      .from(users)
      .leftJoin(hospitals, eq(hospitals.id, users.hospitalId))
      .where(eq(users.id, userId))
      .for("update", { of: users })
      .limit(1);
    if (!row) throw notFound("User");
    const { user } = row;
    if (!user.isActive) throw new ServiceError(409, INACTIVE_USER);
    await storeTemporaryPassword(tx, { kind: "staff", id: user.id }, temporary);
    const name = [user.role === "doctor" ? "Dr." : null, user.firstName, user.lastName].filter(Boolean).join(" ");
    const message = temporaryPasswordMail(user.email, name ? `Hello ${name},` : "Hello,", row.hospitalName ?? PRODUCT_NAME, [
      `Sign-in page: ${appLink("/login")}`,
      `Email: ${user.email}`,
    ]);
    const mailId = await queueMail(tx, { ...message, secrets: { password: temporary.password } });
    const details = { expiresAt: temporary.expiresAt.toISOString(), mailId };
    await audit(staff, { action: "user.temporary_password", entity: "user", entityId: user.id, hospitalId: user.hospitalId, details }, tx);
    return mailId;
  });
  await deliverMail([mailId]);
  return { temporaryPassword: temporary.password, expiresAt: temporary.expiresAt.toISOString() };
}
