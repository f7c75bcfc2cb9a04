import { z } from "zod";

import { hospitalIdField, optionalText } from "./fields";

// Departments (specification section 5, "Department creation"; API.md Departments).
// The /departments form and the dashboard dialog share this schema: a blank name reports
// 'Department name is required' first, a one-letter name the two-character rule.

export const DEPARTMENT_NAME_REQUIRED = "Department name is required";

const name = z
  .string({ error: DEPARTMENT_NAME_REQUIRED })
  .trim()
  .min(1, { error: DEPARTMENT_NAME_REQUIRED })
  .min(2, { error: "Department name must be at least 2 characters" })
  .max(100, { error: "Department name must be at most 100 characters" });

export const createDepartmentSchema = z.object({
  name,
  description: optionalText(500),
  isActive: z.boolean({ error: "isActive must be true or false" }).optional(),
  /** system_admin only: the hospital to add the department to. */
  hospitalId: hospitalIdField,
});

export const updateDepartmentSchema = z.object({
  name: name.optional(),
  // null or blank clears the description.
  description: z
    .string()
    .trim()
    .max(500, { error: "Must be at most 500 characters" })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  isActive: z.boolean({ error: "isActive must be true or false" }).optional(),
  // null or blank removes the head doctor.
  headDoctorId: z
    .string({ error: "Please select a valid head doctor" })
    .trim()
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
});

export const listDepartmentsQuerySchema = z.object({
  search: optionalText(100),
  hospitalId: hospitalIdField,
});

export type CreateDepartmentInput = z.infer<typeof createDepartmentSchema>;
export type CreateDepartmentFormValues = z.input<typeof createDepartmentSchema>;
export type UpdateDepartmentInput = z.infer<typeof updateDepartmentSchema>;
export type UpdateDepartmentFormValues = z.input<typeof updateDepartmentSchema>;
export type ListDepartmentsQuery = z.infer<typeof listDepartmentsQuerySchema>;
