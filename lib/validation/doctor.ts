import { z } from "zod";

import { DOCTOR_SPECIALIZATIONS } from "@/lib/constants/staff";

import { emailField, hospitalIdField, textAtLeast } from "./fields";

// Register New Doctor (specification section 5, "Doctor form"; API.md POST /api/doctors).

const EXPERIENCE_MESSAGE = "Experience must be a valid positive number";

/** Years of experience, typed as text: must parse to a number of at least 0 (stored in whole years). */
const experience = z
  .union([z.string(), z.number()], { error: EXPERIENCE_MESSAGE })
  .transform((value, ctx) => {
    const text = String(value).trim();
    const years = text === "" ? Number.NaN : Number(text);
    if (!Number.isFinite(years) || years < 0) {
      ctx.addIssue({ code: "custom", message: EXPERIENCE_MESSAGE });
      return z.NEVER;
    }
    return Math.floor(years);
  })
  .pipe(z.number().max(80, { error: "Experience must be at most 80 years" }));

const specialization = textAtLeast(2, "Specialization is required", 100).refine(
  (value) => (DOCTOR_SPECIALIZATIONS as readonly string[]).some((s) => s.toLowerCase() === value.toLowerCase()),
  { error: "Please select a valid specialization" },
).transform((value) => DOCTOR_SPECIALIZATIONS.find((s) => s.toLowerCase() === value.toLowerCase())!);

export const registerDoctorSchema = z.object({
  firstName: textAtLeast(2, "First name must be at least 2 characters", 100),
  lastName: textAtLeast(2, "Last name must be at least 2 characters", 100),
  email: emailField(),
  phone: textAtLeast(10, "Phone number must be at least 10 characters", 30),
  departmentId: textAtLeast(1, "Department is required", 50),
  specialization,
  licenseNumber: textAtLeast(5, "Medical license number is required", 100),
  experience,
  qualification: textAtLeast(10, "Qualification must be at least 10 characters", 500),
  /** system_admin only: the hospital the doctor joins. */
  hospitalId: hospitalIdField,
});

export const listDoctorsQuerySchema = z.object({
  departmentId: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
});

const NOTHING_TO_UPDATE = "Nothing to update";
const hasSomething = (value: Record<string, unknown>) => Object.values(value).some((v) => v !== undefined);

/**
 * PATCH /api/doctors/{id} (added): the administrator's edit, with the registration form's rules
 * for every field sent. The email, license and hospital are not editable here (unknown keys are dropped).
 */
export const updateDoctorSchema = z
  .object({
    firstName: registerDoctorSchema.shape.firstName.optional(),
    lastName: registerDoctorSchema.shape.lastName.optional(),
    phone: registerDoctorSchema.shape.phone.optional(),
    departmentId: registerDoctorSchema.shape.departmentId.optional(),
    specialization: specialization.optional(),
    isActive: z.boolean({ error: "Status must be active or inactive" }).optional(),
  })
  .refine(hasSomething, { error: NOTHING_TO_UPDATE });

export type RegisterDoctorInput = z.infer<typeof registerDoctorSchema>;
export type UpdateDoctorInput = z.infer<typeof updateDoctorSchema>;
export type UpdateDoctorFormValues = z.input<typeof updateDoctorSchema>;
export type RegisterDoctorFormValues = z.input<typeof registerDoctorSchema>;
