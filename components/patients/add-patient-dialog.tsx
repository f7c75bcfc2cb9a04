"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlusIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

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
import { staffPatientDialogSchema, type StaffPatientDialogValues } from "@/lib/validation/patient-staff";

import { DuplicateCandidates, duplicateWarning, type DuplicateWarning } from "./duplicate-candidates";
import { errorMessage, pickDefined, registerPatientRequest, showServerFieldErrors } from "./patient-api";
import { PatientFormFields } from "./patient-form-fields";
import { DIALOG_FIELDS, EMPTY_DIALOG_VALUES } from "./patient-form-values";

/**
 * 'Add New Patient' on /patients: the first variant of the staff form in a dialog titled
 * 'Register New Patient' (POST /api/patients). `hospitalId` only for system_admin.
 */
export function AddPatientDialog({ hospitalId }: { hospitalId?: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [duplicates, setDuplicates] = useState<DuplicateWarning | null>(null);
  const form = useForm<StaffPatientDialogValues, unknown, StaffPatientDialogValues>({
    // raw: the server parses the body with the same schema; the form only checks it first.
    resolver: zodResolver(staffPatientDialogSchema, undefined, { raw: true }),
    mode: "onTouched",
    defaultValues: EMPTY_DIALOG_VALUES,
  });
  const pending = form.formState.isSubmitting;

  const openChange = (next: boolean) => {
    if (pending) return;
    if (!next) {
      form.reset(EMPTY_DIALOG_VALUES);
      setDuplicates(null);
    }
    setOpen(next);
  };

  const register = async (values: StaffPatientDialogValues, confirmNotDuplicate = false) => {
    try {
      // Every dialog field is sent, blank optional ones included: the keys city, state and
      // nationality tell the server this is the dialog's variant.
      const body = { ...pickDefined(values, DIALOG_FIELDS), ...(hospitalId ? { hospitalId } : {}), ...(confirmNotDuplicate ? { confirmNotDuplicate } : {}) };
      const patient = await registerPatientRequest(body);
      setDuplicates(null);
      toast.success("Success", { description: `Patient registered successfully. Health number: ${patient.id}` });
      form.reset(EMPTY_DIALOG_VALUES);
      setOpen(false);
      router.refresh();
    } catch (error) {
      // A likely duplicate is shown in the form, with everything typed kept.
      const warning = duplicateWarning(error);
      setDuplicates(warning);
      if (warning) return;
      toast.error("Error", { description: errorMessage(error, "Failed to register patient") });
      showServerFieldErrors(form, error, DIALOG_FIELDS);
    }
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button className="w-full sm:w-auto">
          <UserPlusIcon aria-hidden="true" />
          Add New Patient
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Register New Patient</DialogTitle>
          <DialogDescription>The global health number is assigned automatically.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit((values) => register(values))} noValidate aria-label="Register new patient" className="space-y-6">
            <PatientFormFields control={form.control} variant="dialog" />
            {duplicates ? (
              <DuplicateCandidates
                warning={duplicates}
                pending={pending}
                hospitalId={hospitalId}
                onRegisterAnyway={() => void form.handleSubmit((values) => register(values, true))()}
              />
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => openChange(false)} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? <Spinner aria-hidden="true" /> : null}
                {pending ? "Registering..." : "Register Patient"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
