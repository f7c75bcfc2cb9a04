import { sql } from "drizzle-orm";
import { bigint, boolean, char, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";

import { inList, timestamps, tstz } from "./_shared";
import { ANNOUNCEMENT_LEVELS, PAYMENT_STATUSES, PLANS, SESSION_TIMEOUT_HOURS, SUBSCRIPTION_STATUSES } from "./enums";
import { hospitals } from "./hospitals";
import { users } from "./users";

// Who did what to which record, from where. Written for every mutation, every read of a
// patient record and every sign-in attempt. No foreign keys: the trail outlives what it names.
export const auditLogs = pgTable(
  "audit_logs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorType: text("actor_type").notNull(),
    actorId: text("actor_id"),
    action: text("action").notNull(),
    entity: text("entity"),
    entityId: text("entity_id"),
    hospitalId: text("hospital_id"),
    ip: text("ip"),
    outcome: text("outcome").notNull().default("success"),
    details: jsonb("details"),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("audit_logs_hospital_created_idx").on(t.hospitalId, t.createdAt.desc()),
    index("audit_logs_actor_created_idx").on(t.actorId, t.createdAt.desc()),
    // text_pattern_ops: serves `action = …` and the prefix filter `action LIKE 'auth.%'` whatever the
    // database's collation (a plain index serves LIKE only under the C collation).
    index("audit_logs_action_created_idx").on(t.action.op("text_pattern_ops"), t.createdAt.desc()),
    // The administrator's unfiltered log and its date range, newest first.
    index("audit_logs_created_idx").on(t.createdAt.desc()),
    index("audit_logs_entity_idx").on(t.entity, t.entityId),
    check("audit_logs_actor_type_check", inList(t.actorType, ["staff", "health_worker", "patient", "anonymous", "system"])),
    check("audit_logs_outcome_check", inList(t.outcome, ["success", "failure", "denied"])),
  ],
);

// Invoices for a plan; `paid` activates the plan until `period_end`; `cancelled` is a pending
// invoice superseded by another plan choice (kept, not deleted, for the record).
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    hospitalId: text("hospital_id")
      .notNull()
      .references(() => hospitals.id, { onDelete: "restrict" }),
    plan: text("plan").notNull(),
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    currency: char("currency", { length: 3 }).notNull().default("USD"),
    status: text("status").notNull().default("pending"),
    periodStart: tstz("period_start").notNull(),
    periodEnd: tstz("period_end").notNull(),
    paidAt: tstz("paid_at"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("payments_hospital_created_idx").on(t.hospitalId, t.createdAt.desc()),
    index("payments_status_idx").on(t.status, t.createdAt.desc()),
    // One open invoice per hospital: choosing another plan cancels the pending one.
    uniqueIndex("payments_one_pending_per_hospital_key").on(t.hospitalId).where(sql`${t.status} = 'pending'`),
    check("payments_plan_check", inList(t.plan, PLANS)),
    check("payments_status_check", inList(t.status, PAYMENT_STATUSES)),
    check("payments_amount_check", sql`${t.amount} >= 0`),
    check("payments_period_check", sql`${t.periodEnd} > ${t.periodStart}`),
  ],
);

// Platform settings: exactly one row (id = 1).
export const settings = pgTable(
  "settings",
  {
    id: integer("id").primaryKey().default(1),
    twoFactorRequired: boolean("two_factor_required").notNull().default(false),
    sessionTimeoutHours: integer("session_timeout_hours").notNull().default(24),
    autoBackup: boolean("auto_backup").notNull().default(false),
    maintenanceMode: boolean("maintenance_mode").notNull().default(false),
    maxUsersPerHospital: integer("max_users_per_hospital").notNull().default(100),
    defaultPlan: text("default_plan").notNull().default("trial"),
    updatedBy: text("updated_by"),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("settings_single_row_check", sql`${t.id} = 1`),
    check("settings_session_timeout_check", sql`${t.sessionTimeoutHours} in (${sql.raw(SESSION_TIMEOUT_HOURS.join(", "))})`),
    check("settings_max_users_check", sql`${t.maxUsersPerHospital} > 0`),
    check("settings_default_plan_check", inList(t.defaultPlan, SUBSCRIPTION_STATUSES)),
  ],
);

