import { eq, inArray, sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { mailOutbox } from "@/lib/db/schema";
import { fakeSmtp } from "@/test/smtp";

import { deliverMail, mailSecret, mailText, queueMail, REMOVED_SECRET } from "./mail";

const PASSWORD = "S3cret-Pass!";
const message = (to: string) => ({
  to,
  subject: "Your account",
  text: `Temporary password: ${mailSecret("password")}\nKeep it private.`,
  secrets: { password: PASSWORD },
});

async function queue(to: string) {
  return getDb().transaction((tx) => queueMail(tx, message(to)));
}

const rowsOf = (ids: string[]) => getDb().select().from(mailOutbox).where(inArray(mailOutbox.id, ids));

/** Every column of the stored row, as an operator (or a stolen backup) reads it. */
const stored = async (id: string) => JSON.stringify(await getDb().execute(sql`select * from mail_outbox where id = ${id}`));

const savedSmtpUrl = process.env.SMTP_URL;
afterEach(() => {
  if (savedSmtpUrl === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedSmtpUrl;
  jest.restoreAllMocks();
});

describe("queueMail", () => {
  it("writes a queued row inside the caller's transaction, and nothing when it rolls back", async () => {
    const id = await queue("kept@mail.example");
    expect((await rowsOf([id]))[0]).toMatchObject({ status: "queued", toAddress: "kept@mail.example", sentAt: null });

    await expect(
      getDb().transaction(async (tx) => {
        await queueMail(tx, message("rolled-back@mail.example"));
        throw new Error("the registration failed");
      }),
    ).rejects.toThrow("the registration failed");
    expect(await getDb().select().from(mailOutbox).where(eq(mailOutbox.toAddress, "rolled-back@mail.example"))).toEqual([]);
  });

  it("stores the password encrypted, never in clear, and only the delivery puts it into the text", async () => {
    const id = await queue("queued@mail.example");
    expect(await stored(id)).not.toContain(PASSWORD);
    const [row] = await rowsOf([id]);
    expect(row.bodyText).toBe(`Temporary password: ${mailSecret("password")}\nKeep it private.`);
    expect(row.secretsEnc).toMatch(/^v1\./);
    expect(mailText(row)).toBe(`Temporary password: ${PASSWORD}\nKeep it private.`);
  });

  it("refuses a secret without its place in the text, and leaves slot-like text without a secret as typed", async () => {
    const db = getDb();
    await expect(db.transaction((tx) => queueMail(tx, { ...message("a@mail.example"), text: "No slot here" }))).rejects.toThrow(
      /without a slot/,
    );
    const typed = `Dear ${mailSecret("other")},\n${mailSecret("password")}`;
    const id = await db.transaction((tx) => queueMail(tx, { ...message("b@mail.example"), text: typed }));
    const [row] = await rowsOf([id]);
    expect(mailText(row)).toBe(`Dear ${mailSecret("other")},\n${PASSWORD}`);
  });
});

describe("deliverMail without SMTP_URL", () => {
  it("marks the mail 'logged', keeps the password encrypted, and logs recipient and subject, never the body", async () => {
    delete process.env.SMTP_URL;
    const info = jest.spyOn(console, "info").mockImplementation(() => {});
    const id = await queue("doctor@mail.example");
    await deliverMail([id]);
    const [row] = await rowsOf([id]);
    expect(row.status).toBe("logged");
    expect(await stored(id)).not.toContain(PASSWORD);
    // Still deliverable once SMTP is configured: the secret is kept, encrypted.
    expect(mailText(row)).toContain(PASSWORD);
    expect(info).toHaveBeenCalledTimes(1);
    const line = String(info.mock.calls[0][0]);
    expect(line).toContain("doctor@mail.example");
    expect(line).toContain("Your account");
    expect(line).not.toContain(PASSWORD);
  });

  it("leaves mails already delivered alone", async () => {
    delete process.env.SMTP_URL;
    jest.spyOn(console, "info").mockImplementation(() => {});
    const id = await queue("twice@mail.example");
    await deliverMail([id]);
    await deliverMail([id]);
    expect(console.info).toHaveBeenCalledTimes(1);
  });
});

describe("deliverMail with SMTP_URL", () => {
  it("sends through the SMTP server and marks the mail 'sent' with its time", async () => {
    const smtp = fakeSmtp();
    const port = await smtp.start();
    try {
      process.env.SMTP_URL = `smtp://127.0.0.1:${port}/?from=desk@hospital.example`;
      const id = await queue("nurse@mail.example");
      await deliverMail([id]);
      const [row] = await rowsOf([id]);
      expect(row.status).toBe("sent");
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.error).toBeNull();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].from).toContain("desk@hospital.example");
      expect(smtp.received[0].to).toEqual(["RCPT TO:<nurse@mail.example>"]);
      expect(smtp.received[0].data).toContain("Subject: Your account");
      expect(smtp.received[0].data).toContain(`Temporary password: ${PASSWORD}`);
      // Delivered: the secret is gone from the outbox, in clear and encrypted alike.
      expect(await stored(id)).not.toContain(PASSWORD);
      expect(row.secretsEnc).toBeNull();
      expect(row.bodyText).toBe(`Temporary password: ${REMOVED_SECRET}\nKeep it private.`);
    } finally {
      await smtp.stop();
    }
  });

  it("marks the mail 'failed' with the server's answer when the server refuses it, without throwing", async () => {
    const smtp = fakeSmtp({ rejectRcpt: true });
    const port = await smtp.start();
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
      const id = await queue("unknown@mail.example");
      await expect(deliverMail([id])).resolves.toBeUndefined();
      const [row] = await rowsOf([id]);
      expect(row.status).toBe("failed");
      expect(row.sentAt).toBeNull();
      expect(row.error).toMatch(/550/);
      expect(smtp.received).toHaveLength(0);
      expect(warn.mock.calls.flat().join(" ")).not.toContain(PASSWORD);
      // Not delivered: kept encrypted for a retry, never in clear.
      expect(await stored(id)).not.toContain(PASSWORD);
      expect(mailText(row)).toContain(PASSWORD);
    } finally {
      await smtp.stop();
    }
  });

  it("marks the mail 'failed' when no server listens", async () => {
    const smtp = fakeSmtp();
    const port = await smtp.start();
    await smtp.stop(); // the port is now closed: connection refused
    jest.spyOn(console, "warn").mockImplementation(() => {});
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    const id = await queue("nobody@mail.example");
    await deliverMail([id]);
    const [row] = await rowsOf([id]);
    expect(row.status).toBe("failed");
    expect(row.error).toMatch(/ECONNREFUSED/);
  });
});
