import { and, eq, sql } from "drizzle-orm";

import { POST as endRoute } from "@/app/api/admin/announcements/[announcementId]/end/route";
import { GET as listRoute, POST as broadcastRoute } from "@/app/api/admin/announcements/route";
import { POST as dismissRoute } from "@/app/api/announcements/[announcementId]/dismiss/route";
import { GET as notificationsRoute } from "@/app/api/notifications/route";
import { getDb } from "@/lib/db/client";
import { announcementDismissals, announcements, auditLogs, healthWorkers, notifications, users } from "@/lib/db/schema";
import { ENDS_AT_FORMAT, ENDS_AT_PAST, LEVEL_MESSAGE, MESSAGE_REQUIRED, MESSAGE_TOO_LONG } from "@/lib/validation/announcement";
import { actorOf, clinic, type Clinic } from "@/test/doctor";
import { call } from "@/test/http";
import { portalCookie } from "@/test/patients";
import { staffUser } from "@/test/staff";
import { addTestWorker, type TestWorker } from "@/test/workers";

import { activeBanners, ALREADY_ENDED, NOTICE_TITLES } from "./announcements";

// Issue 16, item 8: the system administrator broadcasts an announcement (info, warning or
// critical, with an optional end time). Every active staff user and health worker gets a
// notification, and a banner of its level on their pages until it ends (at its end time or early)
// or they dismiss it; the administrator lists past announcements and can end one early.

let a: Clinic;
let root: { cookie: string; email: string };
let worker: TestWorker;
let idleWorker: TestWorker;
let others: Record<string, string>;
let patientCookie: string;

const broadcast = (cookie: string | undefined, body: unknown) => call(broadcastRoute, "/api/admin/announcements", { body, cookie });
const list = (cookie: string | undefined, query: Record<string, string> = {}) =>
  call(listRoute, `/api/admin/announcements?${new URLSearchParams(query)}`, { cookie });
const end = (cookie: string | undefined, announcementId: string) =>
  call(endRoute, `/api/admin/announcements/${announcementId}/end`, { method: "POST", cookie, params: { announcementId } });
const dismiss = (cookie: string | undefined, announcementId: string) =>
  call(dismissRoute, `/api/announcements/${announcementId}/dismiss`, { method: "POST", cookie, params: { announcementId } });
const bannersOf = async (cookie: string) => (await activeBanners(await actorOf(cookie))).map((b) => b.id);
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** An announcement written directly (for states a request cannot make, such as an end time already passed). */
async function insertAnnouncement(values: { message: string; createdAt?: Date; endsAt?: Date | null; endedAt?: Date | null }) {
  const [row] = await getDb()
    .insert(announcements)
    .values({ level: "info", ...values })
    .returning({ id: announcements.id });
  return row.id;
}

/**
 * A signed-in system administrator with a second factor on record (a system administrator without
 * one is sent to enrol first, whatever the settings say).
 */
async function systemAdmin() {
  const admin = await staffUser("system_admin", null);
  await getDb().update(users).set({ totpSecretEnc: "enc", totpEnabledAt: new Date() }).where(eq(users.email, admin.email));
  return admin;
}

beforeAll(async () => {
  a = await clinic({ patientCount: 1 });
  root = await systemAdmin();
  worker = await addTestWorker(a.hospitalId, a.general);
  idleWorker = await addTestWorker(null, null, { firstName: "Idle", lastName: "Registrant" });
  patientCookie = await portalCookie(a.patients[0].id, "1990-04-12", "10.162.250.1");
  others = {
    "hospital admin": a.adminCookie,
    doctor: a.doctors[0].cookie,
    "staff user": (await staffUser("user", null)).cookie,
    "health worker": worker.cookie,
    "portal patient": patientCookie,
  };
});

