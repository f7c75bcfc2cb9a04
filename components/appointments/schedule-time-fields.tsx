"use client";

import { useId } from "react";
import type { Control } from "react-hook-form";

import { SelectField } from "@/components/staff/form-fields";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import type { ScheduleAppointmentFormValues } from "@/lib/validation/appointment-form";

import { DURATION_OPTIONS } from "./schedule-values";
import { SlotPicker, type SlotsState } from "./schedule-slot-picker";

type TimeFieldsProps = {
  control: Control<ScheduleAppointmentFormValues>;
  /** The hospital's local today: the first date offered. */
  today: string;
  slots: SlotsState;
};

/** Date (not before the hospital's today), duration, and the doctor's free slots for both. */
export function ScheduleTimeFields({ control, today, slots }: TimeFieldsProps) {
  const timeLabelId = useId();
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={control}
          name="appointmentDate"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Date</FormLabel>
              <FormControl>
                <Input type="date" min={today} {...field} value={field.value ?? ""} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <SelectField control={control} name="duration" label="Duration" placeholder="Select a duration" options={DURATION_OPTIONS} />
      </div>
      <FormField
        control={control}
        name="appointmentTime"
        render={({ field }) => (
          <FormItem>
            <FormLabel id={timeLabelId}>Time</FormLabel>
            <FormControl>
              <SlotPicker
                ref={field.ref}
                aria-labelledby={timeLabelId}
                state={slots}
                value={field.value}
                onChange={(time) => {
                  field.onChange(time);
                  field.onBlur();
                }}
                hint="Choose a doctor and a date to see the free times."
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
