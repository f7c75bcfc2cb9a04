import { randomUUID } from "node:crypto";

import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";

import { getDb, type DbOrTx } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { appointments, auditLogs, diagnoses, doctors, hospitals, patients, reminders, users } from "@/lib/db/schema";
import { deliverMail, queueMail } from "@/lib/mail";
import { deliverSms, queueSms, retryDueSms, smsNumber } from "@/lib/sms";

import { fullName } from "./appointment-rules";
import { reminderMail, reminderSms, type ReminderKind } from "./reminder-messages";

// Reminders to patients (issue 18, item 3): a mail and an SMS 24 hours and 2 hours before an
// accepted appointment, and on a diagnosis's follow-up date at 09:00 in the hospital's zone.
// runReminders runs every minute in every server instance (lib/jobs); each run
//   1. makes the reminders of the next 25 hours that do not exist yet, set-based, from the accepted
//      appointments and the follow-up dates (INSERT … SELECT … ON CONFLICT DO NOTHING: the unique
//      keys make a reminder exist once per appointment start, kind and channel);
//   2. claims due reminders in batches: one committed UPDATE sets a lease (claimed_until, a fresh
//      claim_token) and counts the attempt on rows that no one holds (FOR UPDATE SKIP LOCKED, lease
//      expired or never set);
//   3. sends each batch in one transaction that locks the rows again, keeps only those still
//      pending under its own token, cancels those whose appointment is no longer accepted at that
//      start (cancelled, rejected, moved), whose follow-up date changed, or that are stale (the
//      next reminder's time or the event itself has come: a server that was down does not send
//      yesterday's reminder), and for the others writes the mail into mail_outbox or the SMS into
//      sms_outbox and marks the reminder sent; delivery follows the commit.
//
// Exactly once into the outboxes: a reminder's outbox row and its 'sent' status commit together,
// and the transaction writes them only for a row it has locked and found 'pending' under its own
// claim_token. Two instances cannot both pass that check (the second waits for the first's lock,
// then sees 'sent', or sees another token once its own lease was taken over); a crash before the
// commit leaves nothing in the outboxes and the row pending with a lease that expires
// (REMINDER_LEASE_MS), after which any instance claims it again and sends it, unless it is stale
// by then. A reminder whose sending fails REMINDER_MAX_ATTEMPTS times ends 'failed'. Delivery from
// the outboxes is lib/mail.ts's and lib/sms.ts's (an SMS is retried from its outbox).

export const REMINDER_LEASE_MS = 2 * 60_000;
export const REMINDER_MAX_ATTEMPTS = 5;
/** Reminders are made this far ahead (the 24-hour one, plus an hour of margin). */
const HORIZON = sql.raw(`interval '25 hours'`);
const BATCH = 50;
const MAX_BATCHES = 20;

export type ReminderCancelReason =
  | "expired"
  | "appointment_changed"
  | "follow_up_changed"
  | "hospital_inactive"
  | "patient_inactive"
  | "no_email"
  | "no_phone";

export type ReminderRun = { created: number; sent: number; cancelled: number; failed: number };

/** Where the job is anchored in time: `now` is passed in so tests can walk the clock. */
const instant = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** An address the patient can be mailed at, and a phone an SMS can reach (lib/sms.ts smsNumber). */
const HAS_ADDRESS = sql.raw(
  `case c.channel when 'email' then coalesce(btrim(p.email), '') <> '' else coalesce(p.phone_digits, '') ~ '^[1-9][0-9]{7,14}$' end`,
);
const CHANNELS = sql.raw(`(values ('email'), ('sms')) as c(channel)`);

/**
 * The appointments' reminders of the next 25 hours: each kind is made only while it can still go
 * (its stale time ahead) and only for an appointment accepted before it fell due (a late
 * acceptance's mail has said the same). Read per hospital through appointments_hospital_date_idx.
 */
