import { expect, type APIRequestContext } from "@playwright/test";

// Reads what the application mailed, from the suites' SMTP receiver (e2e/support/mail-sink.mjs).

export type ReceivedMail = { to: string[]; subject: string; text: string; receivedAt: string };

const mailPort = () => Number(process.env.E2E_PORT ?? 3100) + 30000;

/** The mails received for `to`, oldest first. */
export async function mailsFor(request: APIRequestContext, to: string): Promise<ReceivedMail[]> {
  const res = await request.get(`http://127.0.0.1:${mailPort()}/messages?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as ReceivedMail[];
}

/** Waits for the newest mail to `to` whose subject contains `subject`, received after `since` (default: any). */
export async function waitForMail(request: APIRequestContext, to: string, subject: string, since = new Date(0)): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsFor(request, to);
        found = mails.filter((m) => m.subject.includes(subject) && new Date(m.receivedAt) >= since).at(-1);
        return Boolean(found);
      },
      { message: `a mail to ${to} about "${subject}"`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The first absolute link in a mail's text that starts with `prefix` (for example the reset page). */
export function linkIn(mail: ReceivedMail, path: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s]*${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^\\s]*`));
  if (!match) throw new Error(`no link to ${path} in the mail "${mail.subject}":\n${mail.text}`);
  return match[0];
}
