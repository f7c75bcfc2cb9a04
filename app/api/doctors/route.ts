import { route } from "@/lib/http";
import { listDoctors, registerDoctor } from "@/lib/services/doctors";
import { listDoctorsQuerySchema, registerDoctorSchema } from "@/lib/validation/doctor";
import { hospitalIdField } from "@/lib/validation/fields";
import { pageQuerySchema } from "@/lib/validation/list";

const listQuery = listDoctorsQuerySchema.extend({ ...pageQuerySchema.shape, hospitalId: hospitalIdField });

// GET /api/doctors: the active doctors of the actor's hospital, optionally of one department
// (system_admin names the hospital with ?hospitalId=).
export const GET = route({ roles: [], query: listQuery }, async ({ actor, query }) => listDoctors(actor, query));

// POST /api/doctors: hospital_admin (system_admin with hospitalId); 201 { id, userId, temporaryPassword }.
export const POST = route(
  { roles: ["hospital_admin", "system_admin"], body: registerDoctorSchema, status: 201 },
  async ({ actor, body }) => registerDoctor(actor, body),
);
