import { sql } from "drizzle-orm";
import { bigint, boolean, check, foreignKey, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn, type PgTableExtraConfigValue } from "drizzle-orm/pg-core";

import { inList, timestamps, tstz } from "./_shared";
import { USER_ROLES } from "./enums";
import { departments, hospitals } from "./hospitals";

/** What the user list's search reads: "first last email"; the query and its trigram index use this one expression. */
export const userSearchText = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn }) =>
  sql`coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '') || ' ' || ${t.email}`;

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
    phone: text("phone"),
    /**
     * Set while the password is one somebody else generated (a new doctor's, an administrator's
     * reset): it must be replaced before anything else, and cannot be used after this instant.
     */
    temporaryPasswordExpiresAt: tstz("temporary_password_expires_at"),
    /** The active TOTP secret (base32, encrypted with the PHI key); two-factor is on while set. */
    totpSecretEnc: text("totp_secret_enc"),
    /** A secret shown by setup and not yet confirmed with a first code. */
    totpPendingSecretEnc: text("totp_pending_secret_enc"),
    totpEnabledAt: tstz("totp_enabled_at"),
    /** The 30-second step of the last code accepted: a code is good once (replay refused). */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    ...timestamps,
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_username_key").on(t.username),
    index("users_hospital_role_idx").on(t.hospitalId, t.role),
    // The system administrator's user list (GET /api/admin/users): newest first, all or of one role,
    // and its search, a substring of the name or the e-mail (pg_trgm answers ILIKE '%…%').
    index("users_created_idx").on(t.createdAt, t.id),
    index("users_role_created_idx").on(t.role, t.createdAt, t.id),
    index("users_search_trgm_idx").using("gin", sql`(${userSearchText(t)}) gin_trgm_ops`).with({ fastupdate: false }),
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
    check("users_totp_enabled_check", sql`(${t.totpSecretEnc} is null) = (${t.totpEnabledAt} is null)`),
    check("users_phone_length_check", sql`${t.phone} is null or char_length(${t.phone}) <= 40`),
    check("users_staff_hospital_check", sql`${t.role} not in ('hospital_admin', 'doctor') or ${t.hospitalId} is not null`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

// Ten single-use codes that stand in for the authenticator app, stored as SHA-256 digests (each
// code carries 60 random bits). Replaced as a set when two-factor is enabled again.
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: tstz("used_at"),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("two_factor_recovery_codes_user_code_key").on(t.userId, t.codeHash)],
);

// Forgotten-password links: only the SHA-256 digest of the token is kept; single use, short-lived.
// No foreign key: the principal lives in users or health_workers, by `kind` (as sessions).
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    tokenHash: text("token_hash").notNull(),
    kind: text("kind").notNull(),
    principalId: text("principal_id").notNull(),
    ip: text("ip"),
    createdAt: tstz("created_at").notNull().defaultNow(),
    expiresAt: tstz("expires_at").notNull(),
    usedAt: tstz("used_at"),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_hash_key").on(t.tokenHash),
    index("password_reset_tokens_principal_idx").on(t.kind, t.principalId, t.createdAt.desc()),
    check("password_reset_tokens_kind_check", inList(t.kind, ["staff", "health_worker"])),
    check("password_reset_tokens_expiry_check", sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);
