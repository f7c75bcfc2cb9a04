import { route } from "@/lib/http";
import { endAnnouncement } from "@/lib/services/announcements";

// POST /api/admin/announcements/{announcementId}/end: system_admin ends a running announcement now;
// 409 when it has already ended (early or at its end time), 404 for an unknown one.
export const POST = route({ roles: ["system_admin"] }, async ({ actor, params }) => endAnnouncement(actor, String(params.announcementId)));