async function makeAppointmentReminders(db: DbOrTx, now: Date): Promise<number> {
  const at = instant(now);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into reminders (hospital_id, appointment_id, kind, channel, event_at, due_at, expires_at)
      select a.hospital_id, a.id, k.kind, c.channel, a.appointment_date, a.appointment_date - k.lead, a.appointment_date - k.stale
      from hospitals h
      join appointments a on a.hospital_id = h.id
      join patients p on p.id = a.patient_id
      cross join (values ('appointment_24h', interval '24 hours', interval '2 hours'),
                         ('appointment_2h', interval '2 hours', interval '0 hours')) as k(kind, lead, stale)
      cross join ${CHANNELS}
      where h.is_active and p.is_active
        and a.status = 'accepted'
        and a.appointment_date > ${at} and a.appointment_date <= ${at} + ${HORIZON}
        and a.appointment_date - k.stale > ${at}
        and (a.response_date is null or a.response_date <= a.appointment_date - k.lead)
        and ${HAS_ADDRESS}
        and not exists (select 1 from reminders r
                        where r.appointment_id = a.id and r.kind = k.kind and r.channel = c.channel and r.event_at = a.appointment_date)
      on conflict do nothing
      returning id`,
  );
  return rows.length;
}

/** The follow-up's instant: its date at 09:00 in the hospital's zone (SQL over d and h). */
const FOLLOW_UP_AT = sql.raw(`((d.follow_up_date + time '09:00') at time zone h.timezone)`);

/**
 * The follow-up reminders of the next 25 hours: due at 09:00 on the date, stale at the end of that
 * local day; none for a diagnosis written after 09:00 of its own follow-up day.
 */
async function makeFollowUpReminders(db: DbOrTx, now: Date): Promise<number> {
  const at = instant(now);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into reminders (hospital_id, diagnosis_id, kind, channel, event_at, due_at, expires_at)
      select d.hospital_id, d.id, 'follow_up', c.channel, f.due, f.due, f.day_end
      from diagnoses d
      join hospitals h on h.id = d.hospital_id
      join patients p on p.id = d.patient_id
      cross join lateral (select ${FOLLOW_UP_AT} as due,
                                 ((d.follow_up_date + 1) + time '00:00') at time zone h.timezone as day_end) as f
      cross join ${CHANNELS}
      where d.follow_up_date between (${at} at time zone 'UTC')::date - 1 and (${at} at time zone 'UTC')::date + 2
        and h.is_active and p.is_active
        and f.due <= ${at} + ${HORIZON} and f.day_end > ${at}
        and d.created_at <= f.due
        and ${HAS_ADDRESS}
        and not exists (select 1 from reminders r
                        where r.diagnosis_id = d.id and r.kind = 'follow_up' and r.channel = c.channel and r.event_at = f.due)
      on conflict do nothing
      returning id`,
  );
  return rows.length;
}

/** Rows nobody holds: pending, due, lease never set or expired. */
const claimable = (now: Date) =>
  and(eq(reminders.status, "pending"), lte(reminders.dueAt, now), or(isNull(reminders.claimedUntil), lt(reminders.claimedUntil, now)));

/** Reminders whose sending failed REMINDER_MAX_ATTEMPTS times (each claim counts one) end 'failed'. */
async function failExhausted(db: DbOrTx, now: Date): Promise<number> {
  const exhausted = db
    .select({ id: reminders.id })
    .from(reminders)
    .where(and(claimable(now), gte(reminders.attempts, REMINDER_MAX_ATTEMPTS)))
    .for("update", { skipLocked: true });
  const rows = await db
    .update(reminders)
    .set({ status: "failed", outcome: "too_many_attempts", claimedUntil: null, updatedAt: sql`now()` })
    .where(inArray(reminders.id, exhausted))
    .returning({ id: reminders.id });
  return rows.length;
}

