import { and, desc, eq, sql, type SQL } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { notifications, users } from "@/lib/db/schema";
import { notFound, notSignedIn } from "@/lib/errors";

import type { NotificationView } from "./appointment-types";

// Notifications (API.md "Notifications", added): one recipient each, a staff user, a patient or a
// health worker. Written by the services inside the transaction of the change they announce.

export type Recipient = { userId: string } | { patientId: string } | { healthWorkerId: string };
export type NewNotice = { title: string; message: string; type: string; relatedId?: string | null };

/** Writes notices in the caller's transaction; recipients without an id are skipped. */
export async function notify(tx: DbOrTx, entries: readonly { to: Recipient | null; notice: NewNotice }[]): Promise<void> {
  const rows = entries
    .filter((e): e is { to: Recipient; notice: NewNotice } => e.to !== null)
    .map(({ to, notice }) => ({
      userId: "userId" in to ? to.userId : null,
      patientId: "patientId" in to ? to.patientId : null,
      healthWorkerId: "healthWorkerId" in to ? to.healthWorkerId : null,
      title: notice.title,
      message: notice.message,
      type: notice.type,
      relatedId: notice.relatedId ?? null,
    }));
  if (rows.length > 0) await tx.insert(notifications).values(rows);
}

/** The active administrators of a hospital, as recipients (read in the caller's transaction). */
export async function hospitalAdminRecipients(tx: DbOrTx, hospitalId: string): Promise<Recipient[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.hospitalId, hospitalId), eq(users.role, "hospital_admin"), eq(users.isActive, true)));
  return rows.map((r) => ({ userId: r.id }));
}

/** The actor's own notifications, as a WHERE condition; anonymous callers are 401. */
function ownedBy(actor: Actor): SQL {
  switch (actor.kind) {
    case "staff":
      return eq(notifications.userId, actor.userId);
    case "patient":
      return eq(notifications.patientId, actor.patientId);
    case "health_worker":
      return eq(notifications.healthWorkerId, actor.healthWorkerId);
    default:
      throw notSignedIn();
  }
}

const view = {
  id: notifications.id,
  title: notifications.title,
  message: notifications.message,
  type: notifications.type,
  relatedId: notifications.relatedId,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
};

const toView = (row: Omit<NotificationView, "createdAt"> & { createdAt: Date }): NotificationView => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

// GET /api/notifications: unread first, newest first.
export async function listNotifications(actor: Actor, limit = 20): Promise<NotificationView[]> {
  const rows = await getDb()
    .select(view)
    .from(notifications)
    .where(ownedBy(actor))
    .orderBy(notifications.isRead, desc(notifications.createdAt), desc(notifications.id))
    .limit(Math.min(Math.max(Math.trunc(limit) || 1, 1), 200));
  return rows.map(toView);
}

/** The bell's figure. */
export async function countUnread(actor: Actor): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(ownedBy(actor), eq(notifications.isRead, false)));
  return Number(row?.n ?? 0);
}

// PATCH /api/notifications/{id}/read: only the owner's; anyone else's is 404.
export async function markNotificationRead(actor: Actor, id: string): Promise<NotificationView> {
  const [row] = await getDb()
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), ownedBy(actor)))
    .returning(view);
  if (!row) throw notFound("Notification");
  return toView(row);
}
