"use client";

import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";

import { Checkbox } from "@/components/ui/checkbox";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import type { PatientInput } from "@/lib/validation/patient-fields";
import type { SelfRegistrationFormValues } from "@/lib/validation/patient-registration";

type CheckboxFieldName = "hasInsurance" | "biometricConsent" | "consentToTreatment" | "dataPrivacyConsent";

type CheckboxFieldProps = {
  name: CheckboxFieldName;
  label: string;
  description?: ReactNode;
};

/** A labelled checkbox bound to one boolean of the wizard, with its validation message. */
export function CheckboxField({ name, label, description }: CheckboxFieldProps) {
  const { control } = useFormContext<SelfRegistrationFormValues, unknown, PatientInput>();

  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex items-start gap-3 rounded-md border p-4">
          <FormControl>
            <Checkbox
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              className="mt-0.5"
            />
          </FormControl>
          <div className="grid gap-1.5">
            <FormLabel className="leading-snug">{label}</FormLabel>
            {description ? <FormDescription>{description}</FormDescription> : null}
            <FormMessage />
          </div>
        </FormItem>
      )}
    />
  );
}
