"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { SparklesIcon, StethoscopeIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
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
import { PRESCRIPTION_DESTINATION_OPTIONS } from "@/lib/constants/appointments";
import { diagnosisFormSchema, emptyDiagnosisForm, type DiagnosisFormValues } from "@/lib/validation/diagnosis";

import { createDiagnosisRequest, failureMessage } from "./doctor-api";
import { useAiAnalysis } from "./use-ai-analysis";

type DiagnosisFormOutput = z.output<typeof diagnosisFormSchema>;
const FIELDS = Object.keys(emptyDiagnosisForm);

type Props = { appointmentId: string; patientId: string; patientName: string; when: string; reason: string | null };

/**
 * 'Start Consultation' on an accepted appointment: the 'Create Diagnosis with AI Assistance'
 * dialog. POST /api/doctor/diagnosis stores the diagnosis, completes the appointment and writes
 * the patient's medical record; the AI analysis travels with it only when one was obtained.
 */
export function DiagnosisDialog({ appointmentId, patientId, patientName, when, reason }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const ai = useAiAnalysis(patientId);
  const form = useForm<DiagnosisFormValues, unknown, DiagnosisFormOutput>({
    resolver: zodResolver(diagnosisFormSchema),
    // Messages appear on submit, not on blur: a message appearing as the focused first field loses
    // focus would shift the button being clicked and swallow the click.
    mode: "onSubmit",
    defaultValues: emptyDiagnosisForm,
  });
  const pending = form.formState.isSubmitting;

  const openChange = (next: boolean) => {
    if (pending) return;
    if (!next) {
      form.reset(emptyDiagnosisForm);
      ai.reset();
    }
    setOpen(next);
  };

  const applySuggestion = (name: string) => {
    form.setValue("diagnosis", name, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    form.setFocus("diagnosis");
  };

  const submit = async (values: DiagnosisFormOutput) => {
    const analysis = ai.analysis;
    try {
      await createDiagnosisRequest({
        appointmentId,
        patientId,
        ...values,
        ...(analysis ? { aiAnalysis: analysis, aiConfidence: topConfidencePercent(analysis) } : {}),
      });
      toast.success("Diagnosis Created", {
        description: `The diagnosis is in the medical record of ${patientName} and the appointment is completed.`,
      });
      form.reset(emptyDiagnosisForm);
      ai.reset();
      setOpen(false);
      router.refresh();
    } catch (error) {
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
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Create Diagnosis with AI Assistance</DialogTitle>
          <DialogDescription>
            {patientName} ({patientId}), {when}
            {reason ? `. Reason for visit: ${reason}` : ""}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Create diagnosis" className="space-y-4">
            <TextAreaField control={form.control} name="symptoms" label="Symptoms" placeholder="Describe the patient's symptoms in detail" />
            <div className="flex flex-wrap items-center gap-2">
              <Button
                type="button"
                variant="secondary"
                onClick={() => void ai.analyze(form.getValues("symptoms") ?? "")}
                disabled={ai.analyzing || pending}
              >
                {ai.analyzing ? <Spinner aria-hidden="true" /> : <SparklesIcon aria-hidden="true" />}
                {ai.analyzing ? "Analyzing..." : "Analyze with AI"}
              </Button>
              <p className="text-xs text-muted-foreground">Suggestions are for reference; you decide the diagnosis.</p>
            </div>
            {ai.analysis ? <AiAnalysisResults analysis={ai.analysis} onUse={applySuggestion} /> : null}
            <TextField control={form.control} name="diagnosis" label="Diagnosis" />
            <TextAreaField control={form.control} name="prescription" label="Prescription" placeholder="Medicines, doses and duration" />
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
      </DialogContent>
    </Dialog>
  );
}