describe("access", () => {
  it("answers 401 signed out and 403 to every principal but a system administrator, writing nothing", async () => {
    const target = await insertAnnouncement({ message: "Access matrix target" });
    const count = async () => [await getDb().$count(announcements), await getDb().$count(notifications), await getDb().$count(announcementDismissals)];
    const before = await count();
    for (const [route, send] of [
      ["POST /api/admin/announcements", (cookie?: string) => broadcast(cookie, { level: "info", message: "Not allowed" })],
      ["GET /api/admin/announcements", (cookie?: string) => list(cookie)],
      ["POST /api/admin/announcements/{id}/end", (cookie?: string) => end(cookie, target)],
    ] as const) {
      expect([route, "signed out", (await send(undefined)).status]).toEqual([route, "signed out", 401]);
      for (const [who, cookie] of Object.entries(others)) expect([route, who, (await send(cookie)).status]).toEqual([route, who, 403]);
    }
    expect(await count()).toEqual(before);
    const [row] = await getDb().select().from(announcements).where(eq(announcements.id, target));
    expect(row.endedAt).toBeNull();
  });

  it("lets only staff and health workers dismiss: 401 signed out, 403 for a portal patient", async () => {
    const target = await insertAnnouncement({ message: "Dismissal matrix target" });
    expect((await dismiss(undefined, target)).status).toBe(401);
    expect((await dismiss(patientCookie, target)).status).toBe(403);
    expect(await getDb().$count(announcementDismissals, eq(announcementDismissals.announcementId, target))).toBe(0);
    expect((await dismiss(root.cookie, target)).status).toBe(204);
  });
});

