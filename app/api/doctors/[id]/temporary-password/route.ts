import { route } from "@/lib/http";
import { noBody } from "@/lib/validation/no-body";
import { issueDoctorTemporaryPassword } from "@/lib/services/temporary-passwords";

// POST /api/doctors/{id}/temporary-password (added): hospital_admin of the doctor's hospital
// (system_admin any); 200 { temporaryPassword, expiresAt }, shown once; the doctor's sessions end.
export const POST = route({ roles: ["hospital_admin", "system_admin"], body: noBody }, async ({ actor, params }) =>
  issueDoctorTemporaryPassword(actor, String(params.id)),
);
