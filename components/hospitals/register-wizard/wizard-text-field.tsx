"use client";

import type { ComponentProps } from "react";
import { useFormContext } from "react-hook-form";

import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import type { RegisterHospitalFormInput, RegisterHospitalFormValues } from "@/lib/validation/hospital";

export type TextFieldName =
  | "name"
  | "address"
  | "phone"
  | "email"
  | "website"
  | "licenseNumber"
  | "adminFirstName"
  | "adminLastName"
  | "adminEmail"
  | "adminPassword"
  | "confirmPassword"
  | "state"
  | "city"
  | "postalCode";

type WizardTextFieldProps = {
  name: TextFieldName;
  label: string;
  description?: string;
  /** Runs after the field's own blur handling (validation on touch). */
  onAfterBlur?: () => void;
} & Pick<ComponentProps<"input">, "type" | "autoComplete" | "inputMode" | "placeholder" | "className">;

/** A labelled text input bound to one registration field, with its validation message. */
export function WizardTextField({ name, label, description, onAfterBlur, className, ...inputProps }: WizardTextFieldProps) {
  const { control } = useFormContext<RegisterHospitalFormValues, unknown, RegisterHospitalFormInput>();

  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              {...inputProps}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ""}
              onChange={field.onChange}
              onBlur={() => {
                onAfterBlur?.();
                field.onBlur();
              }}
            />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
