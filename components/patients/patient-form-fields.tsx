"use client";

import type { ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";

import { SelectField, TextAreaField, TextField } from "@/components/staff/form-fields";
import { COUNTRY_OPTIONS } from "@/lib/constants/countries";
import { BLOOD_TYPE_OPTIONS, STAFF_GENDER_OPTIONS } from "@/lib/constants/patient";

// The fields of the staff patient forms, grouped in sections: the 'Register New Patient' dialog
// (first variant), the hospital-side /register-patient page (second variant) and the edit page
// (the dialog's fields plus the passport number). One component, so the three look alike.

export type PatientFormVariant = "dialog" | "page" | "edit";


/** A titled group of fields, two columns from the small breakpoint. */
export function FieldSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="mb-3 text-sm font-semibold text-foreground">{title}</legend>
      <div className="grid items-start gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

type PatientFormFieldsProps<TValues extends FieldValues, TOut> = {
  control: Control<TValues, unknown, TOut>;
  variant: PatientFormVariant;
};

/** Every field of one variant; each shows its schema message (or the server's) underneath. */
export function PatientFormFields<TValues extends FieldValues, TOut>({ control, variant }: PatientFormFieldsProps<TValues, TOut>) {
  // The three forms share these field names; the schemas differ only in their rules.
  const name = (field: string) => field as FieldPath<TValues>;
  const dialogFields = variant !== "page";
  const passport = variant !== "dialog";
  const optional = "Optional";

  return (
    <div className="space-y-6">
      <FieldSection title="Personal Information">
        <TextField control={control} name={name("firstName")} label="First Name" autoComplete="off" />
        <TextField control={control} name={name("lastName")} label="Last Name" autoComplete="off" />
        <TextField control={control} name={name("dateOfBirth")} label="Date of Birth" type="date" />
        <SelectField control={control} name={name("gender")} label="Gender" placeholder="Select gender" options={STAFF_GENDER_OPTIONS} />
        <SelectField
          control={control}
          name={name("countryOfOrigin")}
          label="Country of Origin"
          placeholder="Select country"
          options={COUNTRY_OPTIONS}
        />
        {dialogFields ? <TextField control={control} name={name("nationality")} label="Nationality" autoComplete="off" /> : null}
        <TextField control={control} name={name("nationalId")} label="National ID" description={optional} autoComplete="off" />
        {passport ? (
          <TextField control={control} name={name("passportNumber")} label="Passport Number" description={optional} autoComplete="off" />
        ) : null}
      </FieldSection>

      <FieldSection title="Contact Information">
        <TextField control={control} name={name("phone")} label="Phone" type="tel" autoComplete="off" />
        <TextField control={control} name={name("email")} label="Email" type="email" description={optional} autoComplete="off" />
        <TextField
          control={control}
          name={name("address")}
          label="Address"
          autoComplete="off"
          className="sm:col-span-2"
          placeholder={variant === "page" ? "Street, area, city" : undefined}
        />
        {dialogFields ? (
          <>
            <TextField control={control} name={name("city")} label="City" autoComplete="off" />
            <TextField control={control} name={name("state")} label="State" autoComplete="off" />
          </>
        ) : null}
      </FieldSection>

      <FieldSection title="Emergency Contact">
        <TextField
          control={control}
          name={name("emergencyContact")}
          label={variant === "page" ? "Emergency Contact Name" : "Emergency Contact"}
          autoComplete="off"
        />
        <TextField control={control} name={name("emergencyPhone")} label="Emergency Phone" type="tel" autoComplete="off" />
      </FieldSection>

      <FieldSection title="Medical Information">
        <SelectField
          control={control}
          name={name("bloodType")}
          label="Blood Type"
          placeholder="Unknown"
          options={BLOOD_TYPE_OPTIONS}
          optional
        />
        <div className="hidden sm:block" aria-hidden="true" />
        <TextAreaField control={control} name={name("allergies")} label="Allergies" description={optional} />
        <TextAreaField control={control} name={name("medicalHistory")} label="Medical History" description={optional} />
      </FieldSection>
    </div>
  );
}