/** Claims up to `limit` due reminders for `token` (committed on its own: the lease must outlive a crash). */
async function claim(db: DbOrTx, now: Date, token: string, limit: number): Promise<string[]> {
  const free = db
    .select({ id: reminders.id })
    .from(reminders)
    .where(and(claimable(now), lt(reminders.attempts, REMINDER_MAX_ATTEMPTS)))
    .orderBy(asc(reminders.dueAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(reminders)
    .set({
      claimedUntil: new Date(now.getTime() + REMINDER_LEASE_MS),
      claimToken: token,
      attempts: sql`${reminders.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(inArray(reminders.id, free))
    .returning({ id: reminders.id });
  return rows.map((r) => r.id);
}

/** The claimed rows, locked, with what deciding and wording them needs: one statement per batch. */
function lockClaimed(tx: DbOrTx, now: Date, token: string, ids: string[]) {
  return tx
    .select({
      id: reminders.id,
      hospitalId: reminders.hospitalId,
      kind: reminders.kind,
      channel: reminders.channel,
      eventAt: reminders.eventAt,
      expired: sql<boolean>`${reminders.expiresAt} <= ${instant(now)}`,
      // The appointment still accepted at the start the reminder was made for; the follow-up still on that day.
      stillOn: sql<boolean>`case when ${reminders.appointmentId} is not null
        then coalesce(${appointments.status} = 'accepted' and ${appointments.appointmentDate} = ${reminders.eventAt}, false)
        else coalesce(((${diagnoses.followUpDate} + time '09:00') at time zone ${hospitals.timezone}) = ${reminders.eventAt}, false) end`,
      hospitalName: hospitals.name,
      timezone: hospitals.timezone,
      hospitalActive: hospitals.isActive,
      patientFirst: patients.firstName,
      patientLast: patients.lastName,
      email: patients.email,
      phoneDigits: patients.phoneDigits,
      patientActive: patients.isActive,
      doctorFirst: users.firstName,
      doctorLast: users.lastName,
    })
    .from(reminders)
    .innerJoin(hospitals, eq(hospitals.id, reminders.hospitalId))
    .leftJoin(appointments, eq(appointments.id, reminders.appointmentId))
    .leftJoin(diagnoses, eq(diagnoses.id, reminders.diagnosisId))
    .innerJoin(patients, eq(patients.id, sql`coalesce(${appointments.patientId}, ${diagnoses.patientId})`))
    .leftJoin(doctors, and(eq(doctors.id, sql`coalesce(${appointments.doctorId}, ${diagnoses.doctorId})`), eq(doctors.hospitalId, reminders.hospitalId)))
    .leftJoin(users, eq(users.id, doctors.userId))
    .where(and(inArray(reminders.id, ids), eq(reminders.claimToken, token), eq(reminders.status, "pending")))
    .for("update", { of: reminders });
}

type Claimed = Awaited<ReturnType<typeof lockClaimed>>[number];

function cancelReason(row: Claimed): ReminderCancelReason | null {
  if (row.expired) return "expired";
  if (!row.stillOn) return row.kind === "follow_up" ? "follow_up_changed" : "appointment_changed";
  if (!row.hospitalActive) return "hospital_inactive";
  if (!row.patientActive) return "patient_inactive";
  if (row.channel === "email" && !row.email?.trim()) return "no_email";
  if (row.channel === "sms" && !smsNumber(row.phoneDigits)) return "no_phone";
  return null;
}

type BatchResult = { mailIds: string[]; smsIds: string[]; sent: number; cancelled: number };

/** One batch in one transaction: cancel or send each claimed row still ours, and audit it per hospital. */
async function sendBatch(db: DbOrTx, now: Date, token: string, ids: string[]): Promise<BatchResult> {
  return db.transaction(async (tx) => {
    const rows = await lockClaimed(tx, now, token, ids);
    const result: BatchResult = { mailIds: [], smsIds: [], sent: 0, cancelled: 0 };
    const byHospital = new Map<string, { sent: string[]; cancelled: Record<string, ReminderCancelReason> }>();
    const cancelled = new Map<ReminderCancelReason, string[]>();
    for (const row of rows) {
      const log = byHospital.get(row.hospitalId) ?? { sent: [], cancelled: {} };
      byHospital.set(row.hospitalId, log);
      const reason = cancelReason(row);
      if (reason) {
        cancelled.set(reason, [...(cancelled.get(reason) ?? []), row.id]);
        log.cancelled[row.id] = reason;
        continue;
      }
      const facts = {
        kind: row.kind as ReminderKind,
        eventAt: row.eventAt,
        timezone: row.timezone,
        hospitalName: row.hospitalName,
        patientName: fullName(row.patientFirst, row.patientLast),
        doctorName: row.doctorFirst || row.doctorLast ? fullName(row.doctorFirst, row.doctorLast) : null,
      };
      let outbox: { mailOutboxId: string } | { smsOutboxId: string };
      if (row.channel === "email") {
        const id = await queueMail(tx, { to: row.email!.trim(), ...reminderMail(facts) });
        result.mailIds.push(id);
        outbox = { mailOutboxId: id };
      } else {
        const id = await queueSms(tx, { to: smsNumber(row.phoneDigits)!, text: reminderSms(facts) });
        result.smsIds.push(id);
        outbox = { smsOutboxId: id };
      }
      await tx
        .update(reminders)
        .set({ status: "sent", sentAt: now, claimedUntil: null, updatedAt: sql`now()`, ...outbox })
        .where(eq(reminders.id, row.id));
      log.sent.push(row.id);
      result.sent += 1;
    }
    for (const [reason, list] of cancelled) {
      await tx
        .update(reminders)
        .set({ status: "cancelled", outcome: reason, claimedUntil: null, updatedAt: sql`now()` })
        .where(inArray(reminders.id, list));
      result.cancelled += list.length;
    }
    // One audit record per hospital and batch (the messages themselves are in the outboxes).
    const entries = [...byHospital].map(([hospitalId, log]) => ({
      actorType: "system",
      action: "reminder.send",
      entity: "reminder",
      hospitalId,
      details: { sent: log.sent, cancelled: log.cancelled },
    }));
    if (entries.length > 0) await tx.insert(auditLogs).values(entries);
    return result;
  });
}

/**
 * One run of the reminders job (every minute, lib/jobs): make, claim, send, then deliver and retry
 * the SMS that wait for another attempt. Safe with any number of instances running it at once.
 */
export async function runReminders(now = new Date(), db: DbOrTx = getDb(), options: { batchSize?: number } = {}): Promise<ReminderRun> {
  const batchSize = options.batchSize ?? BATCH;
  const run: ReminderRun = { created: 0, sent: 0, cancelled: 0, failed: 0 };
  run.created = (await makeAppointmentReminders(db, now)) + (await makeFollowUpReminders(db, now));
  run.failed = await failExhausted(db, now);
  for (let i = 0; i < MAX_BATCHES; i++) {
    const token = randomUUID();
    const ids = await claim(db, now, token, batchSize);
    if (ids.length === 0) break;
    let batch: BatchResult;
    try {
      batch = await sendBatch(db, now, token, ids);
    } catch (error) {
      // The rows keep their lease and are claimed again when it expires (their attempt is counted).
      console.error(`[reminders] a batch of ${ids.length} failed: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    run.sent += batch.sent;
    run.cancelled += batch.cancelled;
    await deliverMail(batch.mailIds, db);
    await deliverSms(batch.smsIds, { db, now });
    if (ids.length < batchSize) break;
  }
  await retryDueSms({ db, now });
  return run;
}
