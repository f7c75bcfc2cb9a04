import http from "node:http";
import type { AddressInfo } from "node:net";

import { and, asc, eq, inArray, sql } from "drizzle-orm";

import { getDb, getDbHandle, openPostgres, type DbHandle } from "@/lib/db/client";
import { registerJobs } from "@/lib/jobs";
import { runJob } from "@/lib/jobs/scheduler";
import { appointments, auditLogs, diagnoses, hospitals, mailOutbox, patients, reminders, smsOutbox } from "@/lib/db/schema";
import { addAppointment, addPatient, clinic, futureSlot, mailsTo, type Clinic, type PatientRow } from "@/test/doctor";

import { localWhen } from "./doctor-portal";
import { REMINDER_LEASE_MS, REMINDER_MAX_ATTEMPTS, runReminders } from "./reminders";

// The reminders job (run every minute by each server instance): the clock is passed in, so each
// test walks it past the reminders' times. Appointments are inserted directly (test/doctor.ts),
// accepted, days ahead; no SMS gateway is configured, so SMS stay in sms_outbox as 'logged'.

let c: Clinic;
let hospitalName: string;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const before = (at: Date, ms: number) => new Date(at.getTime() - ms);
const after = (at: Date, ms: number) => new Date(at.getTime() + ms);

let phones = 0;
/** A patient with a number of its own (addPatient gives everyone the same one). */
async function patient(): Promise<PatientRow & { phone: string }> {
  const row = await addPatient(c.hospitalId);
  const phone = `+2567013${String((phones += 1)).padStart(5, "0")}`;
  await getDb().update(patients).set({ phone }).where(eq(patients.id, row.id));
  return { ...row, phone };
}

async function accepted(p: PatientRow, at: Date, extra: { doctor?: 0 | 1; duration?: number; respondedAt?: Date } = {}) {
  const id = await addAppointment(c, { doctor: c.doctors[extra.doctor ?? 0], patientId: p.id, status: "accepted", at, duration: extra.duration });
  if (extra.respondedAt) await getDb().update(appointments).set({ responseDate: extra.respondedAt }).where(eq(appointments.id, id));
  return id;
}

const remindersOf = (appointmentId: string) =>
  getDb().select().from(reminders).where(eq(reminders.appointmentId, appointmentId)).orderBy(asc(reminders.kind), asc(reminders.channel));
const smsTo = (to: string) => getDb().select().from(smsOutbox).where(eq(smsOutbox.toNumber, to)).orderBy(asc(smsOutbox.createdAt));
const quiet = () => jest.spyOn(console, "info").mockImplementation(() => undefined);

beforeAll(async () => {
  // No gateway: SMS stay in the outbox as 'logged' (the last test sets one).
  delete process.env.SMS_GATEWAY_URL;
  c = await clinic({ patientCount: 0 });
  [{ name: hospitalName }] = await getDb().select({ name: hospitals.name }).from(hospitals).where(eq(hospitals.id, c.hospitalId));
});
beforeEach(() => quiet());
afterEach(() => jest.restoreAllMocks());

