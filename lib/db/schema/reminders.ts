import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

import { inList, tstz } from "./_shared";
import { appointments, diagnoses } from "./appointments";
import { hospitals } from "./hospitals";
import { mailOutbox } from "./system";

export const SMS_OUTBOX_STATUSES = ["queued", "sent", "logged", "failed"] as const;
export const REMINDER_KINDS = ["appointment_24h", "appointment_2h", "follow_up"] as const;
export const REMINDER_CHANNELS = ["email", "sms"] as const;
export const REMINDER_STATUSES = ["pending", "sent", "cancelled", "failed"] as const;

// Text messages (lib/sms.ts), as mail_outbox holds mail: written in the transaction of the change
// they announce, delivered after its commit by the configured provider. 'queued' waits for its
// (next) attempt at next_attempt_at, a failed attempt keeping its error; 'sent' went to the SMS
// gateway; 'logged' was only logged (no gateway configured); 'failed' was given up (a refusal the
// gateway will repeat, or too many attempts). claimed_until is the lease of the instance delivering it.
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    /** E.164: +, country code, number. */
    toNumber: text("to_number").notNull(),
    bodyText: text("body_text").notNull(),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: tstz("next_attempt_at").notNull().defaultNow(),
    claimedUntil: tstz("claimed_until"),
    sentAt: tstz("sent_at"),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    // The retry scan reads only what waits for an attempt.
    index("sms_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index("sms_outbox_status_idx").on(t.status, t.createdAt),
    check("sms_outbox_status_check", inList(t.status, SMS_OUTBOX_STATUSES)),
    check("sms_outbox_to_number_check", sql`${t.toNumber} ~ '^[+][1-9][0-9]{6,14}$'`),
    check("sms_outbox_body_check", sql`char_length(${t.bodyText}) between 1 and 1600`),
    check("sms_outbox_attempts_check", sql`${t.attempts} >= 0`),
    check("sms_outbox_sent_check", sql`${t.status} not in ('sent', 'logged') or ${t.sentAt} is not null`),
  ],
);

// One reminder to a patient (lib/services/reminders.ts): an accepted appointment 24 and 2 hours
// before it starts, or a diagnosis's follow-up date at 09:00 in the hospital's zone, by mail or
// SMS. `event_at` is the appointment's start (the follow-up's 09:00) the reminder was made for:
// the unique keys let a reminder exist once per event, so an appointment moved to another time
// gets new reminders and the old ones are cancelled when they fall due. A pending reminder is
// claimed by one server instance at a time (claimed_until, claim_token: a lease) and becomes
// 'sent' in the transaction that writes its message into mail_outbox or sms_outbox.
export const reminders = pgTable(
  "reminders",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    hospitalId: text("hospital_id")
      .notNull()
      .references(() => hospitals.id, { onDelete: "cascade" }),
    appointmentId: text("appointment_id").references(() => appointments.id, { onDelete: "cascade" }),
    diagnosisId: text("diagnosis_id").references(() => diagnoses.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    channel: text("channel").notNull(),
    eventAt: tstz("event_at").notNull(),
    dueAt: tstz("due_at").notNull(),
    /** After this the reminder is stale: cancelled, never sent (the next one, or the event, has come). */
    expiresAt: tstz("expires_at").notNull(),
    status: text("status").notNull().default("pending"),
    /** Why it was cancelled or failed (reminders.ts CANCEL_REASONS). */
    outcome: text("outcome"),
    attempts: integer("attempts").notNull().default(0),
    claimedUntil: tstz("claimed_until"),
    claimToken: text("claim_token"),
    mailOutboxId: text("mail_outbox_id").references(() => mailOutbox.id, { onDelete: "set null" }),
    smsOutboxId: text("sms_outbox_id").references(() => smsOutbox.id, { onDelete: "set null" }),
    sentAt: tstz("sent_at"),
    createdAt: tstz("created_at").notNull().defaultNow(),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reminders_appointment_key")
      .on(t.appointmentId, t.kind, t.channel, t.eventAt)
      .where(sql`${t.appointmentId} is not null`),
    uniqueIndex("reminders_follow_up_key")
      .on(t.diagnosisId, t.kind, t.channel, t.eventAt)
      .where(sql`${t.diagnosisId} is not null`),
    // The claim reads the pending reminders by due time.
    index("reminders_due_idx").on(t.dueAt).where(sql`${t.status} = 'pending'`),
    index("reminders_hospital_idx").on(t.hospitalId, t.dueAt),
    check("reminders_kind_check", inList(t.kind, REMINDER_KINDS)),
    check("reminders_channel_check", inList(t.channel, REMINDER_CHANNELS)),
    check("reminders_status_check", inList(t.status, REMINDER_STATUSES)),
    // An appointment's reminder names the appointment, a follow-up's the diagnosis, never both.
    check(
      "reminders_source_check",
      sql`case when ${t.kind} = 'follow_up' then ${t.diagnosisId} is not null and ${t.appointmentId} is null else ${t.appointmentId} is not null and ${t.diagnosisId} is null end`,
    ),
    check("reminders_window_check", sql`${t.expiresAt} > ${t.dueAt}`),
    check("reminders_attempts_check", sql`${t.attempts} >= 0`),
    check("reminders_sent_check", sql`${t.status} <> 'sent' or ${t.sentAt} is not null`),
  ],
);

export type SmsOutboxRow = typeof smsOutbox.$inferSelect;
export type Reminder = typeof reminders.$inferSelect;
