import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { announcementDismissals, announcements, users, type Announcement } from "@/lib/db/schema";
import { notFound, notSignedIn, pgConstraint, pgErrorCode, ServiceError } from "@/lib/errors";
import { ENDS_AT_PAST, type CreateAnnouncementInput, type ListAnnouncementsQuery } from "@/lib/validation/announcement";

// The system administrator's announcements (issue 16, item 8). A broadcast writes the announcement
// and a notification for every active staff user and health worker in one transaction; while it
// runs (not ended early, `ends_at` not passed) each of them sees a banner of its level until they
// dismiss it.

export const ALREADY_ENDED = "This announcement has already ended";
export const NOT_A_RECIPIENT = "Only staff and health workers receive announcements";

export type AnnouncementLevel = "info" | "warning" | "critical";

/** The banner of one running announcement. */
export type BannerView = { id: string; level: AnnouncementLevel; message: string; endsAt: string | null; createdAt: string };

/** A row of the administrator's list. */
export type AnnouncementView = BannerView & {
  endedAt: string | null;
  createdBy: string | null;
  createdByName: string | null;
  /** Not ended early and `endsAt` not passed, by the database's clock. */
  running: boolean;
  /** How many people closed its banner. */
  dismissals: number;
};

/** The answer of a broadcast: the announcement and how many notifications it wrote. */
export type BroadcastView = AnnouncementView & { notified: { staff: number; healthWorkers: number } };

const ADMINS = ["system_admin"] as const;

/** The notification's title for each level (the bell shows title and message). */
export const NOTICE_TITLES: Record<AnnouncementLevel, string> = {
  info: "Announcement",
  warning: "Announcement: warning",
  critical: "Announcement: critical",
};

/** Running by the database's clock: not ended early and its end time, if any, not reached. */
const running = sql<boolean>`(${announcements.endedAt} is null and (${announcements.endsAt} is null or ${announcements.endsAt} > now()))`;

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toView(row: Announcement & { running: boolean; dismissals: number; createdByName: string | null }): AnnouncementView {
  return {
    id: row.id,
    level: row.level as AnnouncementLevel,
    message: row.message,
    endsAt: iso(row.endsAt),
    endedAt: iso(row.endedAt),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    running: Boolean(row.running),
    dismissals: Number(row.dismissals),
  };
}

const listColumns = {
  id: announcements.id,
  level: announcements.level,
  message: announcements.message,
  endsAt: announcements.endsAt,
  endedAt: announcements.endedAt,
  createdBy: announcements.createdBy,
  createdAt: announcements.createdAt,
  running,
  // One count per listed row through the dismissals' primary key (announcement_id first).
  dismissals: sql<number>`(select count(*)::int from ${announcementDismissals} where ${announcementDismissals.announcementId} = ${announcements.id})`,
  createdByName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
};

function selectAnnouncements(where: SQL | undefined) {
  return getDb().select(listColumns).from(announcements).leftJoin(users, eq(users.id, announcements.createdBy)).where(where);
}

// POST /api/admin/announcements: the announcement, then one INSERT … SELECT per audience (active
// staff accounts, patients' accounts excepted; active health workers), and the audit row, in one
// transaction: either everyone is notified or nothing was broadcast.
export async function broadcastAnnouncement(actor: Actor, input: CreateAnnouncementInput): Promise<BroadcastView> {
  const staff = requireStaff(actor, ADMINS);
  try {
    return await getDb().transaction(async (tx) => {
      const [row] = await tx
        .insert(announcements)
        .values({ level: input.level, message: input.message, endsAt: input.endsAt ?? null, createdBy: staff.userId })
        .returning();
      const title = NOTICE_TITLES[input.level];
      const [toStaff] = await queryRows<{ n: number }>(
        tx,
        sql`with sent as (
              insert into notifications (user_id, title, message, type, related_id)
              select u.id, ${title}, ${row.message}, 'announcement', ${row.id} from users u
              where u.is_active and u.role <> 'patient'
              returning 1
            ) select count(*)::int as n from sent`,
      );
      const [toWorkers] = await queryRows<{ n: number }>(
        tx,
        sql`with sent as (
              insert into notifications (health_worker_id, title, message, type, related_id)
              select w.id, ${title}, ${row.message}, 'announcement', ${row.id} from health_workers w
              where w.is_active
              returning 1
            ) select count(*)::int as n from sent`,
      );
      const notified = { staff: Number(toStaff?.n ?? 0), healthWorkers: Number(toWorkers?.n ?? 0) };
      await audit(
        staff,
        { action: "announcement.broadcast", entity: "announcement", entityId: row.id, details: { level: row.level, endsAt: iso(row.endsAt), notified } },
        tx,
      );
      const [view] = await tx
        .select(listColumns)
        .from(announcements)
        .leftJoin(users, eq(users.id, announcements.createdBy))
        .where(eq(announcements.id, row.id));
      return { ...toView(view), notified };
    });
  } catch (error) {
    // The end time passed between validation and the insert (the row's creation time is the
    // database's): the same 400 as the validation's.
    if (pgErrorCode(error) === "23514" && pgConstraint(error) === "announcements_ends_check") {
      throw new ServiceError(400, ENDS_AT_PAST, { endsAt: ENDS_AT_PAST });
    }
    throw error;
  }
}