describe("appointment reminders", () => {
  it("makes the 24 h and 2 h reminders ahead and sends each once, by mail and SMS, at its time", async () => {
    const p = await patient();
    const start = futureSlot();
    const id = await accepted(p, start);

    // More than 25 hours ahead: nothing made yet.
    await runReminders(before(start, 30 * HOUR));
    expect(await remindersOf(id)).toEqual([]);

    // Made ahead of time (two kinds, two channels), not sent before they are due.
    await runReminders(before(start, 24 * HOUR + 5 * MINUTE));
    const made = await remindersOf(id);
    expect(made.map((r) => [r.kind, r.channel, r.status])).toEqual([
      ["appointment_24h", "email", "pending"],
      ["appointment_24h", "sms", "pending"],
      ["appointment_2h", "email", "pending"],
      ["appointment_2h", "sms", "pending"],
    ]);
    expect(made.map((r) => r.dueAt.getTime())).toEqual([0, 0, 1, 1].map((i) => before(start, i ? 2 * HOUR : 24 * HOUR).getTime()));
    expect(await mailsTo(p.email!)).toEqual([]);

    // At 24 hours: the 24-hour reminder, once.
    await runReminders(before(start, 24 * HOUR));
    const when = localWhen(start, c.timezone);
    let mails = await mailsTo(p.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Reminder: appointment on ${when}`);
    expect(mails[0].bodyText).toContain(`with Dr. Sarah Namubiru at ${hospitalName} on ${when}.`);
    let texts = await smsTo(p.phone);
    expect(texts.map((t) => [t.status, t.bodyText])).toEqual([["logged", `${hospitalName}: reminder of your appointment with Dr. Sarah Namubiru on ${when}.`]]);

    for (const hoursBefore of [23, 12, 3]) await runReminders(before(start, hoursBefore * HOUR));
    expect(await mailsTo(p.email!)).toHaveLength(1);

    // At 2 hours: the 2-hour reminder, once.
    await runReminders(before(start, 2 * HOUR));
    await runReminders(before(start, HOUR));
    await runReminders(after(start, 10 * MINUTE));
    mails = await mailsTo(p.email!);
    expect(mails).toHaveLength(2);
    expect(mails.filter((m) => m.bodyText.includes(`on ${when}, in about 2 hours.`))).toHaveLength(1);
    texts = await smsTo(p.phone);
    expect(texts).toHaveLength(2);

    const sent = await remindersOf(id);
    expect(sent.every((r) => r.status === "sent" && r.attempts === 1 && r.claimedUntil === null)).toBe(true);
    expect(new Set(sent.map((r) => r.mailOutboxId ?? r.smsOutboxId)).size).toBe(4);
    expect(sent.filter((r) => r.channel === "email").map((r) => r.mailOutboxId).sort()).toEqual(mails.map((m) => m.id).sort());
    expect(sent.filter((r) => r.channel === "sms").map((r) => r.smsOutboxId).sort()).toEqual(texts.map((t) => t.id).sort());

    // The system's audit trail names what went out, per hospital.
    const audits = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "reminder.send"), eq(auditLogs.hospitalId, c.hospitalId), sql`${auditLogs.details}::text like ${`%${sent[0].id}%`}`));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: "system", entity: "reminder" });
  });

  it("makes no reminder whose time had passed when the doctor accepted (the acceptance mail said it)", async () => {
    const p = await patient();
    const start = futureSlot();
    const id = await accepted(p, start, { respondedAt: before(start, 10 * HOUR) });
    await runReminders(before(start, 10 * HOUR - MINUTE));
    expect((await remindersOf(id)).map((r) => r.kind)).toEqual(["appointment_2h", "appointment_2h"]);
    await runReminders(before(start, 2 * HOUR));
    expect(await mailsTo(p.email!)).toHaveLength(1);
  });

  it("makes only the SMS for a patient without an email address", async () => {
    const p = await patient();
    await getDb().update(patients).set({ email: null }).where(eq(patients.id, p.id));
    const start = futureSlot();
    const id = await accepted(p, start);
    await runReminders(before(start, 24 * HOUR));
    expect((await remindersOf(id)).map((r) => [r.kind, r.channel, r.status])).toEqual([
      ["appointment_24h", "sms", "sent"],
      ["appointment_2h", "sms", "pending"],
    ]);
  });

  it("cancels, never sends, the reminders of an appointment cancelled or moved, and reminds of the new time", async () => {
    const p = await patient();
    const q = await patient();
    const start = futureSlot();
    const cancelled = await accepted(p, start);
    const moved = await accepted(q, start, { doctor: 1 });
    await runReminders(before(start, 25 * HOUR));
    expect(await remindersOf(cancelled)).toHaveLength(4);

    await getDb().update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, cancelled));
    // Rescheduled three hours later and accepted again.
    const newStart = after(start, 3 * HOUR);
    await getDb().update(appointments).set({ appointmentDate: newStart }).where(eq(appointments.id, moved));

    await runReminders(before(start, 24 * HOUR));
    expect(await mailsTo(p.email!)).toEqual([]);
    expect(await mailsTo(q.email!)).toEqual([]);
    expect((await remindersOf(cancelled)).filter((r) => r.kind === "appointment_24h").map((r) => [r.status, r.outcome])).toEqual([
      ["cancelled", "appointment_changed"],
      ["cancelled", "appointment_changed"],
    ]);

    await runReminders(before(newStart, 24 * HOUR));
    const mails = await mailsTo(q.email!);
    expect(mails.map((m) => m.subject)).toEqual([`Reminder: appointment on ${localWhen(newStart, c.timezone)}`]);
    const rows = await remindersOf(moved);
    expect(rows.filter((r) => r.status === "sent").map((r) => r.eventAt.getTime())).toEqual([newStart.getTime(), newStart.getTime()]);

    // The cancelled one's 2-hour reminders are cancelled when they fall due.
    await runReminders(before(start, 2 * HOUR));
    expect(await mailsTo(p.email!)).toEqual([]);
    expect((await remindersOf(cancelled)).every((r) => r.status === "cancelled")).toBe(true);
  });

  it("sends nothing for an appointment that is over: two days down, its reminders are cancelled as stale", async () => {
    const p = await patient();
    const start = futureSlot();
    const id = await accepted(p, start);
    await runReminders(before(start, 25 * HOUR));
    await runReminders(after(start, 2 * 24 * HOUR));
    expect((await remindersOf(id)).map((r) => [r.status, r.outcome])).toEqual(Array(4).fill(["cancelled", "expired"]));
    expect(await mailsTo(p.email!)).toEqual([]);
    expect(await smsTo(p.phone)).toEqual([]);
  });

  it("does not send the 24-hour reminder after the 2-hour one's time: down until 90 minutes before, only the 2-hour one goes", async () => {
    const p = await patient();
    const start = futureSlot();
    const id = await accepted(p, start);
    await runReminders(before(start, 25 * HOUR));
    await runReminders(before(start, 90 * MINUTE));
    expect((await mailsTo(p.email!)).map((m) => m.bodyText.includes("in about 2 hours"))).toEqual([true]);
    expect((await remindersOf(id)).map((r) => [r.kind, r.status, r.outcome])).toEqual([
      ["appointment_24h", "cancelled", "expired"],
      ["appointment_24h", "cancelled", "expired"],
      ["appointment_2h", "sent", null],
      ["appointment_2h", "sent", null],
    ]);
  });
});

describe("follow-up reminders", () => {
  async function followUp(p: PatientRow, date: string) {
    const [row] = await getDb()
      .insert(diagnoses)
      .values({ patientId: p.id, doctorId: c.doctors[0].id, hospitalId: c.hospitalId, symptoms: "Cough", diagnosis: "Bronchitis", followUpDate: date })
      .returning({ id: diagnoses.id });
    return row.id;
  }
  const ofDiagnosis = (id: string) => getDb().select().from(reminders).where(eq(reminders.diagnosisId, id)).orderBy(asc(reminders.channel));

  it("reminds on the follow-up date at 09:00 in the hospital's zone, once, and not after the date changed", async () => {
    const p = await patient();
    const q = await patient();
    // Five days ahead (Africa/Kampala, UTC+3): 09:00 there is 06:00 UTC.
    const date = new Date(Date.now() + 5 * 24 * HOUR).toISOString().slice(0, 10);
    const nine = new Date(`${date}T06:00:00Z`);
    const kept = await followUp(p, date);
    const changed = await followUp(q, date);

    await runReminders(before(nine, MINUTE));
    const made = await ofDiagnosis(kept);
    expect(made.map((r) => [r.kind, r.channel, r.status, r.dueAt.toISOString()])).toEqual([
      ["follow_up", "email", "pending", nine.toISOString()],
      ["follow_up", "sms", "pending", nine.toISOString()],
    ]);
    expect(await mailsTo(p.email!)).toEqual([]);

    await getDb().update(diagnoses).set({ followUpDate: "2099-01-01" }).where(eq(diagnoses.id, changed));
    await runReminders(nine);
    await runReminders(after(nine, HOUR));
    const mails = await mailsTo(p.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^Reminder: follow-up visit on \w{3}, \w{3} \d{1,2}, \d{4}$/);
    expect(mails[0].bodyText).toContain(`Dr. Sarah Namubiru asked you to come back to ${hospitalName} for a follow-up visit on`);
    expect(await smsTo(p.phone)).toHaveLength(1);
    expect((await ofDiagnosis(changed)).map((r) => [r.status, r.outcome])).toEqual([
      ["cancelled", "follow_up_changed"],
      ["cancelled", "follow_up_changed"],
    ]);
    expect(await mailsTo(q.email!)).toEqual([]);
  });
});

describe("exactly once across instances and restarts", () => {
  it("a claim whose sender died before committing is sent once its lease expires, and nothing twice", async () => {
    const p = await patient();
    const start = futureSlot();
    const id = await accepted(p, start);
    await runReminders(before(start, 25 * HOUR));
    const due = before(start, 24 * HOUR);
    // Another instance claimed the 24-hour reminders and stopped before its send committed.
    await getDb()
      .update(reminders)
      .set({ claimedUntil: after(due, REMINDER_LEASE_MS), claimToken: "crashed-instance", attempts: 1 })
      .where(and(eq(reminders.appointmentId, id), eq(reminders.kind, "appointment_24h")));

    await runReminders(due);
    await runReminders(after(due, REMINDER_LEASE_MS - 1000));
    expect(await mailsTo(p.email!)).toEqual([]);

    // The restart's runs after the lease: sent, once.
    await runReminders(after(due, REMINDER_LEASE_MS + 1000));
    await runReminders(after(due, REMINDER_LEASE_MS + 2 * MINUTE));
    expect(await mailsTo(p.email!)).toHaveLength(1);
    expect(await smsTo(p.phone)).toHaveLength(1);
    const rows = (await remindersOf(id)).filter((r) => r.kind === "appointment_24h");
    expect(rows.map((r) => [r.status, r.attempts, r.claimedUntil])).toEqual([
      ["sent", 2, null],
      ["sent", 2, null],
    ]);
  });

  it(`gives a reminder up as failed after ${REMINDER_MAX_ATTEMPTS} claims that never completed`, async () => {
    const p = await patient();
    const start = futureSlot();
    const id = await accepted(p, start);
    await runReminders(before(start, 25 * HOUR));
    const due = before(start, 24 * HOUR);
    await getDb()
      .update(reminders)
      .set({ claimedUntil: before(due, 1000), claimToken: "crashed-instance", attempts: REMINDER_MAX_ATTEMPTS })
      .where(and(eq(reminders.appointmentId, id), eq(reminders.kind, "appointment_24h")));
    expect((await runReminders(due)).failed).toBeGreaterThanOrEqual(2);
    expect(await mailsTo(p.email!)).toEqual([]);
    expect((await remindersOf(id)).filter((r) => r.kind === "appointment_24h").map((r) => [r.status, r.outcome])).toEqual([
      ["failed", "too_many_attempts"],
      ["failed", "too_many_attempts"],
    ]);
  });

  it("two instances running the job at the same moment send each reminder exactly once, round after round", async () => {
    // On PostgreSQL the second instance has its own pool, as a second server would.
    const handle = getDbHandle();
    const url = handle.pool ? (handle.pool as unknown as { options: { connectionString: string } }).options.connectionString : undefined;
    const other: DbHandle | undefined = url ? openPostgres(url, 10) : undefined;
    const list: Awaited<ReturnType<typeof patient>>[] = [];
    for (let i = 0; i < 20; i++) list.push(await patient());
    const emails = list.map((p) => p.email!);
    const numbers = list.map((p) => p.phone);
    try {
      const rounds = 4;
      for (let round = 1; round <= rounds; round++) {
        // Twenty 5-minute appointments, ten per doctor, in the first 50 minutes of a fresh slot.
        // A month ahead: the other tests' reminders are all stale there (cancelled, never counted here).
        const base = after(futureSlot(), 30 * 24 * HOUR);
        const ids: string[] = [];
        for (let i = 0; i < 20; i++) ids.push(await accepted(list[i], after(base, (i % 10) * 5 * MINUTE), { doctor: i < 10 ? 0 : 1, duration: 5 }));
        const now = after(base, -24 * HOUR + 55 * MINUTE);
        const runs = await Promise.all([runReminders(now, getDb(), { batchSize: 3 }), runReminders(now, other?.db ?? getDb(), { batchSize: 3 })]);
        expect(runs[0].sent + runs[1].sent).toBeGreaterThanOrEqual(40);

        const mails = await getDb()
          .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, n: sql<number>`count(*)`.mapWith(Number) })
          .from(mailOutbox)
          .where(inArray(mailOutbox.toAddress, emails))
          .groupBy(mailOutbox.toAddress, mailOutbox.subject);
        expect(mails).toHaveLength(20 * round);
        expect(mails.every((m) => m.n === 1)).toBe(true);
        const texts = await getDb()
          .select({ to: smsOutbox.toNumber, body: smsOutbox.bodyText, n: sql<number>`count(*)`.mapWith(Number) })
          .from(smsOutbox)
          .where(inArray(smsOutbox.toNumber, numbers))
          .groupBy(smsOutbox.toNumber, smsOutbox.bodyText);
        expect(texts).toHaveLength(20 * round);
        expect(texts.every((t) => t.n === 1)).toBe(true);
        const rows = await getDb().select().from(reminders).where(inArray(reminders.appointmentId, ids));
        expect(rows.filter((r) => r.status === "sent").map((r) => r.kind)).toEqual(Array(40).fill("appointment_24h"));
        expect(rows.filter((r) => r.status === "pending")).toHaveLength(40);
      }
    } finally {
      await other?.close();
    }
  });
});

describe("SMS through a gateway", () => {
  it("a reminder whose SMS the gateway fails is written once, and the SMS is retried by the next runs until the gateway takes it", async () => {
    let status = 503;
    const posted: { to: string; text: string }[] = [];
    const server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        posted.push(JSON.parse(body));
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const saved = process.env.SMS_GATEWAY_URL;
    process.env.SMS_GATEWAY_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const p = await patient();
      const start = futureSlot();
      const id = await accepted(p, start);
      await runReminders(before(start, 25 * HOUR));
      const due = before(start, 24 * HOUR);
      const toPatient = () => posted.filter((m) => m.to === p.phone);

      await runReminders(due);
      expect(toPatient()).toHaveLength(1);
      expect(toPatient()[0].text).toBe(`${hospitalName}: reminder of your appointment with Dr. Sarah Namubiru on ${localWhen(start, c.timezone)}.`);
      let [sms] = await smsTo(p.phone);
      expect(sms).toMatchObject({ status: "queued", attempts: 1, lastError: "SMS gateway answered HTTP 503" });
      // The reminder itself is done: its message is in the outbox, which retries it.
      expect((await remindersOf(id)).filter((r) => r.kind === "appointment_24h").map((r) => [r.channel, r.status])).toEqual([
        ["email", "sent"],
        ["sms", "sent"],
      ]);

      status = 200;
      await runReminders(after(due, 30_000));
      expect(toPatient()).toHaveLength(1);
      await runReminders(after(due, MINUTE));
      await runReminders(after(due, 10 * MINUTE));
      expect(toPatient()).toHaveLength(2);
      [sms] = await smsTo(p.phone);
      expect(sms).toMatchObject({ status: "sent", attempts: 2, lastError: null });
      expect(await smsTo(p.phone)).toHaveLength(1);
    } finally {
      if (saved === undefined) delete process.env.SMS_GATEWAY_URL;
      else process.env.SMS_GATEWAY_URL = saved;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("the server's scheduler", () => {
  it("runs the reminders as its 'reminders' job, on the real clock", async () => {
    const p = await patient();
    // 23 hours from now (a whole minute): the 24-hour reminder is due, the 2-hour one is not.
    const start = new Date(Math.ceil((Date.now() + 23 * HOUR) / MINUTE) * MINUTE);
    const id = await accepted(p, start);
    registerJobs();
    await runJob("reminders");
    expect((await remindersOf(id)).map((r) => [r.kind, r.channel, r.status])).toEqual([
      ["appointment_24h", "email", "sent"],
      ["appointment_24h", "sms", "sent"],
      ["appointment_2h", "email", "pending"],
      ["appointment_2h", "sms", "pending"],
    ]);
    expect(await mailsTo(p.email!)).toHaveLength(1);
  });
});
