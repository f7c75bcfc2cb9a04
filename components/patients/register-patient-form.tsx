"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { staffPatientPageSchema, type StaffPatientPageValues } from "@/lib/validation/patient-staff";

import { DuplicateCandidates, duplicateWarning, type DuplicateWarning } from "./duplicate-candidates";
import { errorMessage, pickDefined, registerPatientRequest, showServerFieldErrors, type RegisteredPatient } from "./patient-api";
import { PatientFormFields } from "./patient-form-fields";
import { RegistrationSuccess } from "./registration-success";
import { EMPTY_PAGE_VALUES, PAGE_FIELDS } from "./patient-form-values";

/**
 * The hospital-side Register New Patient page's form (the second variant of the staff form).
 * It sends only its own fields: without city, state or nationality the server applies this
 * variant's rules. `hospitalId` only for system_admin.
 */
export function RegisterPatientForm({ hospitalId }: { hospitalId?: string }) {
  const [registered, setRegistered] = useState<RegisteredPatient | null>(null);
  const [duplicates, setDuplicates] = useState<DuplicateWarning | null>(null);
  const form = useForm<StaffPatientPageValues, unknown, StaffPatientPageValues>({
    resolver: zodResolver(staffPatientPageSchema, undefined, { raw: true }),
    mode: "onTouched",
    defaultValues: EMPTY_PAGE_VALUES,
  });
  const pending = form.formState.isSubmitting;

  const register = async (values: StaffPatientPageValues, confirmNotDuplicate = false) => {
    try {
      const body = { ...pickDefined(values, PAGE_FIELDS), ...(hospitalId ? { hospitalId } : {}), ...(confirmNotDuplicate ? { confirmNotDuplicate } : {}) };
      const patient = await registerPatientRequest(body);
      setDuplicates(null);
      toast.success("Patient Registered Successfully!", {
        description: `${patient.firstName} ${patient.lastName} was registered with health number ${patient.id}.`,
      });
      form.reset(EMPTY_PAGE_VALUES);
      setRegistered(patient);
    } catch (error) {
      // A likely duplicate is shown above the button, with everything typed kept.
      const warning = duplicateWarning(error);
      setDuplicates(warning);
      if (warning) return;
      toast.error("Registration Failed", { description: errorMessage(error, "Please check your information and try again.") });
      showServerFieldErrors(form, error, PAGE_FIELDS);
    }
  };

  return (
    <div className="space-y-6">
      {registered ? <RegistrationSuccess patient={registered} hospitalId={hospitalId} /> : null}
      <Form {...form}>
        <form onSubmit={form.handleSubmit((values) => register(values))} noValidate aria-label="Register new patient" className="space-y-6">
          <PatientFormFields control={form.control} variant="page" />
          {duplicates ? (
            <DuplicateCandidates
              warning={duplicates}
              pending={pending}
              hospitalId={hospitalId}
              onRegisterAnyway={() => void form.handleSubmit((values) => register(values, true))()}
            />
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" disabled={pending} className="w-full sm:w-auto">
              {pending ? <Spinner aria-hidden="true" /> : null}
              {pending ? "Registering..." : "Register Patient"}
            </Button>
          </div>
        </form>
      </Form>
    </div>
  );
}
