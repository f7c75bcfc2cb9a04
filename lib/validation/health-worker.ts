import { z } from "zod";

import { EMPLOYMENT_TYPE_OPTIONS, HOSPITAL_WORKER_ROLE_OPTIONS, SHIFT_OPTIONS } from "@/lib/constants/staff";

import { emailField, hospitalIdField, optionalText, optionField, textAtLeast } from "./fields";

// Hospital-side health worker registration (specification section 5, "Hospital-side health
// worker form"; API.md POST /api/health-workers) and the worker sign-in.

export const registerHealthWorkerSchema = z.object({
  firstName: textAtLeast(2, "First name must be at least 2 characters", 100),
  lastName: textAtLeast(2, "Last name must be at least 2 characters", 100),
  email: emailField(),
  phone: textAtLeast(10, "Phone number must be at least 10 characters", 30),
  role: optionField(HOSPITAL_WORKER_ROLE_OPTIONS, "Role is required"),
  // The form's "department" field, sent as departmentId.
  departmentId: textAtLeast(1, "Department is required", 50),
  specialization: optionalText(200),
  qualifications: textAtLeast(5, "Qualifications are required", 500),
  licenseNumber: textAtLeast(3, "License number is required", 100),
  employmentType: optionField(EMPLOYMENT_TYPE_OPTIONS, "Employment type is required"),
  shift: optionField(SHIFT_OPTIONS, "Shift is required"),
  emergencyContact: textAtLeast(10, "Emergency contact is required", 30),
  emergencyRelationship: textAtLeast(2, "Emergency relationship must be at least 2 characters", 50),
  notes: optionalText(2000),
  /** system_admin only: the hospital the worker joins. */
  hospitalId: hospitalIdField,
});

/**
 * PATCH /api/health-workers/{id} (added): the administrator's edit of a worker the hospital
 * employs, with the registration form's rules for every field sent; a blank specialization clears it.
 */
export const updateHealthWorkerSchema = z
  .object({
    firstName: registerHealthWorkerSchema.shape.firstName.optional(),
    lastName: registerHealthWorkerSchema.shape.lastName.optional(),
    phone: registerHealthWorkerSchema.shape.phone.optional(),
    role: registerHealthWorkerSchema.shape.role.optional(),
    departmentId: registerHealthWorkerSchema.shape.departmentId.optional(),
    specialization: optionalText(200).transform((value) => value ?? null).optional(),
    isActive: z.boolean({ error: "Status must be active or inactive" }).optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), { error: "Nothing to update" });

const BOTH_REQUIRED = "Please enter both worker number and password";

export const healthWorkerLoginSchema = z.object({
  workerNumber: z.string({ error: BOTH_REQUIRED }).trim().toUpperCase().min(1, { error: BOTH_REQUIRED }).max(20, { error: BOTH_REQUIRED }),
  password: z.string({ error: BOTH_REQUIRED }).min(1, { error: BOTH_REQUIRED }).max(200, { error: BOTH_REQUIRED }),
});

export type RegisterHealthWorkerInput = z.infer<typeof registerHealthWorkerSchema>;
export type RegisterHealthWorkerFormValues = z.input<typeof registerHealthWorkerSchema>;
export type UpdateHealthWorkerInput = z.infer<typeof updateHealthWorkerSchema>;
export type UpdateHealthWorkerFormValues = z.input<typeof updateHealthWorkerSchema>;
export type HealthWorkerLoginInput = z.infer<typeof healthWorkerLoginSchema>;
