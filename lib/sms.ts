import { and, asc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";

import { smsGatewayConfig, type SmsGatewayConfig } from "@/lib/config/env";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { smsOutbox, type SmsOutboxRow } from "@/lib/db/schema";

// Text messages (issue 18, reminders), by the pattern of lib/mail.ts: a message is written to
// sms_outbox in the transaction of the change it announces (queueSms) and delivered after the
// commit (deliverSms) by the provider the configuration chooses: without SMS_GATEWAY_URL the
// default provider keeps it in the outbox ('logged') and logs one line naming the outbox row and
// the number (never the text, as mail logs never carry a body); with it, an HTTP gateway takes
// `POST {"to","text"}` with a bearer token. A failed attempt stays 'queued' with its error and a
// later next_attempt_at, retried by retryDueSms (the reminders job runs it every minute); a
// refusal the gateway would repeat (a 4xx other than 408 and 429), or SMS_MAX_ATTEMPTS failures,
// end 'failed'. Delivery claims each row with a lease (claimed_until, FOR UPDATE SKIP LOCKED), so
// several instances never post one row at the same time; a crash after the gateway took a message
// and before its row was marked sent posts it again once the lease expires (at least once; the
// Idempotency-Key header, the outbox id, lets a gateway that honours it drop the repeat).

export type SmsMessage = { to: string; text: string };

/** Raised by a provider for a refusal that a retry would meet again: the row ends 'failed'. */
export class SmsRefused extends Error {}

/** Where a message goes: `send` resolves once the provider has taken it, and throws otherwise. */
export interface SmsProvider {
  readonly name: "log" | "http";
  send(message: SmsMessage, outboxId: string): Promise<void>;
}

export const SMS_MAX_ATTEMPTS = 5;
export const SMS_MAX_LENGTH = 1600;
/** Minutes before the next attempt after the n-th failure. */
const BACKOFF_MINUTES = [1, 5, 15, 60];
const CLAIM_BATCH = 10;

const E164 = /^\+[1-9][0-9]{6,14}$/;

/**
 * The E.164 number of a patient's phone from `patients.phone_digits` (digits with the country
 * code, lib/services/phone.ts), or null when it cannot be one: fewer than 8 or more than 15
 * digits, or a leading 0 (a national number without a known country code).
 */
export function smsNumber(phoneDigits: string | null | undefined): string | null {
  return phoneDigits && /^[1-9][0-9]{7,14}$/.test(phoneDigits) ? `+${phoneDigits}` : null;
}

/** "+256…233": enough for an operator to tell numbers apart, not to dial one. */
export const maskNumber = (to: string) => (to.length > 7 ? `${to.slice(0, 4)}…${to.slice(-3)}` : "…");

// NOTE: by shape, not instanceof: fetch's DOMException (a timeout) need not be this realm's Error.
const errorName = (error: unknown) => (typeof error === "object" && error !== null && "name" in error ? String(error.name) : "");
const errorText = (error: unknown) =>
  (typeof error === "object" && error !== null && "message" in error ? String(error.message) : String(error)).slice(0, 500);

/** The default provider: the message stays in sms_outbox ('logged'); the log names row and number. */
export const logSmsProvider: SmsProvider = {
  name: "log",
  async send(message, outboxId) {
    console.info(`[sms] SMS_GATEWAY_URL not set; kept in sms_outbox ${outboxId} for ${maskNumber(message.to)}`);
  },
};

/** An HTTP gateway: POST JSON {to, text} with `Authorization: Bearer <token>`; any 2xx is taken. */
export function httpSmsProvider(config: SmsGatewayConfig): SmsProvider {
  return {
    name: "http",
    async send(message, outboxId) {
      let response: Response;
      try {
        response = await fetch(config.url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "idempotency-key": outboxId,
            ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
          },
          body: JSON.stringify({ to: message.to, text: message.text }),
          signal: AbortSignal.timeout(config.timeoutMs),
          redirect: "error",
        });
      } catch (error) {
        const timedOut = errorName(error) === "TimeoutError" || errorName(error) === "AbortError";
        throw new Error(timedOut ? `SMS gateway did not answer within ${config.timeoutMs} ms` : `SMS gateway unreachable: ${errorText(error)}`);
      }
      const body = (await response.text().catch(() => "")).replace(/\s+/g, " ").trim().slice(0, 200);
      if (response.ok) return;
      const problem = `SMS gateway answered HTTP ${response.status}${body ? `: ${body}` : ""}`;
      // 408 and 429 (and any 5xx) may pass later; another 4xx says the request itself is wrong.
      if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) throw new SmsRefused(problem);
      throw new Error(problem);
    },
  };
}

/** The configured provider (read at each delivery); throws when SMS_GATEWAY_* is malformed. */
export function smsProvider(env: Record<string, string | undefined> = process.env): SmsProvider {
  const config = smsGatewayConfig(env);
  return config ? httpSmsProvider(config) : logSmsProvider;
}

