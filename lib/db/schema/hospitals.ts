import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, text, unique, uniqueIndex, type AnyPgColumn, type PgTableExtraConfigValue } from "drizzle-orm/pg-core";

import { inList, timestamps, tstz } from "./_shared";
import { SUBSCRIPTION_STATUSES } from "./enums";
import { doctors } from "./staff";
import { users } from "./users";

// A tenant. `id` is server-generated (HOSP-007); `timezone` decides "today", slots and trial days.
export const hospitals = pgTable(
  "hospitals",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    website: text("website"),
    licenseNumber: text("license_number").notNull(),
    country: text("country").notNull(),
    state: text("state").notNull(),
    city: text("city").notNull(),
    postalCode: text("postal_code"),
    timezone: text("timezone").notNull().default("UTC"),
    servicesOffered: text("services_offered").array().notNull().default(sql`'{}'::text[]`),
    subscriptionStatus: text("subscription_status").notNull().default("trial"),
    trialExpiresAt: tstz("trial_expires_at"),
    paidUntil: tstz("paid_until"),
    paymentDueDate: tstz("payment_due_date"),
    isActive: boolean("is_active").notNull().default(true),
    registrationDocuments: jsonb("registration_documents"),
    adminUserId: text("admin_user_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    // Issue 18: a patient cancels a scheduled or accepted appointment in the portal until this
    // many hours before its start (lib/services/portal-appointments.ts).
    patientCancelHours: integer("patient_cancel_hours").notNull().default(4),
    ...timestamps,
  },
  (t) => [
    check("hospitals_subscription_status_check", inList(t.subscriptionStatus, SUBSCRIPTION_STATUSES)),
    check("hospitals_id_format_check", sql`${t.id} ~ '^HOSP-[0-9]{3,}$'`),
    check("hospitals_patient_cancel_hours_check", sql`${t.patientCancelHours} between 0 and 168`),
    check("hospitals_trial_end_check", sql`${t.subscriptionStatus} <> 'trial' or ${t.trialExpiresAt} is not null`),
    index("hospitals_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("hospitals_active_name_idx").on(t.isActive, t.name),
    // Network analytics: registrations per month and the conversion cohort, by range.
    index("hospitals_created_at_idx").on(t.createdAt),
  ],
);

// Departments of one hospital (DEPT-007-001). The head doctor must be one of the hospital's doctors.
export const departments = pgTable(
  "departments",
  {
    id: text("id").primaryKey(),
    hospitalId: text("hospital_id")
      .notNull()
      .references(() => hospitals.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    description: text("description"),
    headDoctorId: text("head_doctor_id"),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex("departments_hospital_name_key").on(t.hospitalId, sql`lower(${t.name})`),
    unique("departments_id_hospital_key").on(t.id, t.hospitalId),
    // The head doctor belongs to the same hospital: enforced by the composite key.
    foreignKey({
      name: "departments_head_doctor_fk",
      columns: [t.headDoctorId, t.hospitalId],
      foreignColumns: [doctors.id, doctors.hospitalId],
    }),
    index("departments_hospital_idx").on(t.hospitalId, t.isActive),
    check("departments_name_check", sql`length(trim(${t.name})) between 1 and 100`),
  ],
);

export type Hospital = typeof hospitals.$inferSelect;
export type NewHospital = typeof hospitals.$inferInsert;
export type Department = typeof departments.$inferSelect;
export type NewDepartment = typeof departments.$inferInsert;
