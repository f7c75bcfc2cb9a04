"use client";

import { ChevronDownIcon } from "lucide-react";
import { useFormContext } from "react-hook-form";

import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { COUNTRY_NAMES } from "@/lib/constants/countries";
import type { RegisterHospitalFormInput, RegisterHospitalFormValues } from "@/lib/validation/hospital";

import { WizardTextField } from "./wizard-text-field";

// A native select, styled like the shadcn Input: keyboard and screen-reader friendly on every device.
const selectClassName =
  "h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-transparent py-1 pr-9 pl-3 text-base shadow-xs transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm dark:bg-input/30";

/** Step 2: where the hospital is. */
export function LocationStep() {
  const { control } = useFormContext<RegisterHospitalFormValues, unknown, RegisterHospitalFormInput>();

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        control={control}
        name="country"
        render={({ field }) => (
          <FormItem className="sm:col-span-2">
            <FormLabel>Country</FormLabel>
            <div className="relative">
              <FormControl>
                <select {...field} value={field.value ?? ""} autoComplete="country-name" className={selectClassName}>
                  <option value="" disabled>
                    Select a country
                  </option>
                  {COUNTRY_NAMES.map((country) => (
                    <option key={country} value={country}>
                      {country}
                    </option>
                  ))}
                </select>
              </FormControl>
              <ChevronDownIcon
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
            </div>
            <FormMessage />
          </FormItem>
        )}
      />
      <WizardTextField name="state" label="State/Province" autoComplete="address-level1" />
      <WizardTextField name="city" label="City" autoComplete="address-level2" />
      <WizardTextField
        name="postalCode"
        label="Postal Code"
        autoComplete="postal-code"
        description="Optional"
        className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]"
      />
    </div>
  );
}
