"use client";

import type { ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";

import { SelectField, TextAreaField, TextField } from "@/components/staff/form-fields";
import { COUNTRY_OPTIONS } from "@/lib/constants/countries";
import { BLOOD_TYPE_OPTIONS, MARITAL_STATUS_OPTIONS, RELATIONSHIP_OPTIONS, STAFF_GENDER_OPTIONS } from "@/lib/constants/patient";

// The fields of the staff patient forms, grouped in sections: the 'Register New Patient' dialog
// (first variant), the hospital-side /register-patient page (second variant) and the edit page
// (every field the patient's record shows). One component, so the three look alike.

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
  const edit = variant === "edit";
  const optional = "Optional";

  return (
    <div className="space-y-6">
      <FieldSection title="Personal Information">
        <TextField control={control} name={name("firstName")} label="First Name" autoComplete="off" />
        {edit ? <TextField control={control} name={name("middleName")} label="Middle Name" description={optional} autoComplete="off" /> : null}
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
        {edit ? (
          <>
            <SelectField
              control={control}
              name={name("maritalStatus")}
              label="Marital Status"
              placeholder="Not provided"
              options={MARITAL_STATUS_OPTIONS}
              optional
            />
            <TextField control={control} name={name("occupation")} label="Occupation" description={optional} autoComplete="off" />
            <TextField control={control} name={name("languagePreference")} label="Language" description={optional} autoComplete="off" />
            <TextField control={control} name={name("religiousAffiliation")} label="Religious Affiliation" description={optional} autoComplete="off" />
          </>
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
        {edit ? <TextField control={control} name={name("postalCode")} label="Postal Code" description={optional} autoComplete="off" /> : null}
      </FieldSection>

      <FieldSection title="Emergency Contact">
        <TextField
          control={control}
          name={name("emergencyContact")}
          label={variant === "page" ? "Emergency Contact Name" : "Emergency Contact"}
          autoComplete="off"
        />
        <TextField control={control} name={name("emergencyPhone")} label="Emergency Phone" type="tel" autoComplete="off" />
        {edit ? (
          <>
            <SelectField
              control={control}
              name={name("emergencyRelationship")}
              label="Relationship"
              placeholder="Not provided"
              options={RELATIONSHIP_OPTIONS}
              optional
            />
            <div className="hidden sm:block" aria-hidden="true" />
            <TextField control={control} name={name("nextOfKin")} label="Next of Kin" description={optional} autoComplete="off" />
            <TextField control={control} name={name("nextOfKinPhone")} label="Next of Kin Phone" type="tel" description={optional} autoComplete="off" />
          </>
        ) : null}
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
        {edit ? (
          <>
            <TextField control={control} name={name("height")} label="Height (cm)" inputMode="decimal" description={optional} autoComplete="off" />
            <TextField control={control} name={name("weight")} label="Weight (kg)" inputMode="decimal" description={optional} autoComplete="off" />
            <TextAreaField control={control} name={name("chronicConditions")} label="Chronic Conditions" description={optional} />
            <TextAreaField control={control} name={name("currentMedications")} label="Current Medications" description={optional} />
          </>
        ) : null}
      </FieldSection>

      {edit ? (
        <FieldSection title="Insurance">
          <TextField control={control} name={name("insurance.provider")} label="Insurance Provider" description={optional} autoComplete="off" />
          <TextField control={control} name={name("insurance.policyNumber")} label="Policy Number" description={optional} autoComplete="off" />
          <TextField control={control} name={name("insurance.groupId")} label="Group ID" description="Optional. Clear all three to remove the insurance." autoComplete="off" />
        </FieldSection>
      ) : null}
    </div>
  );
}
