import { eq } from "drizzle-orm";

import { PATCH as readRoute } from "@/app/api/notifications/[id]/read/route";
import { GET as listRoute } from "@/app/api/notifications/route";
import type { HealthWorkerActor } from "@/lib/auth/actor-types";
import { getDb } from "@/lib/db/client";
import { notifications } from "@/lib/db/schema";
import { addDays, localDate, zonedInstant } from "@/lib/time";
import { actorOf, clinic, type Clinic } from "@/test/doctor";
import { call } from "@/test/http";
import { portalCookie } from "@/test/patients";

import { bookAppointment } from "./appointments";
import { countUnread, listNotifications, markNotificationRead } from "./notifications";

// A booking notifies the doctor and the patient; each principal lists only their own notices,
// unread first, and only the owner may mark one read.

let c: Clinic;
let sarah: Clinic["doctors"][0];
let peter: Clinic["doctors"][1];
let patientPortal: string;
let bookingId: string;

const list = (cookie: string | undefined, query = "") => call(listRoute, `/api/notifications${query}`, { cookie });
const read = (cookie: string | undefined, id: string) =>
  call(readRoute, `/api/notifications/${id}/read`, { method: "PATCH", cookie, params: { id } });

async function notice(userId: string, title: string, createdAt: Date, isRead = false): Promise<string> {
  const [row] = await getDb()
    .insert(notifications)
    .values({ userId, title, message: `${title} message`, type: "info", createdAt, isRead })
    .returning({ id: notifications.id });
  return row.id;
}

beforeAll(async () => {
  delete process.env.SMTP_URL;
  jest.spyOn(console, "info").mockImplementation(() => {});
  c = await clinic({ patientCount: 2 });
  [sarah, peter] = c.doctors;
  const date = addDays(localDate(new Date(), c.timezone), 3);
  const booked = await bookAppointment(await actorOf(c.adminCookie), {
    patientId: c.patients[0].id,
    departmentId: c.general,
    doctorId: sarah.id,
    appointmentDate: zonedInstant(date, "10:00", c.timezone),
    duration: 30,
    reason: "Persistent headaches",
    notes: undefined,
    hospitalId: undefined,
  });
  bookingId = booked.id;
  patientPortal = await portalCookie(c.patients[0].id, "1990-04-12");
});

describe("GET /api/notifications", () => {
  it("gives the doctor the booking's notice", async () => {
    const res = await list(sarah.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(String),
        title: "New Appointment Request",
        message: expect.stringContaining("has an appointment with you on"),
        type: "appointment",
        relatedId: bookingId,
        isRead: false,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    expect((await list(peter.cookie)).body).toEqual([]);
  });

  it("gives the patient's portal session the patient's own notice", async () => {
    const res = await list(patientPortal);
    expect(res.status).toBe(200);
    expect(res.body.map((n: { title: string }) => n.title)).toEqual(["Appointment Scheduled"]);
    expect(res.body[0].message).toContain("Dr. Sarah Namubiru");
  });

  it("lists unread first, newest first within each, up to the limit", async () => {
    const base = Date.now() - 86_400_000;
    const old = await notice(peter.userId, "Old unread", new Date(base));
    const newestRead = await notice(peter.userId, "Newest but read", new Date(base + 3_000), true);
    const recent = await notice(peter.userId, "Recent unread", new Date(base + 2_000));
    const res = await list(peter.cookie);
    expect(res.body.map((n: { id: string }) => n.id)).toEqual([recent, old, newestRead]);
    expect((await list(peter.cookie, "?limit=1")).body.map((n: { id: string }) => n.id)).toEqual([recent]);
    expect((await list(peter.cookie, "?limit=0")).status).toBe(400);
    expect(await countUnread(await actorOf(peter.cookie))).toBe(2);
  });

  it("answers 401 when signed out, and an empty list to a health worker without notices", async () => {
    expect((await list(undefined)).status).toBe(401);
    const worker: HealthWorkerActor = { kind: "health_worker", healthWorkerId: "no-such-worker", hospitalId: c.hospitalId, ip: null };
    expect(await listNotifications(worker)).toEqual([]);
  });
});

describe("PATCH /api/notifications/{id}/read", () => {
  it("marks the owner's notice read, and answers 404 to anyone else", async () => {
    const id = await notice(sarah.userId, "Lab results ready", new Date());
    expect((await read(peter.cookie, id)).status).toBe(404);
    expect((await read(c.adminCookie, id)).status).toBe(404);
    expect((await read(patientPortal, id)).status).toBe(404);
    expect((await read(undefined, id)).status).toBe(401);
    const [untouched] = await getDb().select().from(notifications).where(eq(notifications.id, id));
    expect(untouched.isRead).toBe(false);

    const before = await countUnread(await actorOf(sarah.cookie));
    const res = await read(sarah.cookie, id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, title: "Lab results ready", isRead: true });
    expect(await countUnread(await actorOf(sarah.cookie))).toBe(before - 1);
    // Read again: still the owner's, still 200.
    expect((await read(sarah.cookie, id)).status).toBe(200);
    expect((await read(sarah.cookie, "no-such-id")).status).toBe(404);
  });

  it("lets the patient mark their own notice read through the portal session", async () => {
    const [mine] = await getDb().select().from(notifications).where(eq(notifications.patientId, c.patients[0].id));
    const res = await read(patientPortal, mine.id);
    expect(res.status).toBe(200);
    expect(res.body.isRead).toBe(true);
    const patient = await listNotifications({ kind: "patient", patientId: c.patients[0].id, ip: null });
    expect(patient.every((n) => n.isRead)).toBe(true);
    await expect(markNotificationRead({ kind: "patient", patientId: c.patients[1].id, ip: null }, mine.id)).rejects.toMatchObject({ status: 404 });
  });
});
