import { route } from "@/lib/http";
import { getHospitalOrThrow, updateHospital } from "@/lib/services/hospitals";
import { updateHospitalSchema } from "@/lib/validation/hospital-update";

// GET /api/hospitals/{hospitalId}: its own staff and system_admin; another tenant's is 404.
export const GET = route({ roles: [] }, async ({ actor, params }) => getHospitalOrThrow(actor, String(params.hospitalId)));

// PATCH /api/hospitals/{hospitalId} (added): its own hospital_admin (system_admin any); another is 404.
export const PATCH = route({ roles: ["hospital_admin", "system_admin"], body: updateHospitalSchema }, async ({ actor, body, params }) =>
  updateHospital(actor, String(params.hospitalId), body),
);