describe("POST /api/admin/announcements: validation", () => {
  it.each([
    ["a missing level", { message: "Hello" }, "level", LEVEL_MESSAGE],
    ["an unknown level", { level: "urgent", message: "Hello" }, "level", LEVEL_MESSAGE],
    ["a missing message", { level: "info" }, "message", MESSAGE_REQUIRED],
    ["a blank message", { level: "info", message: "   \n " }, "message", MESSAGE_REQUIRED],
    ["a message of 1001 characters", { level: "info", message: "x".repeat(1001) }, "message", MESSAGE_TOO_LONG],
    ["a message that is not text", { level: "info", message: 42 }, "message", MESSAGE_REQUIRED],
    ["an end time without a zone", { level: "info", message: "Hello", endsAt: "2099-01-01T10:00" }, "endsAt", ENDS_AT_FORMAT],
    ["an impossible end time", { level: "info", message: "Hello", endsAt: "2099-02-30T10:00:00Z" }, "endsAt", ENDS_AT_FORMAT],
    ["an end time in the past", { level: "info", message: "Hello", endsAt: "2020-01-01T10:00:00Z" }, "endsAt", ENDS_AT_PAST],
  ])("refuses %s with 400 and writes nothing", async (_label, body, field, message) => {
    const before = await getDb().$count(announcements);
    const res = await broadcast(root.cookie, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(await getDb().$count(announcements)).toBe(before);
  });

  it("trims the message, takes the level in any case, keeps 1000 characters and reads a blank end time as none", async () => {
    const res = await broadcast(root.cookie, { level: " Warning ", message: `  ${"y".repeat(1000)}  `, endsAt: "" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ level: "warning", message: "y".repeat(1000), endsAt: null, endedAt: null, running: true, dismissals: 0 });
    await end(root.cookie, res.body.id);
  });
});

describe("broadcast", () => {
  it("notifies every active staff user and health worker once, nobody inactive and no patient, in the same transaction as an audit row", async () => {
    // An inactive doctor, an inactive worker and a users-table account of role patient receive nothing.
    const inactiveDoctor = a.doctors[1].userId;
    await getDb().update(users).set({ isActive: false }).where(eq(users.id, inactiveDoctor));
    const inactiveWorker = await addTestWorker(a.hospitalId, a.general, { firstName: "Gone", lastName: "Away" });
    await getDb().update(healthWorkers).set({ isActive: false }).where(eq(healthWorkers.id, inactiveWorker.id));
    const [patientAccount] = await getDb()
      .insert(users)
      .values({ email: "patient.account@announce.example", username: "patient.account@announce.example", role: "patient", passwordHash: "x" })
      .returning({ id: users.id });

    const endsAt = inAnHour();
    const res = await broadcast(root.cookie, { level: "warning", message: "The network is upgraded tonight from 22:00.", endsAt, createdBy: "forged", endedAt: "2001-01-01T00:00:00Z" });
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    const activeStaff = await getDb().$count(users, sql`${users.isActive} and ${users.role} <> 'patient'`);
    const activeWorkers = await getDb().$count(healthWorkers, eq(healthWorkers.isActive, true));
    expect(res.body).toEqual({
      id,
      level: "warning",
      message: "The network is upgraded tonight from 22:00.",
      endsAt: new Date(endsAt).toISOString(),
      endedAt: null,
      createdAt: expect.any(String),
      createdBy: expect.any(String),
      createdByName: expect.any(String),
      running: true,
      dismissals: 0,
      notified: { staff: activeStaff, healthWorkers: activeWorkers },
    });
    const [creator] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, res.body.createdBy));
    expect(creator.email).toBe(root.email);

    const sent = await getDb()
      .select({ userId: notifications.userId, healthWorkerId: notifications.healthWorkerId, patientId: notifications.patientId, title: notifications.title, type: notifications.type })
      .from(notifications)
      .where(eq(notifications.relatedId, id));
    expect(sent).toHaveLength(activeStaff + activeWorkers);
    expect(sent.every((n) => n.type === "announcement" && n.title === NOTICE_TITLES.warning && n.patientId === null)).toBe(true);
    const userIds = sent.map((n) => n.userId).filter(Boolean);
    const workerIds = sent.map((n) => n.healthWorkerId).filter(Boolean);
    expect(new Set(userIds).size).toBe(activeStaff); // exactly one each
    expect(new Set(workerIds).size).toBe(activeWorkers);
    expect(userIds).toContain(a.doctors[0].userId);
    expect(userIds).toContain(a.adminUserId);
    expect(workerIds).toEqual(expect.arrayContaining([worker.id, idleWorker.id]));
    expect(userIds).not.toContain(inactiveDoctor);
    expect(userIds).not.toContain(patientAccount.id);
    expect(workerIds).not.toContain(inactiveWorker.id);

    // The doctor's bell lists it.
    const bell = await call(notificationsRoute, "/api/notifications", { cookie: a.doctors[0].cookie });
    expect(bell.body).toEqual(expect.arrayContaining([expect.objectContaining({ title: NOTICE_TITLES.warning, message: "The network is upgraded tonight from 22:00.", relatedId: id })]));

    const [trail] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.action, "announcement.broadcast"), eq(auditLogs.entityId, id)));
    expect(trail).toMatchObject({ actorType: "staff", entity: "announcement", details: { level: "warning", notified: { staff: activeStaff, healthWorkers: activeWorkers } } });

    await getDb().update(users).set({ isActive: true }).where(eq(users.id, inactiveDoctor));
    await end(root.cookie, id);
  });

  it("writes nothing at all when a notification cannot be written (one transaction)", async () => {
    // A trigger that fails the second audience's insert: the announcement and the staff's notifications must roll back.
    const db = getDb();
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await db.execute(sql`create function refuse_worker_notice() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await db.execute(sql`create trigger refuse_worker_notice before insert on notifications for each row when (new.health_worker_id is not null) execute function refuse_worker_notice()`);
    try {
      const before = [await db.$count(announcements), await db.$count(notifications), await db.$count(auditLogs, eq(auditLogs.action, "announcement.broadcast"))];
      const res = await broadcast(root.cookie, { level: "info", message: "Half a broadcast" });
      expect(res.status).toBe(500);
      expect([await db.$count(announcements), await db.$count(notifications), await db.$count(auditLogs, eq(auditLogs.action, "announcement.broadcast"))]).toEqual(before);
    } finally {
      await db.execute(sql`drop trigger refuse_worker_notice on notifications`);
      await db.execute(sql`drop function refuse_worker_notice()`);
      quiet.mockRestore();
    }
  });
});

describe("banners and dismissal", () => {
  it("shows a running announcement to staff and workers, newest first, until each person dismisses it", async () => {
    const older = (await broadcast(root.cookie, { level: "info", message: "Older notice" })).body.id as string;
    const newer = (await broadcast(root.cookie, { level: "critical", message: "Newer notice", endsAt: inAnHour() })).body.id as string;
    const doctor = a.doctors[0].cookie;
    for (const cookie of [doctor, a.adminCookie, worker.cookie, idleWorker.cookie, root.cookie]) {
      const ids = await bannersOf(cookie);
      expect(ids.indexOf(newer)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    }
    // Patients and visitors have none.
    expect(await activeBanners(await actorOf(patientCookie))).toEqual([]);

    // The doctor dismisses the newer one (twice: the same answer, one row, one audit row).
    expect((await dismiss(doctor, newer)).status).toBe(204);
    expect((await dismiss(doctor, newer)).status).toBe(204);
    expect(await bannersOf(doctor)).not.toContain(newer);
    expect(await bannersOf(doctor)).toContain(older);
    expect(await getDb().$count(announcementDismissals, eq(announcementDismissals.announcementId, newer))).toBe(1);
    expect(await getDb().$count(auditLogs, and(eq(auditLogs.action, "announcement.dismiss"), eq(auditLogs.entityId, newer)))).toBe(1);
    // Only for the doctor: the administrator and the worker still see it.
    expect(await bannersOf(a.adminCookie)).toContain(newer);
    expect(await bannersOf(worker.cookie)).toContain(newer);

    // The worker dismisses it too; a worker's and a staff user's dismissals are counted apart.
    expect((await dismiss(worker.cookie, newer)).status).toBe(204);
    expect(await bannersOf(worker.cookie)).not.toContain(newer);
    expect(await bannersOf(idleWorker.cookie)).toContain(newer);
    const row = ((await list(root.cookie)).body as { id: string; dismissals: number }[]).find((r) => r.id === newer);
    expect(row?.dismissals).toBe(2);

    await end(root.cookie, older);
    await end(root.cookie, newer);
  });

  it("answers 404 for an unknown announcement", async () => {
    const res = await dismiss(a.doctors[0].cookie, "no-such-announcement");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Announcement not found");
  });

  it("hides an announcement whose end time has passed, and ending it then answers 409", async () => {
    const passed = await insertAnnouncement({ message: "Yesterday's notice", createdAt: new Date(Date.now() - 86_400_000), endsAt: new Date(Date.now() - 1000) });
    const running = await insertAnnouncement({ message: "Today's notice", endsAt: new Date(Date.now() + 3_600_000) });
    expect(await bannersOf(a.doctors[0].cookie)).not.toContain(passed);
    expect(await bannersOf(a.doctors[0].cookie)).toContain(running);
    const rows = (await list(root.cookie)).body as { id: string; running: boolean }[];
    expect(rows.find((r) => r.id === passed)?.running).toBe(false);
    expect(rows.find((r) => r.id === running)?.running).toBe(true);
    const res = await end(root.cookie, passed);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ALREADY_ENDED);
    await end(root.cookie, running);
  });
});

describe("GET /api/admin/announcements", () => {
  it("lists newest first, paged, with who broadcast each", async () => {
    const ids: string[] = [];
    for (const message of ["Page one", "Page two", "Page three"]) ids.push((await broadcast(root.cookie, { level: "info", message })).body.id);
    const first = await list(root.cookie, { limit: "2" });
    expect(first.status).toBe(200);
    expect(first.body.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(first.body[0]).toMatchObject({ message: "Page three", createdByName: expect.stringMatching(/^Test User\d+$/) });
    const second = await list(root.cookie, { limit: "2", offset: "1" });
    expect(second.body.map((r: { id: string }) => r.id)).toEqual([ids[1], ids[0]]);
    const all = (await list(root.cookie, { limit: "200" })).body as { createdAt: string }[];
    expect(all.length).toBe(await getDb().$count(announcements));
    const times = all.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await list(root.cookie, { limit: "0" })).status).toBe(400);
    for (const id of ids) await end(root.cookie, id);
  });
});

describe("POST /api/admin/announcements/{id}/end", () => {
  it("ends a running announcement now: its banners disappear, and a second end answers 409", async () => {
    const id = (await broadcast(root.cookie, { level: "warning", message: "To be ended early" })).body.id as string;
    expect(await bannersOf(a.doctors[0].cookie)).toContain(id);
    const res = await end(root.cookie, id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, running: false, endedAt: expect.any(String) });
    expect(await bannersOf(a.doctors[0].cookie)).not.toContain(id);
    expect(await bannersOf(worker.cookie)).not.toContain(id);
    expect(await getDb().$count(auditLogs, and(eq(auditLogs.action, "announcement.end"), eq(auditLogs.entityId, id)))).toBe(1);
    const again = await end(root.cookie, id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_ENDED);
    expect((await end(root.cookie, "no-such-announcement")).status).toBe(404);
  });

  it("of two concurrent ends, exactly one succeeds and one audit row is written", async () => {
    // Two administrators end the same announcement at once. On PostgreSQL the second UPDATE waits
    // for the first's row lock, re-checks `ended_at is null` and matches nothing; PGlite runs them
    // one after the other. Either way: one 200, one 409, one ended_at, one audit row.
    const second = await systemAdmin();
    const id = (await broadcast(root.cookie, { level: "critical", message: "Raced end" })).body.id as string;
    const answers = await Promise.all([end(root.cookie, id), end(second.cookie, id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.status === 200)!;
    const [row] = await getDb().select().from(announcements).where(eq(announcements.id, id));
    expect(row.endedAt?.toISOString()).toBe(winner.body.endedAt);
    expect(await getDb().$count(auditLogs, and(eq(auditLogs.action, "announcement.end"), eq(auditLogs.entityId, id)))).toBe(1);
  });
});