// GET /api/admin/announcements: newest first (announcements_created_idx), paged.
export async function listAnnouncements(actor: Actor, query: ListAnnouncementsQuery): Promise<AnnouncementView[]> {
  requireStaff(actor, ADMINS);
  const rows = await selectAnnouncements(undefined)
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toView);
}

// POST /api/admin/announcements/{id}/end: one conditional UPDATE decides, so of two concurrent ends
// exactly one succeeds (PostgreSQL re-checks the WHERE on the row the first one updated); the other,
// and an announcement whose end time has passed, answer 409.
export async function endAnnouncement(actor: Actor, announcementId: string): Promise<AnnouncementView> {
  const staff = requireStaff(actor, ADMINS);
  return getDb().transaction(async (tx) => {
    const [ended] = await tx
      .update(announcements)
      .set({ endedAt: sql`now()` })
      .where(and(eq(announcements.id, announcementId), isNull(announcements.endedAt), sql`(${announcements.endsAt} is null or ${announcements.endsAt} > now())`))
      .returning({ id: announcements.id });
    if (!ended) {
      const [known] = await tx.select({ id: announcements.id }).from(announcements).where(eq(announcements.id, announcementId)).limit(1);
      throw known ? new ServiceError(409, ALREADY_ENDED) : notFound("Announcement");
    }
    await audit(staff, { action: "announcement.end", entity: "announcement", entityId: announcementId }, tx);
    const [view] = await tx
      .select(listColumns)
      .from(announcements)
      .leftJoin(users, eq(users.id, announcements.createdBy))
      .where(eq(announcements.id, announcementId));
    return toView(view);
  });
}

/** The dismissal key of a recipient: a staff account or a health worker; anyone else is refused. */
function principalOf(actor: Actor): { kind: "staff" | "health_worker"; id: string } {
  switch (actor.kind) {
    case "staff":
      if (actor.role === "patient") throw new ServiceError(403, NOT_A_RECIPIENT);
      return { kind: "staff", id: actor.userId };
    case "health_worker":
      return { kind: "health_worker", id: actor.healthWorkerId };
    case "patient":
      throw new ServiceError(403, NOT_A_RECIPIENT);
    default:
      throw notSignedIn();
  }
}

/** At most this many banners at once: a page is not a wall of notices. */
const MAX_BANNERS = 5;

/**
 * The banners of the actor's pages: running announcements the actor has not dismissed, newest
 * first, in one query (the NOT EXISTS probes the dismissals' primary key). Nobody else has any.
 */
export async function activeBanners(actor: Actor): Promise<BannerView[]> {
  if (actor.kind !== "health_worker" && (actor.kind !== "staff" || actor.role === "patient")) return [];
  const me = principalOf(actor);
  const rows = await getDb()
    .select({ id: announcements.id, level: announcements.level, message: announcements.message, endsAt: announcements.endsAt, createdAt: announcements.createdAt })
    .from(announcements)
    .where(
      and(
        running,
        sql`not exists (select 1 from ${announcementDismissals} d where d.announcement_id = ${announcements.id} and d.principal_kind = ${me.kind} and d.principal_id = ${me.id})`,
      ),
    )
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(MAX_BANNERS);
  return rows.map((r) => ({ id: r.id, level: r.level as AnnouncementLevel, message: r.message, endsAt: iso(r.endsAt), createdAt: r.createdAt.toISOString() }));
}

// POST /api/announcements/{id}/dismiss: the actor's own banner; dismissing twice changes nothing
// (ON CONFLICT DO NOTHING) and writes one audit row; an unknown announcement is 404.
export async function dismissAnnouncement(actor: Actor, announcementId: string): Promise<void> {
  const me = principalOf(actor);
  try {
    await getDb().transaction(async (tx) => {
      const [inserted] = await tx
        .insert(announcementDismissals)
        .values({ announcementId, principalKind: me.kind, principalId: me.id })
        .onConflictDoNothing()
        .returning({ announcementId: announcementDismissals.announcementId });
      if (inserted) await audit(actor, { action: "announcement.dismiss", entity: "announcement", entityId: announcementId }, tx);
    });
  } catch (error) {
    if (pgErrorCode(error) === "23503") throw notFound("Announcement");
    throw error;
  }
}
