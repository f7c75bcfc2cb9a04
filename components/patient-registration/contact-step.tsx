"use client";

import { useFormContext } from "react-hook-form";

import { SelectField, TextAreaField, TextField } from "@/components/staff/form-fields";
import { MARITAL_STATUS_OPTIONS } from "@/lib/constants/patient";
import type { PatientInput } from "@/lib/validation/patient-fields";
import type { SelfRegistrationFormValues } from "@/lib/validation/patient-registration";

/** Step 2: how to reach the patient, where they live, their language and personal details. */
export function ContactStep() {
  const { control } = useFormContext<SelfRegistrationFormValues, unknown, PatientInput>();

  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <TextField control={control} name="phone" label="Phone Number" type="tel" autoComplete="tel" />
      <TextField control={control} name="email" label="Email" type="email" autoComplete="email" />
      <TextAreaField control={control} name="address" label="Address" className="sm:col-span-2" />
      <TextField control={control} name="city" label="City" autoComplete="address-level2" />
      <TextField control={control} name="state" label="State/Province" autoComplete="address-level1" />
      <TextField
        control={control}
        name="postalCode"
        label="Postal Code"
        autoComplete="postal-code"
        description="Optional"
      />
      <TextField
        control={control}
        name="languagePreference"
        label="Preferred Language"
        placeholder="e.g. English"
        description="Optional"
      />
      <SelectField
        control={control}
        name="maritalStatus"
        label="Marital Status"
        placeholder="Select marital status"
        options={MARITAL_STATUS_OPTIONS}
        description="Optional"
      />
      <TextField
        control={control}
        name="occupation"
        label="Occupation"
        autoComplete="organization-title"
        description="Optional"
      />
    </div>
  );
}
