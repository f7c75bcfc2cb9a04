"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { SparklesIcon, StethoscopeIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";

import { topConfidencePercent } from "@/components/ai-diagnosis/ai-analysis";
import { AiAnalysisResults } from "@/components/ai-diagnosis/ai-analysis-results";
import { showServerFieldErrors } from "@/components/patients/patient-api";
import { SelectField, TextAreaField, TextField } from "@/components/staff/form-fields";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { allergiesNamedIn } from "@/lib/clinical/allergies";
import { PRESCRIPTION_DESTINATION_OPTIONS } from "@/lib/constants/appointments";
import {
  ALLERGY_OVERRIDE_REASON,
  diagnosisFormSchema,
  emptyDiagnosisForm,
  type DiagnosisFormValues,
} from "@/lib/validation/diagnosis";
import { optionalVitals, VITAL_KEYS } from "@/lib/validation/vitals";

import { AllergyWarning } from "./allergy-warning";
import { ConsultationChartPanel } from "./consultation-chart";
import { createDiagnosisRequest, failureMessage, startConsultationRequest } from "./doctor-api";
import { useAiAnalysis } from "./use-ai-analysis";
import { useConsultationChart } from "./use-consultation-chart";
import { VitalSignsFields } from "./vital-signs-fields";

type DiagnosisFormOutput = z.output<typeof diagnosisFormSchema>;
const FIELDS = [...Object.keys(emptyDiagnosisForm), ...VITAL_KEYS.map((k) => `vitals.${k}`)];

/** The allergies of a 409 allergy_warning answer, or null for any other failure. */
function warnedAllergies(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.body.code !== "allergy_warning") return null;
  const list = error.body.allergies;
  return Array.isArray(list) ? list.filter((a): a is string => typeof a === "string") : [];
}

type Props = { appointmentId: string; patientId: string; patientName: string; when: string; reason: string | null };

/**
 * 'Start Consultation' on an accepted appointment: records the start (POST
 * /api/doctor/appointments/{id}/start) and opens the 'Create Diagnosis with AI Assistance'
 * dialog. POST /api/doctor/diagnosis stores the diagnosis, completes the appointment and writes
 * the patient's medical record; the AI analysis travels with it only when one was obtained.
 */