/** Queues one text message inside the caller's transaction; returns its outbox id for deliverSms. */
export async function queueSms(tx: DbOrTx, message: SmsMessage): Promise<string> {
  // A malformed number or an empty text is a bug in the caller: its transaction rolls back.
  if (!E164.test(message.to)) throw new Error("SMS number must be in E.164 form (+ and 7 to 15 digits)");
  const text = message.text.trim();
  if (text.length === 0 || text.length > SMS_MAX_LENGTH) throw new Error(`SMS text must have 1 to ${SMS_MAX_LENGTH} characters`);
  const [row] = await tx.insert(smsOutbox).values({ toNumber: message.to, bodyText: text, status: "queued" }).returning({ id: smsOutbox.id });
  return row.id;
}

/** Queues and delivers one message outside any transaction (nothing to roll back with it). */
export async function sendSms(message: SmsMessage, db: DbOrTx = getDb()): Promise<string> {
  const id = await queueSms(db, message);
  await deliverSms([id], { db });
  return id;
}

type DeliveryOptions = { db?: DbOrTx; now?: Date; provider?: SmsProvider };

/**
 * Delivers the queued messages `ids` after the transaction that queued them has committed. Never
 * throws: a failure stays in the outbox (retryDueSms takes it again).
 */
export async function deliverSms(ids: readonly string[], options: DeliveryOptions = {}): Promise<void> {
  if (ids.length === 0) return;
  await deliverClaimed(inArray(smsOutbox.id, [...ids]), options, ids.length);
}

/** Retries the queued messages whose next attempt is due (the reminders job, every minute). */
export async function retryDueSms(options: DeliveryOptions & { limit?: number } = {}): Promise<void> {
  const now = options.now ?? new Date();
  await deliverClaimed(lte(smsOutbox.nextAttemptAt, now), { ...options, now }, options.limit ?? 50);
}

async function deliverClaimed(which: SQL | undefined, options: DeliveryOptions, limit: number): Promise<void> {
  const db = options.db ?? getDb();
  const now = options.now ?? new Date();
  try {
    let provider: SmsProvider | undefined = options.provider;
    let configProblem: string | undefined;
    if (!provider) {
      try {
        provider = smsProvider();
      } catch (error) {
        configProblem = `Invalid SMS gateway configuration: ${errorText(error)}`;
      }
    }
    for (let left = limit; left > 0; ) {
      const batch = await claim(db, which, now, Math.min(left, CLAIM_BATCH), provider);
      if (batch.length === 0) return;
      left -= batch.length;
      for (const row of batch) {
        if (!provider) {
          await recordFailure(db, row, now, configProblem ?? "No SMS provider", false);
          continue;
        }
        try {
          await provider.send({ to: row.toNumber, text: row.bodyText }, row.id);
          await db
            .update(smsOutbox)
            .set({ status: provider.name === "log" ? "logged" : "sent", sentAt: now, lastError: null, claimedUntil: null })
            .where(ours(row));
        } catch (error) {
          await recordFailure(db, row, now, errorText(error), error instanceof SmsRefused);
        }
      }
    }
  } catch (error) {
    // The outbox itself is unreachable: the rows stay 'queued' and their lease runs out.
    console.error(`[sms] delivery failed: ${errorText(error)}`);
  }
}

/**
 * Takes up to `limit` queued rows that no other instance holds, for as long as their sending may
 * take (each attempt's timeout, plus a minute); counts the attempt before it is made, so a message
 * that crashes its sender is given up after SMS_MAX_ATTEMPTS all the same.
 */
async function claim(db: DbOrTx, which: SQL | undefined, now: Date, limit: number, provider: SmsProvider | undefined): Promise<SmsOutboxRow[]> {
  const perAttemptMs = provider?.name === "http" ? (smsGatewayConfig()?.timeoutMs ?? 10_000) : 1_000;
  const leaseUntil = new Date(now.getTime() + limit * perAttemptMs + 60_000);
  const free = db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.status, "queued"), or(isNull(smsOutbox.claimedUntil), lt(smsOutbox.claimedUntil, now)), which))
    .orderBy(asc(smsOutbox.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(smsOutbox)
    .set({ claimedUntil: leaseUntil, attempts: sql`${smsOutbox.attempts} + 1` })
    .where(inArray(smsOutbox.id, free))
    .returning();
}

/** The row while this delivery still holds its lease (an instance whose lease ran out writes nothing). */
const ours = (row: SmsOutboxRow) => and(eq(smsOutbox.id, row.id), eq(smsOutbox.claimedUntil, row.claimedUntil!));

async function recordFailure(db: DbOrTx, row: SmsOutboxRow, now: Date, error: string, permanent: boolean) {
  const giveUp = permanent || row.attempts >= SMS_MAX_ATTEMPTS;
  const waitMinutes = BACKOFF_MINUTES[Math.min(row.attempts, BACKOFF_MINUTES.length) - 1] ?? 1;
  await db
    .update(smsOutbox)
    .set({
      status: giveUp ? "failed" : "queued",
      lastError: error,
      claimedUntil: null,
      nextAttemptAt: giveUp ? row.nextAttemptAt : new Date(now.getTime() + waitMinutes * 60_000),
    })
    .where(ours(row));
  console.warn(`[sms] delivery of sms_outbox ${row.id} ${giveUp ? "failed" : `failed (attempt ${row.attempts}, retried in ${waitMinutes} min)`}: ${error}`);
}
