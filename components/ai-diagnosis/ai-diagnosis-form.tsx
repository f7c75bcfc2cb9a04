"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { SparklesIcon } from "lucide-react";
import { useForm, type Control, type FieldErrors } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";

import { showServerFieldErrors } from "@/components/patients/patient-api";
import { SelectField, TextAreaField, TextField } from "@/components/staff/form-fields";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { AI_DURATION_OPTIONS, AI_SEVERITY_DEFAULT, AI_SEX_OPTIONS, severityLabel } from "@/lib/constants/ai";
import { aiDiagnosisRequestSchema, type AiDiagnosisRequest } from "@/lib/validation/ai-diagnosis";

import { toastParts } from "./ai-diagnosis-api";

type FormValues = z.input<typeof aiDiagnosisRequestSchema>;

const EMPTY: FormValues = { patientId: "", symptoms: "", duration: "", severity: AI_SEVERITY_DEFAULT, age: "", sex: "" };
const FIELDS = Object.keys(EMPTY);

/**
 * The AI Diagnosis page's form (specification 000, "AI Diagnosis Assistant"): patient ID,
 * primary symptoms (required), duration, severity 1-10, age and sex. Pure UI: `onAnalyze` sends
 * the validated request and throws the server's error, shown under the matching field.
 */
export function AiDiagnosisForm({ onAnalyze }: { onAnalyze: (request: AiDiagnosisRequest) => Promise<void> }) {
  const form = useForm<FormValues, unknown, AiDiagnosisRequest>({
    resolver: zodResolver(aiDiagnosisRequestSchema),
    mode: "onSubmit",
    defaultValues: EMPTY,
  });
  const pending = form.formState.isSubmitting;

  const analyze = async (request: AiDiagnosisRequest) => {
    try {
      await onAnalyze(request);
    } catch (error) {
      showServerFieldErrors(form, error, FIELDS);
    }
  };

  // Blank symptoms: the specification's toast ('Missing Information' / its sentence), and no request.
  const invalid = (errors: FieldErrors<FormValues>) => {
    const message = errors.symptoms?.message ?? Object.values(errors).find((e) => e?.message)?.message ?? "Please check the form.";
    const { title, description } = toastParts(String(message));
    toast.error(description ? title : "Invalid Information", { description: description ?? title });
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(analyze, invalid)} noValidate aria-label="AI diagnosis" className="space-y-4">
        <TextField
          control={form.control}
          name="patientId"
          label="Patient ID"
          placeholder="e.g. UG-PAT-2026-001"
          autoComplete="off"
          description="Optional: the analysis is stored with this patient."
        />
        <TextAreaField
          control={form.control}
          name="symptoms"
          label="Primary Symptoms"
          placeholder="e.g. fever with chills and headache for 3 days, joint pains, vomiting; no cough"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="duration"
            label="Duration"
            placeholder="Select duration"
            options={AI_DURATION_OPTIONS}
            optional
          />
          <SeverityField control={form.control} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="age" label="Age (years)" type="number" inputMode="numeric" placeholder="Optional" />
          <SelectField control={form.control} name="sex" label="Sex" placeholder="Not specified" options={AI_SEX_OPTIONS} optional />
        </div>
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {pending ? <Spinner aria-hidden="true" /> : <SparklesIcon aria-hidden="true" />}
          {pending ? "Analyzing..." : "Analyze with AI"}
        </Button>
      </form>
    </Form>
  );
}

/** A native range input: keyboard (arrows, Home, End) and screen readers ("6 of 10, Moderate"). */
function SeverityField({ control }: { control: Control<FormValues, unknown, AiDiagnosisRequest> }) {
  return (
    <FormField
      control={control}
      name="severity"
      render={({ field }) => {
        const value = Number(field.value) || AI_SEVERITY_DEFAULT;
        const word = severityLabel(value);
        return (
          <FormItem>
            <div className="flex items-center justify-between gap-2">
              <FormLabel>Severity</FormLabel>
              <span aria-hidden="true" className="text-sm font-medium tabular-nums" data-testid="severity-value">
                {value}/10 · {word}
              </span>
            </div>
            <FormControl>
              <input
                type="range"
                min={1}
                max={10}
                step={1}
                name={field.name}
                ref={field.ref}
                value={value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(Number(event.target.value))}
                aria-valuetext={`${value} of 10, ${word}`}
                className="h-9 w-full cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              />
            </FormControl>
            <div aria-hidden="true" className="flex justify-between text-xs text-muted-foreground">
              <span>1 Mild</span>
              <span>Moderate</span>
              <span>Severe 10</span>
            </div>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
