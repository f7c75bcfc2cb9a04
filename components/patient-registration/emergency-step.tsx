"use client";

import { useFormContext } from "react-hook-form";

import { SelectField, TextField } from "@/components/staff/form-fields";
import { RELATIONSHIP_OPTIONS } from "@/lib/constants/patient";
import type { PatientInput } from "@/lib/validation/patient-fields";
import type { SelfRegistrationFormValues } from "@/lib/validation/patient-registration";

/** Step 3: whom to call in an emergency, the next of kin and religious affiliation. */
export function EmergencyStep() {
  const { control } = useFormContext<SelfRegistrationFormValues, unknown, PatientInput>();

  return (
    <div className="space-y-6">
      <section aria-labelledby="emergency-contact-heading" className="grid items-start gap-4 sm:grid-cols-2">
        <h3 id="emergency-contact-heading" className="text-base font-semibold sm:col-span-2">
          Emergency contact
        </h3>
        <TextField control={control} name="emergencyContact" label="Emergency Contact Name" autoComplete="off" />
        <TextField
          control={control}
          name="emergencyPhone"
          label="Emergency Contact Phone"
          type="tel"
          autoComplete="off"
        />
        <SelectField
          control={control}
          name="emergencyRelationship"
          label="Relationship"
          placeholder="Select relationship"
          options={RELATIONSHIP_OPTIONS}
        />
      </section>
      <section aria-labelledby="next-of-kin-heading" className="grid items-start gap-4 sm:grid-cols-2">
        <h3 id="next-of-kin-heading" className="text-base font-semibold sm:col-span-2">
          Next of kin and faith
        </h3>
        <TextField control={control} name="nextOfKin" label="Next of Kin" autoComplete="off" description="Optional" />
        <TextField
          control={control}
          name="nextOfKinPhone"
          label="Next of Kin Phone"
          type="tel"
          autoComplete="off"
          description="Optional"
        />
        <TextField
          control={control}
          name="religiousAffiliation"
          label="Religious Affiliation"
          autoComplete="off"
          description="Optional"
        />
      </section>
    </div>
  );
}