export function DiagnosisDialog({ appointmentId, patientId, patientName, when, reason }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const ai = useAiAnalysis(patientId);
  const chart = useConsultationChart(appointmentId, open);
  const [overrideReason, setOverrideReason] = useState("");
  const [overrideError, setOverrideError] = useState<string | null>(null);
  // Allergies the server warned about (it decides on what is recorded at the time of saving).
  const [serverWarning, setServerWarning] = useState<string[] | null>(null);
  const reasonId = useId();
  const form = useForm<DiagnosisFormValues, unknown, DiagnosisFormOutput>({
    resolver: zodResolver(diagnosisFormSchema) as unknown as Resolver<DiagnosisFormValues, unknown, DiagnosisFormOutput>,
    // Messages appear on submit, not on blur: a message appearing as the focused first field loses
    // focus would shift the button being clicked and swallow the click.
    mode: "onSubmit",
    defaultValues: emptyDiagnosisForm,
  });
  const pending = form.formState.isSubmitting;
  const prescription = useWatch({ control: form.control, name: "prescription" }) ?? "";
  const recorded = chart.state.status === "ready" ? chart.state.chart.allergies : [];
  const namedHere = allergiesNamedIn(prescription, recorded.join(", "));
  const warned = [...new Set([...namedHere, ...(serverWarning ?? [])])];

  const resetAll = () => {
    form.reset(emptyDiagnosisForm);
    ai.reset();
    setOverrideReason("");
    setOverrideError(null);
    setServerWarning(null);
  };

  const openChange = (next: boolean) => {
    if (pending) return;
    if (!next) resetAll();
    // Pressing 'Start Consultation' records when the consultation began (the waiting time); the
    // first press counts and later ones change nothing. The form opens either way: saving the
    // diagnosis makes its own checks.
    if (next && !open) {
      startConsultationRequest(appointmentId).catch((error: unknown) =>
        toast.error("Start not recorded", { description: failureMessage(error, "The start of the consultation could not be recorded.") }),
      );
    }
    setOpen(next);
  };

  /** The vital signs and examination typed so far, when they are valid: the AI reads them too. */
  const measuredFindings = () => {
    const vitals = optionalVitals.safeParse(form.getValues("vitals"));
    const examination = form.getValues("examination")?.trim();
    return { vitals: vitals.success ? vitals.data : undefined, examination: examination || undefined };
  };

  const applySuggestion = (name: string) => {
    form.setValue("diagnosis", name, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    form.setFocus("diagnosis");
  };

  const submit = async (values: DiagnosisFormOutput) => {
    const analysis = ai.analysis;
    const reason = overrideReason.trim();
    if (warned.length && reason.length < 5) {
      setOverrideError(ALLERGY_OVERRIDE_REASON);
      document.getElementById(reasonId)?.focus();
      return;
    }
    setOverrideError(null);
    try {
      await createDiagnosisRequest({
        appointmentId,
        patientId,
        ...values,
        ...(analysis ? { aiAnalysis: analysis, aiConfidence: topConfidencePercent(analysis) } : {}),
        ...(warned.length ? { allergyOverride: { reason } } : {}),
      });
      toast.success("Diagnosis Created", {
        description: `The diagnosis is in the medical record of ${patientName} and the appointment is completed.`,
      });
      resetAll();
      setOpen(false);
      router.refresh();
    } catch (error) {
      const allergies = warnedAllergies(error);
      if (allergies) {
        setServerWarning(allergies);
        setOverrideError(ALLERGY_OVERRIDE_REASON);
        toast.error("Allergy Warning", { description: failureMessage(error, "The prescription names a recorded allergy.") });
        return;
      }
      toast.error("Error Creating Diagnosis", { description: failureMessage(error, "The diagnosis could not be saved. Please try again.") });
      showServerFieldErrors(form, error, FIELDS);
    }
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" aria-label={`Start Consultation with ${patientName} on ${when}`}>
          <StethoscopeIcon aria-hidden="true" />
          Start Consultation
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl lg:max-w-5xl">
        <DialogHeader>
          <DialogTitle>Create Diagnosis with AI Assistance</DialogTitle>
          <DialogDescription>
            {patientName} ({patientId}), {when}
            {reason ? `. Reason for visit: ${reason}` : ""}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="lg:order-2">
          <ConsultationChartPanel state={chart.state} onRetry={chart.retry} />
        </div>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Create diagnosis" className="min-w-0 space-y-4 lg:order-1">
            <TextAreaField control={form.control} name="symptoms" label="Symptoms" placeholder="Describe the patient's symptoms in detail" />
            <div className="flex flex-wrap items-center gap-2">
              <Button
                type="button"
                variant="secondary"
                onClick={() => void ai.analyze(form.getValues("symptoms") ?? "", measuredFindings())}
                disabled={ai.analyzing || pending}
              >
                {ai.analyzing ? <Spinner aria-hidden="true" /> : <SparklesIcon aria-hidden="true" />}
                {ai.analyzing ? "Analyzing..." : "Analyze with AI"}
              </Button>
              <p className="text-xs text-muted-foreground">Suggestions are for reference; you decide the diagnosis.</p>
            </div>
            <VitalSignsFields control={form.control} />
            {ai.analysis ? <AiAnalysisResults analysis={ai.analysis} onUse={applySuggestion} /> : null}
            <TextField control={form.control} name="diagnosis" label="Diagnosis" />
            <TextAreaField control={form.control} name="prescription" label="Prescription" placeholder="Medicines, doses and duration" />
            {warned.length ? (
              <AllergyWarning
                allergies={warned}
                reason={overrideReason}
                onReasonChange={(r) => {
                  setOverrideReason(r);
                  if (r.trim().length >= 5) setOverrideError(null);
                }}
                error={overrideError}
                reasonId={reasonId}
              />
            ) : null}
            <TextAreaField control={form.control} name="treatmentPlan" label="Treatment Plan" />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                control={form.control}
                name="prescriptionSentTo"
                label="Send Prescription To"
                placeholder="Decide when confirming"
                options={PRESCRIPTION_DESTINATION_OPTIONS}
                optional
              />
              <TextField control={form.control} name="followUpDate" label="Follow-up Date" type="date" />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => openChange(false)} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? <Spinner aria-hidden="true" /> : null}
                {pending ? "Creating..." : "Create Diagnosis"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
        </div>
      </DialogContent>
    </Dialog>
  );
}
