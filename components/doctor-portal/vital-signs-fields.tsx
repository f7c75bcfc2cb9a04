"use client";

import type { Control } from "react-hook-form";

import { TextAreaField, TextField } from "@/components/staff/form-fields";
import type { diagnosisFormSchema, DiagnosisFormValues } from "@/lib/validation/diagnosis";
import type { z } from "zod";

type Props = { control: Control<DiagnosisFormValues, unknown, z.output<typeof diagnosisFormSchema>> };

const FIELDS = [
  { name: "vitals.temperatureC", label: "Temperature (°C)", inputMode: "decimal" },
  { name: "vitals.pulse", label: "Pulse (/min)", inputMode: "numeric" },
  { name: "vitals.systolic", label: "Systolic BP (mmHg)", inputMode: "numeric" },
  { name: "vitals.diastolic", label: "Diastolic BP (mmHg)", inputMode: "numeric" },
  { name: "vitals.respiratoryRate", label: "Respiratory Rate (/min)", inputMode: "numeric" },
  { name: "vitals.spo2", label: "Oxygen Saturation (%)", inputMode: "numeric" },
  { name: "vitals.weightKg", label: "Weight (kg)", inputMode: "decimal" },
] as const;

/** Optional vital signs and examination findings, stored with the medical record. */
export function VitalSignsFields({ control }: Props) {
  return (
    <fieldset className="space-y-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Vital Signs and Examination (optional)</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {FIELDS.map((f) => (
          <TextField key={f.name} control={control} name={f.name} label={f.label} inputMode={f.inputMode} />
        ))}
      </div>
      <TextAreaField control={control} name="examination" label="Examination Findings" placeholder="What you found on examination" />
    </fieldset>
  );
}
