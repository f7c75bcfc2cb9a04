"use client";

import { ChevronDownIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from "react-hook-form";

import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

// Labelled fields shared by the staff registration forms (doctor, health worker): each binds one
// react-hook-form field and shows its schema message underneath.

type BaseProps<TValues extends FieldValues, TOut> = {
  control: Control<TValues, unknown, TOut>;
  name: FieldPath<TValues>;
  label: string;
  description?: ReactNode;
  className?: string;
};

type ControlRender<TValues extends FieldValues> = (
  field: ControllerRenderProps<TValues, FieldPath<TValues>>,
) => ReactNode;

// The label, description and schema message around one control; each field below supplies the control.
function LabelledField<TValues extends FieldValues, TOut>({
  control,
  name,
  label,
  description,
  className,
  children,
}: BaseProps<TValues, TOut> & { children: ControlRender<TValues> }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          {children(field)}
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

type TextFieldProps<TValues extends FieldValues, TOut> = BaseProps<TValues, TOut> &
  Pick<ComponentProps<"input">, "type" | "autoComplete" | "inputMode" | "placeholder">;

export function TextField<TValues extends FieldValues, TOut>({
  type,
  autoComplete,
  inputMode,
  placeholder,
  ...base
}: TextFieldProps<TValues, TOut>) {
  const inputProps = { type, autoComplete, inputMode, placeholder };
  return (
    <LabelledField {...base}>
      {(field) => (
        <FormControl>
          <Input {...inputProps} {...field} value={field.value ?? ""} />
        </FormControl>
      )}
    </LabelledField>
  );
}

export function TextAreaField<TValues extends FieldValues, TOut>({
  placeholder,
  ...base
}: BaseProps<TValues, TOut> & { placeholder?: string }) {
  return (
    <LabelledField {...base}>
      {(field) => (
        <FormControl>
          <Textarea {...field} value={field.value ?? ""} placeholder={placeholder} rows={3} />
        </FormControl>
      )}
    </LabelledField>
  );
}

// A native select, styled like the shadcn Input (as in the hospital registration wizard): keyboard,
// screen-reader and mobile friendly, and found by its label in tests.
const selectClassName =
  "h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-transparent py-1 pr-9 pl-3 text-base shadow-xs transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm dark:bg-input/30";

export function SelectField<TValues extends FieldValues, TOut>({
  placeholder,
  options,
  optional = false,
  ...base
}: BaseProps<TValues, TOut> & {
  placeholder: string;
  options: readonly { value: string; label: string }[];
  /** The placeholder stays selectable, so an optional choice can be cleared again. */
  optional?: boolean;
}) {
  return (
    <LabelledField {...base}>
      {(field) => (
        <div className="relative">
          <FormControl>
            <select {...field} value={field.value ?? ""} className={cn(selectClassName)}>
              <option value="" disabled={!optional}>
                {placeholder}
              </option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </FormControl>
          <ChevronDownIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
        </div>
      )}
    </LabelledField>
  );
}
