import { route } from "@/lib/http";
import { createDepartment, listDepartments } from "@/lib/services/departments";
import { createDepartmentSchema, listDepartmentsQuerySchema } from "@/lib/validation/department";

// GET /api/departments: any staff of the hospital (system_admin names one with ?hospitalId=).
export const GET = route({ roles: [], query: listDepartmentsQuerySchema }, async ({ actor, query }) => listDepartments(actor, query));

// POST /api/departments: hospital_admin and system_admin; 409 for a name the hospital already has.
export const POST = route(
  { roles: ["hospital_admin", "system_admin"], body: createDepartmentSchema, status: 201 },
  async ({ actor, body }) => createDepartment(actor, body),
);
