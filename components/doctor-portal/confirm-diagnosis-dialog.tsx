"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCheckIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";

import { showServerFieldErrors } from "@/components/patients/patient-api";
import { SelectField, TextField } from "@/components/staff/form-fields";
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
import { diagnosisFields } from "@/lib/validation/diagnosis";

import { confirmDiagnosisRequest, failureMessage } from "./doctor-api";

// The dialog's own rules: the final diagnosis is the diagnosis field's (5 characters, 'Diagnosis
// is required'); the endpoint (confirmDiagnosisSchema) accepts the same values.
const confirmFormSchema = z.object({
  finalDiagnosis: diagnosisFields.diagnosis,
  prescriptionSentTo: diagnosisFields.prescriptionSentTo,
});
type ConfirmFormValues = z.input<typeof confirmFormSchema>;
type ConfirmFormOutput = z.output<typeof confirmFormSchema>;

type Props = { diagnosisId: string; diagnosis: string; prescriptionSentTo: string | null; patientName: string };

/**
 * 'Confirm' on one of the doctor's unconfirmed diagnoses (PATCH /api/doctor/diagnosis/{id}/confirm):
 * the server routes the prescription (pharmacy or lab task, or a notice to the patient).
 */
export function ConfirmDiagnosisDialog({ diagnosisId, diagnosis, prescriptionSentTo, patientName }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const defaults: ConfirmFormValues = { finalDiagnosis: diagnosis, prescriptionSentTo: prescriptionSentTo ?? "" };
  const form = useForm<ConfirmFormValues, unknown, ConfirmFormOutput>({
    resolver: zodResolver(confirmFormSchema),
    // Messages appear on submit, not on blur: a message appearing as the focused first field loses
    // focus would shift the button being clicked and swallow the click.
    mode: "onSubmit",
    defaultValues: defaults,
  });
  const pending = form.formState.isSubmitting;

  const openChange = (next: boolean) => {
    if (pending) return;
    if (next) form.reset(defaults);
    setOpen(next);
  };

  const confirm = async (values: ConfirmFormOutput) => {
    try {
      const answer = await confirmDiagnosisRequest(diagnosisId, values);
      toast.success("Diagnosis Confirmed", { description: answer.message });
      setOpen(false);
      router.refresh();
    } catch (error) {
      toast.error("Error", { description: failureMessage(error, "The diagnosis could not be confirmed. Please try again.") });
      showServerFieldErrors(form, error, ["finalDiagnosis", "prescriptionSentTo"]);
    }
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="outline" aria-label={`Confirm the diagnosis of ${patientName}: ${diagnosis}`}>
          <CheckCheckIcon aria-hidden="true" />
          Confirm
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirm Diagnosis</DialogTitle>
          <DialogDescription>
            {patientName}. Confirming sends the prescription on; it cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(confirm)} noValidate aria-label="Confirm diagnosis" className="space-y-4">
            <TextField control={form.control} name="finalDiagnosis" label="Final Diagnosis" />
            <SelectField
              control={form.control}
              name="prescriptionSentTo"
              label="Send Prescription To"
              placeholder="Nowhere (keep in the record)"
              options={PRESCRIPTION_DESTINATION_OPTIONS}
              optional
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => openChange(false)} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? <Spinner aria-hidden="true" /> : null}
                {pending ? "Confirming..." : "Confirm Diagnosis"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
