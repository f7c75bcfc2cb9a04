import { route } from "@/lib/http";
import { broadcastAnnouncement, listAnnouncements } from "@/lib/services/announcements";
import { createAnnouncementSchema, listAnnouncementsQuerySchema } from "@/lib/validation/announcement";

// POST /api/admin/announcements: system_admin broadcasts; 201 the announcement, with a notification
// for every active staff user and health worker written in the same transaction.
export const POST = route({ roles: ["system_admin"], body: createAnnouncementSchema, status: 201 }, async ({ actor, body }) =>
  broadcastAnnouncement(actor, body),
);

// GET /api/admin/announcements: system_admin; newest first, paged, each with whether it runs and how many dismissed it.
export const GET = route({ roles: ["system_admin"], query: listAnnouncementsQuerySchema }, async ({ actor, query }) => listAnnouncements(actor, query));
