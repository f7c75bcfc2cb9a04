import { route } from "@/lib/http";
import { noBody } from "@/lib/validation/no-body";
import { issueHealthWorkerTemporaryPassword } from "@/lib/services/temporary-passwords";

// POST /api/health-workers/{id}/temporary-password (added): hospital_admin of the employing hospital
// (system_admin any); 200 { temporaryPassword, expiresAt }, shown once; the worker's sessions end.
export const POST = route({ roles: ["hospital_admin", "system_admin"], body: noBody }, async ({ actor, params }) =>
  issueHealthWorkerTemporaryPassword(actor, String(params.id)),
);
