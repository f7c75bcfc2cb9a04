import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import type { Actor, StaffActor } from "@/lib/auth/actor-types";
import { requiredTenantOf, requireStaff, tenantOf } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { nextDepartmentId } from "@/lib/db/ids";
import { queryRows } from "@/lib/db/raw";
import {
  appointments,
  departments,
  doctors,
  employmentRequests,
  healthWorkers,
  tasks,
  users,
  type Department,
} from "@/lib/db/schema";
import { notFound, pgConstraint, pgErrorCode, ServiceError } from "@/lib/errors";
import { assertHospitalWritable } from "@/lib/services/tenant-guard";
import type { CreateDepartmentInput, ListDepartmentsQuery, UpdateDepartmentInput } from "@/lib/validation/department";

export type DepartmentListItem = {
  id: string;
  hospitalId: string;
  name: string;
  description: string | null;
  headDoctorId: string | null;
  /** "Dr. First Last", or null when no head doctor is assigned. */
  headDoctorName: string | null;
  isActive: boolean;
  /** Active doctors plus active health workers of the department. */
  staffCount: number;
  createdAt: string;
};

const MANAGERS = ["hospital_admin", "system_admin"] as const;
const NAME_TAKEN = "A department with this name already exists";
const INVALID_HEAD = "Please select a valid head doctor";
export const DEPARTMENT_IN_USE =
  "This department cannot be deleted while doctors, health workers or appointments belong to it. Deactivate it instead.";

const nameTaken = () => new ServiceError(409, NAME_TAKEN, { name: NAME_TAKEN });
const invalidHead = () => new ServiceError(400, INVALID_HEAD, { headDoctorId: INVALID_HEAD });

/** `%term%` for ILIKE with the wildcards of the term taken literally. */
const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const headDoctor = alias(doctors, "head_doctor");
const headUser = alias(users, "head_user");

/**
 * The department rows with head doctor name and staff count in one statement: the counts are
 * correlated subqueries served by the (hospital_id, department_id) indexes, so no N+1.
 */
async function selectItems(db: DbOrTx, where: SQL | undefined): Promise<DepartmentListItem[]> {
  const rows = await db
    .select({
      id: departments.id,
      hospitalId: departments.hospitalId,
      name: departments.name,
      description: departments.description,
      headDoctorId: departments.headDoctorId,
      headDoctorName: sql<string | null>`case when ${headUser.id} is null then null
        else 'Dr. ' || concat_ws(' ', ${headUser.firstName}, ${headUser.lastName}) end`,
      isActive: departments.isActive,
      staffCount: sql<number>`(
        (select count(*) from ${doctors} join ${users} on ${users.id} = ${doctors.userId}
          where ${doctors.hospitalId} = ${departments.hospitalId} and ${doctors.departmentId} = ${departments.id}
            and ${doctors.isActive} and ${users.isActive})
        + (select count(*) from ${healthWorkers}
          where ${healthWorkers.hospitalId} = ${departments.hospitalId} and ${healthWorkers.departmentId} = ${departments.id}
            and ${healthWorkers.isActive})
      )::int`,
      createdAt: departments.createdAt,
    })
    .from(departments)
    .leftJoin(headDoctor, and(eq(headDoctor.id, departments.headDoctorId), eq(headDoctor.hospitalId, departments.hospitalId)))
    .leftJoin(headUser, eq(headUser.id, headDoctor.userId))
    .where(where)
    .orderBy(asc(sql`lower(${departments.name})`), asc(departments.id));
  return rows.map((r) => ({ ...r, staffCount: Number(r.staffCount), createdAt: r.createdAt.toISOString() }));
}

async function itemOrThrow(db: DbOrTx, hospitalId: string, id: string): Promise<DepartmentListItem> {
  const [item] = await selectItems(db, and(eq(departments.hospitalId, hospitalId), eq(departments.id, id)));
  if (!item) throw notFound("Department");
  return item;
}

/** A department the actor may manage, locked for the change; another tenant's is "not found". */
async function lockDepartment(tx: DbOrTx, staff: StaffActor, id: string): Promise<Department> {
  const scope = staff.role === "system_admin" ? eq(departments.id, id) : and(eq(departments.id, id), eq(departments.hospitalId, tenantOf(staff)));
  const [row] = await tx.select().from(departments).where(scope).limit(1).for("update");
  if (!row) throw notFound("Department");
  return row;
}

// GET /api/departments: the hospital's departments for any of its staff, searchable by name and description.
export async function listDepartments(actor: Actor, query: ListDepartmentsQuery): Promise<DepartmentListItem[]> {
  const staff = requireStaff(actor);
  const hospitalId = requiredTenantOf(staff, query.hospitalId);
  const filters: (SQL | undefined)[] = [eq(departments.hospitalId, hospitalId)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(or(ilike(departments.name, pattern), ilike(departments.description, pattern)));
  }
  return selectItems(getDb(), and(...filters));
}

