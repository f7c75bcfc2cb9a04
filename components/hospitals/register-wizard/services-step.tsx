"use client";

import { useFormContext } from "react-hook-form";

import { Checkbox } from "@/components/ui/checkbox";
import { FormField, FormItem, FormMessage } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { HOSPITAL_SERVICES, type HospitalService } from "@/lib/constants/hospital";
import type { RegisterHospitalFormInput, RegisterHospitalFormValues } from "@/lib/validation/hospital";

/** Step 3: the services the hospital offers, as a group of labelled checkboxes. */
export function ServicesStep() {
  const { control } = useFormContext<RegisterHospitalFormValues, unknown, RegisterHospitalFormInput>();

  return (
    <FormField
      control={control}
      name="servicesOffered"
      render={({ field, fieldState }) => {
        const selected = field.value ?? [];
        const toggle = (service: HospitalService, checked: boolean) => {
          const next = checked ? [...selected, service] : selected.filter((item) => item !== service);
          // Keep the order of the list, whatever the order of clicks.
          field.onChange(HOSPITAL_SERVICES.filter((item) => next.includes(item)));
          // NOTE: touched is set on change, not on the group's blur: a blur-time validation
          // racing the Next button's own validation swallowed the first click on Next.
          field.onBlur();
        };

        return (
          <FormItem>
            <fieldset
              aria-invalid={fieldState.invalid || undefined}
              aria-describedby="services-count"
              className="space-y-3"
            >
              <legend className="text-sm font-medium">Select the services your hospital offers</legend>
              <p id="services-count" className="text-sm text-muted-foreground" aria-live="polite">
                {selected.length} of {HOSPITAL_SERVICES.length} selected
              </p>
              <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {HOSPITAL_SERVICES.map((service, index) => {
                  const id = `service-${index}`;
                  const checked = selected.includes(service);
                  return (
                    <div
                      key={service}
                      className="flex items-center gap-3 rounded-md border px-3 py-2.5 has-data-[state=checked]:border-primary has-data-[state=checked]:bg-primary/5"
                    >
                      <Checkbox
                        id={id}
                        ref={index === 0 ? field.ref : undefined}
                        checked={checked}
                        onCheckedChange={(value) => toggle(service, value === true)}
                      />
                      <Label htmlFor={id} className="flex-1 cursor-pointer leading-snug font-normal">
                        {service}
                      </Label>
                    </div>
                  );
                })}
              </div>
            </fieldset>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
