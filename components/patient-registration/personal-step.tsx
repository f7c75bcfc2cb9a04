"use client";

import { useFormContext } from "react-hook-form";

import { SelectField, TextField } from "@/components/staff/form-fields";
import { COUNTRY_OPTIONS } from "@/lib/constants/countries";
import { WIZARD_GENDER_OPTIONS } from "@/lib/constants/patient";
import type { PatientInput } from "@/lib/validation/patient-fields";
import type { SelfRegistrationFormValues } from "@/lib/validation/patient-registration";


/** Step 1: who the patient is; the country of origin decides the health number's prefix. */
export function PersonalStep() {
  const { control } = useFormContext<SelfRegistrationFormValues, unknown, PatientInput>();

  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <TextField control={control} name="firstName" label="First Name" autoComplete="given-name" />
      <TextField
        control={control}
        name="middleName"
        label="Middle Name"
        autoComplete="additional-name"
        description="Optional"
      />
      <TextField control={control} name="lastName" label="Last Name" autoComplete="family-name" />
      <TextField control={control} name="dateOfBirth" label="Date of Birth" type="date" autoComplete="bday" />
      <SelectField
        control={control}
        name="gender"
        label="Gender"
        placeholder="Select gender"
        options={WIZARD_GENDER_OPTIONS}
      />
      <TextField control={control} name="nationality" label="Nationality" placeholder="e.g. Ugandan" />
      <SelectField
        control={control}
        name="countryOfOrigin"
        label="Country of Origin"
        placeholder="Select country"
        options={COUNTRY_OPTIONS}
        description="Your health number starts with this country's code."
        className="sm:col-span-2"
      />
      <TextField control={control} name="nationalId" label="National ID" autoComplete="off" description="Optional" />
      <TextField
        control={control}
        name="passportNumber"
        label="Passport Number"
        autoComplete="off"
        description="Optional"
      />
    </div>
  );
}
