"use client";

import { CheckIcon, GiftIcon, PlusIcon, XIcon } from "lucide-react";
import { useFormContext } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FormField, FormItem, FormMessage } from "@/components/ui/form";
import { PRESET_DEPARTMENTS, TRIAL_DAYS } from "@/lib/constants/hospital";
import type { RegisterHospitalFormInput, RegisterHospitalFormValues } from "@/lib/validation/hospital";

import { CustomDepartmentForm } from "./custom-department-form";
import { addDepartment, hasDepartment, removeDepartment, type ChosenDepartment } from "./departments";

/** Step 4: preset and custom departments, the chosen list, and the free-trial notice. */
export function DepartmentsStep() {
  const { control, trigger } = useFormContext<RegisterHospitalFormValues, unknown, RegisterHospitalFormInput>();

  return (
    <FormField
      control={control}
      name="departments"
      render={({ field, fieldState }) => {
        const chosen: ChosenDepartment[] = field.value ?? [];
        const update = (next: ChosenDepartment[]) => {
          field.onChange(next);
          // A shown "Please add at least one department" clears as soon as one is added.
          if (fieldState.error) void trigger("departments");
        };

        return (
          <FormItem className="space-y-6">
            <section aria-labelledby="preset-departments-heading" className="space-y-3">
              <div className="space-y-1">
                <h3 id="preset-departments-heading" className="text-base font-semibold">
                  Common departments
                </h3>
                <p className="text-sm text-muted-foreground">Press a department to add it; press it again to remove it.</p>
              </div>
              <div className="grid gap-2 sm:grid-cols-2">
                {PRESET_DEPARTMENTS.map((preset, index) => {
                  const pressed = hasDepartment(chosen, preset.name);
                  const descriptionId = `preset-department-${index}-description`;
                  return (
                    <Button
                      key={preset.name}
                      type="button"
                      variant={pressed ? "default" : "outline"}
                      aria-pressed={pressed}
                      aria-label={preset.name}
                      aria-describedby={descriptionId}
                      onClick={() =>
                        update(pressed ? removeDepartment(chosen, preset.name) : addDepartment(chosen, preset))
                      }
                      className="h-auto justify-start py-2 text-left whitespace-normal"
                    >
                      {pressed ? <CheckIcon aria-hidden="true" /> : <PlusIcon aria-hidden="true" />}
                      <span className="flex flex-col gap-0.5">
                        <span>{preset.name}</span>
                        <span id={descriptionId} className="text-xs font-normal opacity-80">
                          {preset.description}
                        </span>
                      </span>
                    </Button>
                  );
                })}
              </div>
            </section>

            <CustomDepartmentForm onAdd={(department) => update(addDepartment(chosen, department))} />

            <section aria-labelledby="chosen-departments-heading" className="space-y-3">
              <h3 id="chosen-departments-heading" className="text-base font-semibold">
                Selected departments ({chosen.length})
              </h3>
              {chosen.length === 0 ? (
                <p className="text-sm text-muted-foreground">No departments selected yet.</p>
              ) : (
                <ul className="divide-y rounded-lg border">
                  {chosen.map((department) => (
                    <li key={department.name.toLowerCase()} className="flex items-start gap-3 p-3">
                      <div className="min-w-0 flex-1">
                        <p className="font-medium break-words">{department.name}</p>
                        {department.description ? (
                          <p className="text-sm break-words text-muted-foreground">{department.description}</p>
                        ) : null}
                      </div>
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        onClick={() => update(removeDepartment(chosen, department.name))}
                      >
                        <XIcon aria-hidden="true" />
                        Remove<span className="sr-only"> {department.name}</span>
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              <FormMessage />
            </section>

            <aside className="flex gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm">
              <GiftIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div className="space-y-1">
                <p className="font-medium">{TRIAL_DAYS}-day free trial</p>
                <p className="text-muted-foreground">
                  Your hospital starts a {TRIAL_DAYS}-day free trial as soon as registration is complete. A paid plan
                  is needed to keep using the platform after the trial ends.
                </p>
              </div>
            </aside>
          </FormItem>
        );
      }}
    />
  );
}
