import http from "node:http";
import type { AddressInfo } from "node:net";

import { eq, inArray } from "drizzle-orm";

import { smsGatewayConfig } from "@/lib/config/env";
import { getDb, getDbHandle, openPostgres, type DbHandle } from "@/lib/db/client";
import { smsOutbox } from "@/lib/db/schema";

import { deliverSms, queueSms, retryDueSms, sendSms, SMS_MAX_ATTEMPTS, smsNumber } from "./sms";

// Text messages through the configured provider: the default keeps them in sms_outbox and logs a
// line; an HTTP gateway (a local server here, never the network) gets POST {to, text} with the
// bearer token, and what it refuses stays in the outbox for the next attempt.

type Posted = { headers: http.IncomingHttpHeaders; body: unknown };

/** A local SMS gateway: answers each POST with `reply()` (a status, or null to never answer). */
async function fakeGateway(reply: () => number | null = () => 200) {
  const posted: Posted[] = [];
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => (text += chunk));
    req.on("end", () => {
      posted.push({ headers: req.headers, body: JSON.parse(text) });
      const status = reply();
      if (status === null) hanging.push(res);
      else res.writeHead(status, { "content-type": "application/json" }).end(status < 300 ? '{"ok":true}' : '{"error":"busy"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  return {
    url,
    posted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const ENV = ["SMS_GATEWAY_URL", "SMS_GATEWAY_TOKEN", "SMS_GATEWAY_TIMEOUT_MS"] as const;
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  jest.restoreAllMocks();
});

const rowOf = async (id: string) => (await getDb().select().from(smsOutbox).where(eq(smsOutbox.id, id)))[0];
const minutesLater = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

let n = 0;
/** A fresh number for each message, so that the tests never read each other's rows. */
const nextNumber = () => `+2567724${String((n += 1)).padStart(5, "0")}`;

describe("smsNumber", () => {
  it("makes an E.164 number of the stored digits, and none of a number without its country code", () => {
    expect(smsNumber("256772410233")).toBe("+256772410233");
    expect(smsNumber("0772410233")).toBeNull();
    expect(smsNumber("1234567")).toBeNull();
    expect(smsNumber("1234567890123456")).toBeNull();
    expect(smsNumber(null)).toBeNull();
  });
});

describe("smsGatewayConfig", () => {
  it("is off without a URL, reads the token and timeout, and names a malformed variable without echoing the token", () => {
    expect(smsGatewayConfig({})).toBeNull();
    expect(smsGatewayConfig({ SMS_GATEWAY_URL: "  " })).toBeNull();
    expect(smsGatewayConfig({ SMS_GATEWAY_URL: "https://sms.example.org/send", SMS_GATEWAY_TOKEN: " t0ken " })).toEqual({
      url: "https://sms.example.org/send",
      token: "t0ken",
      timeoutMs: 10_000,
    });
    expect(smsGatewayConfig({ SMS_GATEWAY_URL: "http://127.0.0.1:9/x", SMS_GATEWAY_TIMEOUT_MS: "2500" })).toEqual({ url: "http://127.0.0.1:9/x", timeoutMs: 2500 });
    expect(() => smsGatewayConfig({ SMS_GATEWAY_URL: "sms.example.org", SMS_GATEWAY_TOKEN: "secret-token" })).toThrow(/^SMS_GATEWAY_URL must be an http\(s\) URL/);
    for (const bad of ["500", "soon", "60001", "1500.5"]) {
      expect(() => smsGatewayConfig({ SMS_GATEWAY_URL: "https://sms.example.org", SMS_GATEWAY_TIMEOUT_MS: bad })).toThrow(/SMS_GATEWAY_TIMEOUT_MS/);
    }
  });
});

describe("queueSms", () => {
  it("writes inside the caller's transaction, nothing when it rolls back, and refuses a malformed number or text", async () => {
    const to = nextNumber();
    await expect(
      getDb().transaction(async (tx) => {
        await queueSms(tx, { to, text: "Reminder" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await getDb().select().from(smsOutbox).where(eq(smsOutbox.toNumber, to))).toEqual([]);
    await expect(getDb().transaction((tx) => queueSms(tx, { to: "0772410233", text: "x" }))).rejects.toThrow(/E\.164/);
    await expect(getDb().transaction((tx) => queueSms(tx, { to, text: "   " }))).rejects.toThrow(/1 to 1600/);
    await expect(getDb().transaction((tx) => queueSms(tx, { to, text: "x".repeat(1601) }))).rejects.toThrow(/1 to 1600/);
  });
});

describe("the default provider (no SMS_GATEWAY_URL)", () => {
  it("keeps the message in the outbox as 'logged' and logs the row and a masked number, never the text", async () => {
    delete process.env.SMS_GATEWAY_URL;
    const info = jest.spyOn(console, "info").mockImplementation(() => undefined);
    const to = nextNumber();
    const id = await sendSms({ to, text: "Your appointment is tomorrow at 09:30" });
    expect(await rowOf(id)).toMatchObject({ status: "logged", toNumber: to, bodyText: "Your appointment is tomorrow at 09:30", attempts: 1, lastError: null });
    expect((await rowOf(id)).sentAt).toBeInstanceOf(Date);
    const lines = info.mock.calls.map((call) => String(call[0])).filter((line) => line.includes(id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${to.slice(0, 4)}…${to.slice(-3)}`);
    expect(lines[0]).not.toContain(to);
    expect(lines[0]).not.toContain("appointment");
  });
});

describe("the HTTP gateway provider", () => {
  it("posts {to, text} with the bearer token and the outbox id as idempotency key; a 2xx marks it sent", async () => {
    const gateway = await fakeGateway();
    try {
      process.env.SMS_GATEWAY_URL = gateway.url;
      process.env.SMS_GATEWAY_TOKEN = "gateway-token-1";
      const to = nextNumber();
      const id = await sendSms({ to, text: "Reminder: appointment on Mon, Nov 30, 2026 at 09:30." });
      expect(gateway.posted).toHaveLength(1);
      expect(gateway.posted[0].body).toEqual({ to, text: "Reminder: appointment on Mon, Nov 30, 2026 at 09:30." });
      expect(gateway.posted[0].headers.authorization).toBe("Bearer gateway-token-1");
      expect(gateway.posted[0].headers["content-type"]).toBe("application/json");
      expect(gateway.posted[0].headers["idempotency-key"]).toBe(id);
      expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 1, lastError: null, claimedUntil: null });
    } finally {
      await gateway.close();
    }
  });

  it("keeps a message the gateway fails (503) for a retry after a back-off, then sends it once it answers", async () => {
    let status = 503;
    const gateway = await fakeGateway(() => status);
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      process.env.SMS_GATEWAY_URL = gateway.url;
      const now = new Date();
      const id = await getDb().transaction((tx) => queueSms(tx, { to: nextNumber(), text: "Reminder" }));
      await deliverSms([id], { now });
      const failed = await rowOf(id);
      expect(failed).toMatchObject({ status: "queued", attempts: 1, claimedUntil: null, sentAt: null });
      expect(failed.lastError).toBe('SMS gateway answered HTTP 503: {"error":"busy"}');
      expect(failed.nextAttemptAt.getTime()).toBe(minutesLater(now, 1).getTime());

      // Not before its next attempt is due.
      await retryDueSms({ now: minutesLater(now, 0.5) });
      expect(gateway.posted).toHaveLength(1);

      status = 200;
      await retryDueSms({ now: minutesLater(now, 1) });
      expect(gateway.posted).toHaveLength(2);
      expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
      await retryDueSms({ now: minutesLater(now, 60) });
      expect(gateway.posted).toHaveLength(2);
    } finally {
      await gateway.close();
    }
  });

  it(`gives up after ${SMS_MAX_ATTEMPTS} failed attempts, and at once on a refusal a retry would meet again (400)`, async () => {
    let status = 500;
    const gateway = await fakeGateway(() => status);
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      process.env.SMS_GATEWAY_URL = gateway.url;
      let now = new Date();
      const id = await getDb().transaction((tx) => queueSms(tx, { to: nextNumber(), text: "Reminder" }));
      await deliverSms([id], { now });
      for (let i = 2; i <= SMS_MAX_ATTEMPTS + 1; i++) {
        now = minutesLater(now, 61);
        await retryDueSms({ now });
      }
      expect(gateway.posted).toHaveLength(SMS_MAX_ATTEMPTS);
      expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: SMS_MAX_ATTEMPTS, lastError: 'SMS gateway answered HTTP 500: {"error":"busy"}' });

      status = 400;
      const refused = await getDb().transaction((tx) => queueSms(tx, { to: nextNumber(), text: "Reminder" }));
      await deliverSms([refused]);
      expect(await rowOf(refused)).toMatchObject({ status: "failed", attempts: 1 });
    } finally {
      await gateway.close();
    }
  });

  it("counts a gateway that does not answer in time, or is unreachable, as a failed attempt kept for retry", async () => {
    const gateway = await fakeGateway(() => null);
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      process.env.SMS_GATEWAY_URL = gateway.url;
      process.env.SMS_GATEWAY_TIMEOUT_MS = "1000";
      const slow = await getDb().transaction((tx) => queueSms(tx, { to: nextNumber(), text: "Reminder" }));
      await deliverSms([slow]);
      expect(await rowOf(slow)).toMatchObject({ status: "queued", attempts: 1, lastError: "SMS gateway did not answer within 1000 ms" });
    } finally {
      await gateway.close();
    }
    // The same address once the gateway is gone: connection refused.
    const gone = await getDb().transaction((tx) => queueSms(tx, { to: nextNumber(), text: "Reminder" }));
    await deliverSms([gone]);
    const row = await rowOf(gone);
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row.lastError).toMatch(/^SMS gateway unreachable/);
  });

  it("keeps the messages for retry, naming the variable, when SMS_GATEWAY_URL is malformed", async () => {
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    process.env.SMS_GATEWAY_URL = "ftp://sms.example.org";
    const id = await getDb().transaction((tx) => queueSms(tx, { to: nextNumber(), text: "Reminder" }));
    await deliverSms([id]);
    expect(await rowOf(id)).toMatchObject({
      status: "queued",
      attempts: 1,
      lastError: "Invalid SMS gateway configuration: SMS_GATEWAY_URL must be an http(s) URL, e.g. https://sms.example.org/api/send",
    });
  });

  it("two instances retrying at the same moment post each message once", async () => {
    let status = 503;
    const gateway = await fakeGateway(() => status);
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    // On PostgreSQL the second instance has its own pool, as a second server would.
    const handle = getDbHandle();
    const url = handle.pool ? (handle.pool as unknown as { options: { connectionString: string } }).options.connectionString : undefined;
    const other: DbHandle | undefined = url ? openPostgres(url, 5) : undefined;
    try {
      process.env.SMS_GATEWAY_URL = gateway.url;
      const now = new Date();
      const ids = await getDb().transaction(async (tx) => {
        const list: string[] = [];
        for (let i = 0; i < 30; i++) list.push(await queueSms(tx, { to: nextNumber(), text: `Reminder ${i}` }));
        return list;
      });
      const numbers = new Set((await getDb().select({ to: smsOutbox.toNumber }).from(smsOutbox).where(inArray(smsOutbox.id, ids))).map((r) => r.to));
      // Only this test's messages (the earlier tests leave some waiting for a retry).
      const postedHere = () => gateway.posted.map((p) => (p.body as { to: string }).to).filter((to) => numbers.has(to));
      await deliverSms(ids, { now });
      expect(postedHere()).toHaveLength(30);
      status = 200;
      const later = minutesLater(now, 2);
      await Promise.all([retryDueSms({ now: later }), retryDueSms({ now: later, db: other?.db ?? getDb() })]);
      expect(postedHere()).toHaveLength(60);
      expect(new Set(postedHere().slice(30)).size).toBe(30);
      const rows = await getDb().select().from(smsOutbox).where(inArray(smsOutbox.id, ids));
      expect(rows.every((r) => r.status === "sent" && r.attempts === 2)).toBe(true);
    } finally {
      await other?.close();
      await gateway.close();
    }
  });
});
