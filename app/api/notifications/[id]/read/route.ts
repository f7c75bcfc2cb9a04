import { route } from "@/lib/http";
import { markNotificationRead } from "@/lib/services/notifications";

// PATCH /api/notifications/{id}/read: only its owner; anyone else's is 404.
export const PATCH = route({}, async ({ actor, params }) => markNotificationRead(actor, String(params.id)));