// Race-free identifier sequences: `UPDATE counters SET value = value + 1 … RETURNING value`.
export const counters = pgTable("counters", {
  key: text("key").primaryKey(),
  value: bigint("value", { mode: "number" }).notNull().default(0),
});

// Mail that was sent, or, without SMTP_URL, kept here (and logged) for the operator.
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    bodyText: text("body_text").notNull(),
    // The secrets a body names (a temporary password), encrypted at rest and removed once delivered;
    // the body holds placeholders for them (lib/mail.ts).
    secretsEnc: text("secrets_enc"),
    status: text("status").notNull().default("queued"),
    error: text("error"),
    sentAt: tstz("sent_at"),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("mail_outbox_status_idx").on(t.status, t.createdAt),
    check("mail_outbox_status_check", inList(t.status, ["queued", "sent", "failed", "logged"])),
  ],
);

// Fixed-window counters for sign-in rate limits; shared by every app instance through the database.
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    resetAt: tstz("reset_at").notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);

// The system administrator's broadcasts: a notification for every staff user and health worker, and
// a banner on their pages while the announcement runs (until `ends_at`, an early end, or dismissal).
export const announcements = pgTable(
  "announcements",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    level: text("level").notNull(),
    message: text("message").notNull(),
    endsAt: tstz("ends_at"),
    /** Set when the administrator ends it before `ends_at` (or when it had none). */
    endedAt: tstz("ended_at"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("announcements_created_idx").on(t.createdAt.desc()),
    check("announcements_level_check", inList(t.level, ANNOUNCEMENT_LEVELS)),
    check("announcements_message_check", sql`char_length(${t.message}) between 1 and 1000`),
    check("announcements_ends_check", sql`${t.endsAt} is null or ${t.endsAt} > ${t.createdAt}`),
  ],
);

// One row per person who closed an announcement's banner (staff user or health worker).
export const announcementDismissals = pgTable(
  "announcement_dismissals",
  {
    announcementId: text("announcement_id")
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    principalKind: text("principal_kind").notNull(),
    principalId: text("principal_id").notNull(),
    dismissedAt: tstz("dismissed_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.principalKind, t.principalId] }),
    check("announcement_dismissals_kind_check", inList(t.principalKind, ["staff", "health_worker"])),
  ],
);

// Database backups into BACKUP_DIR. `slot` makes one instance take each backup: the daily run of
// several servers inserts the same `daily:YYYY-MM-DD` slot and only the first insert wins.
export const backups = pgTable(
  "backups",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    slot: text("slot").notNull(),
    trigger: text("trigger").notNull(),
    status: text("status").notNull().default("running"),
    fileName: text("file_name"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    error: text("error"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    startedAt: tstz("started_at").notNull().defaultNow(),
    finishedAt: tstz("finished_at"),
    /** When the file was removed to keep only the newest ones; the row stays as the record. */
    prunedAt: tstz("pruned_at"),
  },
  (t) => [
    uniqueIndex("backups_slot_key").on(t.slot),
    index("backups_started_idx").on(t.startedAt.desc()),
    check("backups_trigger_check", inList(t.trigger, ["scheduled", "manual"])),
    check("backups_status_check", inList(t.status, ["running", "done", "failed"])),
    check("backups_size_check", sql`${t.sizeBytes} is null or ${t.sizeBytes} >= 0`),
  ],
);

// Daily counts that the network analytics and the Overview read instead of counting millions of
// rows: appointments by the UTC day of their date and hospital, patients by the UTC day they were
// registered (hospital ''), patients' links to a hospital by the day of the link. Kept exact by
// statement-level triggers on appointments, patients and patient_hospitals (migration 0019), which
// also backfilled them (activity_daily_rebuild()).
export const activityDaily = pgTable(
  "activity_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    metric: text("metric").notNull(),
    hospitalId: text("hospital_id").notNull().default(""),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.metric, t.day, t.hospitalId] }),
    check("activity_daily_metric_check", inList(t.metric, ["appointments", "patients", "patient_links"])),
  ],
);

export type AuditLog = typeof auditLogs.$inferSelect;
export type NewAuditLog = typeof auditLogs.$inferInsert;
export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type Settings = typeof settings.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type Announcement = typeof announcements.$inferSelect;
export type Backup = typeof backups.$inferSelect;
