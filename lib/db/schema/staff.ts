import { sql } from "drizzle-orm";
import { boolean, check, date, foreignKey, index, integer, pgTable, text, unique, uniqueIndex, type PgTableExtraConfigValue } from "drizzle-orm/pg-core";

import { inList, timestamps, tstz } from "./_shared";
import { EMPLOYMENT_STATUSES, EMPLOYMENT_TYPES, HEALTH_WORKER_ROLES, SHIFTS } from "./enums";
import { departments, hospitals } from "./hospitals";
import { users } from "./users";

// A doctor record (DOC-007-014) beside its user account (role doctor).
export const doctors = pgTable(
  "doctors",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    hospitalId: text("hospital_id")
      .notNull()
      .references(() => hospitals.id, { onDelete: "restrict" }),
    departmentId: text("department_id"),
    specialization: text("specialization").notNull(),
    // Nullable only because rows from before this column existed have none; the form requires it.
    phone: text("phone"),
    licenseNumber: text("license_number").notNull(),
    experience: integer("experience").notNull().default(0),
    qualification: text("qualification").notNull(),
    /** The public profile the directory shows, kept by the doctor (/profile). */
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    bio: text("bio"),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex("doctors_user_key").on(t.userId),
    unique("doctors_id_hospital_key").on(t.id, t.hospitalId),
    foreignKey({
      name: "doctors_department_fk",
      columns: [t.departmentId, t.hospitalId],
      foreignColumns: [departments.id, departments.hospitalId],
    }),
    index("doctors_hospital_department_idx").on(t.hospitalId, t.departmentId),
    check("doctors_experience_check", sql`${t.experience} >= 0 and ${t.experience} <= 80`),
    check("doctors_bio_length_check", sql`${t.bio} is null or char_length(${t.bio}) <= 1000`),
  ],
);

// Health workers: employed by a hospital (registered there) or public registrants (no hospital yet).
export const healthWorkers = pgTable(
  "health_workers",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    healthWorkerId: text("health_worker_id").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    hospitalId: text("hospital_id").references(() => hospitals.id, { onDelete: "restrict" }),
    departmentId: text("department_id"),
    workerNumber: text("worker_number").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    role: text("role").notNull(),
    specialization: text("specialization"),
    qualifications: text("qualifications"),
    licenseNumber: text("license_number"),
    employmentType: text("employment_type"),
    shift: text("shift"),
    emergencyContact: text("emergency_contact"),
    emergencyRelationship: text("emergency_relationship"),
    employmentStatus: text("employment_status").notNull().default("unemployed"),
    isPublicProfile: boolean("is_public_profile").notNull().default(true),
    experienceYears: integer("experience_years").notNull().default(0),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    nationality: text("nationality"),
    address: text("address"),
    profilePicture: text("profile_picture"),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    notes: text("notes"),
    isActive: boolean("is_active").notNull().default(true),
    sessionVersion: integer("session_version").notNull().default(0),
    /** As users.temporary_password_expires_at: a password the hospital generated, to be replaced. */
    temporaryPasswordExpiresAt: tstz("temporary_password_expires_at"),
    /** Set by the employing hospital's administrator or system_admin (POST …/verify-license). */
    licenseVerifiedAt: tstz("license_verified_at"),
    licenseVerifiedBy: text("license_verified_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * The public directory's search words: name, role code, specialization and skills, lower case,
     * split where pg_trgm splits words (anything not a letter or digit); `health_worker_skills_text`
     * is an immutable wrapper of array_to_string, which is only stable (drizzle/0011). The first
     * design matched a whole-text trigram index instead, 50 times too slow at 100 000 profiles
     * (README, "Health worker directory at scale"; column and index dropped in drizzle/0013):
     * the directory matches rows by exact words through a GIN index on this array, after finding the
     * words a (misspelt) search means in the dictionary `health_worker_search_words` (drizzle/0012).
     */
    searchWords: text("search_words")
      .array()
      .generatedAlwaysAs(
        sql`array_remove(regexp_split_to_array(lower(first_name || ' ' || last_name || ' ' || replace(role, '-', ' ') || ' ' || coalesce(specialization, '') || ' ' || health_worker_skills_text(skills)), '[^[:alnum:]]+'), '')`,
      ),
    ...timestamps,
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex("health_workers_health_worker_id_key").on(t.healthWorkerId),
    index("health_workers_directory_words_idx")
      .using("gin", t.searchWords)
      .where(sql`${t.isPublicProfile} and ${t.isActive}`),
    // The order of search results within a tier of closeness: newest first, which no word of a
    // search correlates with (a search for a surname would walk the name index to its letter).
    index("health_workers_directory_recent_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isPublicProfile} and ${t.isActive}`),
    index("health_workers_directory_order_idx")
      .on(t.lastName, t.firstName, t.id)
      .where(sql`${t.isPublicProfile} and ${t.isActive}`),
    check("health_workers_license_verified_check", sql`${t.licenseVerifiedAt} is null or ${t.licenseNumber} is not null`),
    uniqueIndex("health_workers_worker_number_key").on(t.workerNumber),
    uniqueIndex("health_workers_email_key").on(t.email),
    index("health_workers_hospital_idx").on(t.hospitalId, t.departmentId),
    foreignKey({
      name: "health_workers_department_fk",
      columns: [t.departmentId, t.hospitalId],
      foreignColumns: [departments.id, departments.hospitalId],
    }),
    index("health_workers_directory_name_trgm_idx").using("gin", sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    check("health_workers_role_check", inList(t.role, HEALTH_WORKER_ROLES)),
    check("health_workers_employment_type_check", sql`${t.employmentType} is null or ${inList(t.employmentType, EMPLOYMENT_TYPES)}`),
    check("health_workers_shift_check", sql`${t.shift} is null or ${inList(t.shift, SHIFTS)}`),
    check("health_workers_employment_status_check", inList(t.employmentStatus, EMPLOYMENT_STATUSES)),
    check("health_workers_department_hospital_check", sql`${t.departmentId} is null or ${t.hospitalId} is not null`),
    check(
      "health_workers_employed_hospital_check",
      sql`(${t.employmentStatus} = 'employed') = (${t.hospitalId} is not null)`,
    ),
    check("health_workers_experience_check", sql`${t.experienceYears} >= 0 and ${t.experienceYears} <= 80`),
    check("health_workers_email_lower_check", sql`${t.email} = lower(${t.email})`),
    check("health_workers_worker_number_format_check", sql`${t.workerNumber} ~ '^WN-[0-9]{6,}$'`),
  ],
);

/**
 * Every word of the health workers' search words (names, roles, specializations, skills), kept by
 * a trigger (drizzle/0012): the directory's search finds here, by trigram similarity, the words a
 * misspelt search term means, and then the rows holding them exactly. A few thousand words, where
 * the profiles are a hundred thousand. Words of private or changed profiles may stay: a word
 * matches only what holds it.
 */
export const healthWorkerSearchWords = pgTable(
  "health_worker_search_words",
  { word: text("word").primaryKey() },
  (t): PgTableExtraConfigValue[] => [
    index("health_worker_search_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

export type Doctor = typeof doctors.$inferSelect;
export type NewDoctor = typeof doctors.$inferInsert;
export type HealthWorker = typeof healthWorkers.$inferSelect;
export type NewHealthWorker = typeof healthWorkers.$inferInsert;
