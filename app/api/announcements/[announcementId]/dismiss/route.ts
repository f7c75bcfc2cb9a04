import { route } from "@/lib/http";
import { dismissAnnouncement } from "@/lib/services/announcements";

// POST /api/announcements/{announcementId}/dismiss: a staff user or health worker closes the banner
// for themselves (idempotent, 204); 401 signed out, 403 for a patient, 404 for an unknown announcement.
export const POST = route({}, async ({ actor, params }) => dismissAnnouncement(actor, String(params.announcementId)));