// POST /api/departments: the ID comes from the hospital's counter; the unique index decides duplicates.
export async function createDepartment(actor: Actor, input: CreateDepartmentInput): Promise<DepartmentListItem> {
  const staff = requireStaff(actor, MANAGERS);
  const hospitalId = requiredTenantOf(staff, input.hospitalId);
  try {
    return await getDb().transaction(async (tx) => {
      await assertHospitalWritable(staff, hospitalId, tx);
      const id = await nextDepartmentId(tx, hospitalId);
      await tx.insert(departments).values({
        id,
        hospitalId,
        name: input.name,
        description: input.description ?? null,
        isActive: input.isActive ?? true,
      });
      await audit(staff, { action: "department.create", entity: "department", entityId: id, hospitalId, details: { name: input.name } }, tx);
      return itemOrThrow(tx, hospitalId, id);
    });
  } catch (error) {
    // Also covers two administrators adding the same name at once: the loser gets the 409.
    if (pgErrorCode(error) === "23505" && pgConstraint(error) === "departments_hospital_name_key") throw nameTaken();
    throw error;
  }
}

/** An active doctor (with an active account) of the hospital, or the head-doctor 400. */
async function assertValidHead(tx: DbOrTx, hospitalId: string, doctorId: string): Promise<void> {
  const [doctor] = await tx
    .select({ id: doctors.id })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(and(eq(doctors.id, doctorId), eq(doctors.hospitalId, hospitalId), eq(doctors.isActive, true), eq(users.isActive, true)))
    .limit(1);
  if (!doctor) throw invalidHead();
}

// PATCH /api/departments/{id}: name, description, active state and head doctor; audited with what changed.
export async function updateDepartment(actor: Actor, id: string, input: UpdateDepartmentInput): Promise<DepartmentListItem> {
  const staff = requireStaff(actor, MANAGERS);
  try {
    return await getDb().transaction(async (tx) => {
      const current = await lockDepartment(tx, staff, id);
      await assertHospitalWritable(staff, current.hospitalId, tx);

      const changes: Partial<Pick<Department, "name" | "description" | "isActive" | "headDoctorId">> = {};
      if (input.name !== undefined && input.name !== current.name) changes.name = input.name;
      if (input.description !== undefined && input.description !== current.description) changes.description = input.description;
      if (input.isActive !== undefined && input.isActive !== current.isActive) changes.isActive = input.isActive;
      if (input.headDoctorId !== undefined && input.headDoctorId !== current.headDoctorId) changes.headDoctorId = input.headDoctorId;
      // Only a newly chosen head is checked: keeping the current one never fails the other edits.
      if (changes.headDoctorId) await assertValidHead(tx, current.hospitalId, changes.headDoctorId);

      if (Object.keys(changes).length > 0) {
        await tx.update(departments).set(changes).where(and(eq(departments.id, id), eq(departments.hospitalId, current.hospitalId)));
        await audit(
          staff,
          { action: "department.update", entity: "department", entityId: id, hospitalId: current.hospitalId, details: { changes } },
          tx,
        );
      }
      return itemOrThrow(tx, current.hospitalId, id);
    });
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === "23505" && pgConstraint(error) === "departments_hospital_name_key") throw nameTaken();
    // The composite key (head doctor, hospital) is the last word if the doctor vanished meanwhile.
    if (code === "23503" && pgConstraint(error) === "departments_head_doctor_fk") throw invalidHead();
    throw error;
  }
}

/** Whether any row of the hospital still points at the department. */
async function isReferenced(tx: DbOrTx, hospitalId: string, id: string): Promise<boolean> {
  const refs = [
    sql`select 1 from ${doctors} where ${doctors.hospitalId} = ${hospitalId} and ${doctors.departmentId} = ${id}`,
    sql`select 1 from ${healthWorkers} where ${healthWorkers.hospitalId} = ${hospitalId} and ${healthWorkers.departmentId} = ${id}`,
    sql`select 1 from ${users} where ${users.hospitalId} = ${hospitalId} and ${users.departmentId} = ${id}`,
    sql`select 1 from ${appointments} where ${appointments.hospitalId} = ${hospitalId} and ${appointments.departmentId} = ${id}`,
    sql`select 1 from ${tasks} where ${tasks.hospitalId} = ${hospitalId} and ${tasks.departmentId} = ${id}`,
    sql`select 1 from ${employmentRequests} where ${employmentRequests.hospitalId} = ${hospitalId} and ${employmentRequests.departmentId} = ${id}`,
  ];
  const [row] = await queryRows<{ used: boolean }>(tx, sql`select ${sql.join(refs.map((r) => sql`exists (${r})`), sql` or `)} as used`);
  return Boolean(row?.used);
}

// DELETE /api/departments/{id}: only while nothing references it; otherwise 409 (deactivate instead).
export async function deleteDepartment(actor: Actor, id: string): Promise<void> {
  const staff = requireStaff(actor, MANAGERS);
  try {
    await getDb().transaction(async (tx) => {
      const current = await lockDepartment(tx, staff, id);
      await assertHospitalWritable(staff, current.hospitalId, tx);
      if (await isReferenced(tx, current.hospitalId, id)) throw new ServiceError(409, DEPARTMENT_IN_USE);
      await tx.delete(departments).where(and(eq(departments.id, id), eq(departments.hospitalId, current.hospitalId)));
      await audit(
        staff,
        { action: "department.delete", entity: "department", entityId: id, hospitalId: current.hospitalId, details: { name: current.name } },
        tx,
      );
    });
  } catch (error) {
    // A reference added between the check and the delete: the foreign keys refuse, same answer.
    if (pgErrorCode(error) === "23503") throw new ServiceError(409, DEPARTMENT_IN_USE);
    throw error;
  }
}
