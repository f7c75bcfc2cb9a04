import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn, type PgTableExtraConfigValue } from "drizzle-orm/pg-core";

import { inList, timestamps, tstz } from "./_shared";
import { USER_ROLES } from "./enums";
import { departments, hospitals } from "./hospitals";

// Staff accounts (hospital_admin, doctor, system_admin, …). Emails are stored lower-cased.
// `sessionVersion` is copied into the JWT; bumping it (logout everywhere, role change) voids old sessions.
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    email: text("email").notNull(),
    username: text("username").notNull(),
    passwordHash: text("password_hash"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    role: text("role").notNull().default("user"),
    hospitalId: text("hospital_id").references((): AnyPgColumn => hospitals.id, { onDelete: "restrict" }),
    departmentId: text("department_id"),
    isActive: boolean("is_active").notNull().default(true),
    isVerified: boolean("is_verified").notNull().default(false),
    sessionVersion: integer("session_version").notNull().default(0),
    lastLogin: tstz("last_login"),
    ...timestamps,
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_username_key").on(t.username),
    index("users_hospital_role_idx").on(t.hospitalId, t.role),
    // Serves the department foreign key's check when a department is deleted.
    index("users_department_idx").on(t.departmentId, t.hospitalId),
    foreignKey({
      name: "users_department_fk",
      columns: [t.departmentId, t.hospitalId],
      foreignColumns: [departments.id, departments.hospitalId],
    }),
    check("users_role_check", inList(t.role, USER_ROLES)),
    check("users_department_hospital_check", sql`${t.departmentId} is null or ${t.hospitalId} is not null`),
    check("users_email_lower_check", sql`${t.email} = lower(${t.email})`),
    check("users_staff_hospital_check", sql`${t.role} not in ('hospital_admin', 'doctor') or ${t.hospitalId} is not null`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
