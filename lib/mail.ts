import { and, eq, inArray, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport";

import { PRODUCT_NAME } from "@/lib/constants/product";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { mailOutbox, type MailOutboxRow } from "@/lib/db/schema";
import { decryptPhiJson, encryptPhiJson } from "@/lib/security/phi";

// The mail module (ARCHITECTURE.md "Configuration", SMTP_URL). Mail is written to mail_outbox in
// the transaction of the change it announces, so a rolled-back registration never mails anyone;
// delivery runs after the commit and never fails the request that queued it.

/**
 * `secrets` (a temporary password) never rest in clear: the text names each by its slot
 * (`mailSecret("password")`), the values are stored encrypted with the PHI key, put into the
 * text only on the way to the SMTP server, and removed from the outbox once it has taken the mail.
 */
export type MailMessage = { to: string; subject: string; text: string; secrets?: Record<string, string> };

/** Where a secret goes in a mail's text. */
export const mailSecret = (name: string) => `{{secret:${name}}}`;

/** What the stored text shows in a secret's place once the mail is delivered. */
export const REMOVED_SECRET = "[removed after delivery]";

const SLOT = /\{\{secret:([A-Za-z0-9_]+)\}\}/g;

/** The text with each named secret's slot filled; other slot-like text (a name someone typed) stays as is. */
const fillSlots = (text: string, values: Record<string, string>) =>
  text.replace(SLOT, (slot, name: string) => (Object.hasOwn(values, name) ? values[name] : slot));

const secretsOf = (row: Pick<MailOutboxRow, "secretsEnc">) => decryptPhiJson<Record<string, string>>(row.secretsEnc) ?? {};

/** A mail's text with its secrets in place, for delivery: never stored, never logged. */
export function mailText(row: Pick<MailOutboxRow, "bodyText" | "secretsEnc">): string {
  return fillSlots(row.bodyText, secretsOf(row));
}

/** The text kept once the mail is delivered: each secret replaced by REMOVED_SECRET. */
const deliveredText = (row: Pick<MailOutboxRow, "bodyText" | "secretsEnc">) =>
  fillSlots(row.bodyText, Object.fromEntries(Object.keys(secretsOf(row)).map((name) => [name, REMOVED_SECRET])));

/** Queues one mail inside the caller's transaction; returns its outbox id for deliverMail. */
export async function queueMail(tx: DbOrTx, message: MailMessage): Promise<string> {
  const secrets = message.secrets && Object.keys(message.secrets).length > 0 ? message.secrets : null;
  const named = new Set(Array.from(message.text.matchAll(SLOT), (m) => m[1]));
  // A secret without its slot would never reach the recipient: a bug in the caller.
  const unplaced = Object.keys(secrets ?? {}).filter((name) => !named.has(name));
  if (unplaced.length > 0) throw new Error(`mail secrets without a slot in the text: ${unplaced.join(", ")}`);
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      bodyText: message.text,
      // Throws without PHI_ENCRYPTION_KEY (where one is required): the caller's transaction rolls back.
      secretsEnc: secrets ? encryptPhiJson(secrets) : null,
      status: "queued",
    })
    .returning({ id: mailOutbox.id });
  return row.id;
}

/**
 * The public address mails link to: NEXTAUTH_URL, or this server on localhost (PORT) when it is not
 * configured. Never the Host of the request that caused the mail: a forged Host would otherwise
 * put an attacker's address into a password-reset link.
 */
export function publicOrigin(): string {
  const base = process.env.NEXTAUTH_URL?.trim();
  if (base) {
    try {
      return new URL(base).origin;
    } catch {
      // fall through to the local address
    }
  }
  return `http://localhost:${Number(process.env.PORT) || 3000}`;
}

/** An absolute link into the application for a mail (see publicOrigin). */
export function appLink(path: string): string {
  return new URL(path, publicOrigin()).toString();
}

// NOTE: nodemailer's defaults wait minutes for a silent server; a registration waits for delivery.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * SMTP_URL is `smtp://user:pass@host:587` (or `smtps://…:465`); an optional `from` query
 * parameter sets the sender. Without it: the user name when it is an address, else no-reply@host.
 */
function smtpConfig(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const user = decodeURIComponent(url.username);
  const from = url.searchParams.get("from") || (user.includes("@") ? user : `no-reply@${url.hostname}`);
  url.searchParams.delete("from");
  return { url: url.toString(), from: `"${PRODUCT_NAME}" <${from}>` };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Delivers queued mails, after the transaction that queued them has committed. With SMTP_URL
 * each is sent and marked 'sent', its secrets erased (or 'failed' with the error, its secrets kept
 * encrypted for a retry); without it each is marked 'logged', its secrets staying encrypted, and
 * one line names recipient and subject only. Never throws: the account exists whatever happens
 * to its mail.
 */
export async function deliverMail(ids: readonly string[], db: DbOrTx = getDb()): Promise<void> {
  if (ids.length === 0) return;
  try {
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.id, [...ids]), eq(mailOutbox.status, "queued")));
    const smtpUrl = process.env.SMTP_URL?.trim();
    if (!smtpUrl) {
      for (const row of rows) {
        await db.update(mailOutbox).set({ status: "logged" }).where(eq(mailOutbox.id, row.id));
        console.info(`[mail] SMTP_URL not set; kept in mail_outbox ${row.id} for ${row.toAddress}: ${row.subject}`);
      }
      return;
    }

    let transport: ReturnType<typeof nodemailer.createTransport> | undefined;
    let from = "";
    try {
      const config = smtpConfig(smtpUrl);
      from = config.from;
      // NOTE: through SMTPTransport, not createTransport(url), which would drop the timeouts.
      transport = nodemailer.createTransport(new SMTPTransport({ ...TIMEOUTS, url: config.url }));
    } catch (error) {
      for (const row of rows) await markFailed(db, row.id, `Invalid SMTP_URL: ${errorText(error)}`);
      return;
    }
    try {
      for (const row of rows) {
        try {
          await transport.sendMail({ from, to: row.toAddress, subject: row.subject, text: mailText(row) });
          await db
            .update(mailOutbox)
            .set({
              status: "sent",
              sentAt: sql`now()`,
              error: null,
              bodyText: deliveredText(row),
              secretsEnc: null,
            })
            .where(eq(mailOutbox.id, row.id));
        } catch (error) {
          await markFailed(db, row.id, errorText(error));
        }
      }
    } finally {
      transport.close();
    }
  } catch (error) {
    // The outbox itself is unreachable: the rows stay 'queued' for an operator to see.
    console.error(`[mail] delivery of ${ids.length} mail(s) failed: ${errorText(error)}`);
  }
}

async function markFailed(db: DbOrTx, id: string, error: string) {
  await db.update(mailOutbox).set({ status: "failed", error }).where(eq(mailOutbox.id, id));
  console.warn(`[mail] delivery of mail_outbox ${id} failed: ${error}`);
}
