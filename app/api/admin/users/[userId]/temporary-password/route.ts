import { route } from "@/lib/http";
import { issueUserTemporaryPassword } from "@/lib/services/admin-users";
import { noBody } from "@/lib/validation/no-body";

// POST /api/admin/users/{userId}/temporary-password (added): system_admin's Reset Password;
// 200 { temporaryPassword, expiresAt }, shown once and mailed; the user's sessions end.
export const POST = route({ roles: ["system_admin"], body: noBody }, async ({ actor, params }) => issueUserTemporaryPassword(actor, String(params.userId)));
