"use client";

import { useFormContext, useWatch } from "react-hook-form";

import { SelectField, TextAreaField, TextField } from "@/components/staff/form-fields";
import { BLOOD_TYPE_OPTIONS } from "@/lib/constants/patient";
import type { PatientInput } from "@/lib/validation/patient-fields";
import type { SelfRegistrationFormValues } from "@/lib/validation/patient-registration";

import { CheckboxField } from "./checkbox-field";

/** Step 4: medical information (all optional) and, when insured, the insurance details. */
export function MedicalStep() {
  const { control } = useFormContext<SelfRegistrationFormValues, unknown, PatientInput>();
  const hasInsurance = useWatch({ control, name: "hasInsurance" });

  return (
    <div className="space-y-6">
      <section aria-labelledby="medical-heading" className="grid items-start gap-4 sm:grid-cols-3">
        <div className="space-y-1 sm:col-span-3">
          <h3 id="medical-heading" className="text-base font-semibold">
            Medical information
          </h3>
          <p className="text-sm text-muted-foreground">Every field here is optional.</p>
        </div>
        <SelectField
          control={control}
          name="bloodType"
          label="Blood Type"
          placeholder="Select blood type"
          options={BLOOD_TYPE_OPTIONS}
        />
        <TextField control={control} name="height" label="Height (cm)" inputMode="decimal" autoComplete="off" />
        <TextField control={control} name="weight" label="Weight (kg)" inputMode="decimal" autoComplete="off" />
        <TextAreaField
          control={control}
          name="allergies"
          label="Allergies"
          placeholder="e.g. penicillin, peanuts"
          className="sm:col-span-3"
        />
        <TextAreaField control={control} name="chronicConditions" label="Chronic Conditions" className="sm:col-span-3" />
        <TextAreaField
          control={control}
          name="currentMedications"
          label="Current Medications"
          className="sm:col-span-3"
        />
        <TextAreaField
          control={control}
          name="medicalHistory"
          label="Medical History"
          placeholder="Past illnesses, operations, hospital stays"
          className="sm:col-span-3"
        />
      </section>

      <section aria-labelledby="insurance-heading" className="grid items-start gap-4 sm:grid-cols-3">
        <h3 id="insurance-heading" className="text-base font-semibold sm:col-span-3">
          Insurance
        </h3>
        <div className="sm:col-span-3">
          <CheckboxField name="hasInsurance" label="I have health insurance" />
        </div>
        {hasInsurance ? (
          <>
            <TextField control={control} name="insurance.provider" label="Insurance Provider" autoComplete="off" />
            <TextField control={control} name="insurance.policyNumber" label="Policy Number" autoComplete="off" />
            <TextField control={control} name="insurance.groupId" label="Group ID" autoComplete="off" />
          </>
        ) : null}
      </section>
    </div>
  );
}
