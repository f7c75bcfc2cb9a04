import { route } from "@/lib/http";
import { deleteDepartment, updateDepartment } from "@/lib/services/departments";
import { updateDepartmentSchema } from "@/lib/validation/department";

const MANAGERS = ["hospital_admin", "system_admin"] as const;

// PATCH /api/departments/{id}: name, description, active state, head doctor.
export const PATCH = route({ roles: MANAGERS, body: updateDepartmentSchema }, async ({ actor, body, params }) =>
  updateDepartment(actor, String(params.id), body),
);

// DELETE /api/departments/{id}: 204, or 409 while anything references the department.
export const DELETE = route({ roles: MANAGERS }, async ({ actor, params }) => {
  await deleteDepartment(actor, String(params.id));
});
